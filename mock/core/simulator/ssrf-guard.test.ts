import { describe, expect, test } from 'vitest';
import { checkTarget, isForbiddenHost, parseIPv6 } from './ssrf-guard.ts';

const hostOf = (url: string) => new URL(url).hostname;

describe('SSRF guard', () => {
  const refused = [
    'http://localhost/', 'http://LOCALHOST./', 'http://api.localhost/', 'http://127.0.0.1/', 'http://127.8.9.10/',
    'http://2130706433/', 'http://0x7f.1/', 'http://10.1.2.3/', 'http://172.16.0.1/', 'http://172.31.255.255/',
    'http://192.168.1.1/', 'http://169.254.169.254/latest/meta-data', 'http://100.64.0.1/', 'http://0.0.0.0/',
    'http://224.0.0.1/', 'http://255.255.255.255/', 'http://[::1]/', 'http://[::]/', 'http://[fe80::1]/',
    'http://[fd00::1]/', 'http://[::ffff:127.0.0.1]/', 'http://[::ffff:10.0.0.1]/', 'http://[64:ff9b::a9fe:a9fe]/',
  ];
  for (const url of refused) test(`refuses ${url}`, () => expect(isForbiddenHost(hostOf(url))).toBe(true));

  const allowed = ['https://example.com/', 'http://93.184.216.34/', 'http://172.32.0.1/', 'http://[2606:4700::1111]/', 'http://[::ffff:8.8.8.8]/', 'http://11.0.0.1/'];
  for (const url of allowed) test(`allows ${url}`, () => expect(isForbiddenHost(hostOf(url))).toBe(false));

  test('parses compressed IPv6 with an embedded IPv4', () => {
    expect(parseIPv6('[::ffff:1.2.3.4]')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(parseIPv6('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('1:2:3')).toBeNull();
  });

  test('checkTarget refuses other schemes and private targets, unless allowed', async () => {
    expect(await checkTarget('ftp://example.com/')).toMatchObject({ ok: false });
    expect(await checkTarget('http://127.0.0.1:4010/')).toMatchObject({ ok: false });
    expect(await checkTarget('http://127.0.0.1:4010/', { allowPrivate: true })).toEqual({ ok: true });
  });

  test('checkTarget refuses a name that resolves to a private address', async () => {
    const resolve = async (host: string) => (host === 'internal.example' ? ['93.184.216.34', '10.0.0.5'] : ['93.184.216.34']);
    expect(await checkTarget('https://internal.example/', { resolve })).toMatchObject({ ok: false, reason: expect.stringContaining('10.0.0.5') });
    expect(await checkTarget('https://public.example/', { resolve })).toEqual({ ok: true });
  });
});
