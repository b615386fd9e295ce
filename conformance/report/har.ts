// `--record FILE`: every exchange of the run as HAR 1.2 (contract/har-log.ts), keys masked, each entry's
// comment naming the rule (or the pre-flight) that sent it. Any HAR viewer (browser dev tools) opens it.
import { harDocument, harEntry } from '../../contract/har-log.ts';
import { createMask } from '../harness/rule/failure.ts';
import type { Exchange } from '../harness/transport/http.ts';

export interface RecordedExchange {
  readonly rule: string;
  readonly exchange: Exchange;
}

export function toHar(
  baseUrl: string,
  recorded: readonly RecordedExchange[],
  secrets: ReadonlyArray<readonly [string, string]>,
): string {
  const mask = createMask(secrets);
  const entries = [...recorded]
    .sort((a, b) => (a.exchange.startedAt ?? 0) - (b.exchange.startedAt ?? 0))
    .map(({ rule, exchange }) => {
      const { request, response } = exchange;
      const body =
        request.body === undefined
          ? undefined
          : typeof request.body === 'string'
            ? request.body
            : Buffer.from(request.body).toString('latin1');
      return harEntry(
        {
          startedAt: exchange.startedAt ?? 0,
          ms: exchange.ms ?? 0,
          comment: exchange.error ? `${rule}: no answer (${exchange.error})` : rule,
          request: {
            method: request.method,
            url: new URL(baseUrl.replace(/\/+$/, '') + request.path).href,
            headers: request.headers ?? {},
            ...(body === undefined ? {} : { body }),
          },
          ...(response
            ? { response: { status: response.status, headers: response.headers, body: response.body } }
            : {}),
        },
        mask,
      );
    });
  return harDocument('cronjobs-conformance', entries);
}
