// The replay script of a sequence: ids and cursors the service handed out become shell variables taken
// from the answers, used only where the run used them (a whole path segment, a cursor value); keys stay
// variables; what the script created is deleted at its end.
import { expect, test } from 'vitest';
import type { Exchange } from '../transport/http.ts';
import { replayScript } from './sequence-script.ts';

const answer = (json: unknown): Exchange['response'] => ({
  status: 200,
  headers: {},
  body: JSON.stringify(json),
  json,
  mediaType: 'application/json',
});
const call = (method: string, path: string, json: unknown = {}, body?: string) => ({
  exchange: {
    request: { method, path, headers: { 'X-API-Key': 'k-1' }, ...(body ? { body } : {}) },
    response: answer(json),
  },
});

test('keeps ids and cursors in variables and replays the steps in order', () => {
  const script = replayScript(
    'http://127.0.0.1:4010',
    [
      {
        text: 'create A',
        calls: [
          {
            ...call('POST', '/v1/jobs', { id: 'job_1' }, '{"name":"job_1 x"}'),
            capture: { variable: 'JOB_A', field: 'id', value: 'job_1' },
          },
        ],
      },
      { text: 'pause A', calls: [call('POST', '/v1/jobs/job_1/pause')] },
      {
        text: 'walk the job list',
        calls: [
          { ...call('GET', '/v1/jobs?limit=1'), capture: { variable: 'CURSOR', field: 'next_cursor', value: 'c+/1' } },
          call('GET', '/v1/jobs?limit=1&cursor=c%2B%2F1'),
        ],
      },
    ],
    { main: 'k-1' },
    ['SEQ-001: the shrunk sequence, 3 steps (fast-check seed 7).'],
  );
  const lines = script.split('\n');
  expect(lines[0]).toBe('# SEQ-001: the shrunk sequence, 3 steps (fast-check seed 7).');
  expect(lines[1]).toBe('# 1. create A');
  expect(lines[2]).toMatch(
    /^ANSWER=\$\(curl -sS -i .*'http:\/\/127\.0\.0\.1:4010\/v1\/jobs' -H 'X-API-Key: '"\$CRONJOBS_API_KEY" .*--data-binary '\{"name":"job_1 x"\}'\); echo "\$ANSWER"; JOB_A=\$\(echo "\$ANSWER" \| grep -o '"id": \*"\[\^"\]\*"' \| head -n 1 \| cut -d '"' -f 4\)$/,
  );
  expect(lines[4]).toBe(
    `curl -sS -i --globoff --path-as-is -X 'POST' 'http://127.0.0.1:4010/v1/jobs/'"$JOB_A"'/pause' -H 'X-API-Key: '"$CRONJOBS_API_KEY"; echo`,
  );
  expect(lines[7]).toContain(`'http://127.0.0.1:4010/v1/jobs?limit=1&cursor='"$CURSOR" -H`);
  expect(lines.at(-1)).toBe(
    `curl -sS -i --globoff --path-as-is -X 'DELETE' 'http://127.0.0.1:4010/v1/jobs/'"$JOB_A" -H 'X-API-Key: '"$CRONJOBS_API_KEY" -o /dev/null`,
  );
  expect(script).not.toContain('k-1');
});

test('never replaces a value inside other text: a short id is a variable only as a whole path segment', () => {
  const script = replayScript(
    'http://127.0.0.1:4011',
    [
      {
        text: 'create A',
        calls: [{ ...call('POST', '/v1/jobs', { id: '1' }), capture: { variable: 'JOB_A', field: 'id', value: '1' } }],
      },
      { text: 'get A', calls: [call('GET', '/v1/jobs/1')] },
    ],
    { main: 'k-1' },
    [],
  );
  expect(script).toContain(`'http://127.0.0.1:4011/v1/jobs/'"$JOB_A" -H`);
});
