import { describe, expect, test } from 'vitest';
import { serviceValidator as validator } from '../../contract/validators.ts';

// The seed's rules and our decisions, as the schema enforces them: one row per rule, with the pointer
// a client is told to fix.
const valid = { name: 'report', url: 'https://example.com/hook', schedule_type: 'interval', interval_seconds: 3600 };
const cron = { name: 'report', url: 'https://example.com/hook', schedule_type: 'cron', cron_expression: '0 9 * * 1-5' };

const cases: Array<[string, Record<string, unknown>, string[]]> = [
  ['the minimal body is accepted', valid, []],
  ['every optional field is accepted', { ...valid, method: 'POST', notify_on_failure: true, timeout_seconds: 30 }, []],
  [
    'rule 1: interval without interval_seconds is rejected',
    { name: 'r', url: 'https://e.com', schedule_type: 'interval' },
    ['/interval_seconds'],
  ],
  ['name is required', { ...valid, name: undefined }, ['/name']],
  ['url is required', { ...valid, url: undefined }, ['/url']],
  ['schedule_type is required', { ...valid, schedule_type: undefined }, ['/schedule_type']],
  ['an empty name is rejected', { ...valid, name: '' }, ['/name']],
  ['a name of 200 characters is accepted', { ...valid, name: 'n'.repeat(200) }, []],
  ['a name of 201 characters is rejected', { ...valid, name: 'n'.repeat(201) }, ['/name']],
  ['a relative url is rejected', { ...valid, url: '/hooks/report' }, ['/url']],
  ['an ftp url is rejected', { ...valid, url: 'ftp://example.com/x' }, ['/url']],
  ['an http url is accepted', { ...valid, url: 'http://example.com:8080/x?y=1' }, []],
  ['a url of 2049 characters is rejected', { ...valid, url: `https://e.com/${'a'.repeat(2035)}` }, ['/url']],
  ['a lower-case method is rejected', { ...valid, method: 'get' }, ['/method']],
  ['an unknown method is rejected', { ...valid, method: 'CONNECT' }, ['/method']],
  ['an unknown schedule_type is rejected', { ...valid, schedule_type: 'crontab' }, ['/schedule_type']],
  ['a cron job with an expression is accepted', { ...cron }, []],
  ['a cron job with a zone is accepted', { ...cron, timezone: 'America/New_York' }, []],
  ['each macro is accepted', { ...cron, cron_expression: '@annually' }, []],
  ['names, lists, ranges and steps are accepted', { ...cron, cron_expression: '0,30 9-17/2 1-15 jan-jun MON-FRI' }, []],
  ['cron without cron_expression is rejected', { ...cron, cron_expression: undefined }, ['/cron_expression']],
  ['cron with interval_seconds is rejected', { ...cron, interval_seconds: 3600 }, ['/interval_seconds']],
  ['interval with cron_expression is rejected', { ...valid, cron_expression: '* * * * *' }, ['/cron_expression']],
  ['interval with timezone is rejected', { ...valid, timezone: 'UTC' }, ['/timezone']],
  ['four fields are rejected', { ...cron, cron_expression: '* * * *' }, ['/cron_expression']],
  ['six fields are rejected', { ...cron, cron_expression: '0 * * * * *' }, ['/cron_expression']],
  ['Quartz # is rejected', { ...cron, cron_expression: '0 0 * * MON#2' }, ['/cron_expression']],
  ['@reboot is rejected', { ...cron, cron_expression: '@reboot' }, ['/cron_expression']],
  ['an offset is not a zone', { ...cron, timezone: '+05:00' }, ['/timezone']],
  ['interval_seconds 59 is rejected', { ...valid, interval_seconds: 59 }, ['/interval_seconds']],
  ['interval_seconds 60 is accepted', { ...valid, interval_seconds: 60 }, []],
  ['interval_seconds 31536000 is accepted', { ...valid, interval_seconds: 31_536_000 }, []],
  ['interval_seconds 31536001 is rejected', { ...valid, interval_seconds: 31_536_001 }, ['/interval_seconds']],
  ['a fractional interval is rejected', { ...valid, interval_seconds: 60.5 }, ['/interval_seconds']],
  ['an interval sent as a string is rejected', { ...valid, interval_seconds: '3600' }, ['/interval_seconds']],
  ['notify_on_failure as a string is rejected', { ...valid, notify_on_failure: 'true' }, ['/notify_on_failure']],
  ['an unknown field is rejected', { ...valid, colour: 'red' }, ['/colour']],
  ['a server field is rejected', { ...valid, id: 'job_01JD5ZQ3T9V8P6X4M2N1K0H7GF' }, ['/id']],
];

describe('JobCreate', () => {
  test.each(cases)('%s', (_name, body, pointers) => {
    const clean = JSON.parse(JSON.stringify(body)) as unknown;
    const found = validator.validate('#/components/schemas/JobCreate', clean).map((v) => v.pointer);
    expect([...new Set(found)].sort()).toEqual([...pointers].sort());
  });

  test('a JSON array is rejected at the root', () => {
    expect(validator.validate('#/components/schemas/JobCreate', [valid]).map((v) => v.pointer)).toEqual(['']);
  });

  test.each([['/hooks/report'], ['ftp://example.com/x']])('the url %s is refused once, in words', (url) => {
    expect(validator.validate('#/components/schemas/JobCreate', { ...valid, url })).toEqual([
      { pointer: '/url', detail: 'must be an absolute http or https URL' },
    ]);
  });

  test('defaults come from the spec', () => {
    const body: Record<string, unknown> = { ...valid };
    expect(validator.validateWithDefaults('#/components/schemas/JobCreate', body)).toEqual([]);
    expect(body).toMatchObject({ method: 'GET', notify_on_failure: false, timeout_seconds: 30 });
  });

  test('a cron job defaults its zone to UTC; an interval job gets no zone', () => {
    const cronBody: Record<string, unknown> = { ...cron };
    const intervalBody: Record<string, unknown> = { ...valid };
    expect(validator.validateWithDefaults('#/components/schemas/JobCreate', cronBody)).toEqual([]);
    expect(validator.validateWithDefaults('#/components/schemas/JobCreate', intervalBody)).toEqual([]);
    expect(cronBody.timezone).toBe('UTC');
    expect(intervalBody).not.toHaveProperty('timezone');
  });

  test('a field of the other schedule type is refused in words', () => {
    expect(validator.validate('#/components/schemas/JobCreate', { ...cron, interval_seconds: 60 })).toEqual([
      { pointer: '/interval_seconds', detail: 'is not allowed when schedule_type is cron' },
    ]);
  });
});

describe('JobUpdate', () => {
  test.each<[string, unknown, string[]]>([
    ['a one-field patch is accepted', { name: 'x' }, []],
    ['an empty patch is rejected', {}, ['']],
    ['an unknown field is rejected', { status: 'paused' }, ['/status']],
    ['an out-of-range interval is rejected', { interval_seconds: 1 }, ['/interval_seconds']],
  ])('%s', (_name, body, pointers) => {
    expect(validator.validate('#/components/schemas/JobUpdate', body).map((v) => v.pointer)).toEqual(pointers);
  });
});
