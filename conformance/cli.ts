#!/usr/bin/env node
// cronjobs-conformance: holds a service to the contract.
//   npm run conformance -- --base-url URL --api-key KEY [--second-api-key KEY] [--profile core|full]
//     [--json FILE] [--junit FILE] [--markdown FILE] [--ctrf FILE] [--record FILE] [--only IDS] [--skip IDS]
//     [--target-url URL] [--read-only] [--allow-skips] [--cases N] [--seed N] [--timeout MS] [--next-page HOW]
// Exit 0: every rule passed and every promise of the seed was probed. 1: a rule failed. 2: usage error, the
// pre-flight failed (service unreachable, a key refused, both keys the same, a base URL ending in /v1), a
// --next-page that never matched, or a kit error (a rule the kit could not load or run). 3: no rule failed
// but some were skipped or a promise was reached by no probe (0 with --allow-skips, which names each).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadCatalogue } from './runner/catalogue.ts';
import { ConfigError, resolveConfig, type ConformanceConfig } from './harness/rule/config.ts';
import { toJson, type ConformanceReport, type RuleResult } from './report/report.ts';
import { exitCodeOf, toConsole } from './report/report-console.ts';
import { toCtrf } from './report/report-ctrf.ts';
import { toJunit } from './report/report-junit.ts';
import { toMarkdown } from './report/report-markdown.ts';
import { describeSource } from './harness/rule/rule-meta.ts';
import { runConformance } from './run.ts';

const usage = `usage: cronjobs-conformance --base-url URL --api-key KEY [--second-api-key KEY] [--profile core|full]
       [--json FILE] [--junit FILE] [--markdown FILE] [--ctrf FILE] [--record FILE] [--only IDS] [--skip IDS]
       [--target-url URL] [--read-only] [--allow-skips] [--cases N] [--seed N] [--timeout MS] [--next-page HOW]

  --base-url URL         the service under test: its root, without /v1 (required)
  --api-key KEY          a key of an account on it (required)
  --second-api-key KEY   a key of a second account: enables the cross-account rules
  --profile core|full    core: only what the seed states; full (default): all of spec/openapi.yaml
  --json FILE            write the JSON report
  --junit FILE           write JUnit XML
  --markdown FILE        write a Markdown summary (e.g. $GITHUB_STEP_SUMMARY)
  --ctrf FILE            write a CTRF JSON report (https://ctrf.io), as CI dashboards read it
  --record FILE          write every request and answer as HAR 1.2 (keys masked)
  --only IDS             run only these rules: ids, families or prefixes, comma-separated (AUTH,BODY-003)
  --skip IDS             leave these rules out (same forms)
  --target-url URL       what created jobs call (default https://example.com/cronjobs-kit-conformance)
  --read-only            run only rules that create nothing
  --allow-skips          accept rules the kit could not decide and promises of the seed no probe reached
                         (each a check that did not happen): exit 0 instead of 3, each named in the
                         summary; for a service whose open points the kit cannot settle
  --strict               accepted for older pipelines; skips fail the run by default now
  --cases N              fast-check cases per property rule, and sequences SEQ-001 tries (default 20;
                         up to 32 requests each)
  --seed N               fast-check seed: replays the same generated cases
  --timeout MS           how long one request may take (default 5000)
  --next-page HOW        how the job list pages, when the kit cannot find out alone (core walks):
                         field:PATH or header:NAME (where the next page's URL or token is; header:Link
                         is RFC 8288 rel="next"), and/or query:NAME (the parameter a token goes back in),
                         comma-separated; or page:NAME (page numbers) or offset:NAME (item offsets).
                         E.g. field:nextPageToken,query:page_token. The report's pagination.how is in
                         this form.
  --list                 print the rule catalogue and exit

Every failure carries a curl line; set CRONJOBS_API_KEY (and CRONJOBS_SECOND_API_KEY) to replay it. Every
skipped rule is listed with why, and what would let the kit decide it.
Exit: 0 all rules passed and every promise of the seed was probed, 1 a rule failed, 2 usage error,
pre-flight failed (unreachable, key refused, same key twice, base URL ending in /v1), a --next-page that
never matched, or a kit error, 3 no rule failed but some were skipped or a promise was unreached (0 with
--allow-skips).`;

function fail(message: string): never {
  process.stderr.write(`cronjobs-conformance: ${message}\n\n${usage}\n`);
  process.exit(2);
}

interface Parsed {
  options: Parameters<typeof runConformance>[0];
  json?: string | undefined;
  junit?: string | undefined;
  markdown?: string | undefined;
  ctrf?: string | undefined;
  allowSkips: boolean;
}

const list = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);

async function parse(argv: string[]): Promise<Parsed> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' },
        'api-key': { type: 'string' },
        'second-api-key': { type: 'string' },
        profile: { type: 'string' },
        json: { type: 'string' },
        junit: { type: 'string' },
        markdown: { type: 'string' },
        ctrf: { type: 'string' },
        strict: { type: 'boolean' },
        'allow-skips': { type: 'boolean' },
        record: { type: 'string' },
        only: { type: 'string' },
        skip: { type: 'string' },
        'target-url': { type: 'string' },
        'read-only': { type: 'boolean' },
        cases: { type: 'string' },
        seed: { type: 'string' },
        timeout: { type: 'string' },
        'next-page': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        list: { type: 'boolean' },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  if (values.list) {
    for (const { meta } of await loadCatalogue())
      process.stdout.write(
        `${meta.id.padEnd(10)} ${meta.profile.padEnd(4)} ${describeSource(meta.source).padEnd(48)} ${meta.title}\n`,
      );
    process.exit(0);
  }
  try {
    // Checked here, so a usage error is exit 2 before anything is sent.
    const config: ConformanceConfig = resolveConfig({
      baseUrl: values['base-url'],
      apiKey: values['api-key'],
      secondApiKey: values['second-api-key'],
      profile: values.profile,
      readOnly: values['read-only'],
      targetUrl: values['target-url'],
      cases: values.cases,
      seed: values.seed,
      timeoutMs: values.timeout,
      nextPage: values['next-page'],
    });
    return {
      options: {
        ...config,
        secondApiKey: config.secondApiKey,
        only: list(values.only),
        skip: list(values.skip),
        record: values.record,
      },
      json: values.json,
      junit: values.junit,
      markdown: values.markdown,
      ctrf: values.ctrf,
      allowSkips: values['allow-skips'] === true,
    };
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

function writeReports(args: Parsed, report: ConformanceReport): void {
  if (args.json) writeFileSync(args.json, toJson(report));
  if (args.junit) writeFileSync(args.junit, toJunit(report));
  if (args.ctrf) writeFileSync(args.ctrf, toCtrf(report));
  if (args.markdown)
    writeFileSync(args.markdown, toMarkdown(report), {
      flag: args.markdown === process.env.GITHUB_STEP_SUMMARY ? 'a' : 'w',
    });
}

const args = await parse(process.argv.slice(2));
const { options } = args;
const profile = options.profile;
let announced = false;

let report: ConformanceReport;
try {
  report = await runConformance({
    ...options,
    onRuleResult(result: RuleResult) {
      if (!announced) {
        announced = true;
        process.stdout.write(
          `cronjobs-conformance: profile ${profile}, against ${options.baseUrl}\n` +
            `run id ${options.runId} (created jobs are named cjk-${options.runId}-…), seed ${options.seed} (replay with --seed ${options.seed})\n` +
            (options.secondApiKey ? '' : 'no --second-api-key: cross-account rules are skipped\n') +
            (options.readOnly ? '--read-only: rules that create data are skipped\n' : ''),
        );
      }
      if (result.status === 'failed')
        process.stdout.write(`FAIL ${result.id} ${result.failure?.summary ?? result.detail.split('\n')[0]}\n`);
      if (result.error) process.stdout.write(`ERR  ${result.id} ${result.detail}\n`);
    },
  });
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

writeReports(args, report);
if (!report.preflight.ok) {
  process.stderr.write(
    `cronjobs-conformance: pre-flight failed, no rule ran:\n${report.preflight.problems.map((p) => `  - ${p}`).join('\n')}\n`,
  );
  process.exit(2);
}
process.stdout.write(toConsole(report, { allowSkips: args.allowSkips }));
process.exit(exitCodeOf(report, { allowSkips: args.allowSkips }));
