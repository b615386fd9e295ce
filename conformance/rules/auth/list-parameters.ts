// The list parameters a service may honour though the seed shows none (§4.2: "pagination and filters: not
// shown"), for AUTH-016: page sizes under their common names, a filter on each field the other account's jobs
// show (with their values, which a filter that forgets the account would find), searches for their names,
// and the words that ask for everything. Each probe is one query; the rule walks those the service honours.
import { isJsonObject } from '../../harness/transport/record.ts';

export interface ListProbe {
  readonly query: Readonly<Record<string, string>>;
  /** `?method=POST` */
  readonly label: string;
  /** For the report's count of probes by kind: "a page size", "a filter on method", "a search"… */
  readonly kind: string;
  /** A page size: the rule also tries the largest size the service accepts. */
  readonly size?: true;
}

/** Page-size parameters as common APIs spell them (Stripe, GitHub, Google, OData, JSON:API without brackets…). */
export const pageSizeNames = [
  'limit',
  'per_page',
  'perPage',
  'page_size',
  'pageSize',
  'size',
  'count',
  'max',
  'max_results',
  'maxResults',
  'top',
  '$top',
  'first',
  'take',
  'n',
] as const;

/** Page sizes to try, largest first: the first one the service takes and honours is its largest. */
export const largePageSizes = [1000, 500, 250, 200, 100, 50] as const;

const searchNames = ['q', 'search', 'query', 'filter'] as const;

const everything = [
  ['all', 'true'],
  ['include_all', 'true'],
  ['scope', 'all'],
  ['account', '*'],
] as const;

const label = (query: Record<string, string>) => `?${new URLSearchParams(query)}`;

/** A record's scalar fields, at the top and one level down (`schedule.type` as `type`), as query values. */
function scalars(record: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  const visit = (object: Record<string, unknown>, depth: number) => {
    for (const [field, value] of Object.entries(object)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        out.push([field, String(value)]);
      else if (isJsonObject(value) && depth === 0) visit(value, 1);
    }
  };
  visit(record, 0);
  return out;
}

/**
 * Every probe for a reader, from one of the other account's job records (as its list or create answer shows
 * it): the one whose values set it apart, so a filter on any field of it selects it.
 */
export function listParameterProbes(theirs: Record<string, unknown>): ListProbe[] {
  const probes: ListProbe[] = pageSizeNames.map((name) => ({
    query: { [name]: '1' },
    label: label({ [name]: '1' }),
    kind: `a page size (${name})`,
    size: true,
  }));
  for (const [field, value] of scalars(theirs))
    if (value.length <= 200)
      probes.push({ query: { [field]: value }, label: label({ [field]: value }), kind: `a filter on ${field}` });
  if (typeof theirs.name === 'string') {
    // The name and its run prefix (`cjk-<run>-auth-016`): a search that forgets the account finds both.
    const prefix = theirs.name.replace(/-\d+$/, '');
    for (const param of searchNames)
      for (const value of new Set([theirs.name, prefix])) {
        const query = { [param]: value };
        probes.push({ query, label: label(query), kind: `a search (${param})` });
      }
  }
  for (const [param, value] of everything)
    probes.push({ query: { [param]: value }, label: label({ [param]: value }), kind: 'a request for every account' });
  return probes;
}
