// The two answers a proxied request can get: the upstream's, passed on whole (hop-by-hop headers
// dropped), or the proxy's own problem+json (413, 400, 502, 504) with the violation it stands for.
// Each is written first and logged after (proxy-exchange-log.ts), so judging adds nothing to the wait.
import { STATUS_CODES } from 'node:http';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { problemBody, type ProblemKind } from '../core/http/problem.ts';
import { problem, type Reply } from '../core/http/respond.ts';
import type { ProxiedExchange, SidedViolation } from '../proxy/exchange.ts';
import { lowerCased } from './header-pairs.ts';
import type { AnsweredExchange } from './proxy-exchange-log.ts';
import { endToEnd, type UpstreamAnswer } from './upstream-forwarder.ts';
import { writeReply } from './write-response.ts';

/** One request on its way through the proxy. */
export interface Forwarding {
  request: ExpressRequest;
  response: ExpressResponse;
  /** The exchange's request side, as the judge sees it. */
  base: Omit<ProxiedExchange, 'answer'>;
  /** The request's header lines as forwarded. */
  sent: Array<[string, string]>;
  started: { at: number; began: number };
  log: (done: AnsweredExchange) => Promise<void>;
}

export function ownAnswer(
  forwarding: Forwarding,
  kind: ProblemKind,
  detail: string,
  side: 'client' | 'server',
  rule: string,
): Promise<void> {
  const { request, response, base, sent, started } = forwarding;
  const reply: Reply = problem(problemBody(kind, detail));
  // The connection then ends gently (`prepareAnswer`, before every route).
  if (!request.complete) reply.headers.Connection = 'close';
  const text = reply.body as string;
  const exchange: ProxiedExchange = {
    ...base,
    answer: { status: reply.status, headers: lowerCased(Object.entries(reply.headers)), text },
  };
  const own: SidedViolation = { rule, side, detail, where: 'docs/proxy.md' };
  // As writeReply writes it: the reply's headers, then its length; Node's reason phrase.
  const answered = {
    statusText: STATUS_CODES[reply.status] ?? '',
    headers: [...Object.entries(reply.headers), ['Content-Length', String(Buffer.byteLength(text))]] as Array<
      [string, string]
    >,
  };
  return writeReply(reply, response).then(() =>
    forwarding.log({
      request,
      exchange,
      sent,
      answered,
      started: { at: started.at, ms: performance.now() - started.began },
      own,
    }),
  );
}

export function passAnswer(forwarding: Forwarding, answer: UpstreamAnswer): void {
  const { request, response, base, sent, started } = forwarding;
  const passed = endToEnd(answer.rawHeaders);
  // The answer is passed on whole, so one the upstream sent chunked leaves with its length instead.
  const bodyless = request.method === 'HEAD' || answer.status === 204 || answer.status === 304 || answer.status < 200;
  if (!bodyless && !passed.some(([name]) => name.toLowerCase() === 'content-length'))
    passed.push(['Content-Length', String(answer.body.length)]);
  response.writeHead(answer.status, answer.statusMessage, passed.flat());
  response.end(answer.body);
  const exchange: ProxiedExchange = {
    ...base,
    answer: { status: answer.status, headers: lowerCased(passed), text: answer.body.toString('utf8') },
  };
  const timing = { at: started.at, ms: performance.now() - started.began };
  // Judged on the next turn of the event loop, once the answer's bytes have left: the client never waits for the judge.
  const answered = { statusText: answer.statusMessage, headers: passed };
  setImmediate(() => void forwarding.log({ request, exchange, sent, answered, started: timing }));
}
