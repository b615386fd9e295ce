// Keeps `--live-calls` from turning the mock into an SSRF tool. The policy is one sentence: a live call
// goes only to plain public unicast — IPv4 that ipaddr.js ranges as `unicast`, IPv6 that it ranges as
// `unicast` and that lies in the global unicast space 2000::/3. Everything else is refused: loopback,
// private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unique local, multicast,
// documentation and reserved ranges, and every IPv6 form that carries an IPv4 address inside it —
// IPv4-mapped (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96, 64:ff9b:1::/48),
// 6to4 (2002::/16), Teredo (2001::/32) and the deprecated IPv4-compatible ::/96. Those are refused
// whatever they embed, not only when the embedded IPv4 is private: where a translator or relay sends
// them is decided by networks the mock cannot see, a public target is reachable by its plain IPv4
// anyway, and one rule leaves nothing to get wrong. The refusal still names the embedded IPv4 and its
// range, so the run's error says what was hidden there.
//
// Host spellings need no parsing here: WHATWG URL already canonicalises `http://2130706433/`,
// `http://0x7f.1/`, `http://0177.0.0.1/` and `http://127.1/` to `127.0.0.1`, and IPv6 literals to their
// compressed form. A name is checked where it is resolved (checkResolved): the Node server's pinned fetch
// resolves once, checks every address and connects to the checked one, so DNS rebinding cannot switch it.
// @see https://www.iana.org/assignments/iana-ipv4-special-registry
// @see https://www.iana.org/assignments/iana-ipv6-special-registry
import ipaddr from 'ipaddr.js';

export type TargetCheck = { ok: true } | { ok: false; reason: string };

/** A live call the guard refused; the pinned fetch fails with it (as the `cause` of fetch's TypeError). */
export class TargetRefusedError extends Error {
  override name = 'TargetRefusedError';
}

/** The refusal somewhere in an error's cause chain, if there is one. */
export function refusalIn(error: unknown): TargetRefusedError | undefined {
  for (let at = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    if (at instanceof TargetRefusedError) return at;
  }
  return undefined;
}

// ipaddr.js range names in words; a range it adds later is named as it is.
const RANGE_WORDS: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT',
  private: 'private',
  reserved: 'reserved',
  as112: 'reserved for AS112 DNS',
  amt: 'reserved for AMT relays',
  uniqueLocal: 'unique local (private)',
  deprecatedSiteLocal: 'site-local (private)',
  discard: 'a discard prefix',
  benchmarking: 'reserved for benchmarking',
  as112v6: 'reserved for AS112 DNS',
  deprecatedOrchid: 'an ORCHID identifier',
  orchid2: 'an ORCHID identifier',
  droneRemoteIdProtocolEntityTags: 'a drone identifier',
  segmentRouting: 'reserved for segment routing',
  ipv4Mapped: 'IPv4-mapped',
  rfc6145: 'IPv4-translated',
  rfc6052: 'NAT64',
  '6to4': '6to4',
  teredo: 'Teredo',
};
const words = (range: string) => RANGE_WORDS[range] ?? range;

const v4At = (parts: readonly number[], at: number) =>
  new ipaddr.IPv4([parts[at]! >> 8, parts[at]! & 0xff, parts[at + 1]! >> 8, parts[at + 1]! & 0xff]);

/** The IPv4 addresses an IPv6 address carries, by role; empty when it carries none in a fixed place. */
function embeddedIPv4(address: ipaddr.IPv6, range: string): [role: string, ipaddr.IPv4][] {
  const p = address.parts;
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [['', v4At(p, 6)]];
    case 'rfc6052':
      // The well-known /96 puts the IPv4 last; the local-use 64:ff9b:1::/48's layout depends on a prefix
      // length only its operator knows, so nothing is decoded there (it is refused all the same).
      return p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0 ? [['', v4At(p, 6)]] : [];
    case '6to4':
      return [['', v4At(p, 1)]];
    case 'teredo': {
      // RFC 4380: the server's IPv4 in bits 32–63, the client's in the last 32 bits, each bit inverted.
      const client = [p[6]! ^ 0xffff, p[7]! ^ 0xffff];
      return [
        ['server ', v4At(p, 2)],
        ['client ', v4At(client, 0)],
      ];
    }
    case 'ipv4Compatible':
      return [['', v4At(p, 6)]];
    default:
      return [];
  }
}

const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/** What an address is when it is refused ("loopback"), with the address as shown; null for public unicast. */
function classify(text: string): { shown: string; what: string } | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!ipaddr.isValid(bare)) return { shown: text, what: 'not an IP address' }; // never guessed at
  const address = ipaddr.parse(bare);
  if (address.kind() === 'ipv4') {
    const range = (address as ipaddr.IPv4).range();
    return range === 'unicast' ? null : { shown: address.toString(), what: words(range) };
  }
  const v6 = address as ipaddr.IPv6;
  const shown = v6.toRFC5952String();
  let range: string = v6.range();
  if (range === 'unicast' && v6.parts.slice(0, 6).every((part) => part === 0)) range = 'ipv4Compatible';
  const inside = embeddedIPv4(v6, range);
  if (inside.length > 0 || range === 'rfc6052') {
    const form = range === 'ipv4Compatible' ? 'IPv4-compatible (deprecated)' : words(range);
    const carried = inside.map(([role, v4]) => {
      const v4Range = v4.range();
      return `${role}${v4.toString()}${v4Range === 'unicast' ? '' : ` (${words(v4Range)})`}`;
    });
    return {
      shown,
      what: `${form}${carried.length ? `, embedding ${carried.join(' and ')}` : ''}; addresses that carry an IPv4 address are never called`,
    };
  }
  if (range !== 'unicast') return { shown, what: words(range) };
  if (!v6.match(GLOBAL_UNICAST)) return { shown, what: 'outside the global unicast space 2000::/3' };
  return null;
}

/** Why an IP address is refused ("127.0.0.1 is loopback"), or null when it is plain public unicast. */
export function addressRefusal(text: string): string | null {
  const found = classify(text);
  return found && `${found.shown} is ${found.what}`;
}

/** Names that mean this machine whatever DNS says (RFC 6761). */
const isLoopbackName = (name: string) => name === 'localhost' || name.endsWith('.localhost');

const refused = (what: string): TargetCheck => ({
  ok: false,
  reason: `Refused: ${what}. Live calls go to public addresses only (--allow-private-targets lifts this).`,
});

/**
 * Whether a live call to `url` may start: an http(s) URL whose host is not a loopback name or a refused
 * address literal. A host name passes here; the addresses it resolves to are checked by checkResolved
 * where the connection is made.
 */
export function checkTarget(url: string, options: { allowPrivate?: boolean } = {}): TargetCheck {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'The URL cannot be parsed.' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { ok: false, reason: 'Only http and https targets are called.' };
  if (options.allowPrivate) return { ok: true };
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  if (isLoopbackName(host)) return refused(`${parsed.hostname} is a loopback name`);
  const literal = host.startsWith('[') || ipaddr.IPv4.isValidFourPartDecimal(host);
  if (!literal) return { ok: true };
  const why = addressRefusal(host);
  return why === null ? { ok: true } : refused(why);
}

/** Whether the addresses `hostname` resolved to may be called: every one must be public. */
export function checkResolved(hostname: string, addresses: readonly string[]): TargetCheck {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (isLoopbackName(name)) return refused(`${hostname} is a loopback name`);
  if (addresses.length === 0) return { ok: false, reason: `${hostname} resolved to no address.` };
  for (const address of addresses) {
    const found = classify(address);
    if (found === null) continue;
    return refused(
      address === hostname
        ? `${found.shown} is ${found.what}`
        : `${hostname} resolves to ${found.shown}, which is ${found.what}`,
    );
  }
  return { ok: true };
}
