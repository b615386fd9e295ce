import { rule } from '../../harness/rule/rule.ts';
import type { Exchange } from '../../harness/transport/http.ts';

// Every seed field (§2) across the values a client may plausibly send, not only those our spec allows: the
// seed fixes no limits (§2 rules 3 and 4, §8), so a service may take or refuse each value, but never fail on
// it. What it accepts is read back after the body like every acknowledged create (harness/read-back/read-back.ts): a
// 2^31 that comes back negative, a long name cut short or a combining mark dropped is a value stored other
// than sent. Targets are reserved names (RFC 2606/6761 `.example`, documentation addresses) or the run's own
// --target-url, on a one-day interval, and every job made is deleted at the end (one that answered no id by
// the id its list shows).
const maxSafe = Number.MAX_SAFE_INTEGER; // 2^53 − 1

function domainCases(name: () => string, target: string): [field: string, value: unknown][] {
  const base = target.replace(/\/+$/, '');
  const methods = [
    'GET',
    'HEAD',
    'POST',
    'PUT',
    'PATCH',
    'DELETE',
    'OPTIONS',
    'TRACE',
    'CONNECT',
    'QUERY',
    'PROPFIND',
    'get',
    'Post',
  ];
  const intervals = [
    0,
    1,
    59,
    60,
    3_600,
    86_400,
    2_147_483_647,
    2_147_483_648,
    4_294_967_296,
    31_536_000,
    31_536_001,
    1e15,
    maxSafe,
    -1,
    -86_400,
    -maxSafe,
  ];
  const names = [
    `${name()} Nachtbericht ✓ 日本語 🚀 e\u0301`,
    `${name()} تقرير يومي`,
    `${name()} ${'é'.repeat(300)}`,
    `${name()} ${'🚀'.repeat(300)}`,
    `${name()}\ttab\nnewline\u00a0nbsp\u200bzwsp`,
    `${name()}-`.padEnd(256, 'n'),
    `${name()}-`.padEnd(4_096, 'n'),
  ];
  const urls = [
    `${base}/ü/日本?q=é#fragment`,
    `${base}/%C3%BC?q=%E6%97%A5`,
    'https://bücher.example/job',
    'https://xn--bcher-kva.example/job',
    'http://example.com:8080/job?a=1&a=2',
    'https://user@example.com/job',
    'https://[2001:db8::1]/job',
    'http://192.0.2.1/job',
    `${base}?q=`.padEnd(2_048, 'u'),
    `${base}?q=`.padEnd(2_049, 'u'),
    `${base}?q=`.padEnd(8_193, 'u'),
    // Malformed authorities a hand-written URL check may trip over (a bracket left open, a port past 65535).
    'http://[::1/job',
    'http://example.com:99999/job',
    'http://exa mple.com/job',
  ];
  return [
    ...methods.map((v): [string, unknown] => ['method', v]),
    ...intervals.map((v): [string, unknown] => ['interval_seconds', v]),
    ...names.map((v): [string, unknown] => ['name', v]),
    ...urls.map((v): [string, unknown] => ['url', v]),
    ['notify_on_failure', true],
    ['notify_on_failure', false],
    ...['Interval', 'cron', 'once'].map((v): [string, unknown] => ['schedule_type', v]),
  ];
}

const shortly = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 30)}… (${[...String(value)].length} characters)` : text;
};

export default rule({
  meta: {
    id: 'BODY-023',
    title: 'answers every seed field across its whole domain with a 2xx or a 4xx, never a 5xx',
    profile: 'core',
    source: { seed: '2' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const cases = domainCases(() => ctx.name(), ctx.config.targetUrl);
    const bad: { label: string; exchange: Exchange }[] = [];
    for (const [field, value] of cases) {
      const exchange = await ctx.request('POST', '/v1/jobs', { body: ctx.validBody({ [field]: value }) });
      const status = exchange.response?.status;
      const label = `${field} ${shortly(value)}`;
      if (status === undefined || !((status >= 200 && status < 300) || (status >= 400 && status < 500))) {
        bad.push({ label, exchange });
        // A service that hangs or drops the connection is judged on that answer: waiting out --timeout
        // for every further value would only make the rule slower, not surer.
        if (status === undefined) break;
      }
      if (status !== undefined && status >= 400 && status < 500) ctx.probe(`2:${field}`, 'a value refused (4xx)');
    }
    const first = bad[0];
    if (!first) return;
    const status = first.exchange.response?.status;
    const answered = status === undefined ? `got no answer (${first.exchange.error ?? 'none'})` : `answered ${status}`;
    ctx.fail(
      `${first.label} ${answered}${
        bad.length > 1
          ? `; ${bad.length - 1} more of ${cases.length} values too: ${bad
              .slice(1, 8)
              .map((b) => `${b.label} → ${b.exchange.response?.status ?? 'nothing'}`)
              .join(', ')}${bad.length > 8 ? ', …' : ''}`
          : ''
      }`,
      first.exchange,
      'a 2xx or a 4xx to every value of a seed field: the seed fixes no limits, so a service may take or refuse it, never fail on it',
      'seed §2 (rules 3 and 4: other values and limits not shown)',
      status === undefined ? 'no-answer' : status >= 500 ? '5xx' : 'status',
    );
  },
});
