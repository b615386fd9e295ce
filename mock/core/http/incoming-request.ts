// What the core reads of a request: a web-standard `Request` has all of it, so `handle(request)` takes
// any Request; a server adapter may pass a lighter object with the same members instead of building a
// full Request (its Headers and body stream) for every call.

export interface IncomingRequest {
  readonly method: string;
  /** Absolute URL; only the path and query are read. */
  readonly url: string;
  readonly headers: Pick<Headers, 'get' | 'has'>;
  /** Ends a streamed answer (the event stream) when the client goes away. */
  readonly signal: AbortSignal;
  arrayBuffer(): Promise<ArrayBuffer>;
}
