// Everything accepted is read back. Every create the service acknowledged (any 2xx) in a rule, whatever the
// rule was about, is looked for after the rule's body: in the create answer, where it shows a record, and
// in the account's list (seed §4.2: a client lists its jobs). Each field sent must come back as sent or
// converted keeping its meaning (meaning.ts; the full profile: exactly, as the spec's Job echoes it), and the
// job must be listed. A job the rule itself changed or deleted afterwards (PATCH, DELETE by its id) is the
// rule's own business and left out.
import type { Exchange } from '../transport/http.ts';
import { listRead, maxListWalks, type ListWalk } from '../lists/list-walker.ts';
import { itemsOf } from '../lists/list-shape.ts';
import { keepsMeaning, valueKind, type FieldType } from './meaning.ts';
import { createFields, fieldType } from '../spec/provenance.ts';
import { idOf, isJsonObject, shown, unwrapRecord, type JsonObject } from '../transport/record.ts';

export interface AcceptedCreate {
  readonly exchange: Exchange;
  readonly key: string;
  readonly body: JsonObject;
  /** The id the create answered with, when it answered one. */
  readonly id: string | undefined;
  /**
   * Fields the body names more than once (`{"name": "a", "name": "b"}`): which one a service keeps is its
   * parser's choice (RFC 8259 §4: names SHOULD be unique, behaviour otherwise unpredictable), so not judged.
   */
  readonly ambiguous: ReadonlySet<string>;
}

/** What the read-back needs of the rule's context. */
export interface ReadBackHost {
  readonly full: boolean;
  /** Every page of the account's list (core: the core walk; full: the spec's pages, or the core walk). */
  readList(key: string): Promise<ListWalk>;
  fail(summary: string, exchange: Exchange | undefined, expected: string, where: string): never;
  probe(promise: string, kind: string): void;
  unreached(promise: string, reason: string): void;
  /** Remembers a job for deletion at the end of the rule (a create that answered no id, found in the list). */
  track(id: string, key: string): void;
  /**
   * Whether a record's `url` names the job itself (REST's self-link convention, as Django REST framework and
   * GitHub write it): a path under /v1/ or the service's own address. Such a `url` is not the target sent.
   */
  isSelfLink(value: unknown): boolean;
}

/** The creates a rule made, and the ids it touched after. */
export class ReadBackLedger {
  readonly accepted: AcceptedCreate[] = [];
  private readonly touched = new Set<string>();

  /** Called with every exchange of the rule. */
  note(exchange: Exchange, key: string | undefined): void {
    const { request, response } = exchange;
    if (!response || response.status < 200 || response.status >= 300 || key === undefined) return;
    const path = request.path.split('?')[0]!;
    if (request.method === 'POST' && path === '/v1/jobs') {
      const body = parsedBody(request.body);
      if (isJsonObject(body))
        this.accepted.push({
          exchange,
          key,
          body,
          id: idOf(response.json),
          ambiguous: repeatedNames(request.body as string),
        });
      return;
    }
    const id = /^\/v1\/jobs\/([^/]+)$/.exec(path)?.[1];
    if (id !== undefined && (request.method === 'PATCH' || request.method === 'DELETE' || request.method === 'PUT'))
      this.touched.add(decodeURIComponent(id));
  }

  /** A job deleted by the clean-up (which a rule may call between its parts, as SEQ-001 does). */
  forget(id: string): void {
    this.touched.add(id);
  }

  /** The acknowledged creates still as the rule made them. */
  pending(): AcceptedCreate[] {
    return this.accepted.filter((entry) => entry.id === undefined || !this.touched.has(entry.id));
  }
}

function parsedBody(body: string | Uint8Array | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The member names a JSON text gives more than once (a name is `"…"` followed by a colon, outside a string). */
function repeatedNames(text: string): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const match of text.matchAll(/(?<!\\)"((?:[^"\\]|\\.)*)"\s*:/g)) {
    const name = match[1]!;
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return repeated;
}

/** The create body's fields with their types, read from the spec once. */
const fieldTypes: ReadonlyMap<string, { type: FieldType; seed: boolean }> = new Map(
  createFields().map((f) => [f.name, { type: fieldType(f) as FieldType, seed: f.seed }]),
);

/** The value of `field` in a record whose shape the seed does not show: at the top, else nested (breadth first). */
export function fieldOf(record: JsonObject, field: string): unknown {
  let level: JsonObject[] = [record];
  for (let depth = 0; depth < 3 && level.length > 0; depth++) {
    for (const object of level) if (field in object) return object[field];
    level = level.flatMap((object) => Object.values(object).filter(isJsonObject));
  }
  return undefined;
}

/** Whether a record is the one made by `entry`: its id, else its name, else its url (each as sent or keeping the meaning). */
function isMade(record: JsonObject, entry: AcceptedCreate): boolean {
  if (entry.id !== undefined) return idOf(record) === entry.id;
  for (const field of ['name', 'url'] as const) {
    const sent = entry.body[field];
    if (typeof sent !== 'string') continue;
    const value = fieldOf(record, field);
    return value !== undefined && keepsMeaning(field, 'string', sent, value);
  }
  return false;
}

function findIn(walk: ListWalk, entry: AcceptedCreate): { record: JsonObject; exchange: Exchange } | undefined {
  for (const exchange of walk.pages)
    for (const item of itemsOf(exchange.response?.json)) {
      const record = unwrapRecord(item);
      if (record && isMade(record, entry)) return { record, exchange };
    }
  return undefined;
}

/**
 * The distinct ids the list shows for the name an entry was created with — a name the kit made unique for
 * the run (`cjk-<run>-…`); the same id read twice (a walk shifted by a concurrent delete) is one job.
 */
function copiesOf(walk: ListWalk, entry: AcceptedCreate): string[] {
  const name = entry.body.name;
  if (typeof name !== 'string' || !name.startsWith('cjk-') || entry.ambiguous.has('name')) return [];
  const ids = new Set<string>();
  for (const exchange of walk.pages)
    for (const item of itemsOf(exchange.response?.json)) {
      const record = unwrapRecord(item);
      const id = record ? idOf(record) : undefined;
      if (record && id !== undefined && fieldOf(record, 'name') === name) ids.add(id);
    }
  return [...ids];
}

const label = (entry: AcceptedCreate): string => {
  const name = entry.body.name;
  return typeof name === 'string' ? name : `the job created at ${entry.exchange.request.path}`;
};

/** A value for a message: its JSON, cut at 80 characters. */
const brief = (value: unknown): string => {
  const text = shown(value);
  return text.length > 80 ? `${text.slice(0, 70)}… (${text.length} characters)` : text;
};

/**
 * Seed §2 rule 1: an interval job carries interval_seconds. A record that shows every other field sent under
 * its seed name, but neither interval_seconds nor the value sent anywhere, does not carry it. (A record that
 * renames fields — §2 rule 5 leaves them open — keeps the value somewhere, or renames others too.)
 */
function checkCarriesInterval(
  host: ReadBackHost,
  entry: AcceptedCreate,
  record: JsonObject,
  where: string,
  exchange: Exchange,
): void {
  // Any value sent and acknowledged: one the service took and then dropped (a fraction, a string) leaves an
  // interval job without its interval all the same.
  const sent = entry.body.interval_seconds;
  if (entry.body.schedule_type !== 'interval' || sent === undefined || sent === null || sent === 0) return;
  if (fieldOf(record, 'interval_seconds') !== undefined) return;
  const others = Object.keys(entry.body).filter((f) => f !== 'interval_seconds' && fieldTypes.get(f)?.seed);
  if (others.length === 0 || others.some((f) => fieldOf(record, f) === undefined)) return;
  const text = JSON.stringify(record);
  if (typeof sent === 'number' && new RegExp(`(?<![0-9.])${sent}(?![0-9])`).test(text)) return;
  host.fail(
    `the ${where} shows the interval job created with interval_seconds ${sent} with every other field sent (${others.join(', ')}) but no interval_seconds, nor ${sent} anywhere`,
    exchange,
    'an interval job that carries its interval_seconds (seed §2 rule 1)',
    host.full ? '#/components/schemas/Job' : 'seed §2 rule 1',
  );
}

/** Compares each field sent with what `record` shows; `where` names the answer (create answer, list). */
function compare(
  host: ReadBackHost,
  entry: AcceptedCreate,
  record: JsonObject,
  where: string,
  exchange: Exchange,
): void {
  checkCarriesInterval(host, entry, record, where, exchange);
  const fields = fieldTypes;
  for (const [field, sent] of Object.entries(entry.body)) {
    const known = fields.get(field);
    // Core: only the seed's fields (§2); a field sent as null is "not given" to a seed-correct service.
    if (!known || (!host.full && !known.seed) || sent === null || entry.ambiguous.has(field)) continue;
    const value = fieldOf(record, field);
    if (value === undefined) continue; // the record does not show it (§2 rule 5)
    if (field === 'url' && host.isSelfLink(value)) continue;
    host.probe(`2:${field}`, `${valueKind(known.type, sent)} read back from the ${where}`);
    if (!keepsMeaning(field, known.type, sent, value, host.full))
      host.fail(
        `the ${where} shows ${field} ${brief(value)} for the job created with ${field} ${brief(sent)} (answered ${entry.exchange.response?.status}): ${
          JSON.stringify(value) === JSON.stringify(sent)
            ? `kept as sent, but the seed makes ${field} ${known.type === 'integer' ? 'an integer' : `a ${known.type}`}`
            : 'stored other than sent'
        }`,
        exchange,
        host.full
          ? `${field}: ${brief(sent)}, exactly as sent`
          : `${field} as sent (${brief(sent)}), or converted keeping its meaning (conformance/harness/read-back/meaning.ts), or the create refused (any 4xx)`,
        host.full ? '#/components/schemas/Job' : 'seed §2',
      );
  }
}

/**
 * The read-back of a rule's acknowledged creates: the create answers, then one walk of each account's list
 * for all of them. A job missed by a walk of several pages counts as not listed only when two walks in a row
 * read the same list without it (other rules create and delete meanwhile); when the list cannot be read to
 * its end, the listing is not judged and the promise says why (`unreached`).
 */
export async function verifyReadBack(host: ReadBackHost, entries: readonly AcceptedCreate[]): Promise<void> {
  for (const entry of entries) {
    host.probe('4.1', 'acknowledged create read back');
    const record = unwrapRecord(entry.exchange.response?.json);
    if (record) compare(host, entry, record, 'create answer', entry.exchange);
  }
  for (const key of new Set(entries.map((e) => e.key))) {
    const mine = entries.filter((e) => e.key === key);
    let walk = await host.readList(key);
    let missing = mine.filter((e) => !findIn(walk, e));
    let before: string | undefined;
    for (let walks = 1; missing.length > 0 && !walk.undetermined && !walk.refused; walks++) {
      const read = listRead(walk);
      if (read === before) break;
      if (walks >= maxListWalks) {
        host.unreached(
          '4.2',
          `the list lacked ${label(missing[0]!)}, but it changed under each of ${walks} walks (jobs created or deleted meanwhile)`,
        );
        return;
      }
      before = read;
      walk = await host.readList(key);
      // Judged on the last walk alone: a job one walk found may be on no page of the next (deletes shift pages).
      missing = mine.filter((e) => !findIn(walk, e));
    }
    if (walk.refused || walk.undetermined) {
      host.unreached('4.2', walk.undetermined ?? 'the job list did not answer with a 2xx');
      continue;
    }
    if (walk.emptyFirstPage)
      host.fail(
        `GET /v1/jobs shows none of the account's ${mine.length} acknowledged jobs and names no next page; they appear only under a page or offset parameter (${walk.pages[1]?.request.path ?? 'page 2'})`,
        walk.pages[0] ?? walk.exchange,
        "the account's jobs in its list as it comes, or a next page the answer names",
        host.full ? '#/paths/~1v1~1jobs/get' : 'seed §4.2',
      );
    const lost = missing[0];
    if (lost)
      host.fail(
        `${label(lost)} was acknowledged (${lost.exchange.response?.status}${lost.id === undefined ? '' : `, id ${lost.id}`}) but is not in the account's list: ${missing.length} of ${mine.length} acknowledged creates missing, in walks to the end of the list (the last two read the same list)`,
        walk.exchange,
        "every job the service acknowledged, in its account's list",
        host.full ? '#/paths/~1v1~1jobs/get' : 'seed §4.2',
      );
    const shown = new Map<string, JsonObject>();
    // A name the rule sent in more than one acknowledged create is listed once for each.
    const sentAs = new Map<unknown, number>();
    for (const entry of mine) sentAs.set(entry.body.name, (sentAs.get(entry.body.name) ?? 0) + 1);
    for (const entry of mine) {
      const copies = copiesOf(walk, entry);
      if (copies.length > (sentAs.get(entry.body.name) ?? 1))
        host.fail(
          `${label(entry)} was created ${sentAs.get(entry.body.name) === 1 ? 'once' : `${sentAs.get(entry.body.name)} times`} (${entry.exchange.response?.status}) and is listed as ${copies.length} jobs (ids ${copies.join(', ')})`,
          walk.exchange,
          'one job for one acknowledged create',
          host.full ? '#/paths/~1v1~1jobs/post' : 'seed §4.1',
        );
      const found = findIn(walk, entry);
      if (!found) continue; // missing from this walk: judged above, with the rest
      const listedId = idOf(found.record);
      if (entry.id === undefined && listedId !== undefined) host.track(listedId, key);
      host.probe('4.2', 'acknowledged job found in its own list');
      compare(host, entry, found.record, 'list', found.exchange);
      shown.set(entryKeyOf(entry), found.record);
    }
    checkNothingDropped(host, mine, shown, walk);
  }
}

const entryKeyOf = (entry: AcceptedCreate) => `${entry.id ?? ''}\0${String(entry.body.name)}`;

/**
 * A field the list shows for some of the account's jobs but leaves out of the rule's jobs created with two or
 * more different values of it: the service took those values and dropped them. A record may leave fields out
 * (seed §2 rule 5), and one that leaves out its default value is consistent — but only one value can be the
 * default, so two different values sent and both missing are values accepted and not kept.
 */
function checkNothingDropped(
  host: ReadBackHost,
  entries: readonly AcceptedCreate[],
  shown: ReadonlyMap<string, JsonObject>,
  walk: ListWalk,
): void {
  const fields = fieldTypes;
  const listed = walk.pages.flatMap((page) => itemsOf(page.response?.json)).map(unwrapRecord);
  const exchange = walk.exchange;
  for (const [field, known] of fields) {
    if (!host.full && !known.seed) continue;
    const showing = listed.some((record) => record !== undefined && fieldOf(record, field) !== undefined);
    if (!showing) continue;
    const dropped = new Map<string, AcceptedCreate>();
    for (const entry of entries) {
      const sent = entry.body[field];
      const record = shown.get(entryKeyOf(entry));
      if (sent === undefined || sent === null || entry.ambiguous.has(field) || !record) continue;
      if (fieldOf(record, field) === undefined) dropped.set(JSON.stringify(sent), entry);
    }
    if (dropped.size < 2) continue;
    const values = [...dropped.keys()];
    host.fail(
      `the list shows ${field} for some jobs but not for the jobs created with ${field} ${values.slice(0, 3).join(', ')}${values.length > 3 ? ` and ${values.length - 3} more` : ''} (each acknowledged): values taken and not kept`,
      exchange,
      `${field} kept as sent, converted keeping its meaning, or the create refused (any 4xx)`,
      host.full ? '#/components/schemas/Job' : 'seed §2',
    );
  }
}
