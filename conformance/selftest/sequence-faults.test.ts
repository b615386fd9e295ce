// Issue 18, item 4's proof: SEQ-001 fails each server whose state goes wrong only after a sequence of
// operations (faults/sequences.ts, rows of FAULT_TABLE), names the shortest sequence it shrank to and its
// fast-check seed, and its replay script, run with bash against the same server, shows the bug again.
// mock-faults.test.ts leaves these rows to this file, which asserts more of them.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { KEYS, PROPERTY_SEED, startRow, suiteOfRow, type Target } from './fault-runner.ts';
import { FAULT_TABLE } from './fault-table.ts';

const run = promisify(execFile);

/** What each SEQ-001 row's failure must show: the shortest sequence's step count, and its summary. */
const shrunkTo: Record<string, { steps: number; summary: RegExp }> = {
  'deleted-job-listed-after-resume': {
    steps: 5, // create, pause, resume, delete, walk
    summary: /^SEQ-001: step 5, walk the job list[^:]*: job A \(\S+\) is listed although it was deleted/,
  },
  'resume-loses-patch': {
    steps: 4, // create, pause, patch, resume
    summary: /^SEQ-001: step 4, resume A: \w+ came back as .*, the model has /,
  },
};
const rows = FAULT_TABLE.filter((row) => row.rules.includes('SEQ-001'));

const started: Target[] = [];
afterAll(() => Promise.all(started.map((t) => t.close())));

describe('SEQ-001 catches state bugs only a sequence shows, shrunk and replayable', () => {
  test('every SEQ-001 row of the fault table has its expected shrink', () => {
    expect(rows.map((row) => row.fault).sort()).toEqual(Object.keys(shrunkTo).sort());
  });

  test.each(rows.map((row) => [row.fault, row, shrunkTo[row.fault]!] as const))(
    '%s',
    { timeout: 120_000 },
    async (_fault, row, expected) => {
      const target = await startRow(row);
      started.push(target);
      const report = await suiteOfRow(target, row);
      const rule = report.rules.find((r) => r.id === 'SEQ-001')!;
      expect(rule.status, rule.detail).toBe('failed');
      expect(rule.failure?.summary).toMatch(expected.summary);

      // The shortest sequence, step by step, with the seed that found it.
      const shrunk =
        /after the shrunk sequence of (\d+) steps: (1\. create A .*) \(fast-check seed (\d+), path [\d:]+, case \d+ of (\d+), shrunk \d+ times; replay with --seed \d+\)$/.exec(
          rule.failure!.summary,
        );
      expect(shrunk, rule.detail).not.toBeNull();
      expect(Number(shrunk![1])).toBe(expected.steps);
      expect(shrunk![2]!.split('; ')).toHaveLength(expected.steps);
      expect(Number(shrunk![3])).toBe(PROPERTY_SEED);
      expect(Number(shrunk![4])).toBe(row.cases);

      // The replay script: a comment with the seed, one commented curl block per step, the job's id kept.
      const script = rule.reproduce!;
      expect(script).toMatch(
        new RegExp(`^# SEQ-001: the shrunk sequence, ${expected.steps} steps \\(fast-check seed ${PROPERTY_SEED}, `),
      );
      expect(script.split('\n').filter((line) => /^# \d+\. /.test(line))).toHaveLength(expected.steps);
      expect(script).toMatch(
        /\nANSWER=\$\(curl -sS -i .* -X 'POST' 'http:\/\/127\.0\.0\.1:\d+\/v1\/jobs' .*\); echo "\$ANSWER"; JOB_A=\$\(echo "\$ANSWER" \| grep -o '"id": \*"\[\^"\]\*"' /,
      );
      expect(script).not.toContain(KEYS[0]);

      // Run with bash against the same server, it shows the bug: the last answer is the one the model refuses.
      const { stdout } = await run('bash', ['-c', script], { env: { ...process.env, CRONJOBS_API_KEY: KEYS[0] } });
      const answers = stdout.split(/(?=HTTP\/1\.1 \d{3} )/).filter((block) => block.startsWith('HTTP/1.1 '));
      expect(answers).toHaveLength(
        script.split('\n').filter((line) => line.includes('curl ') && !line.endsWith('-o /dev/null')).length,
      );
      const created = JSON.parse(answers[0]!.slice(answers[0]!.indexOf('\r\n\r\n'))) as { id: string };
      const last = JSON.parse(answers.at(-1)!.slice(answers.at(-1)!.indexOf('\r\n\r\n'))) as Record<string, unknown>;
      if (row.fault === 'deleted-job-listed-after-resume')
        expect((last.data as { id: string }[]).map((job) => job.id)).toContain(created.id);
      else {
        const patched = JSON.parse(/^# 3\. patch A (.*)$/m.exec(script)![1]!) as Record<string, unknown>;
        expect(
          Object.entries(patched).some(([field, value]) => JSON.stringify(last[field]) !== JSON.stringify(value)),
        ).toBe(true);
      }
    },
  );
});
