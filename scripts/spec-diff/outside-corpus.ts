// `npm run spec:diff:corpus -- --oasdiff DIR [--json]`: the breaking-change guard judged on an outside
// corpus — the pairs of OpenAPI 3.0 and 3.1 documents in the tests of oasdiff, a reference breaking-change
// tool, labelled by oasdiff's own levels (oasdiff-labels.ts). DIR is a checkout the caller fetched
// (`git clone --depth 1 https://github.com/oasdiff/oasdiff`), read in place. The guard's verdict is
// `npm run spec:diff`'s: breaking when it would exit 1. The figures printed: breaking pairs caught,
// harmless pairs flagged, and pairs of different documents it called "no change" (none may be).
// docs/spec-diff.md has the figures and explains each miss and false alarm.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { diffContracts } from './contract-diff.ts';
import type { Finding } from './finding.ts';
import { loadContract, UnreadableContract } from './load-contract.ts';
import { labelledPairs, type Label, type Pair } from './oasdiff-labels.ts';

interface Judged extends Pair {
  /** The guard's verdict; `unreadable` when it could not load a document (its exit 2). */
  readonly verdict: 'breaking' | 'harmless' | 'no change' | 'unreadable';
  readonly rules: readonly string[];
  readonly identical: boolean;
}

async function judge(root: string, pair: Pair): Promise<Judged> {
  let findings: Finding[];
  let identical = false;
  try {
    const [base, head] = [await loadContract(join(root, pair.base)), await loadContract(join(root, pair.head))];
    identical = JSON.stringify(base) === JSON.stringify(head);
    findings = diffContracts(base, head);
  } catch (error) {
    if (!(error instanceof UnreadableContract)) throw error;
    return { ...pair, verdict: 'unreadable', rules: [error.message], identical };
  }
  const breaking = findings.filter((f) => f.kind === 'breaking');
  return {
    ...pair,
    verdict: breaking.length > 0 ? 'breaking' : findings.length > 0 ? 'harmless' : 'no change',
    rules: [...new Set((breaking.length > 0 ? breaking : findings).map((f) => f.rule))],
    identical,
  };
}

const name = (pair: Pair) => `${pair.base.replace(/^data\//, '')} → ${pair.head.replace(/^data\//, '')}`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { oasdiff: { type: 'string' }, json: { type: 'boolean' } } });
  if (!values.oasdiff) {
    console.error(
      'usage: npm run spec:diff:corpus -- --oasdiff DIR [--json]\n(DIR: git clone --depth 1 https://github.com/oasdiff/oasdiff)',
    );
    return 2;
  }
  const root = values.oasdiff;
  const judged: Judged[] = [];
  for (const pair of await labelledPairs(root)) judged.push(await judge(root, pair));
  if (values.json) {
    process.stdout.write(`${JSON.stringify(judged, null, 2)}\n`);
    return 0;
  }
  const of = (label: Label) => judged.filter((j) => j.label === label);
  const caught = of('breaking').filter((j) => j.verdict === 'breaking');
  const flagged = of('harmless').filter((j) => j.verdict === 'breaking');
  const maybe = of('maybe').filter((j) => j.verdict === 'breaking');
  const silent = judged.filter((j) => j.verdict === 'no change' && !j.identical);
  const lines = [
    `oasdiff corpus: ${judged.length} pairs (${of('breaking').length} breaking, ${of('maybe').length} maybe, ${of('harmless').length} harmless by oasdiff's levels)`,
    `breaking pairs caught: ${caught.length} of ${of('breaking').length}`,
    `harmless pairs flagged: ${flagged.length} of ${of('harmless').length}`,
    `"maybe" pairs flagged: ${maybe.length} of ${of('maybe').length}`,
    `different documents called "no change": ${silent.length}`,
    `unreadable: ${judged.filter((j) => j.verdict === 'unreadable').length}`,
    '',
    'missed (oasdiff: breaking; the guard: not):',
    ...of('breaking')
      .filter((j) => j.verdict !== 'breaking')
      .map((j) => `  ${name(j)} [${j.expected.join(', ')}] → ${j.verdict} ${j.rules.join(', ')}`),
    'flagged (oasdiff: harmless; the guard: breaking):',
    ...flagged.map((j) => `  ${name(j)} [${j.expected.join(', ')}] → ${j.rules.join(', ')}`),
    '"maybe" (oasdiff: WARN), not flagged:',
    ...of('maybe')
      .filter((j) => j.verdict !== 'breaking')
      .map((j) => `  ${name(j)} [${j.expected.join(', ')}] → ${j.verdict} ${j.rules.join(', ')}`),
    'no change:',
    ...silent.map((j) => `  ${name(j)} [${j.expected.join(', ')}]`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

process.exitCode = await main();
