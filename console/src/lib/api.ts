// The console's two typed clients: the control API (/__mock, typed from spec/mock-control.yaml) and the
// service API (/v1, the project's client with the current account's key). A contract change the console
// does not follow fails the type check. The control token, when the mock has one, is kept in
// sessionStorage (gone with the tab) and sent as `Authorization: Bearer`; a 401 from /__mock asks for it.
// Behind a sandbox's balancer (docs/sandbox.md) the console acts as one account by its key instead:
// every control call carries it in X-API-Key, so it reaches the shard that holds the account.
import createClient, { type Middleware } from 'openapi-fetch';
import { createCronJobsClient, type CronJobsClient } from '../../../client/index.ts';
import type { components as controlComponents, paths as controlPaths } from '../../../generated/mock-control.ts';

export type {
  Job,
  JobCreate,
  JobUpdate,
  Run,
  SchedulePreviewRequest,
  ValidationProblem,
} from '../../../client/index.ts';
export type Account = controlComponents['schemas']['Account'];
export type Clock = controlComponents['schemas']['Clock'];
export type TestClock = controlComponents['schemas']['TestClock'];
export type Notification = controlComponents['schemas']['Notification'];
export type NotificationSettings = controlComponents['schemas']['NotificationSettings'];
export type JournalEntry = controlComponents['schemas']['JournalEntry'];

const tokenKey = 'cronjobs-console.control-token';
export const origin = globalThis.location?.origin ?? 'http://127.0.0.1:4010';

export function controlToken(): string | null {
  return sessionStorage.getItem(tokenKey);
}

export function saveControlToken(token: string): void {
  sessionStorage.setItem(tokenKey, token.trim());
}

/** Called when /__mock answers 401: the app shows the token form. */
export const tokenListeners = new Set<() => void>();

export function authorization(): Record<string, string> {
  const token = controlToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

const withToken: Middleware = {
  onRequest({ request }) {
    const token = controlToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ response }) {
    if (response.status === 401) for (const listener of tokenListeners) listener();
    return response;
  },
};

/**
 * Behind a sandbox's balancer (docs/sandbox.md): the balancer refuses control calls without a key (its 400
 * carries `X-Cronjobs-Sandbox`), so the console knows accounts only by the keys it is given — kept in this
 * tab only, as the control token is — and sends the current one with every control call.
 */
export const sandbox = { active: false, key: undefined as string | undefined };
const keysKey = 'cronjobs-console.api-keys';

export function knownKeys(): string[] {
  try {
    const keys: unknown = JSON.parse(sessionStorage.getItem(keysKey) ?? '[]');
    return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps `key` first among the known keys, without `replacing` (a key rotated away). */
export function rememberKey(key: string, replacing?: string): void {
  const kept = knownKeys().filter((known) => known !== key && known !== replacing);
  sessionStorage.setItem(keysKey, JSON.stringify([key, ...kept]));
}

/** The current account's key as a header, behind the sandbox's balancer; nothing otherwise. */
export function accountKeyHeader(): Record<string, string> {
  return sandbox.active && sandbox.key ? { 'X-API-Key': sandbox.key } : {};
}

const withAccountKey: Middleware = {
  onRequest({ request }) {
    const header = accountKeyHeader()['X-API-Key'];
    if (header !== undefined && !request.headers.has('X-API-Key')) request.headers.set('X-API-Key', header);
    return request;
  },
};

/** A new account's key, made here as the mock makes them (`ck_` and 32 hex digits): the balancer routes by it. */
export function newApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `ck_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export const control = createClient<controlPaths>({ baseUrl: origin });
control.use(withToken);
control.use(withAccountKey);

const serviceClients = new Map<string, CronJobsClient>();

/** The service client of an account, by its key (a rotated key gets a new client). */
export function service(apiKey: string): CronJobsClient {
  let client = serviceClients.get(apiKey);
  if (!client) {
    client = createCronJobsClient({ baseUrl: origin, apiKey });
    serviceClients.set(apiKey, client);
  }
  return client;
}

/** A problem's one-line text for a banner. */
export function problemText(error: unknown): string {
  if (error && typeof error === 'object' && 'title' in error) {
    const problem = error as { title: string; detail?: string };
    return problem.detail ? `${problem.title}: ${problem.detail}` : problem.title;
  }
  return String(error);
}
