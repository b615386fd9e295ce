import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serviceDocument } from '../../contract/documents.ts';
import { freePort } from '../../lab/common.ts';

// Prism is the tool most users already know: if it serves our document as written, the document is
// usable outside this kit too, and its examples are what a client sees first.
let prism: ChildProcess;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  prism = spawn(
    'node_modules/.bin/prism',
    ['mock', 'spec/openapi.yaml', '--host', '127.0.0.1', '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) resolve();
    };
    prism.stdout!.on('data', onData);
    prism.stderr!.on('data', onData);
    prism.on('exit', (code) => reject(new Error(`prism exited with ${code}: ${output}`)));
  });
});

afterAll(() => {
  prism?.kill();
});

const listExample = (serviceDocument.components.examples as Record<string, { value: unknown }>).JobListPage!.value;

test('GET /v1/jobs with a key answers the documented example', async () => {
  const response = await fetch(`${base}/v1/jobs`, { headers: { 'X-API-Key': 'dev-key' } });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(listExample);
});

test('GET /v1/jobs without a key answers 401', async () => {
  const response = await fetch(`${base}/v1/jobs`);
  expect(response.status).toBe(401);
});
