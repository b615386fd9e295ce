import { describe, expect, test } from 'vitest';
import { addressRefusal, checkResolved, checkTarget, refusalIn, TargetRefusedError } from './ssrf-guard.ts';

// [target URL, what the refusal must say]: every spelling goes through WHATWG URL as a job's URL would.
const refused: [string, string][] = [
  // IPv4 special ranges
  ['http://0.0.0.0/', '0.0.0.0 is unspecified'],
  ['http://10.1.2.3/', '10.1.2.3 is private'],
  ['http://100.64.0.1/', '100.64.0.1 is carrier-grade NAT'],
  ['http://127.0.0.1:4010/', '127.0.0.1 is loopback'],
  ['http://127.8.9.10/', '127.8.9.10 is loopback'],
  ['http://169.254.169.254/latest/meta-data', '169.254.169.254 is link-local'],
  ['http://172.16.0.1/', '172.16.0.1 is private'],
  ['http://172.31.255.255/', '172.31.255.255 is private'],
  ['http://192.0.0.8/', '192.0.0.8 is reserved'],
  ['http://192.0.2.1/', '192.0.2.1 is reserved'],
  ['http://192.168.1.1/', '192.168.1.1 is private'],
  ['http://198.18.0.1/', '198.18.0.1 is reserved'],
  ['http://198.51.100.7/', '198.51.100.7 is reserved'],
  ['http://203.0.113.9/', '203.0.113.9 is reserved'],
  ['http://224.0.0.1/', '224.0.0.1 is multicast'],
  ['http://240.0.0.1/', '240.0.0.1 is reserved'],
  ['http://255.255.255.255/', '255.255.255.255 is broadcast'],
  // other spellings of 127.0.0.1 and 0.0.0.0, canonicalised by URL
  ['http://2130706433/', '127.0.0.1 is loopback'],
  ['http://0x7f000001/', '127.0.0.1 is loopback'],
  ['http://0x7f.1/', '127.0.0.1 is loopback'],
  ['http://0177.0.0.1/', '127.0.0.1 is loopback'],
  ['http://017700000001/', '127.0.0.1 is loopback'],
  ['http://127.1/', '127.0.0.1 is loopback'],
  ['http://0/', '0.0.0.0 is unspecified'],
  // IPv6
  ['http://[::1]/', '::1 is loopback'],
  ['http://[0:0:0:0:0:0:0:1]/', '::1 is loopback'],
  ['http://[::]/', ':: is unspecified'],
  ['http://[fe80::1]/', 'fe80::1 is link-local'],
  ['http://[fec0::1]/', 'fec0::1 is site-local'],
  ['http://[fc00::1]/', 'fc00::1 is unique local'],
  ['http://[fd12:3456::1]/', 'fd12:3456::1 is unique local'],
  ['http://[ff02::1]/', 'ff02::1 is multicast'],
  ['http://[2001:db8::1]/', '2001:db8::1 is reserved'],
  ['http://[100::1]/', '100::1 is a discard prefix'],
  ['http://[4000::1]/', '4000::1 is outside the global unicast space'],
  // IPv6 forms that carry an IPv4 address: refused whatever they carry, naming it
  ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1 is IPv4-mapped, embedding 127.0.0.1 (loopback)'],
  ['http://[::ffff:7f00:1]/', '::ffff:7f00:1 is IPv4-mapped, embedding 127.0.0.1 (loopback)'],
  ['http://[::ffff:10.0.0.1]/', '::ffff:a00:1 is IPv4-mapped, embedding 10.0.0.1 (private)'],
  ['http://[::ffff:8.8.8.8]/', '::ffff:808:808 is IPv4-mapped, embedding 8.8.8.8;'],
  ['http://[::ffff:0:7f00:1]/', '::ffff:0:7f00:1 is IPv4-translated, embedding 127.0.0.1 (loopback)'],
  ['http://[::127.0.0.1]/', '::7f00:1 is IPv4-compatible (deprecated), embedding 127.0.0.1 (loopback)'],
  ['http://[64:ff9b::7f00:1]/', '64:ff9b::7f00:1 is NAT64, embedding 127.0.0.1 (loopback)'],
  ['http://[64:ff9b::a9fe:a9fe]/', '64:ff9b::a9fe:a9fe is NAT64, embedding 169.254.169.254 (link-local)'],
  ['http://[64:ff9b:1::7f00:1]/', '64:ff9b:1::7f00:1 is NAT64;'],
  ['http://[2002:7f00:1::]/', '2002:7f00:1:: is 6to4, embedding 127.0.0.1 (loopback)'],
  ['http://[2002:c0a8:101::]/', '2002:c0a8:101:: is 6to4, embedding 192.168.1.1 (private)'],
  ['http://[2002:5db8:d822::1]/', '2002:5db8:d822::1 is 6to4, embedding 93.184.216.34;'],
  // Teredo: server 65.54.227.120; client bits inverted (80ff:fffe → 127.0.0.1, 3fff:fdd2 → 192.0.2.45)
  [
    'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
    '2001:0:4136:e378:8000:63bf:80ff:fffe is Teredo, embedding server 65.54.227.120 and client 127.0.0.1 (loopback)',
  ],
  [
    'http://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/',
    '2001:0:4136:e378:8000:63bf:f5ff:fffe is Teredo, embedding server 65.54.227.120 and client 10.0.0.1 (private)',
  ],
  [
    'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2 is Teredo, embedding server 65.54.227.120 and client 192.0.2.45 (reserved)',
  ],
  // names that mean this machine whatever DNS says
  ['http://localhost:8080/', 'localhost is a loopback name'],
  ['http://LOCALHOST./', 'localhost. is a loopback name'],
  ['http://api.localhost/', 'api.localhost is a loopback name'],
];

const allowed = [
  'https://example.com/',
  'http://93.184.216.34/',
  'http://172.32.0.1/',
  'http://11.0.0.1/',
  'http://[2606:4700::1111]/',
  'http://[2a00:1450:4001:80b::200e]/',
];

describe('SSRF guard: URL targets', () => {
  test.each(refused)('refuses %s: %s', (url, why) => {
    const check = checkTarget(url);
    expect(check).toEqual({ ok: false, reason: expect.stringContaining(`Refused: ${why}`) });
    expect(check.ok || check.reason.length <= 500).toBe(true); // it becomes the Run's error message
  });

  test.each(allowed)('allows %s', (url) => expect(checkTarget(url)).toEqual({ ok: true }));

  test('only http and https are called, and --allow-private-targets lifts the address rule only', () => {
    expect(checkTarget('ftp://example.com/')).toEqual({ ok: false, reason: 'Only http and https targets are called.' });
    expect(checkTarget('file:///etc/passwd', { allowPrivate: true })).toMatchObject({ ok: false });
    expect(checkTarget('not a url')).toMatchObject({ ok: false });
    for (const [url] of refused) expect(checkTarget(url, { allowPrivate: true })).toEqual({ ok: true });
  });
});

describe('SSRF guard: resolved addresses', () => {
  test.each([
    ['internal.example', ['93.184.216.34', '10.0.0.5'], 'internal.example resolves to 10.0.0.5, which is private'],
    ['rebind.example', ['127.0.0.1'], 'rebind.example resolves to 127.0.0.1, which is loopback'],
    ['v6.example', ['2606:4700::1111', '::1'], 'v6.example resolves to ::1, which is loopback'],
    [
      'mapped.example',
      ['::ffff:169.254.169.254'],
      'mapped.example resolves to ::ffff:a9fe:a9fe, which is IPv4-mapped, embedding 169.254.169.254 (link-local)',
    ],
    ['odd.example', ['not-an-address'], 'odd.example resolves to not-an-address, which is not an IP address'],
    ['app.localhost', ['93.184.216.34'], 'app.localhost is a loopback name'],
  ])('refuses %s → %j', (name, addresses, why) => {
    expect(checkResolved(name, addresses)).toEqual({ ok: false, reason: expect.stringContaining(`Refused: ${why}`) });
  });

  test('allows a name whose every address is public, and refuses one with none', () => {
    expect(checkResolved('example.com', ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'])).toEqual({ ok: true });
    expect(checkResolved('empty.example', [])).toMatchObject({ ok: false });
  });

  test('an address literal is named once', () => {
    expect(checkResolved('10.0.0.1', ['10.0.0.1'])).toMatchObject({
      reason: expect.stringMatching(/^Refused: 10\.0\.0\.1 is private\./),
    });
    expect(addressRefusal('[::1]')).toBe('::1 is loopback');
    expect(addressRefusal('8.8.8.8')).toBeNull();
  });

  test('a refusal is found in a fetch error’s cause chain', () => {
    const refusal = new TargetRefusedError('Refused: x');
    expect(refusalIn(new TypeError('fetch failed', { cause: refusal }))).toBe(refusal);
    expect(refusalIn(new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') }))).toBeUndefined();
    expect(refusalIn('not an error')).toBeUndefined();
  });
});
