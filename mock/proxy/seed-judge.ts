// `--judge core`: only what the seed states (conformance/runner/seed-statements.ts lists it), as the
// conformance core profile assumes it — the key is sent (§5.1) and a missing one is refused with some 4xx;
// request bodies are JSON sent as application/json (§1); a create sends a JSON object whose seed fields
// have the seed's types (§2, §4.1), and an interval job carries interval_seconds (§2 rule 1); the API lives
// under /v1 (§9.1); it is an HTTP JSON API (§1), so a 2xx job answer with a body is JSON. Nothing else: the
// seed leaves statuses, shapes, ids and limits open, so the proxy does not guess them. A 5xx is never an
// answer a contract allows, so it is the server's at every level (exchange-judge.ts).
import { mediaTypeEssence } from '../../contract/media-type.ts';
import { isCreate, isJobPath } from './job-paths.ts';
import { answerJson, keyOf, parseJson, pathOf, type ProxiedExchange, type SidedViolation } from './exchange.ts';

type FieldCheck = readonly [field: string, type: string, check: (value: unknown) => boolean];

const absoluteUrl = (value: unknown): boolean =>
  typeof value === 'string' && URL.canParse(value) && /^[a-z][a-z0-9+.-]*:/i.test(value);

/** The seed's job fields and types (§2), in its table's order. */
const seedFields: readonly FieldCheck[] = [
  ['name', 'a string', (v) => typeof v === 'string'],
  ['url', 'an absolute URL', absoluteUrl],
  ['method', 'a string', (v) => typeof v === 'string'],
  ['schedule_type', 'a string', (v) => typeof v === 'string'],
  ['interval_seconds', 'an integer', (v) => typeof v === 'number' && Number.isInteger(v)],
  ['notify_on_failure', 'a boolean', (v) => typeof v === 'boolean'],
];

const client = (rule: string, where: string, detail: string, pointer?: string): SidedViolation => ({
  rule,
  side: 'client',
  where,
  detail,
  ...(pointer !== undefined ? { pointer } : {}),
});
const server = (rule: string, where: string, detail: string, pointer?: string): SidedViolation => ({
  rule,
  side: 'server',
  where,
  detail,
  ...(pointer !== undefined ? { pointer } : {}),
});

function createBodyViolations(exchange: ProxiedExchange): SidedViolation[] {
  const type = mediaTypeEssence(exchange.headers['content-type']);
  const out: SidedViolation[] = [];
  if (type !== 'application/json')
    out.push(
      client(
        'content-type',
        'seed §1',
        `a create's body is sent as application/json; Content-Type was ${JSON.stringify(exchange.headers['content-type'] ?? '')}`,
      ),
    );
  const parsed = parseJson(new TextDecoder().decode(exchange.body));
  if (!parsed.ok) return [...out, client('json', 'seed §1', 'the request body is not JSON')];
  const job = parsed.value;
  if (typeof job !== 'object' || job === null || Array.isArray(job))
    return [...out, client('schema', 'seed §4.1', 'a create sends a JSON object of the job fields', '')];
  const fields = job as Record<string, unknown>;
  for (const [field, type, check] of seedFields)
    if (field in fields && !check(fields[field]))
      out.push(
        client('schema', 'seed §2', `${field} must be ${type}, got ${JSON.stringify(fields[field])}`, `/${field}`),
      );
  if (fields.schedule_type === 'interval' && !('interval_seconds' in fields))
    out.push(
      client('schema', 'seed §2.1', 'a job with schedule_type interval carries interval_seconds', '/interval_seconds'),
    );
  return out;
}

export function seedRequestViolations(exchange: ProxiedExchange): SidedViolation[] {
  const path = pathOf(exchange.target);
  const out: SidedViolation[] = [];
  if (path !== '/v1' && !path.startsWith('/v1/'))
    out.push(client('prefix', 'seed §9.1', `the job endpoints live under /v1; ${JSON.stringify(path)} is outside it`));
  if (keyOf(exchange) === undefined)
    out.push(client('auth', 'seed §5.1', 'each request carries the API key in X-API-Key; none was sent'));
  if (isCreate(exchange.method, path)) out.push(...createBodyViolations(exchange));
  return out;
}

export function seedAnswerViolations(exchange: ProxiedExchange): SidedViolation[] {
  const { status, text } = exchange.answer;
  const out: SidedViolation[] = [];
  const refused = status >= 400 && status < 500;
  if (keyOf(exchange) === undefined && !refused && status < 500)
    out.push(
      server(
        'auth',
        'seed §5.1',
        `a request without an API key was answered ${status}; the seed authenticates each request, so it is refused with a 4xx`,
      ),
    );
  if (
    status >= 200 &&
    status < 300 &&
    isJobPath(pathOf(exchange.target)) &&
    text.length > 0 &&
    !answerJson(exchange).ok
  )
    out.push(server('json', 'seed §1', `the ${status} answer's body is not JSON; the service is an HTTP JSON API`, ''));
  return out;
}
