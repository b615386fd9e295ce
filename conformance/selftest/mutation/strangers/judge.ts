// The one test of a stranger's mutant: start the stranger (its mutated file is the one on disk, or Stryker's
// instrumented copy with the active mutant in the environment) and run the kit's `core` profile on it
// through the CLI, as strangers.test.ts runs it: two accounts' keys, 5 cases, seed 23.
//
//   node judge.ts fastify|hono     (CJK_MUTANT_VERDICTS=FILE: append the verdict there, a JSON line)
//
// Exit 0 when the CLI exits 0 (the mutant survived), 1 otherwise (killed). What each CLI exit counts as:
// 1, a rule failed: killed. 3, no rule failed but one was skipped or a seed promise was unreached: killed — the
// CLI fails such a run by default (issue 35 item 9), so the team's CI goes red; counted apart. 2, the pre-flight
// refused the service (unreachable, key refused): killed, counted apart; 2 for a kit error (a rule that threw or
// could not load): killed in Stryker's terms, but counted apart and listed, since the kit, not a rule, stopped it.
// A stranger that does not start: killed (no CI passes it). A run that outlives Stryker's timeout: Stryker's
// "timeout", killed (a CI job that never ends fails).
import { appendFileSync } from 'node:fs';
import { judgeOnce, startStranger } from './stranger-run.ts';

const name = process.argv[2]!;
const verdicts = process.env.CJK_MUTANT_VERDICTS;
const mutant = process.env.__STRYKER_ACTIVE_MUTANT__ ?? 'none';
const started = Date.now();
const verdict = await startStranger(name).then(
  async (stranger) => {
    try {
      return await judgeOnce(stranger.url);
    } finally {
      await stranger.close();
    }
  },
  (error: unknown) => ({ outcome: 'no-start' as const, code: -1, detail: String(error).split('\n')[0]! }),
);
if (verdicts) appendFileSync(verdicts, `${JSON.stringify({ mutant, ...verdict, ms: Date.now() - started })}\n`);
process.stdout.write(`${verdict.outcome}: ${verdict.detail}\n`);
process.exit(verdict.outcome === 'survived' ? 0 : 1);
