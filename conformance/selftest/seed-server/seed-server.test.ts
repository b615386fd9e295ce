// The seed server on its own, with plain fetch: it honours every seed statement, makes its own choices
// on the open points, never answers 5xx, and each break is observable.

import http, { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SEED_BREAKS, startSeedServer, type SeedBreak, type SeedServer, type SeedServerOptions } from './index.ts';

const KEYS = ['seed-k1', 'seed-k2'];
const VALID = {
  name: 'selftest seed job',
  url: 'https://example.com/hook',
  method: 'GET',
  schedule_type: 'interval',
  interval_seconds: 3600,
  notify_on_failure: true,
};

interface Call {
  path?: string;
  method?: string;
  key?: string | null;
  body?: unknown;
  raw?: string;
  type?: string;
  accept?: string;
}

async function call(
  base: string,
  {
    path = '/v1/jobs',
    method = 'GET',
    key = KEYS[0]!,
    body,
    raw,
    type = 'application/json',
    accept = 'application/json',
  }: Call,
) {
  const headers: Record<string, string> = { accept };
  if (key !== null) headers['x-api-key'] = key;
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined) headers['content-type'] = type;
  const res = await fetch(base + path, { method, headers, body: payload });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    location: res.headers.get('location'),
    text,
    json,
  };
}

const listed = (json: unknown): Array<Record<string, unknown>> =>
  (Array.isArray(json) ? json : ((json as { items: unknown[] }).items ?? [])) as Array<Record<string, unknown>>;

describe('seed server (correct)', () => {
  let server: SeedServer;
  beforeAll(async () => {
    server = await startSeedServer({ keys: KEYS });
  });
  afterAll(() => server.close());

  test('creates a job: 200, {"job": …} with an integer id, no Location', async () => {
    const res = await call(server.url, { method: 'POST', body: { ...VALID, name: 'create-1' } });
    expect(res.status).toBe(200);
    expect(res.location).toBeNull();
    const job = (res.json as { job: Record<string, unknown> }).job;
    expect(Number.isInteger(job['id'])).toBe(true);
    expect(job).toMatchObject({ ...VALID, name: 'create-1' });
  });

  test('lists only the calling account’s jobs as {"items", "total"}', async () => {
    await call(server.url, { method: 'POST', body: { ...VALID, name: 'mine-k1' } });
    await call(server.url, { method: 'POST', key: KEYS[1]!, body: { ...VALID, name: 'mine-k2' } });
    const one = await call(server.url, {});
    const two = await call(server.url, { key: KEYS[1]! });
    expect(one.status).toBe(200);
    expect(listed(one.json).map((j) => j['name'])).toContain('mine-k1');
    expect(listed(one.json).map((j) => j['name'])).not.toContain('mine-k2');
    expect(listed(two.json).map((j) => j['name'])).toEqual(['mine-k2']);
    expect((two.json as { total: number }).total).toBe(1);
  });

  test.each([
    ['missing key on list', { key: null }, 403, 'text/plain'],
    ['empty key on list', { key: '' }, 403, 'text/plain'],
    ['wrong key on list', { key: 'nope' }, 403, 'application/json'],
    ['missing key on create', { key: null, method: 'POST', body: VALID }, 403, 'text/plain'],
    ['wrong key on create', { key: 'nope', method: 'POST', body: VALID }, 403, 'application/json'],
    ['key in the query string only', { key: null, path: `/v1/jobs?api_key=${KEYS[0]}` }, 403, 'text/plain'],
    ['unknown path without a key', { key: null, path: '/v2/jobs' }, 403, 'text/plain'],
  ] as Array<[string, Call, number, string]>)('rejects %s', async (_name, req, status, type) => {
    const res = await call(server.url, req);
    expect(res.status).toBe(status);
    expect(res.type).toContain(type);
    expect(res.text).not.toContain('selftest');
  });

  test('the header name is case-insensitive', async () => {
    const res = await fetch(`${server.url}/v1/jobs`, { headers: { 'X-API-KEY': KEYS[0]! } });
    expect(res.status).toBe(200);
  });

  test.each([
    ['no prefix', '/jobs', 404],
    ['/v2', '/v2/jobs', 404],
    ['/v0', '/v0/jobs', 404],
    ['/V1', '/V1/jobs', 404],
    ['an unknown job path', '/v1/jobs/1', 404],
    ['a trailing slash (served)', '/v1/jobs/', 200],
  ] as Array<[string, string, number]>)('versioning: %s answers %i', async (_name, path, status) => {
    expect((await call(server.url, { path })).status).toBe(status);
  });

  test('another method on /v1/jobs answers 405 without Allow', async () => {
    const res = await fetch(`${server.url}/v1/jobs`, { method: 'DELETE', headers: { 'x-api-key': KEYS[0]! } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBeNull();
  });

  test.each([
    ['rule 1: interval without interval_seconds', { ...VALID, interval_seconds: undefined }],
    ['a relative url', { ...VALID, url: '/hook' }],
    ['a url without a scheme', { ...VALID, url: 'example.com/hook' }],
    ['url missing', { ...VALID, url: undefined }],
    ['schedule_type missing', { ...VALID, schedule_type: undefined }],
    ['name as a number', { ...VALID, name: 5 }],
    ['name empty', { ...VALID, name: '' }],
    ['name over 1000 characters', { ...VALID, name: 'x'.repeat(1001) }],
    ['url as a number', { ...VALID, url: 5 }],
    ['method as a number', { ...VALID, method: 1 }],
    ['method not a token', { ...VALID, method: 'G E T' }],
    ['schedule_type unknown', { ...VALID, schedule_type: 'weekly' }],
    ['interval_seconds as a string', { ...VALID, interval_seconds: '60' }],
    ['interval_seconds fractional', { ...VALID, interval_seconds: 60.5 }],
    ['interval_seconds zero', { ...VALID, interval_seconds: 0 }],
    ['interval_seconds null', { ...VALID, interval_seconds: null }],
    ['notify_on_failure as a string', { ...VALID, notify_on_failure: 'true' }],
    ['a JSON array', [VALID]],
    ['a JSON string', 'job'],
    ['JSON null', null],
  ] as Array<[string, unknown]>)('rejects %s with 400 {"error"}', async (_name, body) => {
    const res = await call(server.url, { method: 'POST', raw: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(typeof (res.json as { error: unknown }).error).toBe('string');
  });

  test.each([
    ['malformed JSON', { raw: '{"name": ' }, 400],
    ['text/plain', { raw: JSON.stringify(VALID), type: 'text/plain' }, 400],
    ['a body over 100,000 bytes', { raw: JSON.stringify({ ...VALID, pad: 'x'.repeat(200_000) }) }, 413],
    ['deep nesting', { raw: '['.repeat(5000) + ']'.repeat(5000) }, 400],
    ['odd unicode', { body: { ...VALID, name: '\u0000\uD800\u202E🙂' } }, 200],
  ] as Array<[string, Call, number]>)('answers %s with %i, never 5xx', async (_name, req, status) => {
    const res = await call(server.url, { method: 'POST', ...req });
    expect(res.status).toBe(status);
  });

  test('accepts its own open-point choices: unknown fields ignored, any method token, any absolute URL, 1 s, cron', async () => {
    const cases: unknown[] = [
      { ...VALID, colour: 'blue' },
      { ...VALID, method: 'OPTIONS' },
      { ...VALID, url: 'ftp://example.com/file' },
      { ...VALID, interval_seconds: 1 },
      { url: 'https://example.com', schedule_type: 'interval', interval_seconds: 60 },
      { ...VALID, schedule_type: 'cron', interval_seconds: undefined, cron_expression: '*/5 * * * *' },
      { ...VALID, name: 'n'.repeat(1000) },
    ];
    for (const body of cases) {
      const res = await call(server.url, { method: 'POST', body });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect((res.json as { job: Record<string, unknown> }).job).not.toHaveProperty('colour');
    }
  });

  test('validates the body before the key (its own order)', async () => {
    expect((await call(server.url, { method: 'POST', key: null, raw: '{' })).status).toBe(400);
    expect((await call(server.url, { method: 'POST', key: null, body: VALID })).status).toBe(403);
  });

  test('page/per_page paginate; bad values answer 400', async () => {
    const res = await call(server.url, { path: '/v1/jobs?per_page=1&page=1' });
    expect(listed(res.json)).toHaveLength(1);
    expect((await call(server.url, { path: '/v1/jobs?per_page=0' })).status).toBe(400);
  });
});

describe('seed server variants', () => {
  test('narrow values: 400 to every value past its small domain, 200 within it', async () => {
    const server = await startSeedServer({ keys: KEYS, values: 'narrow' });
    try {
      expect((await call(server.url, { method: 'POST', body: VALID })).status).toBe(200);
      for (const odd of [
        { method: 'get' },
        { method: 'OPTIONS' },
        { interval_seconds: 59 },
        { interval_seconds: 86_401 },
        { name: 'é' },
        { name: 'n'.repeat(101) },
        { url: 'https://bücher.example/' },
        { url: `https://example.com/${'u'.repeat(300)}` },
      ])
        expect(
          (await call(server.url, { method: 'POST', body: { ...VALID, ...odd } })).status,
          JSON.stringify(odd),
        ).toBe(400);
    } finally {
      await server.close();
    }
  });

  test('pageSize sets the page of a paginated list', async () => {
    const server = await startSeedServer({ keys: KEYS, pagination: 'cursor', pageSize: 3, prefill: 7 });
    try {
      const first = (await call(server.url, {})).json as { data: unknown[]; next_cursor: string };
      expect(first.data).toHaveLength(3);
      expect(first.next_cursor).toBe('3');
    } finally {
      await server.close();
    }
  });

  test('201 with the bare record, bare-array list, UUID ids', async () => {
    const server = await startSeedServer({ keys: KEYS, createAnswer: 'bare', listShape: 'array', ids: 'uuid' });
    try {
      const created = await call(server.url, { method: 'POST', body: VALID });
      expect(created.status).toBe(201);
      expect((created.json as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
      const list = await call(server.url, {});
      expect(Array.isArray(list.json)).toBe(true);
    } finally {
      await server.close();
    }
  });

  test('types: coerce converts a value of another type as Ajv does, and still refuses what Ajv cannot convert', async () => {
    const server = await startSeedServer({ keys: KEYS, types: 'coerce' });
    try {
      const created = await call(server.url, {
        method: 'POST',
        body: { ...VALID, name: 3600, interval_seconds: '60', notify_on_failure: 'true' },
      });
      expect(created.status).toBe(200);
      expect((created.json as { job: unknown }).job).toMatchObject({
        name: '3600',
        interval_seconds: 60,
        notify_on_failure: true,
      });
      for (const wrong of [
        { interval_seconds: '60.5' },
        { notify_on_failure: 'yes' },
        { name: [] },
        { interval_seconds: {} },
      ])
        expect((await call(server.url, { method: 'POST', body: { ...VALID, ...wrong } })).status).toBe(400);
    } finally {
      await server.close();
    }
  });

  test('202 {"data"} create, gzip to a client that accepts it, HEAD answered like GET', async () => {
    const server = await startSeedServer({ keys: KEYS, createAnswer: 'accepted', compress: true, head: true });
    try {
      const created = await call(server.url, { method: 'POST', body: VALID });
      expect(created.status).toBe(202);
      expect((created.json as { data: unknown }).data).toMatchObject(VALID);
      const raw = (headers: Record<string, string>, method = 'GET') =>
        new Promise<{ status: number; encoding: string | undefined; bytes: number }>((done, fail) => {
          const req = request(
            `${server.url}/v1/jobs`,
            { method, headers: { 'x-api-key': KEYS[0]!, ...headers } },
            (res) => {
              let bytes = 0;
              res.on('data', (chunk: Buffer) => (bytes += chunk.length));
              res.on('end', () => done({ status: res.statusCode!, encoding: res.headers['content-encoding'], bytes }));
            },
          );
          req.on('error', fail);
          req.end();
        });
      expect(await raw({ 'accept-encoding': 'gzip, deflate, br' })).toMatchObject({ status: 200, encoding: 'gzip' });
      expect(await raw({})).toMatchObject({ status: 200, encoding: undefined });
      expect(await raw({}, 'HEAD')).toEqual({ status: 200, encoding: undefined, bytes: 0 });
      expect((await call(server.url, { method: 'HEAD', key: null })).status).toBe(403);
    } finally {
      await server.close();
    }
  });

  test('204 with no body, list nested as {"result": {"jobs"}}', async () => {
    const server = await startSeedServer({ keys: KEYS, createAnswer: 'empty', listShape: 'nested' });
    try {
      const created = await call(server.url, { method: 'POST', body: VALID });
      expect(created.status).toBe(204);
      expect(created.text).toBe('');
      const list = await call(server.url, {});
      expect((list.json as { result: { jobs: Array<{ name: string }> } }).result.jobs[0]!.name).toBe(VALID.name);
    } finally {
      await server.close();
    }
  });
});

// Each break, observed with one request that the correct server answers differently.
const OBSERVE: Record<SeedBreak, (base: string) => Promise<boolean>> = {
  'accept-missing-key': async (b) => (await call(b, { key: null })).status === 200,
  'accept-wrong-key': async (b) => (await call(b, { key: 'wrong' })).status === 200,
  'create-without-key': async (b) => (await call(b, { method: 'POST', key: null, body: VALID })).status === 200,
  'non-object-500': async (b) => (await call(b, { method: 'POST', raw: '[]' })).status === 500,
  'non-boolean-notify-dropped': async (b) =>
    !(await call(b, { method: 'POST', body: { ...VALID, notify_on_failure: 'yes' } })).text.includes(
      'notify_on_failure',
    ),
  'url-array-accepted': async (b) =>
    (await call(b, { method: 'POST', body: { ...VALID, url: ['https://example.com/a'] } })).status === 200,
  'deep-nesting-500': async (b) =>
    (await call(b, { method: 'POST', raw: `${'['.repeat(1001)}${']'.repeat(1001)}` })).status === 500,
  'interval-not-kept': async (b) =>
    !(await call(b, { method: 'POST', body: { ...VALID, interval_seconds: 3600 } })).text.includes('interval_seconds'),
  'interval-in-minutes': async (b) => {
    const res = await call(b, { method: 'POST', body: { ...VALID, interval_seconds: 3600 } });
    return (res.json as { job: { interval_seconds: number } }).job.interval_seconds !== 3600;
  },
  'skip-rule-1': async (b) =>
    (await call(b, { method: 'POST', body: { ...VALID, interval_seconds: undefined } })).status === 200,
  'accept-relative-url': async (b) =>
    (await call(b, { method: 'POST', body: { ...VALID, url: '/relative' } })).status === 200,
  'accept-wrong-types': async (b) =>
    (await call(b, { method: 'POST', body: { ...VALID, interval_seconds: '60' } })).text.includes(
      '"interval_seconds":"60"',
    ),
  'truthy-booleans': async (b) =>
    (await call(b, { method: 'POST', body: { ...VALID, notify_on_failure: 'false' } })).text.includes(
      '"notify_on_failure":true',
    ),
  'int32-intervals': async (b) =>
    (await call(b, { method: 'POST', body: { ...VALID, interval_seconds: 2 ** 31 } })).text.includes(
      `"interval_seconds":${-(2 ** 31)}`,
    ),
  'post-stored-as-get': async (b) =>
    (await call(b, { method: 'POST', body: { ...VALID, method: 'POST' } })).text.includes('"method":"GET"'),
  'url-stored-as-array': async (b) =>
    (await call(b, { method: 'POST', body: VALID })).text.includes(`"url":[${JSON.stringify(VALID.url)}]`),
  'names-cut-at-255': async (b) => {
    const res = await call(b, { method: 'POST', body: { ...VALID, name: 'n'.repeat(300) } });
    return (res.json as { job: { name: string } }).job.name.length === 255;
  },
  'combining-marks-dropped': async (b) =>
    (await call(b, { method: 'POST', body: { ...VALID, name: 'Cafe\u0301' } })).text.includes('"name":"Cafe"'),
  'first-job-lost': async (b) => {
    await call(b, { method: 'POST', body: { ...VALID, name: 'first' } });
    await call(b, { method: 'POST', body: { ...VALID, name: 'second' } });
    const names = listed((await call(b, {})).json).map((j) => j['name']);
    return !names.includes('first') && names.includes('second');
  },
  'key-case-insensitive': async (b) => (await call(b, { key: KEYS[0]!.toUpperCase() })).status === 200,
  'key-prefix-match': async (b) => (await call(b, { key: `${KEYS[0]}-and-more` })).status === 200,
  'key-checked-once-per-connection': async (b) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (key: string | null) =>
      new Promise<number>((done, fail) =>
        http
          .get(`${b}/v1/jobs`, { agent, headers: key === null ? {} : { 'X-API-Key': key } }, (res) => {
            res.resume();
            res.on('end', () => done(res.statusCode!));
          })
          .on('error', fail),
      );
    try {
      return (await get(KEYS[0]!)) === 200 && (await get(null)) === 200;
    } finally {
      agent.destroy();
    }
  },
  'name-filter-all-accounts': async (b) => {
    await call(b, { method: 'POST', key: KEYS[1]!, body: { ...VALID, name: 'other-account' } });
    return listed((await call(b, { path: '/v1/jobs?name=other-account' })).json).length === 1;
  },
  'large-page-all-accounts': async (b) => {
    await call(b, { method: 'POST', key: KEYS[1]!, body: { ...VALID, name: 'other-account' } });
    const shows = async (n: number) =>
      listed((await call(b, { path: `/v1/jobs?per_page=${n}` })).json).some((j) => j['name'] === 'other-account');
    return !(await shows(100)) && (await shows(101));
  },
  'serve-without-prefix': async (b) => (await call(b, { path: '/jobs' })).status === 200,
  'serve-any-version': async (b) => (await call(b, { path: '/v2/jobs' })).status === 200,
  'list-all-accounts': async (b) => {
    await call(b, { method: 'POST', key: KEYS[1]!, body: { ...VALID, name: 'other-account' } });
    return listed((await call(b, {})).json).some((j) => j['name'] === 'other-account');
  },
  'create-not-listed': async (b) => {
    await call(b, { method: 'POST', body: { ...VALID, name: 'vanishing' } });
    return !listed((await call(b, {})).json).some((j) => j['name'] === 'vanishing');
  },
  'malformed-json-500': async (b) => (await call(b, { method: 'POST', raw: '{nope' })).status === 500,
  'crash-on-long-name': async (b) =>
    (await call(b, { method: 'POST', body: { ...VALID, name: 'x'.repeat(5000) } })).status === 500,
  'crash-on-unusual-values': async (b) =>
    (await call(b, { method: 'POST', body: { ...VALID, method: 'OPTIONS' } })).status === 500,
  'drop-on-lower-case-method': async (b) => {
    const dropped = await call(b, { method: 'POST', body: { ...VALID, method: 'get' } }).then(
      () => false,
      () => true,
    );
    return dropped && (await call(b, { method: 'POST', body: VALID })).status === 200;
  },
  'isolation-lost-past-25-jobs': async (b) => {
    await call(b, { method: 'POST', key: KEYS[1]!, body: { ...VALID, name: 'other-account' } });
    const shown = async () => listed((await call(b, {})).json).some((j) => j['name'] === 'other-account');
    for (let i = 0; i < 25; i++) await call(b, { method: 'POST', body: { ...VALID, name: `mine ${i}` } });
    if (await shown()) return false; // only past 25 jobs
    await call(b, { method: 'POST', body: { ...VALID, name: 'mine 25' } });
    return shown();
  },
  'list-500-past-first-page': async (b) => {
    for (let i = 0; i < 6; i++) await call(b, { method: 'POST', body: { ...VALID, name: `mine ${i}` } });
    const first = (await call(b, {})).json as { nextPageToken?: string };
    return first.nextPageToken === '5' && (await call(b, { path: '/v1/jobs?page_token=5' })).status === 500;
  },
  'isolation-lost-from-page-six': async (b) => {
    await call(b, { method: 'POST', key: KEYS[1]!, body: { ...VALID, name: 'other-account' } });
    for (let i = 0; i < 26; i++) await call(b, { method: 'POST', body: { ...VALID, name: `mine ${i}` } });
    const pages = await allPages(b);
    return (
      pages.slice(0, 5).every((page) => !page.includes('other-account')) &&
      pages.slice(5).some((page) => page.includes('other-account'))
    );
  },
  'drop-creates-past-twenty': async (b) => {
    for (let i = 0; i < 22; i++)
      expect((await call(b, { method: 'POST', body: { ...VALID, name: `mine ${i}` } })).status).toBe(200);
    const names = (await allPages(b)).flat();
    return names.includes('mine 19') && !names.includes('mine 20') && !names.includes('mine 21');
  },
  'key-skipped-for-any-accept': async (b) =>
    (await call(b, { key: null, accept: '*/*' })).status === 200 && (await call(b, { key: null })).status === 403,
  'head-served-without-key': async (b) => (await call(b, { method: 'HEAD', key: null })).status === 200,
  'list-500-after-job-without-notify': async (b) => {
    if ((await call(b, {})).status !== 200) return false;
    const { notify_on_failure: _, ...withoutNotify } = VALID;
    await call(b, { method: 'POST', body: withoutNotify });
    return (await call(b, {})).status === 500;
  },
  'drop-notify-flag': async (b) => {
    const res = await call(b, { method: 'POST', body: { ...VALID, notify_on_failure: true } });
    return (res.json as { job: { notify_on_failure: boolean } }).job.notify_on_failure === false;
  },
};

/** The names on each page of a `token` list sent back as `?page_token=`. */
async function allPages(base: string): Promise<string[][]> {
  const pages: string[][] = [];
  for (let token: string | undefined = ''; token !== undefined && pages.length < 20; ) {
    const page = (await call(base, { path: `/v1/jobs${token ? `?page_token=${token}` : ''}` })).json as {
      results: { name: string }[];
      nextPageToken?: string;
    };
    pages.push(page.results.map((job) => job.name));
    token = page.nextPageToken;
  }
  return pages;
}

/** The breaks about a paged list are observed on one that pages (five a page, `?page_token=`). */
const OPTIONS: Partial<Record<SeedBreak, Omit<SeedServerOptions, 'keys'>>> = {
  'list-500-past-first-page': { pagination: 'token', tokenParam: 'page_token' },
  'isolation-lost-from-page-six': { pagination: 'token', tokenParam: 'page_token' },
  'drop-creates-past-twenty': { pagination: 'token', tokenParam: 'page_token' },
};

describe('seed server breaks', () => {
  test.each(SEED_BREAKS.map((name) => [name]))('%s is observable, and absent from the correct server', async (name) => {
    const broken = await startSeedServer({ keys: KEYS, ...OPTIONS[name], broken: name });
    const correct = await startSeedServer({ keys: KEYS, ...OPTIONS[name] });
    try {
      expect(await OBSERVE[name](broken.url)).toBe(true);
      expect(await OBSERVE[name](correct.url)).toBe(false);
    } finally {
      await Promise.all([broken.close(), correct.close()]);
    }
  });
});
