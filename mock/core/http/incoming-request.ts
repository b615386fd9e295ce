// What the core reads of a request. `handle(request, sent?)` takes a web-standard Request, and from an
// adapter that has it, the request line as it arrived: a WHATWG Request cannot carry either part of it as
// sent. Its URL is parsed, so `/v1/jobs/../../__mock/accounts` has already become `/__mock/accounts`, and the
// core must choose the namespace on the path as sent (request-target.ts); and it refuses a method such as
// CONNECT or TRACE, which the core answers like any method the spec lacks (405 with the path's Allow, or
// 404). The line, when given, wins for the method and the target; the Request gives everything else.

export interface IncomingRequest {
  readonly method: string;
  /** Absolute URL; only the path and query are read. */
  readonly url: string;
  readonly headers: Pick<Headers, 'get' | 'has'>;
  /** Ends a streamed answer (the event stream) when the client goes away. */
  readonly signal: AbortSignal;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The request line as it arrived, from an adapter that reads it (the Node server). */
export interface RequestLine {
  /** As sent, upper case or not (`CONNECT`, `TRACE` included). */
  readonly method: string;
  /** The request target as sent: origin-form (`/v1/jobs?limit=1`) or whatever else the client wrote. */
  readonly target: string;
}

/** The request as the core reads it: the line's method and target when given, the rest the Request's. */
export function incomingOf(request: Request, sent: RequestLine | undefined): IncomingRequest {
  if (sent === undefined) return request;
  const { target } = sent;
  return {
    method: sent.method,
    // A fixed origin: only the path and query are read, and a hostile Host header cannot break the URL.
    url: `http://localhost${target.startsWith('/') ? '' : '/'}${target}`,
    headers: request.headers,
    signal: request.signal,
    arrayBuffer: () => request.arrayBuffer(),
  };
}
