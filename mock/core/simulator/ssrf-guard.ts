// Keeps `--live-calls` from turning the mock into an SSRF tool: targets on loopback, private, link-local
// (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and reserved ranges are refused
// unless the operator allows them. Pure over the URL's host — WHATWG URL parsing already canonicalises
// tricks like `http://2130706433/` and `http://0x7f.1/` to `127.0.0.1`. Names are checked through an
// optional resolver port (DNS is Node-side), every address it returns must be public.
// @see https://www.iana.org/assignments/iana-ipv4-special-registry
// @see https://www.iana.org/assignments/iana-ipv6-special-registry

/** Resolves a host name to its addresses (Node's dns.lookup with `all: true` in the adapter). */
export type Resolver = (hostname: string) => Promise<string[]>;

export type TargetCheck = { ok: true } | { ok: false; reason: string };

// [first address, prefix length] of IPv4 ranges that are not public unicast.
const V4_BLOCKED: readonly [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];

export function parseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^[0-9]{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

/** The eight 16-bit groups of an IPv6 literal (brackets allowed), or null. */
export function parseIPv6(text: string): number[] | null {
  let address = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  address = address.split('%')[0]!; // zone id
  const tail: number[] = [];
  const lastColon = address.lastIndexOf(':');
  const v4 = parseIPv4(address.slice(lastColon + 1));
  if (v4 !== null) {
    tail.push(Math.floor(v4 / 65536), v4 % 65536);
    if (lastColon === -1) return null;
    address = address.slice(0, lastColon + 1); // keeps a trailing `::`, drops a single `:`
    if (!address.endsWith('::')) address = address.slice(0, -1);
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const group = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    for (const piece of part.split(':')) {
      if (!/^[0-9a-fA-F]{1,4}$/.test(piece)) return null;
      out.push(parseInt(piece, 16));
    }
    return out;
  };
  const head = group(halves[0]!);
  const rest = halves.length === 2 ? group(halves[1]!) : [];
  if (!head || !rest) return null;
  const known = head.length + rest.length + tail.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  return [...head, ...new Array<number>(8 - known).fill(0), ...rest, ...tail];
}

// The table as [block size, block number], worked out once rather than on every check.
const V4_BLOCKS = V4_BLOCKED.map(([first, bits]) => {
  const size = 2 ** (32 - bits);
  return [size, Math.floor(parseIPv4(first)! / size)] as const;
});

function v4Blocked(value: number): boolean {
  if (value === 0xffffffff) return true;
  return V4_BLOCKS.some(([size, block]) => Math.floor(value / size) === block);
}

function v6Blocked(groups: number[]): boolean {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const embedded = g6 * 65536 + g7;
  if (groups.every((g) => g === 0)) return true; // ::
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0 && g6 === 0 && g7 === 1) return true; // ::1
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && (g5 === 0xffff || g5 === 0)) return v4Blocked(embedded); // v4-mapped / compatible
  if (g0 === 0x64 && g1 === 0xff9b) return v4Blocked(embedded); // NAT64
  if ((g0 & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((g0 & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((g0 & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((g0 & 0xff00) === 0xff00) return true; // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return true; // documentation
  return false;
}

/** True when `host` (a URL's hostname or an address) is loopback, private or otherwise not public. */
export function isForbiddenHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const v4 = parseIPv4(name);
  if (v4 !== null) return v4Blocked(v4);
  if (name.includes(':')) {
    const v6 = parseIPv6(name);
    return v6 === null ? true : v6Blocked(v6); // an unparseable literal is refused, not guessed at
  }
  return false;
}

/** Whether a live call to `url` is allowed. */
export async function checkTarget(url: string, options: { allowPrivate?: boolean; resolve?: Resolver } = {}): Promise<TargetCheck> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'The URL cannot be parsed.' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, reason: 'Only http and https targets are called.' };
  if (options.allowPrivate) return { ok: true };
  if (isForbiddenHost(parsed.hostname)) return { ok: false, reason: `Refused: ${parsed.hostname} is not a public address.` };
  if (options.resolve && parseIPv4(parsed.hostname) === null && !parsed.hostname.startsWith('[')) {
    let addresses: string[];
    try {
      addresses = await options.resolve(parsed.hostname);
    } catch (error) {
      return { ok: false, reason: `The host name did not resolve: ${error instanceof Error ? error.message : String(error)}` };
    }
    const bad = addresses.find((address) => isForbiddenHost(address));
    if (bad !== undefined) return { ok: false, reason: `Refused: ${parsed.hostname} resolves to ${bad}, not a public address.` };
  }
  return { ok: true };
}
