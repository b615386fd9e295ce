// `npm run spec:diff [-- --base FILE --head FILE --json]`: the breaking-change guard. Compares the
// contract as last released (spec/released/openapi.yaml) with the working one (spec/openapi.yaml) and
// exits 1 when a change breaks a client of the released contract, 0 when none does, 2 on a usage
// error or a file it cannot read. docs/spec-diff.md lists the rules.
import { parseArgs } from 'node:util';
import { diffContracts } from './contract-diff.ts';
import { loadContract, UnreadableContract } from './load-contract.ts';
import { exitCodeFor, renderJson, renderText } from './report.ts';

const usage = 'usage: npm run spec:diff -- [--base FILE] [--head FILE] [--json]';

async function main(argv: string[]): Promise<number> {
  let values: { base?: string; head?: string; json?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        base: { type: 'string' },
        head: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const base = values.base ?? 'spec/released/openapi.yaml';
  const head = values.head ?? 'spec/openapi.yaml';
  try {
    const findings = diffContracts(await loadContract(base), await loadContract(head));
    process.stdout.write((values.json ? renderJson : renderText)({ base, head, findings }));
    return exitCodeFor(findings);
  } catch (error) {
    if (!(error instanceof UnreadableContract)) throw error;
    console.error(`spec:diff: ${error.message}`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
