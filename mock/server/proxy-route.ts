// `--proxy-to URL`: every request outside /__mock and /__console is forwarded to the upstream and its
// answer passed back unchanged (status, headers minus the hop-by-hop ones, body); then both are judged
// (mock/proxy) and the verdict journalled, where GET /__mock/requests, the console and /__mock/events show
// it. The answer is written before it is judged, so judging adds nothing to the client's wait. The proxy's
// own answers are problem+json: 413 for a body over the mock's limit (never forwarded), 502 when the
// upstream cannot be reached or its answer is too large to hold, 504 when it is slower than the timeout.
import { STATUS_CODES } from 'node:http';
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from 'express';
import { problemBody, type ProblemKind } from '../core/http/problem.ts';
import { maxBodyBytes } from '../core/http/request-body.ts';
import { isControlPath, rawPathOf } from '../core/http/request-target.ts';
import { problem, type Reply } from '../core/http/respond.ts';
import { toTimestamp, type MockCore } from '../core/index.ts';
import { createUlidFactory } from '../core/primitives/ulid.ts';
import type { ProxiedExchange, SidedViolation } from '../proxy/exchange.ts';
import type { ExchangeJudge } from '../proxy/exchange-judge.ts';
import { proxyEntry } from '../proxy/proxy-entry.ts';
import { transportReply } from './connection-edges.ts';
import { readNodeBody } from './node-request.ts';
import { writeReply, type Written } from './write-response.ts';
import type { HarRecorder, RecordedProxyExchange } from './har-recorder.ts';
import { endToEnd, UpstreamError, type Forwarder, type UpstreamAnswer } from './upstream-forwarder.ts';

export interface ProxyRouteOptions {
  core: MockCore;
  upstream: string;
  forwarder: Forwarder;
  judge: ExchangeJudge;
  recorder?: HarRecorder;
  /** Unexpected failures of judging or recording (the answer has gone out by then). */
  onError?: (error: unknown) => void;
  /** Called once each exchange is journalled, for the access log (its id is the journal entry's). */
  onAnswered?: (answered: { request: ExpressRequest; reply: Written; requestId: string; ms: number }) => void;
}

/** Header pairs as one record, a repeated header's values joined as HTTP allows; `lower` lower-cases the names. */
function joined(pairs: ReadonlyArray<readonly [string, string]>, lower = false): Record<string, string> {
  const out: Record<string, string> = {};
  const names = new Map<string, string>();
  for (const [name, value] of pairs) {
    const key = name.toLowerCase();
    const shown = names.get(key) ?? (lower ? key : name);
    names.set(key, shown);
    out[shown] = out[shown] === undefined ? value : `${out[shown]}, ${value}`;
  }
  return out;
}

const lowerCased = (pairs: ReadonlyArray<readonly [string, string]>) => joined(pairs, true);

const proxyProblems: Record<UpstreamError['kind'], ProblemKind> = {
  unreachable: 'badGateway',
  timeout: 'gatewayTimeout',
  'too-large': 'badGateway',
};

export function createProxyRoute(options: ProxyRouteOptions) {
  const { core, upstream, forwarder, judge, recorder } = options;
  const ids = createUlidFactory();

  /** Judges the exchange, journals it and records it; never throws (the answer is already out). */
  async function afterAnswer(
    request: ExpressRequest,
    exchange: ProxiedExchange,
    sent: Array<[string, string]>,
    answered: RecordedProxyExchange['answered'],
    started: { at: number; ms: number },
    own?: SidedViolation,
  ): Promise<void> {
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

  async function proxyRoute(request: ExpressRequest, response: ExpressResponse, next: NextFunction): Promise<void> {
    const target = request.originalUrl;
    if (isControlPath(rawPathOf(target))) return next();
    const edge = transportReply(request);
    if (edge) return void (await writeReply(edge, response));
    try {
      await forwardAndJudge(request, response, target, { at: core.clock.now(), began: performance.now() });
    } catch (error) {
      // The proxy's own defect, never the upstream's: logged, and answered as the mock answers its own.
      options.onError?.(error);
      if (!response.headersSent)
        await writeReply(
          problem(problemBody('internal', 'The proxy failed unexpectedly; the error is in its log.')),
          response,
        );
      else response.destroy();
    }
  }

  async function forwardAndJudge(
    request: ExpressRequest,
    response: ExpressResponse,
    target: string,
    started: { at: number; began: number },
  ): Promise<void> {
    const { at: startedAt, began } = started;
    const sent = endToEnd(request.rawHeaders);
    const headers = lowerCased(sent);
    const hasBody =
      request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    // Read through the mock's own reader: capped one byte over the limit, Expect: 100-continue honoured.
    const body = hasBody ? new Uint8Array(await readNodeBody(request, response)) : new Uint8Array(0);
    // The client went away mid-body: what arrived is not a request it sent, so nothing is forwarded.
    if (hasBody && !request.complete && body.byteLength <= maxBodyBytes) return void response.destroy();
    const base = {
      method: request.method,
      target,
      headers,
      body: body.byteLength > maxBodyBytes ? body.subarray(0, 0) : body,
    };

    const own = (kind: ProblemKind, detail: string, side: 'client' | 'server', rule: string): Promise<void> => {
      const reply: Reply = problem(problemBody(kind, detail));
      // The connection then ends gently (`prepareAnswer`, before every route).
      if (!request.complete) reply.headers.Connection = 'close';
      const text = reply.body as string;
      const exchange: ProxiedExchange = {
        ...base,
        answer: { status: reply.status, headers: lowerCased(Object.entries(reply.headers)), text },
      };
      const violation: SidedViolation = { rule, side, detail, where: 'docs/proxy.md' };
      // As writeReply writes it: the reply's headers, then its length; Node's reason phrase.
      const answered = {
        statusText: STATUS_CODES[reply.status] ?? '',
        headers: [...Object.entries(reply.headers), ['Content-Length', String(Buffer.byteLength(text))]] as Array<
          [string, string]
        >,
      };
      return writeReply(reply, response).then(() =>
        afterAnswer(request, exchange, sent, answered, { at: startedAt, ms: performance.now() - began }, violation),
      );
    };

    if (body.byteLength > maxBodyBytes)
      return own(
        'tooLarge',
        `The request body must be at most ${maxBodyBytes} bytes; it was not forwarded.`,
        'client',
        'body-size',
      );
    // An absolute-form (`GET http://host/…`) or asterisk-form target names no path of the upstream's.
    if (!target.startsWith('/'))
      return own(
        'badRequest',
        'The proxy forwards requests whose target is a path (origin form); it was not forwarded.',
        'client',
        'target',
      );
    let answer: UpstreamAnswer;
    try {
      answer = await forwarder.forward({
        method: request.method,
        target,
        rawHeaders: request.rawHeaders,
        body,
        hasBody,
        client: { address: request.socket.remoteAddress, host: request.headers.host, protocol: 'http' },
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      return own(proxyProblems[error.kind], `${error.message}.`, 'server', 'upstream');
    }
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
    const timing = { at: startedAt, ms: performance.now() - began };
    // Judged on the next turn of the event loop, once the answer's bytes have left: the client never waits for the judge.
    const answered = { statusText: answer.statusMessage, headers: passed };
    setImmediate(() => void afterAnswer(request, exchange, sent, answered, timing));
  }

  return proxyRoute;
}
