// How a failure shows an exchange: a body on one line, cut short, keys masked — and in time linear in the
// body, whatever a server sends back.
import { describe, expect, test } from 'vitest';
import { createDescriber } from './failure.ts';
import type { Exchange } from '../transport/http.ts';

const describer = createDescriber([['secret-key', '<api-key>']]);

const answered = (body: string): Exchange => ({
  request: { method: 'POST', path: '/v1/jobs', headers: { 'X-API-Key': 'secret-key' }, body },
  response: { status: 400, headers: { 'content-type': 'application/json' }, body, json: undefined, mediaType: '' },
});

describe('a body on one line', () => {
  test.each([
    ['pretty-printed JSON', '{\n  "a": 1,\n  "b": [\n    2\n  ]\n}', '{ "a": 1, "b": [ 2 ] }'],
    ['a run of white space around a line break becomes one space', 'a \t\r\n\n  b', 'a b'],
    ['white space without a line break stays as it is', 'a   b\tc', 'a   b\tc'],
    ['a line break at either end', '\nab\n', ' ab '],
    ['runs apart keep the white space between them', 'a \n b  c\t\n\nd', 'a b  c d'],
  ])('%s', (_, body, line) => {
    expect(describer.response(answered(body))).toBe(`400 application/json ${line}`);
    expect(describer.request(answered(body))).toBe(`POST /v1/jobs [X-API-Key: "<api-key>"] body ${line}`);
    expect(describer.lines([answered(body)]).exchanges[0]?.body).toBe(line);
  });

  // 8 MB of spaces and no line break among them: read back over at each space, this would not end.
  test('a body padded with megabytes of spaces is described, cut at 240 characters', () => {
    const body = `{"name":"x"${' '.repeat(8_000_000)}}\n`;
    expect(describer.response(answered(body))).toBe(
      `400 application/json {"name":"x"${' '.repeat(240 - 11)}… (truncated, ${body.length} chars)`,
    );
    expect(describer.lines([answered(body)]).exchanges[0]?.body).toBe(`{"name":"x"${' '.repeat(80 - 11)}…`);
  });
});

test('the keys are masked in the request line', () => {
  expect(describer.request(answered('{}'))).not.toContain('secret-key');
});
