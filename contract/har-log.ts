// Exchanges as HAR 1.2, which any HAR viewer (browser dev tools) opens: the conformance run's `--record`
// (conformance/report/har.ts) and the validating proxy's `--record` (mock/server/proxy/har-recorder.ts)
// write their traffic through this one writer. Secrets are masked by the caller's `mask`, applied to every
// URL, header value, query value and body.
// @see http://www.softwareishard.com/blog/har-12-spec/

/**
 * Headers as a record, or as the pairs that went on the wire — names in the case they were sent, a
 * repeated header (`Set-Cookie`) once per line — which is what HAR 1.2 records.
 */
export type HarHeaders = Readonly<Record<string, string>> | ReadonlyArray<readonly [string, string]>;

export interface HarExchange {
  /** Epoch ms the request started. */
  readonly startedAt: number;
  readonly ms: number;
  readonly comment?: string;
  readonly request: {
    readonly method: string;
    /** Absolute URL, as sent. */
    readonly url: string;
    readonly headers: HarHeaders;
    /** The body as text (latin1 for bytes that are not text); undefined when none was sent. */
    readonly body?: string;
  };
  /** Undefined when no answer came. */
  readonly response?: {
    readonly status: number;
    /** The reason phrase as sent (`Created`); '' when unknown. */
    readonly statusText?: string;
    readonly headers: HarHeaders;
    readonly body: string;
  };
}

const listOf = (headers: HarHeaders): ReadonlyArray<readonly [string, string]> =>
  Array.isArray(headers) ? headers : Object.entries(headers);

const pairs = (headers: HarHeaders, mask: (s: string) => string) =>
  listOf(headers).map(([name, value]) => ({ name, value: mask(value) }));

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).byteLength;

const headerOf = (headers: HarHeaders, name: string) => listOf(headers).find(([n]) => n.toLowerCase() === name)?.[1];

export function harEntry(exchange: HarExchange, mask: (text: string) => string = (text) => text) {
  const { request, response } = exchange;
  const url = new URL(request.url);
  const body = request.body;
  const answer = response?.body ?? '';
  return {
    startedDateTime: new Date(exchange.startedAt).toISOString(),
    time: exchange.ms,
    ...(exchange.comment !== undefined ? { comment: exchange.comment } : {}),
    request: {
      method: request.method,
      url: mask(request.url),
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(request.headers, mask),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value: mask(value) })),
      ...(body === undefined
        ? {}
        : { postData: { mimeType: headerOf(request.headers, 'content-type') ?? '', text: mask(body) } }),
      headersSize: -1,
      bodySize: body === undefined ? 0 : byteLength(body),
    },
    response: {
      status: response?.status ?? 0,
      statusText: response?.statusText ?? '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(response?.headers ?? {}, mask),
      content: {
        size: byteLength(answer),
        mimeType: headerOf(response?.headers ?? {}, 'content-type') ?? '',
        text: mask(answer),
      },
      redirectURL: headerOf(response?.headers ?? {}, 'location') ?? '',
      headersSize: -1,
      bodySize: byteLength(answer),
    },
    cache: {},
    timings: { send: 0, wait: exchange.ms, receive: 0 },
  };
}

export type HarEntry = ReturnType<typeof harEntry>;

/** A whole HAR document, entries in the order given. */
export function harDocument(creator: string, entries: readonly HarEntry[]): string {
  return `${JSON.stringify({ log: { version: '1.2', creator: { name: creator, version: '1' }, entries } }, null, 2)}\n`;
}
