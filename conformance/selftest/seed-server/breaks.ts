// The seed server's switchable seed violations. Each one breaks exactly one statement of the seed
// (spec/seed/cron-job-service-spec.md), so the self-test can check that the rule meant to catch it fails.

export const SEED_BREAKS = [
  /** §5.1: a request without X-API-Key (or with an empty one) is served as the first account. */
  'accept-missing-key',
  /** §5.1: any non-empty X-API-Key is served as the first account. */
  'accept-wrong-key',
  /** §4, §5.1: only the create skips the key check (the list still checks it). */
  'create-without-key',
  /** §2 rule 1: schedule_type interval without interval_seconds is accepted. */
  'skip-rule-1',
  /** §2: a url that is not an absolute URL is accepted. */
  'accept-relative-url',
  /**
   * §2: a value of another type passes (it is checked converted, as Ajv converts it) but is kept as sent:
   * `"interval_seconds": "60"` comes back as "60", no integer. (Converting it for good honours the seed:
   * `types: 'coerce'`.)
   */
  'accept-wrong-types',
  /** §2: notify_on_failure of another type is stored as its truthiness: `"false"` (a non-empty string) as true. */
  'truthy-booleans',
  /** §2: interval_seconds is kept in a 32-bit integer: 2^31 comes back as −2^31. */
  'int32-intervals',
  /** §2: a job created with method POST is stored with GET. */
  'post-stored-as-get',
  /** §2: the url is shown as a one-element array. */
  'url-stored-as-array',
  /** §2: a url sent as a one-element array of a valid url passes the check of its first element and is stored as sent. */
  'url-array-accepted',
  /** §2: a notify_on_failure that is no boolean is accepted and not kept: the job shows none (others show theirs). */
  'non-boolean-notify-dropped',
  /** §2: a name longer than 255 characters is accepted and cut to 255. */
  'names-cut-at-255',
  /** §2: combining marks are dropped from names ("e\u0301" comes back as "e"). */
  'combining-marks-dropped',
  /** §4.1/§4.2: the first job ever created on the server is acknowledged but not kept. */
  'first-job-lost',
  /** §5.1: keys are compared ignoring letter case. */
  'key-case-insensitive',
  /** §5.1: a key that starts with an account's key opens that account. */
  'key-prefix-match',
  /** §5.1: the account a connection's first keyed request named serves every later request on it, keyed or not. */
  'key-checked-once-per-connection',
  /** §4.2: the list filtered by `?name=` shows every account's jobs of that name. */
  'name-filter-all-accounts',
  /** §4.2: a page size past 100 (`per_page`) lists every account's jobs. */
  'large-page-all-accounts',
  /** §9.1: the API is also served without the /v1 prefix. */
  'serve-without-prefix',
  /** §9.1: the API is also served under any /vN prefix. */
  'serve-any-version',
  /** §1, §4.2: the list shows the jobs of every account. */
  'list-all-accounts',
  /** §4.2: a created job is acknowledged but never appears in the list. */
  'create-not-listed',
  /** §1 (JSON API): a body that is not valid JSON answers 500. */
  'malformed-json-500',
  /** §1 (JSON object bodies): a JSON body that is not an object answers 500. */
  'non-object-500',
  /** §1 (JSON bodies): a body nested deeper than 1,000 levels answers 500, as a recursive parser's stack runs out. */
  'deep-nesting-500',
  /** §2: a name over the server's own limit answers 500 instead of a 4xx. */
  'crash-on-long-name',
  /** §2: notify_on_failure is not stored; the job always comes back with false. */
  'drop-notify-flag',
  /** §2 rule 1: interval_seconds is accepted but not kept: the job comes back without it. */
  'interval-not-kept',
  /** §2: interval_seconds comes back in minutes (3600 → 60). */
  'interval-in-minutes',
  /**
   * §2 (never 5xx): seed-valid values the kit's other rules never send crash the create with 500 — a method
   * other than GET, POST, PUT or DELETE (a lower-case one too), or interval_seconds past 2^31 − 1 (a 32-bit
   * column).
   */
  'crash-on-unusual-values',
  /** §2 (an answer to every request): a method name in lower case (`get`) drops the connection unanswered. */
  'drop-on-lower-case-method',
  /** §4.2: once the caller holds more than 25 jobs, its list shows the jobs of every account. */
  'isolation-lost-past-25-jobs',
  /** §1 (never 5xx): every page of the list but the first answers 500 (a token, page or offset past the start). */
  'list-500-past-first-page',
  /** §4.2: once the caller holds more than five pages of jobs, the list goes on with every other account's jobs, from page six on. */
  'isolation-lost-from-page-six',
  /** §4.1/§4.2: once the caller holds 20 jobs, a create is acknowledged as usual but not kept. */
  'drop-creates-past-twenty',
  /** §5.1: the key is not checked when Accept is the bare wildcard (any type, any subtype: what curl sends). */
  'key-skipped-for-any-accept',
  /** §4, §5.1: HEAD /v1/jobs is answered (200, the first account's list without the body) with no key checked. */
  'head-served-without-key',
  /** §4.2 (never 5xx): the list answers 500 once the account holds a job created without notify_on_failure. */
  'list-500-after-job-without-notify',
] as const;

export type SeedBreak = (typeof SEED_BREAKS)[number];
