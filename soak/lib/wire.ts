// A fuzzed request turned into the bytes that go on the wire, and described for a failure's report.
import type { Framing, FuzzRequest, HeaderLine } from './fuzz.ts';

function chunked(body: Uint8Array, framing: Extract<Framing, { kind: 'chunked' }>): Buffer {
  const parts: Buffer[] = [];
  const size = Math.max(1, Math.ceil(body.length / framing.pieces));
  for (let at = 0; at < body.length; at += size) {
    const piece = body.subarray(at, at + size);
    const hex = framing.badSize && at === 0 ? 'zz' : piece.length.toString(16);
    parts.push(
      Buffer.from(`${framing.upperHex ? hex.toUpperCase() : hex}${framing.extension ? ';ext=1' : ''}\r\n`, 'latin1'),
      Buffer.from(piece),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

/** The framing headers and the body bytes as they go on the wire. */
function frame(request: FuzzRequest): { headers: HeaderLine[]; payload: Buffer } {
  const body = Buffer.from(request.body);
  const length = String(body.length);
  switch (request.framing.kind) {
    case 'length':
      // An empty body on a method without one is sent as most clients do: no Content-Length at all.
      return body.length === 0 && ['GET', 'HEAD', 'DELETE'].includes(request.method)
        ? { headers: [], payload: body }
        : { headers: [['Content-Length', length]], payload: body };
    case 'chunked':
      return { headers: [['Transfer-Encoding', 'chunked']], payload: chunked(body, request.framing) };
    case 'unframed':
      return { headers: [], payload: body };
    case 'duplicate-length':
      return {
        headers: [
          ['Content-Length', length],
          ['Content-Length', request.framing.sameValue ? length : String(body.length + 1)],
        ],
        payload: body,
      };
    case 'length-and-chunked':
      return {
        headers: [
          ['Content-Length', length],
          ['Transfer-Encoding', 'chunked'],
        ],
        payload: chunked(body, { kind: 'chunked', pieces: 1, extension: false, upperHex: false, badSize: false }),
      };
    case 'bad-transfer-encoding':
      return {
        headers: [['Transfer-Encoding', request.framing.value]],
        payload: chunked(body, { kind: 'chunked', pieces: 1, extension: false, upperHex: false, badSize: false }),
      };
    case 'short-length':
      return { headers: [['Content-Length', String(Math.floor(body.length / 2))]], payload: body };
  }
}

const headerLine = ([name, value]: HeaderLine): string => (value === null ? `${name}\r\n` : `${name}: ${value}\r\n`);

/** The request as bytes. Every framing is complete: the server never has to wait for bytes that will not come. */
export function serialize(request: FuzzRequest): Buffer {
  const { headers, payload } = frame(request);
  const head = `${request.method} ${request.target} ${request.version}\r\n${[...request.headers, ...headers].map(headerLine).join('')}\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), payload]);
}

/** One line for a report: the start line and headers escaped and cut, the body's size and start. */
export function describeRequest(request: FuzzRequest, max = 400): string {
  const bytes = serialize(request);
  const text = JSON.stringify(bytes.toString('latin1'));
  return text.length > max ? `${text.slice(0, max)}… (${bytes.length} bytes)` : text;
}
