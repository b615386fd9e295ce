// A copy-pasteable curl command that sends exactly what a request sent. Keys never appear: each secret
// becomes a shell variable ("$CRONJOBS_API_KEY"), so the line can sit in a CI log or a ticket. Shared by
// the conformance report (conformance/harness/transport/reproduce.ts) and the validating proxy's journal.

/** What a curl line sends: the path as written (query included), headers as sent, the body. */
export interface CurlRequest {
  readonly method: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
}

/** Secrets and the variable each one becomes; longest first, so no key is half-replaced by another. */
export type Secrets = ReadonlyArray<readonly [value: string, variable: string]>;

/** `text` as one shell word: single-quoted, with each secret as a double-quoted variable. */
export function shellWord(text: string, secrets: Secrets = []): string {
  const ordered = secrets.filter(([value]) => value.length > 0).sort((a, b) => b[0].length - a[0].length);
  let parts: (string | { variable: string })[] = [text];
  for (const [value, variable] of ordered)
    parts = parts.flatMap((part) =>
      typeof part !== 'string'
        ? [part]
        : part.split(value).flatMap((piece, i) => (i === 0 ? [piece] : [{ variable }, piece])),
    );
  const words = parts
    .filter((part) => part !== '')
    .map((part) => (typeof part === 'string' ? `'${part.replace(/'/g, `'\\''`)}'` : `"$${part.variable}"`));
  return words.length === 0 ? "''" : words.join('');
}

/** Bytes that are not printable ASCII, as a printf format. */
function printfBytes(bytes: Uint8Array): string {
  return [...bytes]
    .map((b) =>
      b >= 0x20 && b < 0x7f && b !== 0x25 && b !== 0x5c && b !== 0x27
        ? String.fromCharCode(b)
        : `\\${b.toString(8).padStart(3, '0')}`,
    )
    .join('');
}

export function curlCommand(baseUrl: string, request: CurlRequest, secrets: Secrets = []): string {
  const url = baseUrl.replace(/\/+$/, '') + request.path;
  const method = request.method.toUpperCase();
  // --globoff: brackets and braces in the URL are sent as written; --path-as-is: so are dot segments.
  const args = ['curl', '-sS', '-i', '--globoff', '--path-as-is'];
  args.push(method === 'HEAD' ? '--head' : `-X ${shellWord(request.method)}`);
  args.push(shellWord(url, secrets));
  const headers = Object.entries(request.headers ?? {}).filter(
    ([name]) => !['content-length', 'host'].includes(name.toLowerCase()),
  );
  // A client that asked for compression decodes the answer; so does curl with --compressed (still sending the header).
  if (headers.some(([name]) => name.toLowerCase() === 'accept-encoding')) args.push('--compressed');
  // curl drops a header given as `Name:`; `Name;` sends it empty.
  for (const [name, value] of headers)
    args.push(`-H ${value === '' ? shellWord(`${name};`) : shellWord(`${name}: ${value}`, secrets)}`);
  let prefix = '';
  if (request.body !== undefined) {
    // curl would add its own form Content-Type; the request had none.
    if (!headers.some(([name]) => name.toLowerCase() === 'content-type')) args.push(`-H ${shellWord('Content-Type:')}`);
    if (typeof request.body === 'string') args.push(`--data-binary ${shellWord(request.body, secrets)}`);
    else {
      prefix = `printf ${shellWord(printfBytes(request.body))} | `;
      args.push('--data-binary @-');
    }
  }
  return prefix + args.join(' ');
}
