#!/usr/bin/env node
// cronjobs-conformance: holds a service to the contract.
//   npm run conformance -- --base-url URL --api-key KEY [--second-api-key KEY] [--profile core|full]
//     [--json FILE] [--junit FILE] [--markdown FILE] [--target-url URL] [--read-only] [--cases N] [--seed N]
// Exit 0: every rule passed. 1: a rule failed. 2: usage error or the service is unreachable.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { collectRules } from './harness/catalogue.ts';
import { ConfigError, resolveConfig, type ConformanceConfig } from './harness/config.ts';
import { createTransport } from './harness/http.ts';
import { failureRows, toJson, toJunit, toMarkdown, type RuleResult } from './harness/report.ts';
import { describeSource, familyOf, inProfile, skipReason } from './harness/rule-meta.ts';
import { runConformance } from './run.ts';

const usage = `usage: cronjobs-conformance --base-url URL --api-key KEY [--second-api-key KEY] [--profile core|full]
       [--json FILE] [--junit FILE] [--markdown FILE] [--target-url URL] [--read-only] [--cases N] [--seed N]

  --base-url URL         the service under test (required)
  --api-key KEY          a key of an account on it (required)
  --second-api-key KEY   a key of a second account: enables the cross-account rules
  --profile core|full    core: only what the seed states; full (default): all of spec/openapi.yaml
  --json FILE            write the JSON report
  --junit FILE           write JUnit XML
  --markdown FILE        write a Markdown summary (e.g. $GITHUB_STEP_SUMMARY)
  --target-url URL       what created jobs call (default https://example.com/cronjobs-kit-conformance)
  --read-only            run only rules that create nothing
  --cases N              fast-check cases per property rule (default 20)
  --seed N               fast-check seed, to replay a property failure
  --list                 print the rule catalogue and exit

Exit: 0 all rules passed, 1 a rule failed, 2 usage error or service unreachable.`;

function fail(message: string): never {
  process.stderr.write(`cronjobs-conformance: ${message}\n\n${usage}\n`);
  process.exit(2);
}

async function parse(argv: string[]): Promise<{ config: ConformanceConfig; json?: string; junit?: string; markdown?: string }> {
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
        'target-url': { type: 'string' },
        'read-only': { type: 'boolean' },
        cases: { type: 'string' },
        seed: { type: 'string' },
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
    for (const { meta } of await collectRules())
      process.stdout.write(`${meta.id.padEnd(10)} ${meta.profile.padEnd(4)} ${describeSource(meta.source).padEnd(48)} ${meta.title}\n`);
    process.exit(0);
  }
  try {
    const config = resolveConfig({
      baseUrl: values['base-url'],
      apiKey: values['api-key'],
      secondApiKey: values['second-api-key'],
      profile: values.profile,
      readOnly: values['read-only'],
      targetUrl: values['target-url'],
      cases: values.cases,
      seed: values.seed,
    });
    return { config, json: values.json, junit: values.junit, markdown: values.markdown };
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** Any HTTP answer means the service is there; no answer is exit 2. */
async function probe(config: ConformanceConfig): Promise<void> {
  const exchange = await createTransport(config.baseUrl).send({ method: 'GET', path: '/v1/jobs', headers: { 'X-API-Key': config.apiKey } });
  if (!exchange.response) {
    process.stderr.write(`cronjobs-conformance: ${config.baseUrl} is unreachable: ${exchange.error}\n`);
    process.exit(2);
  }
  if (exchange.response.status === 401 || exchange.response.status === 403)
    process.stderr.write(`cronjobs-conformance: warning: GET /v1/jobs with --api-key answered ${exchange.response.status}; is the key right?\n`);
}

function table(rows: string[][], header: string[]): string {
  const clip = (text: string) => (text.length > 70 ? `${text.slice(0, 69)}…` : text);
  const all = [header, ...rows.map((row) => row.map(clip))];
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => row.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...all.slice(1).map(line)].join('\n');
}

const args = await parse(process.argv.slice(2));
const { config } = args;
await probe(config);

const catalogue = (await collectRules()).filter((e) => inProfile(e.meta, config.profile));
const expected = new Map<string, number>();
for (const { meta } of catalogue) expected.set(familyOf(meta.id), (expected.get(familyOf(meta.id)) ?? 0) + 1);
const done = new Map<string, RuleResult[]>();
const started = Date.now();
process.stdout.write(
  `cronjobs-conformance: ${catalogue.length} rules, profile ${config.profile}, against ${config.baseUrl}\n` +
    `run id ${config.runId} (created jobs are named cjk-${config.runId}-…), fast-check seed ${config.seed} (replay with --seed ${config.seed}), ${config.cases} cases\n` +
    (config.secondApiKey ? '' : 'no --second-api-key: cross-account rules are skipped\n') +
    (config.readOnly ? '--read-only: rules that create data are skipped\n' : ''),
);
const skippedUpFront = catalogue.filter((e) => skipReason(e.meta, config)).length;
if (skippedUpFront) process.stdout.write(`${skippedUpFront} rules do not apply to this configuration\n`);

const report = await runConformance({
  ...config,
  onRuleResult(result) {
    const family = familyOf(result.id);
    const list = [...(done.get(family) ?? []), result];
    done.set(family, list);
    if (list.length === expected.get(family)) {
      const n = (s: string) => list.filter((r) => r.status === s).length;
      const mark = n('failed') ? 'FAIL' : 'ok  ';
      process.stdout.write(`${mark} ${family.padEnd(7)} ${String(list.length).padStart(3)} rules: ${n('passed')} passed, ${n('failed')} failed, ${n('skipped')} skipped\n`);
    }
  },
});

const { passed, failed, skipped } = report.summary;
const rows = failureRows(report);
if (rows.length > 0) process.stdout.write(`\nFailures:\n${table(rows, ['rule', 'sent', 'came back', 'expected', 'spec'])}\n\nDetails:\n${report.rules.filter((r) => r.status === 'failed').map((r) => r.detail).join('\n\n')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped in ${((Date.now() - started) / 1000).toFixed(1)} s (${config.profile} profile)\n`);
if (args.json) writeFileSync(args.json, toJson(report));
if (args.junit) writeFileSync(args.junit, toJunit(report));
if (args.markdown) writeFileSync(args.markdown, toMarkdown(report), { flag: args.markdown === process.env.GITHUB_STEP_SUMMARY ? 'a' : 'w' });
process.exit(failed > 0 ? 1 : 0);
