// Issue 18, item 4's proof: SEQ-001 fails each server whose state goes wrong only after a sequence of
// operations (sequence-faults.ts), names the shortest sequence it shrank to and its fast-check seed, and
// its replay script, run with bash against the same server, shows the bug again.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { runConformance } from '../run.ts';
import { KEYS, PROPERTY_SEED, type Target } from './fault-runner.ts';
import { SEQUENCE_FAULT_ROWS, startSequenceFaultServer } from './sequence-faults.ts';

const run = promisify(execFile);

// Over seeds 101–120 the default 20 sequences caught these faults 14 and 15 times of 20, 50 sequences 18
// and 20 times; the self-test asks for 50 (`--cases 50`), with which its fixed seed catches both.
const cases = 50;

const started: Target[] = [];
afterAll(() => Promise.all(started.map((t) => t.close())));

describe('SEQ-001 catches state bugs only a sequence shows, shrunk and replayable', () => {
  test.each(SEQUENCE_FAULT_ROWS.map((row) => [row.fault, row] as const))('%s', { timeout: 120_000 }, async (_fault, row) => {
    const target = await startSequenceFaultServer(row.fault, KEYS);
    started.push(target);
    const report = await runConformance({ baseUrl: target.url, apiKey: KEYS[0], secondApiKey: KEYS[1], profile: 'full', seed: PROPERTY_SEED, cases, only: row.rules });
    const rule = report.rules.find((r) => r.id === 'SEQ-001')!;
    expect(rule.status, rule.detail).toBe('failed');
    expect(rule.failure?.summary).toMatch(row.summary);

    // The shortest sequence, step by step, with the seed that found it.
    const shrunk = /after the shrunk sequence of (\d+) steps: (1\. create A .*) \(fast-check seed (\d+), path [\d:]+, case \d+ of 50, shrunk \d+ times; replay with --seed \d+\)$/.exec(rule.failure!.summary);
    expect(shrunk, rule.detail).not.toBeNull();
    expect(Number(shrunk![1])).toBe(row.steps);
    expect(shrunk![2]!.split('; ')).toHaveLength(row.steps);
    expect(Number(shrunk![3])).toBe(PROPERTY_SEED);

    // The replay script: a comment with the seed, one commented curl block per step, the job's id kept.
    const script = rule.reproduce!;
    expect(script).toMatch(new RegExp(`^# SEQ-001: the shrunk sequence, ${row.steps} steps \\(fast-check seed ${PROPERTY_SEED}, `));
    expect(script.split('\n').filter((line) => /^# \d+\. /.test(line))).toHaveLength(row.steps);
    expect(script).toMatch(/\nANSWER=\$\(curl -sS -i .* -X 'POST' 'http:\/\/127\.0\.0\.1:\d+\/v1\/jobs' .*\); echo "\$ANSWER"; JOB_A=\$\(echo "\$ANSWER" \| grep -o '"id": \*"\[\^"\]\*"' /);
    expect(script).not.toContain(KEYS[0]);

    // Run with bash against the same server, it shows the bug: the last answer is the one the model refuses.
    const { stdout } = await run('bash', ['-c', script], { env: { ...process.env, CRONJOBS_API_KEY: KEYS[0] } });
    const answers = stdout.split(/(?=HTTP\/1\.1 \d{3} )/).filter((block) => block.startsWith('HTTP/1.1 '));
    expect(answers).toHaveLength(script.split('\n').filter((line) => line.includes('curl ') && !line.endsWith('-o /dev/null')).length);
    const created = JSON.parse(answers[0]!.slice(answers[0]!.indexOf('\r\n\r\n'))) as { id: string };
    const last = JSON.parse(answers.at(-1)!.slice(answers.at(-1)!.indexOf('\r\n\r\n'))) as Record<string, unknown>;
    if (row.fault === 'deleted-job-listed-after-resume') expect((last.data as { id: string }[]).map((job) => job.id)).toContain(created.id);
    else {
      const patched = JSON.parse(/^# 3\. patch A (.*)$/m.exec(script)![1]!) as Record<string, unknown>;
      expect(Object.entries(patched).some(([field, value]) => JSON.stringify(last[field]) !== JSON.stringify(value))).toBe(true);
    }
  });
});
