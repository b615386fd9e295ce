// Fuzzed request bodies and the framings they travel in: valid, mutated, malformed, oversized and
// hostile JSON, and every way of saying where a body ends.
import fc from 'fast-check';

/** How a fuzzed request's body is framed on the wire (fuzz.ts draws one; wire.ts writes it). */
export type Framing =
  | { kind: 'length' }
  | { kind: 'chunked'; pieces: number; extension: boolean; upperHex: boolean; badSize: boolean }
  /** Body bytes with neither Content-Length nor Transfer-Encoding: they are the next request. */
  | { kind: 'unframed' }
  | { kind: 'duplicate-length'; sameValue: boolean }
  | { kind: 'length-and-chunked' }
  | { kind: 'bad-transfer-encoding'; value: string }
  /** A Content-Length shorter than the body: the rest is a pipelined second request. */
  | { kind: 'short-length' };

const bytesOf = (text: string): Uint8Array => Buffer.from(text, 'latin1');
const json = (value: unknown): Uint8Array => Buffer.from(JSON.stringify(value), 'utf8');

const validJob = fc.record({
  name: fc.string({ minLength: 1, maxLength: 40 }).map((s) => `soak ${s}`),
  url: fc.constantFrom('https://example.com/ok', 'https://example.com/status/500', 'http://example.com/delay/1'),
  schedule_type: fc.constant('interval'),
  interval_seconds: fc.integer({ min: 60, max: 86_400 }),
});
const jobFields = [
  'name',
  'url',
  'method',
  'schedule_type',
  'interval_seconds',
  'cron_expression',
  'timezone',
  'notify_on_failure',
  'timeout_seconds',
  'id',
  'status',
  '__proto__',
  'extra',
] as const;
const mutatedJob = fc
  .tuple(validJob, fc.constantFrom(...jobFields), fc.option(fc.jsonValue({ maxDepth: 3 })))
  .map(([job, field, value]) => {
    const copy: Record<string, unknown> = { ...job };
    if (value === null) delete copy[field];
    else Object.defineProperty(copy, field, { value, enumerable: true, writable: true, configurable: true });
    return json(copy);
  });
const invalidJson = fc.oneof(
  fc
    .constantFrom(
      '{',
      '{"name":}',
      'nul',
      "{'a':1}",
      '{"a":1,}',
      '[1,2',
      '\u00ef\u00bb\u00bf{}',
      '{"a":NaN}',
      '{"a":Infinity}',
      '"',
      '{}}',
      '{"a":"\\x"}',
    )
    .map(bytesOf),
  validJob.chain((job) => {
    const text = JSON.stringify(job);
    return fc.integer({ min: 1, max: text.length - 1 }).map((cut) => bytesOf(text.slice(0, cut)));
  }),
  fc.string({ maxLength: 200 }).map((s) => Buffer.from(s, 'utf8')),
);
const invalidUtf8 = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 300 }),
  fc
    .constantFrom(
      '{"name":"\u00ff\u00fe"}',
      '{"name":"\u00c3"}',
      '{"name":"\u00ed\u00a0\u0080"}',
      '\u00fe\u00ff\u0000{\u0000}',
    )
    .map(bytesOf),
);
const hugeNumbers = fc
  .constantFrom(
    '1e309',
    '-1e309',
    '1e-400',
    '-0',
    '123456789012345678901234567890',
    '9'.repeat(400),
    '0.1e99999',
    '60.0000000000000001',
  )
  .map((n) => bytesOf(`{"name":"n","url":"https://example.com/","schedule_type":"interval","interval_seconds":${n}}`));
const deepNesting = fc
  .tuple(fc.integer({ min: 20, max: 40_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => {
    const close = open === '[' ? ']' : '}';
    return bytesOf(`${open.repeat(depth)}1${close.repeat(depth)}`);
  });
const hostileKeys = fc
  .constantFrom(
    '{"__proto__":{"admin":true},"name":"p"}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"name":"a","name":"b"}',
    '{"":1}',
    '[]',
    'null',
    '1',
    '"str"',
    'true',
  )
  .map(bytesOf);
const oversized = fc
  .tuple(fc.integer({ min: 65_537, max: 256 * 1024 }), fc.constantFrom(0x20, 0x61, 0x5b))
  .map(([size, fill]) => new Uint8Array(size).fill(fill));
const formBody = fc
  .constantFrom(
    'name=x&url=https%3A%2F%2Fexample.com&schedule_type=interval',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
  )
  .map(bytesOf);

export const bodies = fc.oneof(
  { weight: 30, arbitrary: fc.constant(new Uint8Array(0)) },
  { weight: 8, arbitrary: validJob.map(json) },
  { weight: 12, arbitrary: mutatedJob },
  { weight: 6, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json) },
  { weight: 10, arbitrary: invalidJson },
  { weight: 6, arbitrary: invalidUtf8 },
  { weight: 5, arbitrary: hugeNumbers },
  { weight: 5, arbitrary: deepNesting },
  { weight: 5, arbitrary: hostileKeys },
  { weight: 4, arbitrary: oversized },
  { weight: 3, arbitrary: formBody },
);

export const framings = fc.oneof(
  { weight: 70, arbitrary: fc.constant<Framing>({ kind: 'length' }) },
  {
    weight: 15,
    arbitrary: fc.record({
      kind: fc.constant('chunked' as const),
      pieces: fc.integer({ min: 1, max: 8 }),
      extension: fc.boolean(),
      upperHex: fc.boolean(),
      badSize: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
    }),
  },
  { weight: 3, arbitrary: fc.constant<Framing>({ kind: 'unframed' }) },
  { weight: 3, arbitrary: fc.boolean().map((sameValue): Framing => ({ kind: 'duplicate-length', sameValue })) },
  { weight: 3, arbitrary: fc.constant<Framing>({ kind: 'length-and-chunked' }) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom('gzip', 'chunked, gzip', 'identity', 'chunked, chunked', 'xchunked', ' chunked')
      .map((value): Framing => ({ kind: 'bad-transfer-encoding', value })),
  },
  { weight: 2, arbitrary: fc.constant<Framing>({ kind: 'short-length' }) },
);
