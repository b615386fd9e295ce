// `--record FILE`: every exchange of the run as HAR 1.2, keys masked, each entry's comment naming the rule
// (or the pre-flight) that sent it. Any HAR viewer (browser dev tools) opens it.
// @see http://www.softwareishard.com/blog/har-12-spec/
import { createMask } from './failure.ts';
import type { Exchange } from './http.ts';

export interface RecordedExchange {
  readonly rule: string;
  readonly exchange: Exchange;
}

const pairs = (headers: Readonly<Record<string, string>>, mask: (s: string) => string) => Object.entries(headers).map(([name, value]) => ({ name, value: mask(value) }));

export function toHar(baseUrl: string, recorded: readonly RecordedExchange[], secrets: ReadonlyArray<readonly [string, string]>): string {
  const mask = createMask(secrets);
  const entries = [...recorded]
    .sort((a, b) => (a.exchange.startedAt ?? 0) - (b.exchange.startedAt ?? 0))
    .map(({ rule, exchange }) => {
      const { request, response } = exchange;
      const url = new URL(baseUrl.replace(/\/+$/, '') + request.path);
      const body = request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : Buffer.from(request.body).toString('latin1');
      const mimeType = Object.entries(request.headers ?? {}).find(([n]) => n.toLowerCase() === 'content-type')?.[1] ?? '';
      return {
        startedDateTime: new Date(exchange.startedAt ?? 0).toISOString(),
        time: exchange.ms ?? 0,
        comment: exchange.error ? `${rule}: no answer (${exchange.error})` : rule,
        request: {
          method: request.method,
          url: mask(url.href),
          httpVersion: 'HTTP/1.1',
          cookies: [],
          headers: pairs(request.headers ?? {}, mask),
          queryString: [...url.searchParams].map(([name, value]) => ({ name, value: mask(value) })),
          ...(body === undefined ? {} : { postData: { mimeType, text: mask(body) } }),
          headersSize: -1,
          bodySize: body === undefined ? 0 : Buffer.byteLength(body),
        },
        response: {
          status: response?.status ?? 0,
          statusText: '',
          httpVersion: 'HTTP/1.1',
          cookies: [],
          headers: pairs(response?.headers ?? {}, mask),
          content: { size: Buffer.byteLength(response?.body ?? ''), mimeType: response?.headers['content-type'] ?? '', text: mask(response?.body ?? '') },
          redirectURL: response?.headers.location ?? '',
          headersSize: -1,
          bodySize: Buffer.byteLength(response?.body ?? ''),
        },
        cache: {},
        timings: { send: 0, wait: exchange.ms ?? 0, receive: 0 },
      };
    });
  return `${JSON.stringify({ log: { version: '1.2', creator: { name: 'cronjobs-conformance', version: '1' }, entries } }, null, 2)}\n`;
}
