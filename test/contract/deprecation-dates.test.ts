// The six months between a deprecation and its sunset (spec info.description, "Deprecation"), checked
// by `npm run lint:spec` on every deprecated element wherever it sits.
import { expect, test } from 'vitest';
import { deprecationDateProblems } from '../../scripts/deprecation-dates.ts';

const marked = (at: string, sunset: string) => ({
  deprecated: true,
  'x-deprecated-at': at,
  'x-sunset-at': sunset,
  'x-deprecation-notice': 'https://n.example/x',
});

test('a sunset six months or more after the deprecation passes; one sooner is named with its pointer', () => {
  const document = {
    paths: {
      '/v1/jobs': {
        get: marked('2027-01-31T00:00:00Z', '2027-07-31T00:00:00Z'),
        post: { parameters: [{ name: 'x', ...marked('2027-01-01T00:00:00Z', '2027-06-30T23:59:59Z') }] },
      },
    },
    components: { schemas: { A: { properties: { b: marked('2027-01-01T00:00:00Z', 'soon') } } } },
  };
  expect(deprecationDateProblems(document)).toEqual([
    '#/paths/~1v1~1jobs/post/parameters/0: x-sunset-at 2027-06-30T23:59:59Z is less than 6 months after x-deprecated-at 2027-01-01T00:00:00Z',
    '#/components/schemas/A/properties/b: x-deprecated-at or x-sunset-at is not a date',
  ]);
});

test('what is not deprecated, or has no sunset yet, is not judged', () => {
  expect(
    deprecationDateProblems({
      a: { deprecated: false, 'x-sunset-at': 'never' },
      b: { deprecated: true, 'x-deprecated-at': '2027-01-01T00:00:00Z' },
    }),
  ).toEqual([]);
});
