// `--proxy-to URL`: every request outside /__mock and /__console is forwarded to the upstream and its
// answer passed back unchanged (status, headers minus the hop-by-hop ones, body); then both are judged
// (mock/proxy) and the verdict journalled, where GET /__mock/requests, the console and /__mock/events show
// it. The answer is written before it is judged, so judging adds nothing to the client's wait. The proxy's
// own answers are problem+json: 413 for a body over the mock's limit (never forwarded), 502 when the
// upstream cannot be reached or its answer is too large to hold, 504 when it is slower than the timeout.
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from 'express';
import { problemBody, type ProblemKind } from '../core/http/problem.ts';
import { maxBodyBytes } from '../core/http/request-body.ts';
import { isControlPath, rawPathOf } from '../core/http/request-target.ts';
import { problem } from '../core/http/respond.ts';
import { createUlidFactory } from '../core/primitives/ulid.ts';
import { transportReply } from './connection-edges.ts';
import { lowerCased } from './header-pairs.ts';
import { readNodeBody } from './node-request.ts';
import { writeReply } from './write-response.ts';
import { ownAnswer, passAnswer, type Forwarding } from './proxy-answers.ts';
import { logExchange, type ExchangeLogOptions } from './proxy-exchange-log.ts';
import { endToEnd, UpstreamError, type Forwarder, type UpstreamAnswer } from './upstream-forwarder.ts';

export interface ProxyRouteOptions extends ExchangeLogOptions {
  forwarder: Forwarder;
}

const proxyProblems: Record<UpstreamError['kind'], ProblemKind> = {
  unreachable: 'badGateway',
  timeout: 'gatewayTimeout',
  'too-large': 'badGateway',
};

async function forwardAndJudge(
  { forwarder }: ProxyRouteOptions,
  forwarding: Omit<Forwarding, 'base' | 'sent'>,
  target: string,
): Promise<void> {
  const { request, response } = forwarding;
  const sent = endToEnd(request.rawHeaders);
  const hasBody = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
  // Read through the mock's own reader: capped one byte over the limit, Expect: 100-continue honoured.
  const body = hasBody ? new Uint8Array(await readNodeBody(request, response)) : new Uint8Array(0);
  // The client went away mid-body: what arrived is not a request it sent, so nothing is forwarded.
  if (hasBody && !request.complete && body.byteLength <= maxBodyBytes) return void response.destroy();
  const base = {
    method: request.method,
    target,
    headers: lowerCased(sent),
    body: body.byteLength > maxBodyBytes ? body.subarray(0, 0) : body,
  };
  const on = { ...forwarding, base, sent };

  if (body.byteLength > maxBodyBytes)
    return ownAnswer(
      on,
      'tooLarge',
      `The request body must be at most ${maxBodyBytes} bytes; it was not forwarded.`,
      'client',
      'body-size',
    );
  // An absolute-form (`GET http://host/…`) or asterisk-form target names no path of the upstream's.
  if (!target.startsWith('/'))
    return ownAnswer(
      on,
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
    return ownAnswer(on, proxyProblems[error.kind], `${error.message}.`, 'server', 'upstream');
  }
  passAnswer(on, answer);
}

export function createProxyRoute(options: ProxyRouteOptions) {
  const { core } = options;
  const ids = createUlidFactory();
  const log = (done: Parameters<typeof logExchange>[2]) => logExchange(options, ids, done);

  return async function proxyRoute(
    request: ExpressRequest,
    response: ExpressResponse,
    next: NextFunction,
  ): Promise<void> {
    const target = request.originalUrl;
    if (isControlPath(rawPathOf(target))) return next();
    const edge = transportReply(request);
    if (edge) return void (await writeReply(edge, response));
    try {
      const started = { at: core.clock.now(), began: performance.now() };
      await forwardAndJudge(options, { request, response, started, log }, target);
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
  };
}
