// Hostile raw input: requests no client library would build — random bytes, odd unicode, deep nesting,
// huge numbers, random query strings, odd content types — that must never draw a 5xx.
import fc from 'fast-check';
import { anyCodePoint, type BodyOptions } from './arbitraries-valid.ts';

export interface HostileInput {
  readonly method: 'POST' | 'GET';
  readonly path: string;
  readonly contentType?: string;
  readonly body?: string | Uint8Array;
  readonly defect: string;
}

/**
 * Hostile inputs every run sends, whatever the draw: JSON nested deeper than a recursive parser's stack (a
 * Python service's recursion limit is 1,000 frames) — a random depth reached it in only some runs. Arrays,
 * not objects: a body that is not an object is refused by any seed-correct service before it is stored.
 */
export function hostileExamples(): HostileInput[] {
  const post = (body: string, defect: string): HostileInput => ({
    method: 'POST',
    path: '/v1/jobs',
    contentType: 'application/json',
    body,
    defect,
  });
  return [post(`${'['.repeat(5000)}${']'.repeat(5000)}`, 'arrays nested 5000 deep')];
}

/** Anything at all: random bytes, odd unicode, deep nesting, huge numbers, random query strings. */
export function hostileInput(options: Pick<BodyOptions, 'namePrefix' | 'targetUrl'>): fc.Arbitrary<HostileInput> {
  return fc.oneof(...hostileBodies(options), hostileQuery(), hostileContentType());
}

/** A POST of a job as JSON text, whatever the text. */
const json =
  (defect: string) =>
  (text: string): HostileInput => ({
    method: 'POST',
    path: '/v1/jobs',
    contentType: 'application/json',
    body: text,
    defect,
  });

/** Creates whose body is odd: any JSON, random bytes, odd code points and escapes, deep nesting, huge numbers, tricky keys. */
function hostileBodies(options: Pick<BodyOptions, 'namePrefix' | 'targetUrl'>): fc.Arbitrary<HostileInput>[] {
  const name = JSON.stringify(options.namePrefix).slice(1, -1);
  const url = JSON.stringify(options.targetUrl).slice(1, -1);
  return [
    fc.jsonValue({ maxDepth: 6 }).map((v) => json('arbitrary JSON')(JSON.stringify(v) ?? 'null')),
    fc.uint8Array({ maxLength: 200 }).map(
      (bytes): HostileInput => ({
        method: 'POST',
        path: '/v1/jobs',
        contentType: 'application/json',
        body: bytes,
        defect: 'random bytes',
      }),
    ),
    fc
      .string({ unit: anyCodePoint, maxLength: 200 })
      .map((s) =>
        json('a JSON string of odd code points')(
          JSON.stringify({ name: options.namePrefix + s, url: s, method: s, schedule_type: s, interval_seconds: s }),
        ),
      ),
    fc
      .constantFrom('\\ud800', '\\udfff', '\\u0000', '\\u202e', '\\ufeff')
      .map((esc) =>
        json(`a lone escape ${esc}`)(
          `{"name":"${name}a${esc}b","url":"${url}/${esc}","schedule_type":"interval","interval_seconds":86400}`,
        ),
      ),
    fc
      .integer({ min: 100, max: 5000 })
      .map((depth) => json(`nesting ${depth} deep`)(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
    fc
      .constantFrom('1e400', '-1e400', '-0', '123456789012345678901234567890', '0.0000000000000000000001')
      .map((n) =>
        json(`interval_seconds ${n}`)(
          `{"name":"${name}n","url":"${url}","method":"GET","schedule_type":"interval","interval_seconds":${n}}`,
        ),
      ),
    fc
      .constantFrom(
        '\ufeff{}',
        `{"name":"${name}a","name":"${name}b"}`,
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{}}}',
      )
      .map((text) => json(`tricky JSON ${JSON.stringify(text)}`)(text)),
  ];
}

/** A job list read with an odd query parameter. */
function hostileQuery(): fc.Arbitrary<HostileInput> {
  return fc
    .tuple(
      fc.constantFrom('limit', 'cursor', 'status', 'limit[]', 'x'),
      fc.string({ unit: anyCodePoint, maxLength: 40 }),
    )
    .map(
      ([name, value]): HostileInput => ({
        method: 'GET',
        path: `/v1/jobs?${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
        defect: `query ${name}=${JSON.stringify(value)}`,
      }),
    );
}

/** A create sent with an odd Content-Type. */
function hostileContentType(): fc.Arbitrary<HostileInput> {
  return fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/json; charset=latin1',
        'multipart/form-data',
        'application/json, text/plain',
        '',
      ),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map(
      ([contentType, v]): HostileInput => ({
        method: 'POST',
        path: '/v1/jobs',
        contentType,
        body: JSON.stringify(v) ?? '',
        defect: `Content-Type ${JSON.stringify(contentType)}`,
      }),
    );
}
