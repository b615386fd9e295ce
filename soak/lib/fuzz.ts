// The fuzzed requests: fast-check arbitraries for every part of a request a hostile or broken client can
// get wrong — method, path, query, headers, body and its framing — turned into the bytes that go on the
// wire. Request i of seed S is always the same request (`sampleRequest`), so any failure replays alone.
// Strings here are byte strings (one char per byte, latin1): a Unicode string is UTF-8 encoded first,
// and single bytes 0x80–0xff can be sent as they are.
import fc from 'fast-check';
import { bodies, framings } from './fuzz-bodies.ts';

export interface FuzzContext {
  /** The two accounts' keys. */
  keys: readonly [string, string];
  /** Ids of jobs that exist (each account's), so valid paths hit real jobs too. */
  jobIds: readonly string[];
}

/** A header line; a null value sends the name alone (a line without a colon). */
export type HeaderLine = readonly [string, string | null];

export type { Framing } from './fuzz-bodies.ts';
import type { Framing } from './fuzz-bodies.ts';

export interface FuzzRequest {
  method: string;
  target: string;
  version: string;
  headers: HeaderLine[];
  body: Uint8Array;
  framing: Framing;
}

const utf8 = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');

// ---- methods ----

const methods = fc.oneof(
  { weight: 60, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE') },
  { weight: 8, arbitrary: fc.constantFrom('get', 'post', 'patch', 'delete', 'Get', 'pOST') },
  { weight: 4, arbitrary: fc.constant('CONNECT') },
  {
    weight: 10,
    arbitrary: fc.constantFrom(
      'FOO',
      'PROPFIND',
      'MKCOL',
      'PURGE',
      'M-SEARCH',
      'BREW',
      'QUERY',
      'LINK',
      'SEARCH',
      'SOURCE',
      'PRI',
    ),
  },
  { weight: 8, arbitrary: fc.stringMatching(/^[A-Z][A-Z_-]{0,15}$/) },
  { weight: 6, arbitrary: fc.constantFrom('', 'GET GET', 'G\u0000T', 'GÉT', '\u0001', '{') },
);

// ---- paths ----

/** `..` and `.` in every spelling a normaliser might decode: plain, percent-encoded, double-encoded, overlong UTF-8. */
const dotDotSpellings = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '.%2E',
  '%2E.',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '%u002e%u002e',
  '..;',
  '.. ',
  '...',
] as const;
const dotSpellings = ['.', '%2e', '%2E', '%252e'] as const;
const separators = ['/', '%2f', '%2F', '\\', '%5c', '//', '/./'] as const;
/** Control reads, and creating an account: nothing a traversal must not reach that would wreck the run. */
const controlTargets = ['accounts', 'clock', 'requests', 'notifications', 'outcome-rules', ''] as const;

const traversal = fc
  .record({
    prefix: fc.constantFrom('/v1', '/v1/jobs', '/v1/jobs/job_x', '/v1/jobs/job_x/runs', '/v2'),
    dots: fc.constantFrom(...dotDotSpellings),
    depth: fc.integer({ min: 1, max: 4 }),
    sep: fc.constantFrom(...separators),
    target: fc.constantFrom(...controlTargets),
  })
  .map(
    ({ prefix, dots, depth, sep, target }) =>
      `${prefix}/${Array.from({ length: depth }, () => dots).join(sep)}${sep}__mock${target ? `${sep}${target}` : ''}`,
  );

function servicePaths(context: FuzzContext) {
  const id =
    context.jobIds.length > 0 ? fc.constantFrom(...context.jobIds) : fc.constant('job_01ARZ3NDEKTSV4RRFFQ69G5FAV');
  const anyId = fc.oneof(
    id,
    fc.constantFrom('job_01ARZ3NDEKTSV4RRFFQ69G5FAV', 'job_', '0', '-1', 'null', '%00', 'job_%2F..'),
    fc.string({ maxLength: 40 }).map(utf8),
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant('/v1/jobs') },
    { weight: 6, arbitrary: anyId.map((i) => `/v1/jobs/${i}`) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(anyId, fc.constantFrom('pause', 'resume', 'run', 'runs', 'RUNS', 'nope'))
        .map(([i, op]) => `/v1/jobs/${i}/${op}`),
    },
  );
}

const otherPaths = fc.constantFrom(
  '/',
  '/v1',
  '/v1/',
  '/v2/jobs',
  '/v0/jobs',
  '/V1/JOBS',
  '/v1//jobs',
  '//v1/jobs',
  '/v1/jobs/',
  '/v1/jobs//',
  '/favicon.ico',
  '/__console/',
  '/__console/../__mock/accounts',
  '*',
  'http://localhost/v1/jobs',
  'http://evil.example/v1/jobs',
  'localhost:80',
  '/v1/jobs#frag',
);
const dotSegments = fc
  .tuple(
    fc.constantFrom('/v1/jobs', '/v1', '', '/v1/jobs/job_x'),
    fc.constantFrom(...dotSpellings, ...dotDotSpellings),
    fc.constantFrom('', '/', '/jobs', '/x'),
  )
  .map(([a, dot, b]) => `${a}/${dot}${b}`);
const encodedSlashes = fc.constantFrom(
  '/v1/jobs%2fjob_x',
  '/v1%2fjobs',
  '/v1%2Fjobs',
  '/v1/jobs%2F',
  '%2fv1/jobs',
  '/v1/jobs%5cjob_x',
  '/v1/jobs/job_x%2fpause',
);
const badEncodings = fc.constantFrom(
  '/v1/jobs/%zz',
  '/v1/jobs/%',
  '/v1/jobs/%e',
  '/v1/jobs/%00',
  '/v1/jobs/%ff%fe',
  '/v1/%jobs',
  '/v1/jobs/%c0%80',
  '/%',
);
const longPaths = fc.integer({ min: 1_000, max: 40_000 }).map((n) => `/v1/jobs/${'a'.repeat(n)}`);
const nonAscii = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map((s) => `/v1/jobs/${utf8(s)}`),
  fc.uint8Array({ minLength: 1, maxLength: 8 }).map((b) => `/v1/jobs/${Buffer.from(b).toString('latin1')}`),
);

function paths(context: FuzzContext) {
  return fc.oneof(
    { weight: 30, arbitrary: servicePaths(context) },
    { weight: 20, arbitrary: traversal },
    { weight: 8, arbitrary: otherPaths },
    { weight: 10, arbitrary: dotSegments },
    { weight: 6, arbitrary: encodedSlashes },
    { weight: 6, arbitrary: badEncodings },
    { weight: 3, arbitrary: longPaths },
    { weight: 6, arbitrary: nonAscii },
  );
}

const queries = fc.oneof(
  { weight: 50, arbitrary: fc.constant('') },
  {
    weight: 10,
    arbitrary: fc
      .oneof(
        fc.integer({ min: -5, max: 200 }).map(String),
        fc.constantFrom('abc', '1e3', '99999999999999999999', '', '1.5', '0x10'),
      )
      .map((l) => `?limit=${l}`),
  },
  { weight: 6, arbitrary: fc.string({ maxLength: 60 }).map((c) => `?cursor=${encodeURIComponent(c)}`) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '?limit=1&limit=2',
      '?%zz=1',
      '?limit=%zz',
      '?a[b]=c',
      '?',
      '??',
      '?limit=5&cursor=eyJrIjoxfQ',
      '?cursor=%00',
    ),
  },
  { weight: 2, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((n) => `?x=${'q'.repeat(n)}`) },
);

// ---- headers ----

function keyHeaders(context: FuzzContext): fc.Arbitrary<HeaderLine[]> {
  const [a, b] = context.keys;
  return fc.oneof(
    { weight: 30, arbitrary: fc.constantFrom(a, b).map((k): HeaderLine[] => [['X-API-Key', k]]) },
    { weight: 8, arbitrary: fc.constant<HeaderLine[]>([]) },
    {
      weight: 8,
      arbitrary: fc
        .constantFrom('', ' ', 'wrong-key', `${a}x`, a.toUpperCase(), 'k'.repeat(5_000), utf8('ключ'))
        .map((k): HeaderLine[] => [['X-API-Key', k]]),
    },
    {
      weight: 3,
      arbitrary: fc.constant<HeaderLine[]>([
        ['X-API-Key', a],
        ['X-API-Key', b],
      ]),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom<HeaderLine[]>(
        [['x-api-key', a]],
        [['X-Api-Key', `${b} `]],
        [['Authorization', `Bearer ${a}`]],
      ),
    },
  );
}

const contentTypes = fc.oneof(
  { weight: 40, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON') },
  {
    weight: 20,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/problem+json',
      'application/merge-patch+json',
      ';;;',
      'application/json; charset=latin1',
      'application/',
      '*/*',
    ),
  },
  { weight: 10, arbitrary: fc.constant(null) },
);

const noise: fc.Arbitrary<HeaderLine[]> = fc.oneof(
  { weight: 40, arbitrary: fc.constant<HeaderLine[]>([]) },
  {
    weight: 6,
    arbitrary: fc.constantFrom<HeaderLine[]>(
      [['Expect', '100-continue']],
      [['Connection', 'close']],
      [['Connection', 'keep-alive']],
      [['Accept', 'text/html']],
      [['Origin', 'http://evil.example']],
      [
        ['Upgrade', 'websocket'],
        ['Connection', 'Upgrade'],
      ],
      [['Access-Control-Request-Method', 'DELETE']],
    ),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom<HeaderLine[]>(
      [['Idempotency-Key', 'soak-fuzz']],
      [['Idempotency-Key', 'k'.repeat(300)]],
      [['Idempotency-Key', '']],
    ),
  },
  // over 16 KB in one header, or in many
  {
    weight: 3,
    arbitrary: fc.integer({ min: 16 * 1024, max: 64 * 1024 }).map((n): HeaderLine[] => [['X-Big', 'b'.repeat(n)]]),
  },
  {
    weight: 3,
    arbitrary: fc
      .integer({ min: 50, max: 3_000 })
      .map((n): HeaderLine[] => Array.from({ length: n }, (_, i) => [`X-Many-${i}`, String(i)])),
  },
  // lines a strict parser refuses
  {
    weight: 4,
    arbitrary: fc.constantFrom<HeaderLine[]>(
      [['X-No-Colon', null]],
      [['X-Space ', 'before colon']],
      [['X-Folded', 'a\r\n folded']],
      [['X-Ctl', 'a\u0001b']],
      [['Bad Name', 'v']],
      [['X-Nul', 'a\u0000b']],
      [['', 'empty name']],
      [['X-Lf', 'a\nb']],
    ),
  },
  {
    weight: 3,
    arbitrary: fc.array(
      fc.tuple(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,20}$/), fc.string({ maxLength: 40 }).map(utf8)),
      { maxLength: 8 },
    ),
  },
);

const hosts = fc.oneof(
  { weight: 90, arbitrary: fc.constant<HeaderLine[]>([['Host', 'localhost']]) },
  { weight: 5, arbitrary: fc.constant<HeaderLine[]>([]) },
  {
    weight: 5,
    arbitrary: fc.constantFrom<HeaderLine[]>(
      [
        ['Host', 'a'],
        ['Host', 'b'],
      ],
      [['Host', '']],
      [['Host', 'evil.example:99999']],
    ),
  },
);

export function fuzzRequest(context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: methods,
      path: paths(context),
      connectAuthority: fc.boolean(),
      query: queries,
      version: fc.oneof(
        { weight: 95, arbitrary: fc.constant('HTTP/1.1') },
        { weight: 4, arbitrary: fc.constant('HTTP/1.0') },
        { weight: 1, arbitrary: fc.constantFrom('HTTP/9.9', 'HTTP/1.1 x', 'http/1.1') },
      ),
      host: hosts,
      key: keyHeaders(context),
      contentType: contentTypes,
      noise,
      body: bodies,
      framing: framings,
    })
    .map(({ method, path, connectAuthority, query, version, host, key, contentType, noise, body, framing }) => ({
      method,
      // CONNECT's own form is host:port; sometimes send that, sometimes a path as a confused client would
      target: method === 'CONNECT' && connectAuthority ? '127.0.0.1:80' : `${path}${query}`,
      version,
      headers: [...host, ...key, ...(contentType === null ? [] : [['Content-Type', contentType] as const]), ...noise],
      body,
      framing,
    }));
}

/** Request `index` of run `seed`: the same request every time, whatever ran before it. */
export function sampleRequest(arbitrary: fc.Arbitrary<FuzzRequest>, seed: number, index: number): FuzzRequest {
  return fc.sample(arbitrary, { seed: (seed ^ Math.imul(index + 1, 0x9e3779b1)) | 0, numRuns: 1 })[0]!;
}
