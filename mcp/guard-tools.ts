// The two guards an agent runs on a contract's other side: the conformance suite against a service's URL
// (`runConformance`, the suite's public entry, and only its options) and the breaking-change guard of the
// spec (scripts/spec-diff). Neither input lives in a spec, so their few fields are declared here, once,
// and checked against the entry's own option type. Both are loaded when first called: the suite brings
// vitest, and the guard exists only in a clone of the kit (the packages do not ship it).
import { resolve } from 'node:path';
import type { ConformanceOptions, ConformanceReport } from '../conformance/run.ts';
import type * as SpecDiff from '../scripts/spec-diff/contract-diff.ts';
import type * as SpecLoad from '../scripts/spec-diff/load-contract.ts';
import type * as SpecReport from '../scripts/spec-diff/report.ts';
import { ToolError, type Tool } from './tool.ts';

/** A sibling module of this kit: `.ts` when running from source, `.js` from a build. */
const sibling = (path: string) =>
  new URL(`${path}.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url).href;

async function loadConformance(): Promise<(options: ConformanceOptions) => Promise<ConformanceReport>> {
  try {
    return (await import(sibling('../conformance/run'))).runConformance;
  } catch {
    // The cronjobs-mock package does not carry the suite; the cronjobs-conformance package beside it does.
    try {
      const name = 'cronjobs-conformance';
      return (await import(name)).runConformance;
    } catch {
      throw new ToolError(
        'The conformance suite is not installed here: install the cronjobs-conformance package beside cronjobs-mock (docs/install.md).',
      );
    }
  }
}

/** The conformance tool's fields, each one of ConformanceOptions (the compiler holds them to it). */
const conformanceFields = {
  base_url: 'baseUrl',
  api_key: 'apiKey',
  second_api_key: 'secondApiKey',
  profile: 'profile',
  only: 'only',
  skip: 'skip',
  read_only: 'readOnly',
  seed: 'seed',
} as const satisfies Record<string, keyof ConformanceOptions>;

const strings = { type: 'array', items: { type: 'string', minLength: 1 } } as const;

export function guardTools(root: string): Tool[] {
  return [
    {
      name: 'run_conformance',
      title: 'Run the conformance suite',
      description:
        'Runs the conformance suite against a service at `base_url` (its root, without /v1) and answers the summary and every failed or skipped rule with its detail and a curl line that reproduces it. `profile` core checks only what the seed states; full (the default) the whole spec. Takes a minute or more; `only` (ids, families such as AUTH, or prefixes) narrows it.',
      readOnly: false,
      inputSchema: {
        type: 'object',
        properties: {
          base_url: { type: 'string', format: 'uri', description: 'The service’s root URL, without /v1.' },
          api_key: { type: 'string', minLength: 1, description: 'An account’s key.' },
          second_api_key: {
            type: 'string',
            minLength: 1,
            description: 'Another account’s key, for the rules that need two.',
          },
          profile: { type: 'string', enum: ['core', 'full'] },
          only: { ...strings, description: 'Only these rules: ids (BODY-003), families (AUTH) or id prefixes.' },
          skip: { ...strings, description: 'Leave these out (same forms as only).' },
          read_only: { type: 'boolean', description: 'Only rules that create nothing.' },
          seed: { type: 'integer', description: 'The property rules’ seed, to repeat a run.' },
        },
        required: ['base_url', 'api_key'],
        additionalProperties: false,
      },
      async run(args) {
        const options: Record<string, unknown> = { profile: 'full' };
        for (const [field, option] of Object.entries(conformanceFields))
          if (args[field] !== undefined) options[option] = args[field];
        const runConformance = await loadConformance();
        const report = await runConformance(options as unknown as ConformanceOptions);
        const problems = report.preflight?.problems ?? [];
        if (problems.length > 0) throw new ToolError(`The run stopped before any rule: ${problems.join('; ')}`);
        return {
          profile: report.profile,
          base_url: report.base_url,
          seed: report.seed,
          summary: report.summary,
          rules: report.rules
            .filter((rule) => rule.status !== 'passed')
            .map(({ id, title, status, detail, reproduce }) => ({ id, title, status, detail, reproduce })),
        };
      },
    },
    {
      name: 'check_breaking_changes',
      title: 'Check the spec for breaking changes',
      description:
        'The breaking-change guard (npm run spec:diff): compares spec/openapi.yaml with spec/released/openapi.yaml (or the files given) and answers every change that breaks a /v1 client of the released contract, each with its pointer. Runs in a clone of the kit.',
      readOnly: true,
      inputSchema: {
        type: 'object',
        properties: {
          base: { type: 'string', description: 'The contract as released; spec/released/openapi.yaml by default.' },
          head: { type: 'string', description: 'The contract as changed; spec/openapi.yaml by default.' },
        },
        additionalProperties: false,
      },
      async run(args) {
        let modules: [typeof SpecDiff, typeof SpecLoad, typeof SpecReport];
        try {
          modules = await Promise.all([
            import(sibling('../scripts/spec-diff/contract-diff')),
            import(sibling('../scripts/spec-diff/load-contract')),
            import(sibling('../scripts/spec-diff/report')),
          ]);
        } catch {
          throw new ToolError(
            'The breaking-change guard runs in a clone of cronjobs-kit (npm run spec:diff); this install has no scripts/.',
          );
        }
        const [{ diffContracts }, { loadContract, UnreadableContract }, { renderText }] = modules;
        const base = resolve(root, typeof args.base === 'string' ? args.base : 'spec/released/openapi.yaml');
        const head = resolve(root, typeof args.head === 'string' ? args.head : 'spec/openapi.yaml');
        try {
          const findings = diffContracts(await loadContract(base), await loadContract(head));
          return {
            breaking: findings.filter((f) => f.kind === 'breaking').length,
            findings,
            text: renderText({ base, head, findings }),
          };
        } catch (error) {
          if (error instanceof UnreadableContract) throw new ToolError(error.message);
          throw error;
        }
      },
    },
  ];
}
