// `--seed N` replays the same generated cases: two runs with one seed (and one run id, since generated
// names carry it) fail a property rule with the same shrunk counterexample and the same curl line.
import { expect, test } from 'vitest';
import { runConformance } from '../run.ts';
import { startNaiveServer } from './naive-server.ts';

test('the same seed fails a property rule the same way, shrunk', async () => {
  const server = await startNaiveServer();
  try {
    const once = () =>
      runConformance({
        baseUrl: server.url,
        apiKey: 'k1',
        profile: 'full',
        seed: 4242,
        runId: 'replay',
        cases: 20,
        only: ['PROP-002'],
      });
    const [first, second] = [await once(), await once()];
    const [a, b] = [first.rules[0]!, second.rules[0]!];
    expect(a.status).toBe('failed');
    expect(a.detail).toMatch(
      /fast-check seed 4242, path [\d:]+, case \d+ of 20, shrunk \d+ times; replay with --seed 4242/,
    );
    expect(b.failure?.sent).toBe(a.failure?.sent);
    expect(b.reproduce?.replace(/:\d+\//, ':PORT/')).toBe(a.reproduce?.replace(/:\d+\//, ':PORT/'));
  } finally {
    await server.close();
  }
});
