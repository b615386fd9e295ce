// The Response `handle` answers in the Node server, built lean (lean-prototype.ts): the core's reply kept as
// it is — status, headers, body already serialised — with a full Response built only for a caller that reads
// anything but its status and headers. The Express adapter, which only writes the reply out, takes it back
// with `replyOf` and never builds a Response it would only read back: building one and reading its body
// stream back was a large share of a small request's work, for nothing the client sees. The core's
// interface stays `handle(Request) → Response`; the server passes this as the core's `respond` option.
import type { Reply } from '../core/http/respond.ts';
import { full, type Lean, leanPrototype } from './lean-prototype.ts';

const kept = Symbol('reply');

interface LeanResponse extends Lean<Response> {
  [kept]: Reply;
  headersMemo?: Headers;
}

const responsePrototype = leanPrototype(
  Response,
  {
    status: {
      get: function (this: LeanResponse) {
        return this[kept].status;
      },
    },
    ok: {
      get: function (this: LeanResponse) {
        const { status } = this[kept];
        return status >= 200 && status < 300;
      },
    },
    headers: {
      get: function (this: LeanResponse) {
        return (this.headersMemo ??= new Headers(this[kept].headers));
      },
    },
  },
  (lean: LeanResponse) => {
    const { status, headers, body } = lean[kept];
    return new Response(body, { status, headers });
  },
);

/** The reply as a lean Response. */
export function leanResponse(reply: Reply): Response {
  return Object.assign(Object.create(responsePrototype) as LeanResponse, { [kept]: reply }) as unknown as Response;
}

/** The reply a lean Response keeps, while no caller has had its full Response (whose body it may have read). */
export function replyOf(response: Response): Reply | undefined {
  const lean = response as unknown as Partial<LeanResponse>;
  return lean[kept] !== undefined && lean[full] === undefined ? lean[kept] : undefined;
}
