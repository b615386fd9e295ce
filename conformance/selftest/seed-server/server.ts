// An independent, deliberately different implementation of the Cron Job Scheduling Service, written from
// the seed (spec/seed/cron-job-service-spec.md) alone, on bare node:http. It proves that the
// conformance suite's core profile assumes nothing the seed leaves "not shown" (issue 5, item 4), and its
// switchable breaks (breaks.ts) are seed violations the suite must catch (item 5).
//
// Seed statements it honours: X-API-Key on every request (§4, §5.1), POST and GET /v1/jobs (§4.1, §4.2)
// under the /v1 prefix (§9.1), JSON bodies (§1), the job fields and their types and rule 1 (§2), jobs
// listed per account (§1).
//
// Its own choices on the open points (each differs from spec/openapi.yaml):
// - create answers 200 with {"job": {...}} (or 201 with the bare record, or 204 with no body) and no
//   Location; ids are integers (or UUIDs); the record
//   carries `state: "enabled"` and `created` (Unix seconds);
// - list answers {"items": [...], "total": n} (or a bare array, or {"result": {"jobs": [...]}}), oldest first, everything unless
//   `per_page`/`page` are given;
// - auth failures answer 403: text/plain for a missing key, {"code","message"} JSON for a wrong one;
//   for POST the body is validated before the key is checked;
// - errors are {"error": "..."} with 400 (validation, malformed JSON, wrong Content-Type), 404, 405
//   (no Allow), 413 text/plain over 100,000 bytes; never problem+json; never 5xx unless a break says so.
// - variants: `pageSize` jobs a page when paginated; `values: 'narrow'` refuses (400) every value past a
//   small domain (validate.ts), the other way a seed-correct service may answer unusual values;
//   `types: 'coerce'` converts a value of another type as Ajv does (Fastify's default) instead of refusing
//   it; `createAnswer: 'accepted'` answers 202 {"data": {...}}; `compress` gzips answers to a client that
//   accepts gzip; `head` answers HEAD like GET, without the body.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { SeedBreak } from './breaks.ts';
import { validateCreate, type SeedJobFields } from './validate.ts';

export interface SeedServerOptions {
  port?: number;
  host?: string;
  /** One account per key. */
  keys: string[];
  /** Seed violations to switch on (one or several). */
  broken?: SeedBreak | SeedBreak[];
  /** Shape choices on the open points; the defaults are `items` and `int`. */
  listShape?: 'items' | 'array' | 'nested';
  ids?: 'int' | 'uuid';
  /** `wrapped` (default): 200 {"job": {...}}; `data`: 200 {"data": {...}}; `accepted`: 202 {"data": {...}}; `bare`: 201 with the record; `empty`: 204, no body. */
  createAnswer?: 'wrapped' | 'data' | 'accepted' | 'bare' | 'empty';
  /**
   * How the list pages (five jobs a page, oldest first) when not `none` (default: everything, or
   * `page`/`per_page` when asked): `link` — a bare array and an RFC 8288 Link header; `cursor` —
   * `{"data", "next_cursor"}`; `token` — `{"results", "nextPageToken"}` sent back as `tokenParam`; `page` —
   * `{"items", "page", "total"}` with `?page=N`; `offset` — `{"jobs", "meta": {"total", "offset"}}` with
   * `?offset=N`.
   */
  pagination?: 'none' | 'link' | 'cursor' | 'token' | 'page' | 'offset';
  /** The query parameter a `token` page's nextPageToken goes back in (default `pageToken`; `page_token` as many APIs spell it). */
  tokenParam?: string;
  /** Jobs each account already has when the server starts (so a new job is not on the first page). */
  prefill?: number;
  /** Jobs a page when `pagination` is not `none` (default 5). */
  pageSize?: number;
  /** `broad` (default): the choices of validate.ts; `narrow`: also refuses (400) every value past a small domain (validate.ts). */
  values?: 'broad' | 'narrow';
  /** `json` (default): {"error": "..."}; `text`: text/plain. */
  errors?: 'json' | 'text';
  /** The status of an authentication failure: 403 (default) or 401. */
  authStatus?: 401 | 403;
  /** `strict` (default): a value of another JSON type answers 400; `coerce`: converted as Ajv converts it (validate.ts). */
  types?: 'strict' | 'coerce';
  /** Answers gzip-compressed (Content-Encoding: gzip) when the request's Accept-Encoding names gzip. */
  compress?: boolean;
  /** Answers HEAD like GET, without the body (default: 405 after the key check). */
  head?: boolean;
  /** An interval job created without interval_seconds gets this many (default: such a create is refused). */
  intervalDefault?: number;
  /** A known key in `?api_key=` authenticates too: a second way to send it, which the seed leaves open. */
  queryKey?: boolean;
  /**
   * Stores values normalised, keeping their meaning: names in Unicode NFC and trimmed, urls as the WHATWG URL
   * Standard serialises them, methods in upper case, schedule_type in lower case.
   */
  normalise?: boolean;
  /** Honours `?name=`, `?method=`, `?q=` (a name search) and `?per_page=` (up to 100), per account. */
  filters?: boolean;
}

export interface SeedServer {
  url: string;
  close(): Promise<void>;
}

interface StoredJob extends SeedJobFields {
  id: number | string;
  state: 'enabled';
  created: number;
  account: number;
  /** Created without notify_on_failure (what the `list-500-after-job-without-notify` break trips on). */
  notifyLeftOut?: boolean;
}

const BODY_LIMIT = 100_000;

/** Answers of servers started with `compress`, to a client that accepts gzip. */
const gzipped = new WeakSet<ServerResponse>();

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const payload = gzipped.has(res) ? gzipSync(text) : Buffer.from(text);
  const encoding = gzipped.has(res) ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {};
  res.writeHead(status, {
    'content-type': type,
    'content-length': payload.length,
    'cache-control': 'no-store',
    ...encoding,
  });
  res.end(payload);
}

function readBody(req: IncomingMessage): Promise<{ text: string; tooLarge: boolean }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk); // keep draining past the limit so the client sees the answer
    });
    req.on('end', () => resolve({ text: Buffer.concat(chunks).toString('utf8'), tooLarge: size > BODY_LIMIT }));
    req.on('error', () => resolve({ text: '', tooLarge: false }));
  });
}

export function startSeedServer(options: SeedServerOptions): Promise<SeedServer> {
  const breaks = new Set<SeedBreak>(options.broken === undefined ? [] : ([] as SeedBreak[]).concat(options.broken));
  const accounts = new Map(options.keys.map((key, index) => [key, index]));
  const jobs: StoredJob[] = [];
  let nextId = 1;
  /** The `first-job-lost` break has lost its job. */
  let firstLost = false;
  /** The `key-checked-once-per-connection` break's account per connection. */
  const connectionAccounts = new WeakMap<object, number>();
  const authStatus = options.authStatus ?? 403;
  const error = (res: ServerResponse, status: number, message: string) =>
    options.errors === 'text'
      ? send(res, status, `${message}\n`, 'text/plain; charset=utf-8')
      : send(res, status, { error: message });
  for (const account of accounts.values())
    for (let i = 0; i < (options.prefill ?? 0); i++)
      jobs.push({
        id: options.ids === 'uuid' ? randomUUID() : nextId++,
        name: `existing ${i}`,
        url: 'https://example.com/existing',
        method: 'GET',
        schedule_type: 'interval',
        interval_seconds: 3600,
        notify_on_failure: false,
        state: 'enabled',
        created: 0,
        account,
      });

  /** The account of the request, or the failure answer. §5.1: the key travels in X-API-Key. */
  function authenticate(req: IncomingMessage, url: URL): number | { status: number; text?: string; json?: unknown } {
    const header = req.headers['x-api-key'];
    const key = typeof header === 'string' ? header : undefined;
    const cached = breaks.has('key-checked-once-per-connection') ? connectionAccounts.get(req.socket) : undefined;
    if (cached !== undefined) return cached;
    if (breaks.has('key-checked-once-per-connection') && key !== undefined && accounts.has(key))
      connectionAccounts.set(req.socket, accounts.get(key)!);
    if (breaks.has('key-skipped-for-any-accept') && req.headers.accept === '*/*')
      return key !== undefined && accounts.has(key) ? accounts.get(key)! : 0;
    if (key !== undefined && accounts.has(key)) return accounts.get(key)!;
    const loose = [...accounts].find(
      ([known]) =>
        key !== undefined &&
        key !== '' &&
        ((breaks.has('key-case-insensitive') && known.toLowerCase() === key.toLowerCase()) ||
          (breaks.has('key-prefix-match') && key.startsWith(known))),
    );
    if (loose) return loose[1];
    const queryKey = url.searchParams.get('api_key');
    if (options.queryKey && key === undefined && queryKey !== null && accounts.has(queryKey))
      return accounts.get(queryKey)!;
    if (key === undefined || key === '') {
      if (breaks.has('accept-missing-key')) return 0;
      return { status: authStatus, text: 'Forbidden: send your API key in the X-API-Key header.\n' };
    }
    if (breaks.has('accept-wrong-key')) return 0;
    return { status: authStatus, json: { code: 'FORBIDDEN', message: 'The API key is not valid.' } };
  }

  /** Maps a request path to the jobs collection, honouring §9.1 (and the prefix breaks). */
  function isJobsPath(pathname: string): boolean {
    const path = pathname.endsWith('/') && pathname.length > 1 ? pathname.slice(0, -1) : pathname;
    if (path === '/v1/jobs') return true;
    if (breaks.has('serve-without-prefix') && path === '/jobs') return true;
    if (breaks.has('serve-any-version') && /^\/v[0-9]+\/jobs$/i.test(path)) return true;
    return false;
  }

  function view(job: StoredJob) {
    const { account: _account, notifyLeftOut: _notifyLeftOut, ...rest } = job;
    if (breaks.has('interval-in-minutes') && rest.interval_seconds !== undefined)
      rest.interval_seconds = Math.round(rest.interval_seconds / 60);
    const shown: Record<string, unknown> = breaks.has('drop-notify-flag')
      ? { ...rest, notify_on_failure: false }
      : rest;
    if (breaks.has('url-stored-as-array')) shown.url = [rest.url];
    if (breaks.has('interval-not-kept')) delete shown.interval_seconds;
    return shown;
  }

  /** What is kept of a create's fields: as checked, or normalised (`normalise`), or as a break spoils it. */
  function stored(fields: SeedJobFields): SeedJobFields {
    const out = { ...fields };
    if (options.normalise) {
      out.name = out.name.normalize('NFC').trim();
      out.url = new URL(out.url).href;
      out.method = out.method.toUpperCase();
      out.schedule_type = out.schedule_type.toLowerCase();
    }
    if (breaks.has('int32-intervals') && out.interval_seconds !== undefined) out.interval_seconds |= 0;
    if (breaks.has('post-stored-as-get') && out.method === 'POST') out.method = 'GET';
    if (breaks.has('names-cut-at-255')) out.name = out.name.slice(0, 255);
    if (breaks.has('combining-marks-dropped')) out.name = out.name.normalize('NFD').replace(/\p{M}/gu, '');
    return out;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://seed.invalid');
    const method = req.method ?? 'GET';
    const jobsPath = isJobsPath(url.pathname);

    const denied = (auth: Exclude<ReturnType<typeof authenticate>, number>) =>
      auth.text !== undefined
        ? send(res, auth.status, auth.text, 'text/plain; charset=utf-8')
        : send(res, auth.status, auth.json);

    if (jobsPath && method === 'POST') {
      // Choice: the body is judged before the key (the seed does not fix the order).
      const { text, tooLarge } = await readBody(req);
      if (tooLarge) return send(res, 413, 'Request body too large.\n', 'text/plain; charset=utf-8');
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json') return error(res, 400, 'Content-Type must be application/json');
      let parsed: unknown;
      if (breaks.has('deep-nesting-500') && nestingDepth(text) > 1000)
        return send(res, 500, 'Internal Server Error', 'text/plain');
      try {
        parsed = JSON.parse(text);
      } catch {
        if (breaks.has('malformed-json-500')) return send(res, 500, 'Internal Server Error', 'text/plain');
        return error(res, 400, 'malformed JSON');
      }
      if (breaks.has('non-object-500') && (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))) {
        return send(res, 500, 'Internal Server Error', 'text/plain');
      }
      const result = validateCreate(parsed, breaks, options.values, options.types, options.intervalDefault);
      if (!result.ok) {
        if (result.crash) return send(res, 500, 'Internal Server Error', 'text/plain');
        return error(res, 400, result.error);
      }
      const auth = breaks.has('create-without-key') ? 0 : authenticate(req, url);
      if (typeof auth !== 'number') return denied(auth);
      if (breaks.has('drop-on-lower-case-method') && result.fields.method !== result.fields.method.toUpperCase()) {
        req.socket.destroy();
        return;
      }
      const job: StoredJob = {
        id: options.ids === 'uuid' ? randomUUID() : nextId++,
        ...stored(result.fields),
        state: 'enabled',
        created: Math.floor(Date.now() / 1000),
        account: auth,
        ...((parsed as Record<string, unknown>).notify_on_failure === undefined ? { notifyLeftOut: true } : {}),
      };
      const dropped =
        (breaks.has('drop-creates-past-twenty') && jobs.filter((j) => j.account === auth).length >= 20) ||
        (breaks.has('first-job-lost') && !firstLost && (firstLost = true));
      if (!breaks.has('create-not-listed') && !dropped) jobs.push(job);
      if (options.createAnswer === 'empty') {
        res.writeHead(204).end();
        return;
      }
      if (options.createAnswer === 'bare') return send(res, 201, view(job));
      if (options.createAnswer === 'data') return send(res, 200, { data: view(job) });
      if (options.createAnswer === 'accepted') return send(res, 202, { data: view(job) });
      return send(res, 200, { job: view(job) });
    }

    // Every other request: the key first, then the route.
    req.resume();
    // The break answers HEAD from the GET route before the key check, as a catch-all HEAD handler would.
    const headBypass = breaks.has('head-served-without-key') && method === 'HEAD' && jobsPath;
    const auth = headBypass ? 0 : authenticate(req, url);
    if (typeof auth !== 'number') return denied(auth);
    if (!jobsPath) return error(res, 404, 'no such resource');
    if (method !== 'GET' && !(method === 'HEAD' && (options.head || headBypass)))
      return error(res, 405, `${method} is not supported here`);

    let own = jobs.filter((job) => job.account === auth);
    const nameFilter = url.searchParams.get('name');
    if (breaks.has('name-filter-all-accounts') && nameFilter !== null) own = jobs.filter((j) => j.name === nameFilter);
    const perPageAsked = Number(url.searchParams.get('per_page'));
    if (breaks.has('large-page-all-accounts') && perPageAsked > 100) own = jobs;
    if (options.filters) {
      const query = (name: string) => url.searchParams.get(name);
      if (nameFilter !== null) own = own.filter((j) => j.name === nameFilter);
      if (query('method') !== null) own = own.filter((j) => j.method === query('method'));
      if (query('q') !== null) own = own.filter((j) => j.name.includes(query('q')!));
    }
    if (breaks.has('list-500-after-job-without-notify') && own.some((job) => job.notifyLeftOut))
      return send(res, 500, 'Internal Server Error', 'text/plain');
    const mine =
      breaks.has('list-all-accounts') || (breaks.has('isolation-lost-past-25-jobs') && own.length > 25) ? jobs : own;
    const pageSize = options.pageSize ?? 5;
    const listed =
      breaks.has('isolation-lost-from-page-six') && mine.length > 5 * pageSize
        ? [...mine, ...jobs.filter((job) => job.account !== auth)]
        : mine;
    if (options.pagination && options.pagination !== 'none') return paged(res, url, listed.map(view));
    let page = mine;
    const perPage = url.searchParams.get('per_page');
    const pageNo = url.searchParams.get('page');
    if (perPage !== null || pageNo !== null) {
      const size = perPage === null ? 50 : Number(perPage);
      const index = pageNo === null ? 1 : Number(pageNo);
      if (!Number.isInteger(size) || size < 1 || size > 500)
        return error(res, 400, 'per_page must be an integer from 1 to 500');
      if (!Number.isInteger(index) || index < 1) return error(res, 400, 'page must be a positive integer');
      page = mine.slice((index - 1) * size, index * size);
    }
    const items = page.map(view);
    if (options.listShape === 'array') return send(res, 200, items);
    if (options.listShape === 'nested')
      return send(res, 200, { result: { jobs: items }, page: { total: mine.length } });
    return send(res, 200, { items, total: mine.length });
  }

  /** `options.pageSize` jobs a page (five by default), the way `options.pagination` says. */
  function paged(res: ServerResponse, url: URL, all: unknown[]): void {
    const size = options.pageSize ?? 5;
    const int = (name: string, fallback: number) => {
      const value = url.searchParams.get(name);
      return value === null ? fallback : /^\d+$/.test(value) ? Number(value) : Number.NaN;
    };
    const start = {
      link: (int('page', 1) - 1) * size,
      page: (int('page', 1) - 1) * size,
      offset: int('offset', 0),
      cursor: int('cursor', 0),
      token: int(options.tokenParam ?? 'pageToken', 0),
    }[options.pagination as 'link'];
    if (!Number.isInteger(start) || start < 0) return error(res, 400, 'bad page parameter');
    if (breaks.has('list-500-past-first-page') && start > 0)
      return send(res, 500, 'Internal Server Error', 'text/plain');
    const items = all.slice(start, start + size);
    const more = start + size < all.length;
    switch (options.pagination) {
      case 'link': {
        const page = start / size + 1;
        const links = [`</v1/jobs?page=1>; rel="first"`, ...(more ? [`</v1/jobs?page=${page + 1}>; rel="next"`] : [])];
        res.setHeader('link', links.join(', '));
        return send(res, 200, items);
      }
      case 'cursor':
        return send(res, 200, { data: items, next_cursor: more ? String(start + size) : null });
      case 'token':
        return send(res, 200, { results: items, ...(more ? { nextPageToken: String(start + size) } : {}) });
      case 'page':
        return send(res, 200, { items, page: start / size + 1, total: all.length });
      default:
        return send(res, 200, { jobs: items, meta: { total: all.length, offset: start } });
    }
  }

  const server = createServer((req, res) => {
    if (options.compress && /\bgzip\b/i.test(req.headers['accept-encoding'] ?? '')) gzipped.add(res);
    handle(req, res).catch(() => {
      if (!res.headersSent) error(res, 400, 'bad request');
      else res.end();
    });
  });
  // Malformed HTTP from a client answers 400, never a crash.
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    else socket.destroy();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** How deep a JSON text's brackets nest (strings not skipped: only the break uses it, on the kit's bodies). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const char of text) {
    if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}
