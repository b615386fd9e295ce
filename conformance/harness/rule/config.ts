// The run's configuration: where the service is, which keys, which profile, and the hygiene settings
// for servers that are not ours (run-id prefix, harmless target URL, read-only). One shape, built from
// CLI flags (cli.ts), from CONFORMANCE_* environment variables (plain vitest) or by runConformance.

import { defaultTimeoutMs, type Exchange } from '../transport/http.ts';
import { NextPageError, parseNextPage, type NextPageHow } from '../lists/next-page.ts';
import type { Preconditions } from './preconditions.ts';

export type Profile = 'core' | 'full';

export interface ConformanceConfig {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly secondApiKey: string | undefined;
  readonly profile: Profile;
  /** Run only rules that create nothing. */
  readonly readOnly: boolean;
  /** The URL every created job calls: harmless by default. */
  readonly targetUrl: string;
  /** fast-check cases per property rule, and the sequences SEQ-001 tries. */
  readonly cases: number;
  /** fast-check seed, printed so a failure can be replayed. */
  readonly seed: number;
  /** Every job the run creates is named `cjk-<runId>-…`. */
  readonly runId: string;
  /** How long one request may take before it counts as no answer (`--timeout`, default 5 s). */
  readonly timeoutMs: number;
  /** Rules ship their exchanges to the run (for `--record FILE`, a HAR). */
  readonly record: boolean;
  /** How the list pages, when `--next-page` says it (next-page.ts); otherwise the core walker finds out. */
  readonly nextPage: NextPageHow | undefined;
}

export interface ConfigInput {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  secondApiKey?: string | undefined;
  profile?: string | undefined;
  readOnly?: boolean | undefined;
  targetUrl?: string | undefined;
  cases?: number | string | undefined;
  seed?: number | string | undefined;
  runId?: string | undefined;
  timeoutMs?: number | string | undefined;
  record?: boolean | undefined;
  /** `--next-page` text, or its parsed form (a resolved config passed on). */
  nextPage?: string | NextPageHow | undefined;
}

export const defaultTargetUrl = 'https://example.com/cronjobs-kit-conformance';
export const defaultCases = 20;

/** A usage error: the CLI answers it with exit code 2. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function newRunId(now = Date.now(), random = Math.random): string {
  return `${now.toString(36)}${Math.floor(random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
}

function integer(value: number | string | undefined, name: string, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n) || n < min)
    throw new ConfigError(`${name} must be an integer >= ${min}, got ${String(value)}`);
  return n;
}

function httpUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http or https URL`);
  return value;
}

function nextPageOf(value: string | NextPageHow | undefined): NextPageHow | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return value;
  try {
    return parseNextPage(value);
  } catch (error) {
    if (error instanceof NextPageError) throw new ConfigError(error.message);
    throw error;
  }
}

export function resolveConfig(input: ConfigInput): ConformanceConfig {
  if (!input.baseUrl) throw new ConfigError('--base-url (CONFORMANCE_BASE_URL) is required');
  if (!input.apiKey) throw new ConfigError('--api-key (CONFORMANCE_API_KEY) is required');
  const profile = input.profile ?? 'full';
  if (profile !== 'core' && profile !== 'full')
    throw new ConfigError(`--profile must be core or full, got ${JSON.stringify(profile)}`);
  const runId = input.runId ?? newRunId();
  if (!/^[a-z0-9]{1,24}$/.test(runId)) throw new ConfigError('the run id must be 1-24 lowercase letters and digits');
  return {
    baseUrl: httpUrl(input.baseUrl, '--base-url').replace(/\/+$/, ''),
    apiKey: input.apiKey,
    secondApiKey: input.secondApiKey ? input.secondApiKey : undefined,
    profile,
    readOnly: input.readOnly ?? false,
    targetUrl: httpUrl(input.targetUrl ?? defaultTargetUrl, '--target-url'),
    cases: integer(input.cases, '--cases', defaultCases, 1),
    seed: integer(input.seed, '--seed', Math.floor(Math.random() * 2 ** 31), 0),
    runId,
    timeoutMs: integer(input.timeoutMs, '--timeout', defaultTimeoutMs, 1),
    record: input.record ?? false,
    nextPage: nextPageOf(input.nextPage),
  };
}

/** The plain-vitest entry: CONFORMANCE_BASE_URL, CONFORMANCE_API_KEY, CONFORMANCE_SECOND_API_KEY, CONFORMANCE_PROFILE, CONFORMANCE_NEXT_PAGE, … */
export function configInputFromEnv(env: Readonly<Record<string, string | undefined>>): ConfigInput {
  return {
    baseUrl: env.CONFORMANCE_BASE_URL,
    apiKey: env.CONFORMANCE_API_KEY,
    secondApiKey: env.CONFORMANCE_SECOND_API_KEY,
    profile: env.CONFORMANCE_PROFILE || undefined,
    readOnly: env.CONFORMANCE_READ_ONLY === '1' || env.CONFORMANCE_READ_ONLY === 'true',
    targetUrl: env.CONFORMANCE_TARGET_URL || undefined,
    cases: env.CONFORMANCE_CASES,
    seed: env.CONFORMANCE_SEED,
    runId: env.CONFORMANCE_RUN_ID || undefined,
    timeoutMs: env.CONFORMANCE_TIMEOUT,
    nextPage: env.CONFORMANCE_NEXT_PAGE || undefined,
  };
}

/** What vitest's `provide` carries to the rules: the config, or why there is none. */
export type ProvidedConfig =
  | {
      readonly ok: true;
      readonly config: ConformanceConfig;
      readonly preconditions?: Preconditions;
      readonly knownViolations?: readonly string[];
      /** 5xx or unanswered exchanges of the pre-flight, by the rule they fail (preflight.ts). */
      readonly preflightFaults?: Readonly<Record<string, Exchange>>;
      /** The pre-flight's acknowledged create (preflight.ts `created`), which BODY-002 looks for. */
      readonly preflightCreate?: Exchange;
      /** Given by the runner (run.ts): the rules to run, and the folder their records go to (runner/rule-records.ts). */
      readonly run?: { readonly selected: readonly string[]; readonly recordsDir: string };
    }
  | { readonly ok: false; readonly error: string };

export function provideConfig(input: ConfigInput): ProvidedConfig {
  try {
    return { ok: true, config: resolveConfig(input) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}
