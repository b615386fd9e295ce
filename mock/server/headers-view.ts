// Headers#get semantics over Node's parsed headers, for the core's view of a Node request.
import type { IncomingHttpHeaders } from 'node:http';
import type { IncomingRequest } from '../core/http/incoming-request.ts';

/** Names lower-cased and repeats already joined by Node. */
export function headersView(incoming: IncomingHttpHeaders): IncomingRequest['headers'] {
  return {
    get(name) {
      const value = incoming[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
    has: (name) => incoming[name.toLowerCase()] !== undefined,
  };
}
