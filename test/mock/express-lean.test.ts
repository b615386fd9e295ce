// mock/server/express-lean.ts: Express loads without body-parser, send, qs and mime-types, and every
// feature that needs them still works as with a plain `require('express')`. Each side runs in its own Node
// process, since a module once loaded stays in that process's require.cache.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const lean = new URL('../../mock/server/express-lean.ts', import.meta.url).href;
const dir = mkdtempSync(join(tmpdir(), 'express-lean-'));
writeFileSync(join(dir, 'style.css'), 'body {}');
writeFileSync(join(dir, 'data.json'), '{"a":1}');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Loads Express one way, notes which of the deferred modules are real (a stand-in required nothing),
// then serves one route per feature and prints what each answered.
const script = (how: 'lean' | 'plain') => `
import { createRequire } from 'node:module';
const require = createRequire(${JSON.stringify(lean)});
const express = ${how === 'lean' ? `(await import(${JSON.stringify(lean)})).express` : `require('express')`};
const fromExpress = createRequire(require.resolve('express'));
const paths = ['body-parser', 'send', 'qs', 'mime-types'].map((name) => fromExpress.resolve(name));
const real = () => paths.map((path) => (require.cache[path]?.children.length ?? 0) > 0);
const mimeDbLoaded = () => Object.keys(require.cache).some((file) => file.includes('/mime-db/'));
const atImport = { real: real(), mimeDb: mimeDbLoaded() };
const asLoaded = paths.map((path) => require.cache[path].exports);

const app = express();
app.set('query parser', 'extended');
app.post('/json', express.json(), (req, res) => res.json(req.body));
app.post('/form', express.urlencoded({ extended: true }), (req, res) => res.json(req.body));
app.post('/text', express.text(), (req, res) => res.json({ text: req.body }));
app.post('/raw', express.raw(), (req, res) => res.json({ bytes: req.body.length }));
app.get('/query', (req, res) => res.json(req.query));
app.get('/accepts', (req, res) => res.json({ accepts: req.accepts(['json', 'html']) }));
app.get('/type', (req, res) => res.type('json').send('{}'));
app.get('/file', (req, res) => res.sendFile(${JSON.stringify(join(dir, 'data.json'))}));
app.use('/static', express.static(${JSON.stringify(dir)}));
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = 'http://127.0.0.1:' + server.address().port;
const call = async (path, init) => {
  const response = await fetch(base + path, init);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};
const post = (type, body) => ({ method: 'POST', headers: { 'Content-Type': type }, body });
const answers = {
  json: await call('/json', post('application/json', '{"a":[1,2]}')),
  badJson: (await call('/json', post('application/json', '{"a":'))).status,
  form: await call('/form', post('application/x-www-form-urlencoded', 'a[b]=1&c=2')),
  text: await call('/text', post('text/plain', 'hello')),
  raw: await call('/raw', post('application/octet-stream', 'four')),
  query: await call('/query?a[b]=1&c=2'),
  accepts: await call('/accepts', { headers: { Accept: 'text/html' } }),
  type: await call('/type'),
  file: await call('/file'),
  static: await call('/static/style.css'),
  missing: (await call('/static/none.css')).status,
};
server.close();
// What a package that required one of them at that moment holds looks like the real module.
answers.shapes = asLoaded.map((exports) => [typeof exports, Object.keys(exports).sort(), typeof exports.parse, 'lookup' in exports]);
console.log(JSON.stringify({ atImport, afterUse: real(), answers }));
`;

const run = (how: 'lean' | 'plain') =>
  JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script(how)], { encoding: 'utf8' })) as {
    atImport: { real: boolean[]; mimeDb: boolean };
    afterUse: boolean[];
    answers: Record<string, unknown>;
  };

describe('express-lean', () => {
  const plain = run('plain');
  const leanRun = run('lean');

  test('importing it loads none of body-parser, send, qs, mime-types (nor any mime-db)', () => {
    expect(plain.atImport).toEqual({ real: [true, true, true, true], mimeDb: true }); // what the test would see without the stand-ins
    expect(leanRun.atImport).toEqual({ real: [false, false, false, false], mimeDb: false });
  });

  test('each loads for real on first use, and every feature answers as with plain Express', () => {
    expect(leanRun.afterUse).toEqual([true, true, true, true]);
    expect(leanRun.answers).toEqual(plain.answers);
    expect(leanRun.answers).toMatchObject({
      json: { status: 200, body: '{"a":[1,2]}' },
      badJson: 400,
      form: { status: 200, body: '{"a":{"b":"1"},"c":"2"}' },
      text: { body: '{"text":"hello"}' },
      raw: { body: '{"bytes":4}' },
      query: { body: '{"a":{"b":"1"},"c":"2"}' },
      accepts: { body: '{"accepts":"html"}' },
      type: { type: 'application/json; charset=utf-8' },
      file: { status: 200, type: 'application/json; charset=utf-8', body: '{"a":1}' },
      static: { status: 200, type: 'text/css; charset=utf-8', body: 'body {}' },
      missing: 404,
    });
  });
});
