// Issue 18, item 5: an outside fuzzer sends the spec's documented examples as valid input, so every
// example a client may send — each parameter's and header's, each request body's — must be accepted by
// the mock as it is documented, alone and (issue 36) together with every other example of its operation,
// as a fuzzer combines them. (Answer examples are checked against their schemas in
// test/contract/examples-match-their-schemas.test.ts.)
import { describe, expect, test } from 'vitest';
import { serviceDocument } from '../../contract/documents.ts';
import { createSpecWalker } from '../../contract/spec-walker.ts';
import { createJob, createTestMock, validJob } from '../support/clients.ts';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  example?: unknown;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
}
interface Operation {
  operationId: string;
  parameters?: unknown[];
  requestBody?: {
    $ref?: string;
    content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown; $ref?: string }> }>;
  };
}

const walker = createSpecWalker(serviceDocument);
const resolve = <T>(node: unknown): T => {
  const ref = (node as { $ref?: unknown } | null)?.$ref;
  return (typeof ref === 'string' ? walker.resolve(ref).value : node) as T;
};
const examplesOf = (holder: {
  example?: unknown;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
}): Array<[string, unknown]> => [
  ...('example' in holder ? [['example', holder.example] as [string, unknown]] : []),
  ...Object.entries(holder.examples ?? {}).map(
    ([name, example]) => [name, resolve<{ value?: unknown }>(example).value] as [string, unknown],
  ),
];

// Where an example is valid input but the answer is not a 2xx, and why (each one a documented answer).
const expectedOtherwise: Record<string, { status: number; why: string }> = {
  // A well-formed id that names no job of a fresh account.
  'path job_id': { status: 404, why: 'the JobId example is an id of no job: valid, and not found' },
};

interface Case {
  label: string;
  operation: Operation;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  expected: number | '2xx';
}

function* cases(): Generator<Case> {
  for (const [path, item] of Object.entries(serviceDocument.paths as Record<string, Record<string, unknown>>)) {
    for (const method of ['get', 'post', 'patch', 'put', 'delete']) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const parameters = [...((item.parameters as unknown[]) ?? []), ...(operation.parameters ?? [])].map((p) =>
        resolve<Parameter>(p),
      );
      const content = operation.requestBody
        ? (resolve<NonNullable<Operation['requestBody']>>(operation.requestBody).content ?? {})
        : {};
      const bodies = Object.values(content).flatMap((media) => examplesOf(media));
      const defaultBody = bodies[0]?.[1];
      const base = { operation, method: method.toUpperCase(), path, query: {}, headers: {}, body: defaultBody };
      for (const parameter of parameters) {
        for (const [name, value] of examplesOf(parameter)) {
          const otherwise =
            expectedOtherwise[`${parameter.in} ${parameter.name}`] ??
            expectedOtherwise[`${operation.operationId} ${parameter.in} ${parameter.name}`];
          const label = `${operation.operationId} ${parameter.in} ${parameter.name} ${name}`;
          const text = String(value);
          if (parameter.in === 'path')
            yield {
              ...base,
              label,
              path: path.replace(`{${parameter.name}}`, encodeURIComponent(text)),
              expected: otherwise?.status ?? '2xx',
            };
          else if (parameter.in === 'query')
            yield { ...base, label, query: { [parameter.name]: text }, expected: otherwise?.status ?? '2xx' };
          else if (parameter.in === 'header')
            yield { ...base, label, headers: { [parameter.name]: text }, expected: otherwise?.status ?? '2xx' };
        }
      }
      for (const [name, value] of bodies)
        yield { ...base, label: `${operation.operationId} body ${name}`, body: value, expected: '2xx' };
      // Every query and header example at once, with each body example: the combination a fuzzer sends
      // first (the path names a real job; the JobId example, which names none, is sent alone above).
      const together = { query: {} as Record<string, string>, headers: {} as Record<string, string> };
      for (const parameter of parameters) {
        const first = examplesOf(parameter)[0];
        if (!first) continue;
        if (parameter.in === 'query') together.query[parameter.name] = String(first[1]);
        if (parameter.in === 'header') together.headers[parameter.name] = String(first[1]);
      }
      if (Object.keys(together.query).length + Object.keys(together.headers).length > 1 || bodies.length > 0)
        for (const [name, value] of bodies.length > 0 ? bodies : [['no body', defaultBody] as [string, unknown]])
          yield {
            ...base,
            ...together,
            label: `${operation.operationId} every parameter example with body ${name}`,
            body: value,
            expected: '2xx',
          };
    }
  }
}

const all = [...cases()];

describe('every example a client may send', () => {
  test('the walk finds parameters, headers and bodies', () => {
    const labels = all.map((c) => c.label).join('\n');
    for (const wanted of [
      'listJobs query status',
      'listJobs query limit',
      'createJob header Idempotency-Key',
      'createJob body',
      'updateJob body',
      'previewSchedule body',
    ])
      expect(labels).toContain(wanted);
  });

  test.each(all.map((c) => [c.label, c] as const))('%s is accepted', async (_label, c) => {
    const { send } = createTestMock();
    // Path parameters other than the one under test name a real job of the calling account.
    const job = await createJob(send, 'key-a', { name: 'Example target' });
    const path =
      c.path.replace('{job_id}', job.id) + (Object.keys(c.query).length ? `?${new URLSearchParams(c.query)}` : '');
    const answer = await send({
      method: c.method,
      path,
      key: 'key-a',
      headers: c.headers,
      ...(c.body !== undefined
        ? { body: c.body }
        : c.method === 'POST' && c.operation.requestBody
          ? { body: validJob() }
          : {}),
    });
    if (c.expected === '2xx') expect(answer.status, answer.text).toBeLessThan(300);
    else expect(answer.status, answer.text).toBe(c.expected);
  });
});
