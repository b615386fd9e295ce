// The console's two typed clients: the control client of the kit (`cronjobs-kit/control`,
// client/control.ts, typed from spec/mock-control.yaml) for /__mock, and the service client
// (client/index.ts) with the current account's key for /v1. A contract change the console does not
// follow fails the type check. The control token, when the mock has one, is kept in sessionStorage (gone
// with the tab) and sent as `Authorization: Bearer`; a 401 from /__mock asks for it. Behind a sandbox's
// balancer (docs/sandbox.md) the console acts as one account by its key instead: every control call
// carries it in X-API-Key, so it reaches the shard that holds the account.
import { ControlError, createMockControl, type Account, type MockControl } from '../../../client/control.ts';
import { createCronJobsClient, type CronJobsClient } from '../../../client/index.ts';

export { ControlError };
export type {
  Account,
  Clock,
  ClockAdvanced,
  JournalEntry,
  Notification,
  NotificationSettings,
  TestClock,
} from '../../../client/control.ts';
export type {
  Job,
  JobCreate,
  JobUpdate,
  Run,
  SchedulePreviewRequest,
  ValidationProblem,
} from '../../../client/index.ts';

const tokenKey = 'cronjobs-console.control-token';
export const origin = globalThis.location?.origin ?? 'http://127.0.0.1:4010';

export function controlToken(): string | undefined {
  return sessionStorage.getItem(tokenKey) || undefined;
}

export function saveControlToken(token: string): void {
  sessionStorage.setItem(tokenKey, token.trim());
}

/** Called when /__mock answers 401: the app shows the token form. */
export const tokenListeners = new Set<() => void>();

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

/** A new account's key, made here as the mock makes them (`ck_` and 32 hex digits): the balancer routes by it. */
export function newApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `ck_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

const asConsole = {
  baseUrl: origin,
  controlToken,
  onUnauthorized: () => {
    for (const listener of tokenListeners) listener();
  },
};

/** The console's control client: with the token, and behind a sandbox's balancer the current account's key. */
export const control: MockControl = createMockControl({
  ...asConsole,
  apiKey: () => (sandbox.active ? sandbox.key : undefined),
});

/** A control client acting as the account of `apiKey` (one the console is about to make), with the token. */
export function controlAs(apiKey: string): MockControl {
  return createMockControl({ ...asConsole, apiKey });
}

/** The account of `key` (asked with the key, so a balancer sends it to that account's shard), or undefined. */
export async function accountOfKey(key: string): Promise<Account | undefined> {
  // Without the token or its form: a key nobody has may answer 401 on a mock with a control token, which
  // is not the token's fault.
  const [account] = await createMockControl({ baseUrl: origin, apiKey: key })
    .accounts.list()
    .catch(() => []);
  return account;
}

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

/** A sandbox balancer's refusal of a control call that carries no key (its 400 has `X-Cronjobs-Sandbox`). */
export function isSandboxRefusal(error: unknown): boolean {
  return error instanceof ControlError && error.headers.has('X-Cronjobs-Sandbox');
}

/** A problem's one-line text for a banner: the service's problem, or a refused control call's. */
export function problemText(refusal: unknown): string {
  const error = refusal instanceof ControlError ? (refusal.problem ?? refusal.message) : refusal;
  if (error && typeof error === 'object' && 'title' in error) {
    const problem = error as { title: string; detail?: string };
    return problem.detail ? `${problem.title}: ${problem.detail}` : problem.title;
  }
  return String(error);
}
