// Every statement of the seed (spec/seed/cron-job-service-spec.md) that states a behaviour a service can
// be held to, in one place. The catalogue test checks that each has a core rule citing its reference, so
// the core profile covers the whole seed. Statements that only say "not shown" are not listed: the core
// profile must assume nothing about them.

export interface SeedStatement {
  /** Section (`4.1`) or section + numbered statement (`5.1`; `2.1` is §2 rule 1). */
  readonly ref: string;
  readonly statement: string;
}

export const seedStatements: readonly SeedStatement[] = [
  { ref: '1', statement: 'Request bodies are JSON, sent with Content-Type application/json.' },
  {
    ref: '2',
    statement:
      'A job has name (string), url (absolute URL), method (GET valid), schedule_type (interval valid), interval_seconds (integer), notify_on_failure (boolean).',
  },
  { ref: '2.1', statement: 'A job with schedule_type interval carries interval_seconds.' },
  { ref: '4.1', statement: 'POST /v1/jobs with a JSON object of the job fields creates a job.' },
  { ref: '4.2', statement: "GET /v1/jobs lists the calling client's jobs." },
  { ref: '5.1', statement: 'Each request is authenticated with the API key in the X-API-Key header.' },
  { ref: '9.1', statement: 'The job endpoints live under the prefix /v1.' },
];

/** The references a seed document offers: section numbers (`4`, `4.1`) and numbered statements of a section (`5.1`, `2.1`). */
export function seedRefs(markdown: string): Set<string> {
  const refs = new Set<string>();
  let section: string | undefined;
  for (const line of markdown.split('\n')) {
    const heading = /^#{2,3}\s+(\d+(?:\.\d+)?)\.?\s/.exec(line);
    if (heading) {
      refs.add(heading[1]!);
      if (/^##\s/.test(line)) section = heading[1];
      continue;
    }
    const item = /^(\d+)\.\s/.exec(line);
    if (item && section) refs.add(`${section}.${item[1]}`);
  }
  return refs;
}
