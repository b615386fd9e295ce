// What happens to a proxied exchange once its answer is out: judged (mock/proxy), journalled where
// GET /__mock/requests, the console and /__mock/events show it, told to the access log, and recorded
// to the HAR file when one is kept. Never throws: the client has its answer by then.
import type { Request as ExpressRequest } from 'express';
import type { Written } from './write-response.ts';
import { toTimestamp, type MockCore } from '../core/index.ts';
import type { UlidFactory } from '../core/primitives/ulid.ts';
import type { ProxiedExchange, SidedViolation } from '../proxy/exchange.ts';
import type { ExchangeJudge } from '../proxy/exchange-judge.ts';
import { proxyEntry } from '../proxy/proxy-entry.ts';
import type { HarRecorder, RecordedProxyExchange } from './har-recorder.ts';
import { joined } from './header-pairs.ts';

export interface ExchangeLogOptions {
  core: MockCore;
  upstream: string;
  judge: ExchangeJudge;
  recorder?: HarRecorder;
  /** Unexpected failures of judging or recording (the answer has gone out by then). */
  onError?: (error: unknown) => void;
  /** Called once each exchange is journalled, for the access log (its id is the journal entry's). */
  onAnswered?: (answered: { request: ExpressRequest; reply: Written; requestId: string; ms: number }) => void;
}

/** One exchange whose answer has gone out. */
export interface AnsweredExchange {
  request: ExpressRequest;
  exchange: ProxiedExchange;
  /** The request's header lines as forwarded. */
  sent: Array<[string, string]>;
  answered: RecordedProxyExchange['answered'];
  started: { at: number; ms: number };
  /** The proxy's own answer's violation (a refused request, an unreachable upstream): not judged further. */
  own?: SidedViolation;
}

export async function logExchange(
  options: ExchangeLogOptions,
  ids: UlidFactory,
  { request, exchange, sent, answered, started, own }: AnsweredExchange,
): Promise<void> {
  const { core, upstream, judge, recorder } = options;
  try {
    const violations = own ? [own] : await judge.judge(exchange);
    const entry = proxyEntry({
      id: `req_${ids.next(started.at)}`,
      receivedAt: toTimestamp(started.at),
      upstream,
      exchange,
      sentHeaders: joined(sent),
      violations,
    });
    core.record(entry);
    options.onAnswered?.({
      request,
      reply: { status: exchange.answer.status, headers: { ...exchange.answer.headers }, body: exchange.answer.text },
      requestId: entry.id,
      ms: started.ms,
    });
    recorder?.add({
      exchange,
      sent,
      answered,
      upstream,
      startedAt: started.at,
      ms: started.ms,
      ...(entry.key_fingerprint ? { fingerprint: entry.key_fingerprint } : {}),
      violations,
    });
  } catch (error) {
    options.onError?.(error);
  }
}
