// generated — do not edit. Source: spec/mock-control.yaml. Rebuild with `npm run generate`.

export interface paths {
    "/__mock/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts
         * @description Every account with its API key, as the operator's console shows it (seed §5.2).
         *
         *     With `X-API-Key`: the key's account alone; an empty list for a key no account has.
         */
        get: operations["listAccounts"];
        put?: never;
        /**
         * Create an account
         * @description Makes an account, as the operator's console does (seed §1): with the key the caller chose
         *     (`api_key`), or a new random one (`ck_` and 32 hex digits). A key another account has is 409.
         *
         *     With `X-API-Key`: the account's key is the header's (`api_key` absent or the same, 422 otherwise),
         *     so a balancer hashing on that header places the account on the shard that will receive its
         *     requests, before it exists (docs/sandbox.md). With `test_clock`, the clock must be on the same
         *     mock: create it with the same key (`POST /__mock/test-clocks`), or with a key of the same routing
         *     part.
         */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/accounts/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's id.
                 * @example acc_1
                 */
                account_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an account
         * @description Deletes the account and all it holds (jobs, runs, notifications, idempotency keys, webhook secret and
         *     notification settings); its key answers 401 from then on. Its journal entries stay, as the journal
         *     records what was sent.
         *
         *     With `X-API-Key`: only the key's own account; any other id is 404.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/accounts/{account_id}/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's id.
                 * @example acc_1
                 */
                account_id: string;
            };
            cookie?: never;
        };
        /**
         * An account's notification settings
         * @description Where the account's failure notifications go and the `whsec_` secret they are signed with, so a receiver
         *     can verify them.
         *
         *     With `X-API-Key`: only the key's own account; any other id is 404.
         */
        get: operations["getNotificationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set an account's notification URL
         * @description A URL: this account's notifications go there. `null`: they are only recorded. The string
         *     `default`: the `--notify-url` flag applies again. Pending deliveries keep the URL they started with.
         *
         *     With `X-API-Key`: only the key's own account; any other id is 404.
         */
        patch: operations["updateNotificationSettings"];
        trace?: never;
    };
    "/__mock/accounts/{account_id}/notifications/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's id.
                 * @example acc_1
                 */
                account_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an account's webhook secret
         * @description A new `whsec_` secret signs every later delivery attempt, retries of older notifications included.
         *
         *     With `X-API-Key`: only the key's own account; any other id is 404.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/accounts/{account_id}/rotate-key": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's id.
                 * @example acc_1
                 */
                account_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an account's key
         * @description Gives the account a new random key; the old one answers 401 from then on.
         *
         *     With `X-API-Key`: only the key's own account (any other id is 404), and the new key keeps the old
         *     one's routing part — `ROUTE.ck_` and 32 hex digits, where ROUTE is what a balancer hashing with
         *     HAProxy's `use_domain_only` reads of the old key (the whole key when it has no dot; otherwise the
         *     part before its last dot, after the dot before that) — so the account stays on the shard that
         *     holds it (docs/sandbox.md).
         */
        post: operations["rotateAccountKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the mock's clock
         * @description The mock's current time and whether it follows real time (`real`) or moves only when told (`virtual`).
         *
         *     With `X-API-Key`: the account's clock — its test clock's time (`mode` `virtual`) when it is on one, the
         *     global clock otherwise (also for a key no account has).
         */
        get: operations["getClock"];
        /**
         * Set the virtual clock
         * @description Moves a virtual clock forward to `now` (any RFC 3339 date-time), running everything due up to it as
         *     `advance` does. Time never moves backwards (422), and a real clock cannot be set (409).
         *
         *     With `X-API-Key`: moves the account's test clock to `now` instead, as
         *     `POST /__mock/test-clocks/{test_clock_id}/advance` with `to` does. An account on the global clock
         *     (or a key no account has) sets the global clock, as the operator does, every such account's time
         *     with it — so with a control token it needs the token.
         */
        put: operations["setClock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance the clock
         * @description Moves the clock `seconds` forward and, before answering, executes every run due in that span in
         *     time order, outcomes and notifications included. Allowed on a real clock too (it jumps ahead).
         *
         *     A long advance (millions of runs) works in slices of about 5 ms with a turn of the event loop
         *     between them, so the mock stays responsive: event streams are written as it goes, and a request
         *     that arrives meanwhile is answered at once, at the mock time the advance has reached (the runs due
         *     before then have happened; some due at that very instant may still be to come). A second advance
         *     waits for the first. On a real clock the same slices apply to runs falling due, and there a request
         *     waits for the runs already due to be done, so every answer shows them.
         *
         *     With `X-API-Key`: advances the account's test clock instead, as
         *     `POST /__mock/test-clocks/{test_clock_id}/advance` does. An account on the global clock (or a key no
         *     account has) advances the global clock, as the operator does, every such account's time with it —
         *     so with a control token it needs the token.
         */
        post: operations["advanceClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events (Server-Sent Events)
         * @description A `text/event-stream` of what the simulator does, as it happens, so a UI updates without polling.
         *     Each event has an `id`, an `event` name and one `data` line of JSON:
         *     `run.finished` `{account_id, run: Run}`; `run.skipped` `{account_id, job_id, scheduled_at}` (an
         *     occurrence due while the previous run was still in progress); `notification.created`
         *     `{notification: Notification}`; `notification.delivery` `{notification, status, error?}` after
         *     each delivery attempt; `request.violations` `{entry: JournalEntry}` for each journalled request
         *     with a contract violation (the mock's own requests and the validating proxy's traffic; it names no
         *     account, so an `account_id` filter leaves it out). A comment line every 15 s keeps idle connections open. During a virtual
         *     advance the events arrive in the order things happened, before the advance answers.
         *
         *     A client that reads slower than events happen has a bounded queue: up to 10,000 events (or about
         *     4 MiB of text) wait for it. Past that, events for it are dropped — the simulator never waits for a
         *     client — and once it has read what was kept it receives one comment line `: dropped N events`
         *     where the gap is; the `id`s count every event, dropped ones included, so the gap shows in them too.
         *     A client that stops reading is not disconnected: however long it stays, it costs the mock that
         *     queue and at most two chunks of its size on their way to the socket, and it reads on from the next
         *     event when it resumes. Reconnecting (`Last-Event-ID`) does not replay missed events; read runs and
         *     notifications from their endpoints to fill a gap.
         *
         *     With `X-API-Key`: the account's events only; `account_id` must be absent or the account's own (404
         *     otherwise). `request.violations` events name no account, so they are left out.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List failure notifications
         * @description Every failure notification the mock made, oldest first, with its delivery state.
         *
         *     With `X-API-Key`: the account's notifications only; `account` must be absent or its id (404 otherwise).
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/outcome-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List outcome rules
         * @description The rules that decide simulated outcomes, in the order they are tried. The first rule that matches
         *     a run (by `job_id`, by `url_pattern`, or both) decides it; rules beat the URL convention
         *     (`/status/NNN`, `/delay/S`), and the fields a rule leaves out come from the convention. A latency
         *     longer than the job's `timeout_seconds` is a timeout. Not used with `--live-calls`.
         *
         *     With `X-API-Key`: the rules that name one of the account's jobs (`job_id`).
         */
        get: operations["listOutcomeRules"];
        put?: never;
        /**
         * Add an outcome rule
         * @description Appends a rule (it is tried after the existing ones). A rule with `times` retires itself after that many
         *     runs.
         *
         *     With `X-API-Key`: the rule must name one of the account's jobs in `job_id` (422 otherwise), since a rule
         *     by URL alone would decide other accounts' runs too.
         */
        post: operations["createOutcomeRule"];
        /**
         * Remove every outcome rule
         * @description Back to the URL convention for every job.
         *
         *     With `X-API-Key`: removes the rules that name one of the account's jobs, and no other.
         */
        delete: operations["clearOutcomeRules"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/outcome-rules/{rule_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The rule's id.
                 * @example rule_1
                 */
                rule_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an outcome rule
         * @description Removes one rule; later runs are decided by the others.
         *
         *     With `X-API-Key`: only a rule that names one of the account's jobs; any other is 404.
         */
        delete: operations["deleteOutcomeRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List answer overrides
         * @description The overrides in force, newest first (the order in which they are tried).
         *
         *     With `X-API-Key`: the account's own overrides only; `account` must be absent or its id (404 otherwise).
         */
        get: operations["listAnswerOverrides"];
        put?: never;
        /**
         * Override one operation's answer
         * @description Replaces or delays the answer of one service operation — named by its `operation_id`, or by
         *     `method` and `path` — for one account (`account`), for the accounts on one test clock
         *     (`test_clock`) or for every account (neither), for the next `times` requests or until removed: the
         *     fault or the slow route of one test, as WireMock's per-stub faults and MSW's `server.use` give.
         *
         *     It applies once the request's key is accepted (a request without a valid key still gets the real
         *     401), before `Prefer: code=NNN`, the rate limit and every other check. With `status`, the mock
         *     answers that status and does nothing else — no job is created or changed — with `body` as JSON
         *     when given; without `body`, the spec's first example for a status the operation documents (with
         *     its required headers, as a forced answer gives), or a problem+json naming the override for any
         *     other status ≥ 400, or no body. `headers` are added to the answer. With `delay_ms`, the answer —
         *     the override's, or the real one when there is no `status` — comes that many milliseconds later, in
         *     real time (it is a latency, not the mock's clock). A `path` with parameters in braces
         *     (`/v1/jobs/{job_id}`) matches every path of that operation; a concrete path (`/v1/jobs/job_…`)
         *     only itself. The newest override that matches a request applies; each use counts against its
         *     `times`, and it is removed after the last. The request is journalled with the override's id.
         *
         *     Decisions: any status from 200 to 599 may be set, documented for the operation or not, because an
         *     override stands for a fault of the network or the server that no contract lists (a 502 from a
         *     gateway); the answer that results is the test's own doing, so it is not journalled as a violation.
         *     Overrides live in memory only: a restart, `POST /__mock/reset`, or deleting their account or test
         *     clock removes them, because they are one test's set-up, not the world's state.
         *
         *     With `X-API-Key`: the override is for that key's account (so a sandbox's balancer keeps it beside
         *     the account); `account` must be absent or its id and `test_clock` absent (422 otherwise).
         */
        post: operations["createAnswerOverride"];
        /**
         * Remove every answer override
         * @description Every operation answers for real again. With `X-API-Key`, the account's own overrides only.
         */
        delete: operations["clearAnswerOverrides"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/overrides/{override_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The override's id.
                 * @example ovr_1
                 */
                override_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an answer override
         * @description Removes one override; its operation answers for real again, or as an older override says. With
         *     `X-API-Key`, one of the account's own overrides (404 for any other).
         */
        delete: operations["deleteAnswerOverride"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The request journal
         * @description The service-API requests the mock received, oldest first, each with the contract violations
         *     found in it — so a partner sees what their client did wrong. Keys are never shown, only a
         *     fingerprint. A request refused for its path (a dot segment or an encoded slash, rule `path`) is
         *     recorded too, with the path as sent, whichever API it was aimed at. The journal keeps the 1,000
         *     most recent requests.
         *
         *     With `X-API-Key`: the account's requests only; `account` must be absent or its id (404 otherwise).
         */
        get: operations["listRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Empty the mock
         * @description Deletes every job, run, notification, outcome rule and journal entry. Accounts and their keys stay, so
         *     clients keep working, and so do their webhook secrets and notification settings, and the test clocks
         *     with their times (a test's own clean-up is `DELETE /__mock/test-clocks/{test_clock_id}`).
         *
         *     With `X-API-Key`: empties that account alone — its jobs, runs, notifications, idempotency records, the
         *     outcome rules naming its jobs and its journal entries; its key, its test clock, its webhook secret and
         *     notification settings stay.
         */
        post: operations["resetMock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/seed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fill an account with realistic jobs and their past runs
         * @description One call for a screen worth looking at: `jobs` jobs in `account` (the first account, `dev-key`'s,
         *     when absent), made as if created `history_days` days ago, with the runs their schedules would have
         *     made since, up to the account's clock's now (its test clock's when it is on one). The jobs are
         *     realistic and varied: names as teams give them, targets on a few hosts, both schedule types
         *     (intervals from 5 minutes to a day; cron expressions hourly, every 15 minutes, on weekday mornings,
         *     nightly and monthly, in UTC, America/New_York, Europe/Berlin, Asia/Tokyo and Australia/Sydney), some
         *     failing by the mock's URL convention (`/status/500`, `/status/503`, `/delay/45` past the 30 s
         *     timeout), some paused part-way, with the runs they made before.
         *
         *     **Runs follow the schedules**, as the simulator would have made them: each occurrence of the schedule
         *     after `created_at` and before now (before the pause for a paused job) is a run of trigger
         *     `schedule`, started at its scheduled time, its outcome and duration what the URL convention gives.
         *     A job keeps its newest runs only, up to the history limit (100), like any job; `last_run`,
         *     `consecutive_failures` (counted over the kept runs) and `next_run_at` (the schedule's next
         *     occurrence after now) follow from them. An occurrence whose run would still be in progress at now
         *     (a `/delay/45` target due less than 30 s ago) is left out.
         *     The past makes no failure notifications (they would all be late) and outcome rules do not apply to
         *     it: they shape runs from now on, which the seeded jobs make like any other.
         *
         *     **The same `seed` gives the same jobs and runs**: names, URLs, schedules, times, outcomes, the same
         *     on every mock at the same clock time. Job and run ids are the mock's own, as for any job it makes
         *     (unique across calls, so seeding twice adds twice the jobs); a mock made with a seeded random source
         *     makes those the same as well. Seeding adds jobs; it deletes none.
         *
         *     With `X-API-Key`: fills the key's account; `account` must be absent or its id (422 otherwise).
         */
        post: operations["seedAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the mock's world as a fixture
         * @description The current world — the clock, every account with its key, every job with its runs — in exactly the
         *     form `--fixtures FILE` and the MSW handlers' `fixtures` option load (`Fixtures`), so a team can capture
         *     a state and commit it as a fixture. Accounts are listed oldest first, each account's jobs by id
         *     (creation order), each job's runs newest first, as `GET /v1/jobs/{id}/runs` lists them. What a
         *     fixture does not hold is not exported: notifications, outcome rules, idempotency records, the journal,
         *     webhook secrets, notification URLs and test clocks (an account on one is exported as any other, and
         *     loads on the global clock). A run still in progress is not exported (it has not finished).
         *
         *     **One account**: with `?account=ID`, or with `X-API-Key` (the key's account; `account` must then be
         *     absent or its id), the export holds that account alone, with its webhook secret and notification
         *     URL — what `POST /__mock/state` on another mock needs to take the account over
         *     (docs/sandbox.md, "Moving an account").
         */
        get: operations["getState"];
        put?: never;
        /**
         * Add accounts to the running mock
         * @description Loads the accounts of a fixture (`Fixtures`, what `GET /__mock/state` exports) into the running
         *     mock beside the accounts it has: each account with its key, jobs and their runs, webhook secret and
         *     notification URL. This is how an account moves to another mock (a shard of a sandbox): export it
         *     from the mock that holds it, import it here, delete it there (docs/sandbox.md, "Moving an account").
         *
         *     Checked whole before anything loads, as `--fixtures` is (422, each problem named by its place);
         *     a key or a job id this mock already has is 409, and nothing loads. An account keeps its `id` when
         *     this mock has no account by that id, and otherwise gets a new one (`acc_N`); the answer lists the
         *     accounts as made. The fixture's `now` does not move the clock; a job's `next_run_at` that has
         *     passed is scheduled as a resume would (its schedule's first time after now). Accounts load on the
         *     global clock.
         *
         *     With `X-API-Key`: the fixture must hold exactly one account, whose `api_key` is the header's (422
         *     otherwise), so a balancer sends the import where the key routes. With a control token, importing
         *     needs the token, as creating an account does.
         */
        post: operations["importState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/test-clocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List test clocks
         * @description Every test clock, oldest first, each with its time and the accounts on it.
         *
         *     With `X-API-Key`: the clocks the key owns (made with it) and the one its account is on.
         */
        get: operations["listTestClocks"];
        put?: never;
        /**
         * Create a test clock
         * @description A virtual clock of its own (Stripe's test clocks), for tests that run in parallel against one mock:
         *     create one per test, create that test's account on it (`POST /__mock/accounts` with `test_clock`),
         *     and advance it alone. It is frozen until advanced, whatever `--clock` says, and starts at `now`
         *     (any RFC 3339 date-time, kept to the millisecond) or, without it, at the global clock's time.
         *     Everything the accounts on it do is timed by it: a job's `created_at`, `updated_at`, its schedule,
         *     its runs, its notifications. Accounts on no test clock follow the global clock, which never runs
         *     their jobs. Test clocks are kept in the state file; a reset (`POST /__mock/reset`) keeps them and
         *     their accounts, as it keeps every account, and empties what the accounts hold.
         *
         *     With `X-API-Key`: the clock is owned by that key, which need not belong to an account yet: the key
         *     lists, reads, advances and deletes it, and so does every account put on it. Through a balancer
         *     hashing on the key, this is how a clock and its accounts land on one shard: create the clock with
         *     the key the account will have, then the account with `test_clock` and the same key; further
         *     accounts on the clock take keys of the same routing part (`ROUTE.anything`, docs/sandbox.md).
         */
        post: operations["createTestClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/test-clocks/{test_clock_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The test clock's id.
                 * @example clock_1
                 */
                test_clock_id: string;
            };
            cookie?: never;
        };
        /**
         * Get a test clock
         * @description The test clock's time and the accounts on it.
         *
         *     With `X-API-Key`: only a clock the key owns or its account is on; any other is 404.
         */
        get: operations["getTestClock"];
        put?: never;
        post?: never;
        /**
         * Delete a test clock and its accounts
         * @description Deletes the clock, every account on it and all they hold (jobs, runs, notifications, idempotency keys,
         *     webhook secrets and notification settings); their keys answer 401 from then on. A test's clean-up in one
         *     call.
         *
         *     With `X-API-Key`: only a clock the key owns or its account is on; any other is 404.
         */
        delete: operations["deleteTestClock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/__mock/test-clocks/{test_clock_id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The test clock's id.
                 * @example clock_1
                 */
                test_clock_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance a test clock
         * @description Moves the test clock `seconds` forward, or to `to`, and before answering executes every run due in
         *     that span for the accounts on it — only theirs — in time order, outcomes and notifications
         *     included; the answer is the global advance's (`mode` is always `virtual`). Its cost follows the
         *     work due on this clock, not the jobs other accounts hold: each test clock has its own due-queue.
         *     A clock never moves backwards: a `to` before its time is 422. Advances of one test clock wait for
         *     each other; advances of different clocks do not.
         *
         *     With `X-API-Key`: only a clock the key owns or its account is on; any other is 404.
         */
        post: operations["advanceTestClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Account: {
            api_key: string;
            id: string;
            name: string;
            /** @description The test clock the account is on; absent when it follows the global clock. */
            test_clock?: string;
        };
        AccountCreate: {
            /** @description The key the account is made with; a new random one when absent. Sent with `X-API-Key`, it must be that header's value. */
            api_key?: components["schemas"]["FixtureAccount"]["api_key"];
            name: string;
            /** @description The id of a test clock (`POST /__mock/test-clocks`) to put the account on; an unknown one is 422. Absent, the account follows the global clock. An account stays on the clock it was made on. */
            test_clock?: string;
        };
        AccountList: {
            data: components["schemas"]["Account"][];
        };
        AnswerOverride: components["schemas"]["AnswerOverrideFields"] & {
            id: string;
            /** @description Requests it still applies to; null when until removed. */
            remaining: number | null;
        };
        /** @description The operation by `operation_id` or by `method` and `path` (one of the two); at most one of `account` and `test_clock`; `status`, `delay_ms` or both; `body` and `headers` only with `status`. */
        AnswerOverrideCreate: (components["schemas"]["AnswerOverrideFields"] | unknown | unknown) & (unknown | unknown);
        /** @description Which requests an override takes and what it makes of their answer. */
        AnswerOverrideFields: {
            /** @description Only this account's requests (its id). */
            account?: string;
            /** @description The JSON body of the answer (with `status` only); the spec's example or a problem when absent. */
            body?: unknown;
            /** @description Milliseconds of real time before the answer is given. */
            delay_ms?: number;
            /** @description Headers added to the answer (with `status` only). */
            headers?: {
                [key: string]: string;
            };
            /**
             * @description With `path`, names the operation instead of `operation_id`.
             * @enum {string}
             */
            method?: "GET" | "POST" | "PATCH" | "DELETE" | "PUT" | "HEAD" | "OPTIONS";
            /** @description An `operationId` of the service spec (`listJobs`, `createJob`, …); an unknown one is 422 naming the nearest. */
            operation_id?: string;
            /** @description A path template of the service spec (`/v1/jobs/{job_id}`, every path of the operation) or a concrete path (`/v1/jobs/job_…`, that path only). */
            path?: string;
            /** @description The status answered instead of the real answer. */
            status?: number;
            /** @description Only the requests of the accounts on this test clock (its id). */
            test_clock?: string;
            /** @description How many requests it applies to before it is removed; until removed when absent. */
            times?: number;
        };
        AnswerOverrideList: {
            data: components["schemas"]["AnswerOverride"][];
        };
        Clock: {
            mode: components["schemas"]["ClockMode"];
            now: components["schemas"]["Timestamp"];
            /** @description Present for a real clock only — how many times faster than real time it runs (`--speed`, 1 by default). */
            speed?: number;
        };
        ClockAdvance: {
            /** @description How far to move, at most a year per call. */
            seconds: number;
        };
        ClockAdvanced: {
            mode: components["schemas"]["ClockMode"];
            now: components["schemas"]["Timestamp"];
            /** @description The runs made during the move, oldest first — the newest 1,000 when there were more. */
            runs: components["schemas"]["Run"][];
            /** @description How many runs the move made in all. */
            runs_total: number;
            /** @description Present for a real clock only — how many times faster than real time it runs (`--speed`, 1 by default). */
            speed?: number;
        };
        /**
         * @description `real` follows the machine's time (times `--speed`); `virtual` moves only when told.
         * @enum {string}
         */
        ClockMode: "real" | "virtual";
        ClockSet: {
            /**
             * Format: date-time
             * @description Any RFC 3339 date-time: `Z` or an offset, fractional seconds of any length, lower-case `t` and
             *     `z`, a space for `T` (RFC 3339 §5.6 note). The answer gives the clock's time back in the
             *     canonical form (UTC, milliseconds), as every timestamp of the API. A leap second
             *     (`23:59:60`) is the first instant of the next minute.
             * @example 2027-01-01T00:00:00Z
             */
            now: string;
        };
        /**
         * @description A classic five-field cron expression — minute (0–59), hour (0–23), day of month (1–31), month
         *     (1–12 or `JAN`–`DEC`), day of week (0–7 or `SUN`–`SAT`; 0 and 7 are Sunday) — separated by
         *     spaces. Each field is `*`, a value, a range `a-b`, a step `*\/n` or `a-b/n`, or a comma-separated
         *     list of those; names are case-insensitive. Or one of the macros `@hourly`, `@daily` (also
         *     `@midnight`), `@weekly` (Sunday 00:00), `@monthly`, `@yearly` (also `@annually`).
         *
         *     Decisions:
         *     - **Five fields only**: no seconds or year field and none of the non-standard `L`, `W`, `#`, `?`
         *       or `+` (Quartz and croner extensions), because an expression must mean the same in every crontab.
         *       `@reboot` has no meaning for a hosted scheduler and is refused. `@annually` and `@midnight` are
         *       accepted because Vixie cron accepts them and users paste from crontabs.
         *     - **Day of month and day of week** follow classic (Vixie) cron: when both are restricted (neither is
         *       a lone `*`), a day matches when **either** matches — `0 0 13 * 5` runs on every 13th and every
         *       Friday. When one is `*`, only the other restricts. A step such as `*\/2` counts as restricted
         *       (Vixie cron alone treats a field that starts with `*` as unrestricted; croner, cron-parser and
         *       most schedulers do not).
         *     - **Steps** start at the range's first value (`*\/15` is 0, 15, 30, 45), and a step is at least 1.
         *       A step after a single value (`5/15`) is refused: write `5-59/15`.
         *     - An expression that matches no date at all (`0 0 30 2 *`) is refused, because it would never run.
         *     - Every violation answers 422 at `/cron_expression` with a detail that names the field and the
         *       value, e.g. `minute 61 is out of range 0–59`.
         *     - **The schema says all of it**: `pattern` accepts exactly the expressions above — each field's
         *       values and names, steps from 1 to the field's span, ranges that run forwards, numbers with
         *       leading zeros (`007` is 7) — and `not` refuses those that never run (days 30 and 31 only in
         *       February, day 31 only in months of 30 days or fewer, with the day of week `*`). Both are written
         *       by `npm run spec:schedules` from the field table the mock checks expressions with, so a tool that
         *       generates values from this schema (Schemathesis) sends only expressions the service takes.
         * @example 0 9 * * 1-5
         * @example *\/15 * * * *
         * @example @daily
         */
        CronExpression: string;
        /**
         * @description `recorded` when no notification URL is set; `pending` while attempts remain; `delivered` after a 2xx; `failed` when every attempt failed.
         * @enum {string}
         */
        DeliveryState: "recorded" | "pending" | "delivered" | "failed";
        /**
         * @description An account, as `Account`, with its jobs. Without `id` it gets `acc_N`, numbered past the highest `acc_N` the fixture names; without `name`,
         *     `default` for the first account and `account N` for the others, as `--api-key` names them.
         */
        FixtureAccount: {
            api_key: string;
            id?: string;
            jobs?: components["schemas"]["FixtureJob"][];
            name?: components["schemas"]["AccountCreate"]["name"];
            /** @description Where the account's notifications go when set for the account (`null`, only recorded); exported only when set, and the `--notify-url` default applies when absent. */
            notify_url?: components["schemas"]["NotificationSettings"]["notify_url"];
            /** @description The secret the account's notifications are signed with; exported once it exists, so a moved account's receiver keeps verifying. A new one is made on first use when absent. */
            webhook_secret?: components["schemas"]["NotificationSettings"]["webhook_secret"];
        };
        /**
         * @description A job: the fields of `JobCreate` (spec/openapi.yaml) side by side with the optional fields the
         *     service sets, listed here. Every field not listed here is a `JobCreate` field, and together they
         *     are checked against `JobCreate` itself, its defaults filled in (`method` GET, `timeout_seconds` 30,
         *     …) — JSON Schema cannot apply `JobCreate`, which refuses fields it does not know, to part of an
         *     object, so the loader checks the two parts (docs/mock-server.md, "Fixtures").
         *
         *     Defaults of the service's fields: `id` a new job id; `status` `active`; `created_at` the mock's
         *     clock at load; `updated_at` the `created_at`. `next_run_at` (active jobs only) is when the next
         *     run is due; a time before the clock at load, or none, schedules the job as a resume at load would
         *     (its first time after the load), so a fixture captured long ago does not replay every missed run.
         */
        FixtureJob: {
            /** @description Refused — derived from `runs`. */
            consecutive_failures?: never;
            created_at?: components["schemas"]["Timestamp"];
            id?: components["schemas"]["JobId"];
            /** @description Refused — derived from `runs`. */
            last_run?: never;
            next_run_at?: components["schemas"]["Timestamp"] | null;
            /**
             * @description The job's finished runs, as `GET /v1/jobs/{id}/runs` lists them (any order; at most the mock's
             *     history limit, 100 by default). They need the job's `id` as their `job_id`, and they must be
             *     runs this mock could have made: the id's time is `started_at`, `finished_at` is `started_at` plus
             *     `duration_ms`, and `error` is null exactly when the outcome is `succeeded`.
             */
            runs?: components["schemas"]["Run"][];
            status?: components["schemas"]["JobStatus"];
            updated_at?: components["schemas"]["Timestamp"];
        };
        /**
         * @description A known world for the mock: accounts with their API keys, each account's jobs and, optionally, each
         *     job's finished runs. Loaded at start by `--fixtures FILE` (JSON or YAML) and by the MSW handlers'
         *     `fixtures` option; `GET /__mock/state` exports the current world in this form, so exporting and
         *     loading again gives the same world.
         *
         *     Decisions: every entry is checked before anything loads, and one bad entry refuses the whole
         *     fixture, each problem named by its place and field (`accounts[1].jobs[3].interval_seconds: must be
         *     60 or more`) — a half-loaded world would fail tests far from the cause. Fixtures load only into an
         *     empty mock: with a state file that already holds state the mock refuses to start (docs/mock-server.md, "Fixtures").
         *     The accounts are the fixture's; a key given with `--api-key` that no fixture account has is added as
         *     a new account, and the default `dev-key` account is not made. `POST /__mock/reset` empties the jobs
         *     as always (the fixture is not loaded again; restart to get it back).
         */
        Fixtures: {
            /** @description The accounts, in the order they were made; API keys and ids must be unique. */
            accounts: components["schemas"]["FixtureAccount"][];
            /**
             * @description The mock's clock when the world was exported. On load, a virtual clock that is behind it moves
             *     forward to it (a clock never moves backwards, so one ahead of it stays); a real clock is not moved.
             */
            now?: components["schemas"]["Timestamp"];
        };
        /**
         * @description HTTP method used for the call (seed §2). Runs send no request body.
         * @enum {string}
         */
        HttpMethod: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";
        /** @description Seconds between runs (seed §2), from 60 (one minute) to 31,536,000 (365 days). */
        IntervalSeconds: number;
        /**
         * @description A job as the service returns it (seed §2 rule 5 "not shown"): the create fields with their defaults
         *     applied, plus server-managed fields. Clients must ignore fields they do not know. An `interval` job
         *     carries `interval_seconds`; a `cron` job carries `cron_expression` and `timezone` instead (the
         *     fields of the other type are absent, as they were refused at creation).
         */
        Job: {
            /** @description Failed runs since the last successful one. */
            consecutive_failures: number;
            created_at: components["schemas"]["Timestamp"];
            cron_expression?: components["schemas"]["CronExpression"];
            id: components["schemas"]["JobId"];
            interval_seconds?: components["schemas"]["IntervalSeconds"];
            /** @description The most recent finished run, or null before the first one. */
            last_run: components["schemas"]["RunSummary"] | null;
            method: components["schemas"]["HttpMethod"];
            name: components["schemas"]["JobName"];
            /**
             * @description When the next scheduled run is due, in UTC; null while the job is paused. For a cron job it is the
             *     expression's next time in the job's `timezone`, converted to UTC.
             */
            next_run_at: components["schemas"]["Timestamp"] | null;
            notify_on_failure: components["schemas"]["NotifyOnFailure"];
            schedule_type: components["schemas"]["ScheduleType"];
            status: components["schemas"]["JobStatus"];
            timeout_seconds: components["schemas"]["TimeoutSeconds"];
            timezone?: components["schemas"]["TimeZone"];
            /** @description Time of the last change through the API (runs do not change it). */
            updated_at: components["schemas"]["Timestamp"];
            url: components["schemas"]["JobUrl"];
        } & (unknown & unknown);
        /**
         * @description A job's id — `job_` and a ULID.
         * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
         */
        JobId: string;
        /** @description Human-readable label of the job (seed §2). 1–200 characters; need not be unique. */
        JobName: string;
        /** @description The body of the `jobRunFailed` webhook, in the Standard Webhooks payload shape. */
        JobRunFailedNotification: {
            data: {
                job: components["schemas"]["Job"];
                run: components["schemas"]["Run"];
            };
            timestamp: components["schemas"]["Timestamp"];
            /** @constant */
            type: "job.run.failed";
        };
        /**
         * @description `active` jobs run on schedule; `paused` jobs do not. Moves: create → `active`; pause `active` →
         *     `paused`; resume `paused` → `active`; any other move answers 409.
         * @enum {string}
         */
        JobStatus: "active" | "paused";
        /**
         * Format: uri
         * @description Absolute `http` or `https` URL the job calls (seed §2), at most 2,048 characters. Relative URLs and
         *     other schemes are rejected.
         */
        JobUrl: string;
        /** @description One service-API request as the mock saw it (with `--proxy-to`, as the validating proxy forwarded it, both sides judged against the contract: docs/proxy.md). The journal keeps the 1,000 most recent, and each entry is bounded: a path longer than 2,048 characters, and a violation detail longer than 1,024 (a 404's detail names the path it refused), are cut and end in `…` — so hostile 40 KB paths cannot make the journal hold tens of megabytes. */
        JournalEntry: {
            /** @description The account the key belonged to; null when no key was sent or the key was unknown. */
            account_id?: string | null;
            /**
             * @description The request's JSON body as sent, when it parsed as JSON and is at most 4,096 bytes (what
             *     `expectRequests` of the control client matches); absent otherwise, so the journal stays bounded.
             */
            body?: unknown;
            /**
             * @description The validating proxy's entries only: a curl command that sends the request again to the
             *     upstream exactly as the client sent it, with the API key as `"$CRONJOBS_API_KEY"` so the line
             *     can be pasted into a ticket or a CI log. A request over 2,048 characters long is not given one
             *     (the entry stays bounded).
             */
            curl?: string;
            /** @description The request id, also in the mock's logs and the `X-Request-Id` answer header. */
            id: string;
            /** @description First 8 hex digits of the key's SHA-256; null when no key was sent. */
            key_fingerprint: string | null;
            method: string;
            operation_id?: string | null;
            /** @description The answer override that applied to the request (`POST /__mock/overrides`), when one did. */
            override_id?: string;
            /** @description The path and query as sent; the first 2,048 characters and `…` when longer. */
            path: string;
            received_at: components["schemas"]["Timestamp"];
            status: number;
            violations: components["schemas"]["Violation"][];
        };
        Notification: {
            account_id: string;
            created_at: components["schemas"]["Timestamp"];
            delivery: {
                attempts: number;
                /**
                 * @description The Standard Webhooks headers sent with the last delivery attempt, so a receiver's signature
                 *     check can be compared with what was sent (the console shows them). Absent until the first
                 *     attempt: a notification only recorded (no notify URL) was never signed.
                 */
                last_headers?: {
                    "webhook-id": string;
                    "webhook-signature": string;
                    "webhook-timestamp": string;
                };
                last_status: number | null;
                next_attempt_at: components["schemas"]["Timestamp"] | null;
                state: components["schemas"]["DeliveryState"];
                url: string | null;
            };
            /** @description The `webhook-id` of the notification. */
            id: string;
            payload: components["schemas"]["JobRunFailedNotification"];
        };
        NotificationList: {
            data: components["schemas"]["Notification"][];
        };
        NotificationSettings: {
            account_id: string;
            /** @description Where this account's notifications are delivered now; null when they are only recorded. */
            notify_url: string | null;
            /**
             * @description `account` when set for this account, `default` when it comes from `--notify-url` (or nothing).
             * @enum {string}
             */
            source: "account" | "default";
            /** @description The Standard Webhooks secret; the key is the base64-decoded part after `whsec_`. */
            webhook_secret: string;
        };
        NotificationSettingsUpdate: {
            /** @description A URL, `null` (record only), or the string `default` to fall back to `--notify-url`. */
            notify_url: string | "default" | null;
        };
        /** @description When true, each failed run sends the `jobRunFailed` notification (seed §2). */
        NotifyOnFailure: boolean;
        OutcomeRule: components["schemas"]["OutcomeRuleFields"] & {
            id: string;
            /** @description Runs it still decides; null when unlimited. */
            remaining: number | null;
        };
        /** @description At least one of `job_id` and `url_pattern` (both must match when both are given); `status` and `connection_error` exclude each other. */
        OutcomeRuleCreate: components["schemas"]["OutcomeRuleFields"] | unknown | unknown;
        /** @description What a rule matches and what it makes the target answer. */
        OutcomeRuleFields: {
            /** @description The target cannot be reached (no status). */
            connection_error?: boolean;
            job_id?: string;
            /** @description How long the answer (or the connection error) takes. */
            latency_ms?: number;
            /** @description The status the target answers. */
            status?: number;
            /** @description How many runs the rule decides before it retires; unlimited when absent. */
            times?: number;
            /** @description A glob over the whole URL when it contains `*` or `?`, otherwise a substring of it. */
            url_pattern?: string;
        };
        OutcomeRuleList: {
            data: components["schemas"]["OutcomeRule"][];
        };
        /**
         * @description An RFC 9457 problem detail. `type` names the kind of problem (`about:blank` when the status says
         *     it all), `title` is the same for every occurrence of a type, `status` repeats the HTTP status.
         */
        Problem: {
            /** @description What was wrong with this request and where (the field, parameter or header). */
            detail: string;
            /** Format: uri-reference */
            instance?: string;
            status: number;
            title: string;
            /**
             * Format: uri
             * @default about:blank
             */
            type: string;
        };
        RequestJournal: {
            data: components["schemas"]["JournalEntry"][];
        };
        /** @description One finished execution of a job. */
        Run: {
            /** @description Milliseconds from start to finish. */
            duration_ms: number;
            /** @description Why the run failed; null when it succeeded. */
            error: components["schemas"]["RunError"] | null;
            finished_at: components["schemas"]["Timestamp"];
            /** @description Status of the target's answer; null when none arrived. */
            http_status: number | null;
            id: components["schemas"]["RunId"];
            job_id: components["schemas"]["JobId"];
            outcome: components["schemas"]["RunOutcome"];
            /** @description When the run was due (for a manual run, when it was requested). */
            scheduled_at: components["schemas"]["Timestamp"];
            started_at: components["schemas"]["Timestamp"];
            trigger: components["schemas"]["RunTrigger"];
        };
        /** @description Why a run failed. */
        RunError: {
            /**
             * @description `http_status` (a non-2xx answer), `timeout` (no answer within `timeout_seconds`), `connection_error` (the target could not be reached).
             * @enum {string}
             */
            code: "http_status" | "timeout" | "connection_error";
            message: string;
        };
        /**
         * @description A run's id — `run_` and a ULID.
         * @example run_01JD5ZT2B3C4D5E6F7G8H9J0KM
         */
        RunId: string;
        /**
         * @description `succeeded` on a 2xx answer; `failed` otherwise.
         * @enum {string}
         */
        RunOutcome: "succeeded" | "failed";
        /** @description The essentials of a run, as shown in a job's `last_run`. */
        RunSummary: {
            finished_at: components["schemas"]["Timestamp"];
            http_status: number | null;
            id: components["schemas"]["RunId"];
            outcome: components["schemas"]["RunOutcome"];
            scheduled_at: components["schemas"]["Timestamp"];
            trigger: components["schemas"]["RunTrigger"];
        };
        /**
         * @description `schedule` for a run due by the schedule, `manual` for one started with `POST /v1/jobs/{id}/run`.
         * @enum {string}
         */
        RunTrigger: "schedule" | "manual";
        /**
         * @description Kind of schedule (seed §2): `interval` runs every `interval_seconds`; `cron` runs at the times a
         *     `cron_expression` names, read in `timezone`.
         * @enum {string}
         */
        ScheduleType: "interval" | "cron";
        SeedRequest: {
            /** @description The id of the account to fill; an unknown one is 422. Absent, the first account (the default `dev-key` one). */
            account?: string;
            /**
             * @description How long ago the jobs were made; their runs fill the time since. 0 makes jobs with no runs yet.
             * @default 7
             */
            history_days?: number;
            /**
             * @description How many jobs to make.
             * @default 12
             */
            jobs?: number;
            /**
             * @description Picks the jobs and their runs; the same seed makes the same ones.
             * @default 1
             */
            seed?: number;
        };
        SeedResult: {
            /** @description The account filled. */
            account: string;
            jobs: components["schemas"]["Job"][];
            /** @description The runs the new jobs hold, all together (each at most the history limit). */
            runs_total: number;
            seed: number;
        };
        TestClock: {
            /** @description The ids of the accounts on this clock, oldest first. */
            accounts?: string[];
            id: string;
            name: string;
            now: components["schemas"]["Timestamp"];
        };
        /** @description Either `seconds` (how far, as the global advance takes it) or `to` (the time to move to), not both. */
        TestClockAdvance: {
            seconds?: components["schemas"]["ClockAdvance"]["seconds"];
            to?: components["schemas"]["ClockSet"]["now"];
        } & (unknown | unknown);
        TestClockCreate: {
            /** @description A label for people (the console lists it); `test clock N` by default. */
            name?: string;
            now?: components["schemas"]["ClockSet"]["now"];
        };
        TestClockList: {
            data: components["schemas"]["TestClock"][];
        };
        /** @description Seconds a run waits for the target's answer before it fails as a timeout. */
        TimeoutSeconds: number;
        /**
         * Format: date-time
         * @description RFC 3339 date-time in UTC with milliseconds.
         * @example 2026-11-22T15:00:00.000Z
         */
        Timestamp: string;
        /**
         * @description An IANA time-zone name (tz database), e.g. `Europe/Berlin`, `America/New_York`, `UTC`. A cron job's
         *     times are computed in this zone; `next_run_at` and every other timestamp stay UTC.
         *
         *     Decisions:
         *     - **The names are the `enum`**: every name of the tz database (release 2026c) that the ECMAScript
         *       `Intl` of the mock's runtime knows, its backward-compatible aliases included (`Etc/UTC`,
         *       `US/Eastern`, `Asia/Kolkata` and `Asia/Calcutta`), because users copy them from their systems;
         *       spelt as the tz database spells them (`Europe/Berlin`, not `europe/berlin`), so every tool that
         *       reads this schema — generated clients, validators, Schemathesis — checks the same list the
         *       service does. The list is written by `npm run spec:schedules`; a name a later tz release adds
         *       joins it in a later release of this document (a wider request enum breaks no client). The job
         *       keeps the name as sent. Fixed UTC offsets (`+05:00`) are not zone names and are refused: they
         *       would not follow daylight saving time. An unknown name answers 422 at `/timezone`, e.g.
         *       `"Mars/Olympus" is not a known IANA time zone` (a name in another letter case is told its
         *       spelling).
         *     - **Daylight saving time** follows Vixie cron. A *fixed-time* job (no `*` and no step in its minute
         *       and hour fields, e.g. `30 1 * * *` or `0 9,17 * * *`):
         *       when its local time occurs twice (fall back), it runs **once**, at the first occurrence; when its
         *       local time does not exist (spring forward), it runs at the first valid time after the gap, the same
         *       day (`30 2 * * *` in New York runs at 03:00 EDT on the spring-forward day). An *interval* job
         *       (`*` or a step in minute or hour, e.g. `*\/15 * * * *`) keeps running through real time: it runs
         *       in both passes of a repeated hour and has no runs in a skipped hour.
         * @example America/New_York
         * @example UTC
         * @enum {string}
         */
        TimeZone: "Africa/Abidjan" | "Africa/Accra" | "Africa/Addis_Ababa" | "Africa/Algiers" | "Africa/Asmara" | "Africa/Asmera" | "Africa/Bamako" | "Africa/Bangui" | "Africa/Banjul" | "Africa/Bissau" | "Africa/Blantyre" | "Africa/Brazzaville" | "Africa/Bujumbura" | "Africa/Cairo" | "Africa/Casablanca" | "Africa/Ceuta" | "Africa/Conakry" | "Africa/Dakar" | "Africa/Dar_es_Salaam" | "Africa/Djibouti" | "Africa/Douala" | "Africa/El_Aaiun" | "Africa/Freetown" | "Africa/Gaborone" | "Africa/Harare" | "Africa/Johannesburg" | "Africa/Juba" | "Africa/Kampala" | "Africa/Khartoum" | "Africa/Kigali" | "Africa/Kinshasa" | "Africa/Lagos" | "Africa/Libreville" | "Africa/Lome" | "Africa/Luanda" | "Africa/Lubumbashi" | "Africa/Lusaka" | "Africa/Malabo" | "Africa/Maputo" | "Africa/Maseru" | "Africa/Mbabane" | "Africa/Mogadishu" | "Africa/Monrovia" | "Africa/Nairobi" | "Africa/Ndjamena" | "Africa/Niamey" | "Africa/Nouakchott" | "Africa/Ouagadougou" | "Africa/Porto-Novo" | "Africa/Sao_Tome" | "Africa/Timbuktu" | "Africa/Tripoli" | "Africa/Tunis" | "Africa/Windhoek" | "America/Adak" | "America/Anchorage" | "America/Anguilla" | "America/Antigua" | "America/Araguaina" | "America/Argentina/Buenos_Aires" | "America/Argentina/Catamarca" | "America/Argentina/ComodRivadavia" | "America/Argentina/Cordoba" | "America/Argentina/Jujuy" | "America/Argentina/La_Rioja" | "America/Argentina/Mendoza" | "America/Argentina/Rio_Gallegos" | "America/Argentina/Salta" | "America/Argentina/San_Juan" | "America/Argentina/San_Luis" | "America/Argentina/Tucuman" | "America/Argentina/Ushuaia" | "America/Aruba" | "America/Asuncion" | "America/Atikokan" | "America/Atka" | "America/Bahia" | "America/Bahia_Banderas" | "America/Barbados" | "America/Belem" | "America/Belize" | "America/Blanc-Sablon" | "America/Boa_Vista" | "America/Bogota" | "America/Boise" | "America/Buenos_Aires" | "America/Cambridge_Bay" | "America/Campo_Grande" | "America/Cancun" | "America/Caracas" | "America/Catamarca" | "America/Cayenne" | "America/Cayman" | "America/Chicago" | "America/Chihuahua" | "America/Ciudad_Juarez" | "America/Coral_Harbour" | "America/Cordoba" | "America/Costa_Rica" | "America/Coyhaique" | "America/Creston" | "America/Cuiaba" | "America/Curacao" | "America/Danmarkshavn" | "America/Dawson" | "America/Dawson_Creek" | "America/Denver" | "America/Detroit" | "America/Dominica" | "America/Edmonton" | "America/Eirunepe" | "America/El_Salvador" | "America/Ensenada" | "America/Fort_Nelson" | "America/Fort_Wayne" | "America/Fortaleza" | "America/Glace_Bay" | "America/Godthab" | "America/Goose_Bay" | "America/Grand_Turk" | "America/Grenada" | "America/Guadeloupe" | "America/Guatemala" | "America/Guayaquil" | "America/Guyana" | "America/Halifax" | "America/Havana" | "America/Hermosillo" | "America/Indiana/Indianapolis" | "America/Indiana/Knox" | "America/Indiana/Marengo" | "America/Indiana/Petersburg" | "America/Indiana/Tell_City" | "America/Indiana/Vevay" | "America/Indiana/Vincennes" | "America/Indiana/Winamac" | "America/Indianapolis" | "America/Inuvik" | "America/Iqaluit" | "America/Jamaica" | "America/Jujuy" | "America/Juneau" | "America/Kentucky/Louisville" | "America/Kentucky/Monticello" | "America/Knox_IN" | "America/Kralendijk" | "America/La_Paz" | "America/Lima" | "America/Los_Angeles" | "America/Louisville" | "America/Lower_Princes" | "America/Maceio" | "America/Managua" | "America/Manaus" | "America/Marigot" | "America/Martinique" | "America/Matamoros" | "America/Mazatlan" | "America/Mendoza" | "America/Menominee" | "America/Merida" | "America/Metlakatla" | "America/Mexico_City" | "America/Miquelon" | "America/Moncton" | "America/Monterrey" | "America/Montevideo" | "America/Montreal" | "America/Montserrat" | "America/Nassau" | "America/New_York" | "America/Nipigon" | "America/Nome" | "America/Noronha" | "America/North_Dakota/Beulah" | "America/North_Dakota/Center" | "America/North_Dakota/New_Salem" | "America/Nuuk" | "America/Ojinaga" | "America/Panama" | "America/Pangnirtung" | "America/Paramaribo" | "America/Phoenix" | "America/Port-au-Prince" | "America/Port_of_Spain" | "America/Porto_Acre" | "America/Porto_Velho" | "America/Puerto_Rico" | "America/Punta_Arenas" | "America/Rainy_River" | "America/Rankin_Inlet" | "America/Recife" | "America/Regina" | "America/Resolute" | "America/Rio_Branco" | "America/Rosario" | "America/Santa_Isabel" | "America/Santarem" | "America/Santiago" | "America/Santo_Domingo" | "America/Sao_Paulo" | "America/Scoresbysund" | "America/Shiprock" | "America/Sitka" | "America/St_Barthelemy" | "America/St_Johns" | "America/St_Kitts" | "America/St_Lucia" | "America/St_Thomas" | "America/St_Vincent" | "America/Swift_Current" | "America/Tegucigalpa" | "America/Thule" | "America/Thunder_Bay" | "America/Tijuana" | "America/Toronto" | "America/Tortola" | "America/Vancouver" | "America/Virgin" | "America/Whitehorse" | "America/Winnipeg" | "America/Yakutat" | "America/Yellowknife" | "Antarctica/Casey" | "Antarctica/Davis" | "Antarctica/DumontDUrville" | "Antarctica/Macquarie" | "Antarctica/Mawson" | "Antarctica/McMurdo" | "Antarctica/Palmer" | "Antarctica/Rothera" | "Antarctica/South_Pole" | "Antarctica/Syowa" | "Antarctica/Troll" | "Antarctica/Vostok" | "Arctic/Longyearbyen" | "Asia/Aden" | "Asia/Almaty" | "Asia/Amman" | "Asia/Anadyr" | "Asia/Aqtau" | "Asia/Aqtobe" | "Asia/Ashgabat" | "Asia/Ashkhabad" | "Asia/Atyrau" | "Asia/Baghdad" | "Asia/Bahrain" | "Asia/Baku" | "Asia/Bangkok" | "Asia/Barnaul" | "Asia/Beirut" | "Asia/Bishkek" | "Asia/Brunei" | "Asia/Calcutta" | "Asia/Chita" | "Asia/Choibalsan" | "Asia/Chongqing" | "Asia/Chungking" | "Asia/Colombo" | "Asia/Dacca" | "Asia/Damascus" | "Asia/Dhaka" | "Asia/Dili" | "Asia/Dubai" | "Asia/Dushanbe" | "Asia/Famagusta" | "Asia/Gaza" | "Asia/Harbin" | "Asia/Hebron" | "Asia/Ho_Chi_Minh" | "Asia/Hong_Kong" | "Asia/Hovd" | "Asia/Irkutsk" | "Asia/Istanbul" | "Asia/Jakarta" | "Asia/Jayapura" | "Asia/Jerusalem" | "Asia/Kabul" | "Asia/Kamchatka" | "Asia/Karachi" | "Asia/Kashgar" | "Asia/Kathmandu" | "Asia/Katmandu" | "Asia/Khandyga" | "Asia/Kolkata" | "Asia/Krasnoyarsk" | "Asia/Kuala_Lumpur" | "Asia/Kuching" | "Asia/Kuwait" | "Asia/Macao" | "Asia/Macau" | "Asia/Magadan" | "Asia/Makassar" | "Asia/Manila" | "Asia/Muscat" | "Asia/Nicosia" | "Asia/Novokuznetsk" | "Asia/Novosibirsk" | "Asia/Omsk" | "Asia/Oral" | "Asia/Phnom_Penh" | "Asia/Pontianak" | "Asia/Pyongyang" | "Asia/Qatar" | "Asia/Qostanay" | "Asia/Qyzylorda" | "Asia/Rangoon" | "Asia/Riyadh" | "Asia/Saigon" | "Asia/Sakhalin" | "Asia/Samarkand" | "Asia/Seoul" | "Asia/Shanghai" | "Asia/Singapore" | "Asia/Srednekolymsk" | "Asia/Taipei" | "Asia/Tashkent" | "Asia/Tbilisi" | "Asia/Tehran" | "Asia/Tel_Aviv" | "Asia/Thimbu" | "Asia/Thimphu" | "Asia/Tokyo" | "Asia/Tomsk" | "Asia/Ujung_Pandang" | "Asia/Ulaanbaatar" | "Asia/Ulan_Bator" | "Asia/Urumqi" | "Asia/Ust-Nera" | "Asia/Vientiane" | "Asia/Vladivostok" | "Asia/Yakutsk" | "Asia/Yangon" | "Asia/Yekaterinburg" | "Asia/Yerevan" | "Atlantic/Azores" | "Atlantic/Bermuda" | "Atlantic/Canary" | "Atlantic/Cape_Verde" | "Atlantic/Faeroe" | "Atlantic/Faroe" | "Atlantic/Jan_Mayen" | "Atlantic/Madeira" | "Atlantic/Reykjavik" | "Atlantic/South_Georgia" | "Atlantic/St_Helena" | "Atlantic/Stanley" | "Australia/ACT" | "Australia/Adelaide" | "Australia/Brisbane" | "Australia/Broken_Hill" | "Australia/Canberra" | "Australia/Currie" | "Australia/Darwin" | "Australia/Eucla" | "Australia/Hobart" | "Australia/LHI" | "Australia/Lindeman" | "Australia/Lord_Howe" | "Australia/Melbourne" | "Australia/NSW" | "Australia/North" | "Australia/Perth" | "Australia/Queensland" | "Australia/South" | "Australia/Sydney" | "Australia/Tasmania" | "Australia/Victoria" | "Australia/West" | "Australia/Yancowinna" | "Brazil/Acre" | "Brazil/DeNoronha" | "Brazil/East" | "Brazil/West" | "CET" | "CST6CDT" | "Canada/Atlantic" | "Canada/Central" | "Canada/Eastern" | "Canada/Mountain" | "Canada/Newfoundland" | "Canada/Pacific" | "Canada/Saskatchewan" | "Canada/Yukon" | "Chile/Continental" | "Chile/EasterIsland" | "Cuba" | "EET" | "EST" | "EST5EDT" | "Egypt" | "Eire" | "Etc/GMT" | "Etc/GMT+0" | "Etc/GMT+1" | "Etc/GMT+10" | "Etc/GMT+11" | "Etc/GMT+12" | "Etc/GMT+2" | "Etc/GMT+3" | "Etc/GMT+4" | "Etc/GMT+5" | "Etc/GMT+6" | "Etc/GMT+7" | "Etc/GMT+8" | "Etc/GMT+9" | "Etc/GMT-0" | "Etc/GMT-1" | "Etc/GMT-10" | "Etc/GMT-11" | "Etc/GMT-12" | "Etc/GMT-13" | "Etc/GMT-14" | "Etc/GMT-2" | "Etc/GMT-3" | "Etc/GMT-4" | "Etc/GMT-5" | "Etc/GMT-6" | "Etc/GMT-7" | "Etc/GMT-8" | "Etc/GMT-9" | "Etc/GMT0" | "Etc/Greenwich" | "Etc/UCT" | "Etc/UTC" | "Etc/Universal" | "Etc/Zulu" | "Europe/Amsterdam" | "Europe/Andorra" | "Europe/Astrakhan" | "Europe/Athens" | "Europe/Belfast" | "Europe/Belgrade" | "Europe/Berlin" | "Europe/Bratislava" | "Europe/Brussels" | "Europe/Bucharest" | "Europe/Budapest" | "Europe/Busingen" | "Europe/Chisinau" | "Europe/Copenhagen" | "Europe/Dublin" | "Europe/Gibraltar" | "Europe/Guernsey" | "Europe/Helsinki" | "Europe/Isle_of_Man" | "Europe/Istanbul" | "Europe/Jersey" | "Europe/Kaliningrad" | "Europe/Kiev" | "Europe/Kirov" | "Europe/Kyiv" | "Europe/Lisbon" | "Europe/Ljubljana" | "Europe/London" | "Europe/Luxembourg" | "Europe/Madrid" | "Europe/Malta" | "Europe/Mariehamn" | "Europe/Minsk" | "Europe/Monaco" | "Europe/Moscow" | "Europe/Nicosia" | "Europe/Oslo" | "Europe/Paris" | "Europe/Podgorica" | "Europe/Prague" | "Europe/Riga" | "Europe/Rome" | "Europe/Samara" | "Europe/San_Marino" | "Europe/Sarajevo" | "Europe/Saratov" | "Europe/Simferopol" | "Europe/Skopje" | "Europe/Sofia" | "Europe/Stockholm" | "Europe/Tallinn" | "Europe/Tirane" | "Europe/Tiraspol" | "Europe/Ulyanovsk" | "Europe/Uzhgorod" | "Europe/Vaduz" | "Europe/Vatican" | "Europe/Vienna" | "Europe/Vilnius" | "Europe/Volgograd" | "Europe/Warsaw" | "Europe/Zagreb" | "Europe/Zaporozhye" | "Europe/Zurich" | "GB" | "GB-Eire" | "GMT" | "GMT+0" | "GMT-0" | "GMT0" | "Greenwich" | "HST" | "Hongkong" | "Iceland" | "Indian/Antananarivo" | "Indian/Chagos" | "Indian/Christmas" | "Indian/Cocos" | "Indian/Comoro" | "Indian/Kerguelen" | "Indian/Mahe" | "Indian/Maldives" | "Indian/Mauritius" | "Indian/Mayotte" | "Indian/Reunion" | "Iran" | "Israel" | "Jamaica" | "Japan" | "Kwajalein" | "Libya" | "MET" | "MST" | "MST7MDT" | "Mexico/BajaNorte" | "Mexico/BajaSur" | "Mexico/General" | "NZ" | "NZ-CHAT" | "Navajo" | "PRC" | "PST8PDT" | "Pacific/Apia" | "Pacific/Auckland" | "Pacific/Bougainville" | "Pacific/Chatham" | "Pacific/Chuuk" | "Pacific/Easter" | "Pacific/Efate" | "Pacific/Enderbury" | "Pacific/Fakaofo" | "Pacific/Fiji" | "Pacific/Funafuti" | "Pacific/Galapagos" | "Pacific/Gambier" | "Pacific/Guadalcanal" | "Pacific/Guam" | "Pacific/Honolulu" | "Pacific/Johnston" | "Pacific/Kanton" | "Pacific/Kiritimati" | "Pacific/Kosrae" | "Pacific/Kwajalein" | "Pacific/Majuro" | "Pacific/Marquesas" | "Pacific/Midway" | "Pacific/Nauru" | "Pacific/Niue" | "Pacific/Norfolk" | "Pacific/Noumea" | "Pacific/Pago_Pago" | "Pacific/Palau" | "Pacific/Pitcairn" | "Pacific/Pohnpei" | "Pacific/Ponape" | "Pacific/Port_Moresby" | "Pacific/Rarotonga" | "Pacific/Saipan" | "Pacific/Samoa" | "Pacific/Tahiti" | "Pacific/Tarawa" | "Pacific/Tongatapu" | "Pacific/Truk" | "Pacific/Wake" | "Pacific/Wallis" | "Pacific/Yap" | "Poland" | "Portugal" | "ROC" | "ROK" | "Singapore" | "Turkey" | "UCT" | "US/Alaska" | "US/Aleutian" | "US/Arizona" | "US/Central" | "US/East-Indiana" | "US/Eastern" | "US/Hawaii" | "US/Indiana-Starke" | "US/Michigan" | "US/Mountain" | "US/Pacific" | "US/Samoa" | "UTC" | "Universal" | "W-SU" | "WET" | "Zulu";
        Violation: {
            /** @description What is wrong, in words; cut to its first 1,024 characters (ending in `…`) when longer. */
            detail: string;
            /** @description The parameter's name, for parameter violations. */
            parameter?: string;
            /** @description JSON Pointer into the body where the violation is — the request's body for a `client` violation (`/interval_seconds`), the answer's for a `server` one of the validating proxy (`/status` for a job answered without its status, `/data/0/id` for another key's job in a list, `` for an answer that is not JSON); absent when the violation is not in a body (a status, a header, a route). */
            pointer?: string;
            /** @description What was broken, e.g. `path`, `auth`, `content-type`, `json`, `schema`, `route`, `method`; the validating proxy adds `prefix` (outside /v1), `response` (an answer off the spec), `accepted` (a request the spec refuses answered 2xx), `server-error` (any 5xx), `isolation` (a job shown to a key other than the one that created it), `body-size`, `target` and `upstream` (its own 413, 400, 502 and 504 answers) — docs/proxy.md. */
            rule: string;
            /**
             * @description Whose mistake it is: `client` for what the request got wrong, `server` for what the answer got
             *     wrong. The mock's own entries are always `client` (the mock is the server, and it answers by
             *     the contract); the validating proxy (`--proxy-to`) judges both sides of real traffic.
             * @enum {string}
             */
            side?: "client" | "server";
            /** @description Where the contract says so, as a JSON Pointer into spec/openapi.yaml (`#/paths/~1v1~1jobs/post/responses`; a 5xx under `--judge full` points at the answer the operation documents for it, `#/components/responses/InternalError`), or a seed reference (`seed §5.1`) when the proxy judges by `--judge core`; `docs/proxy.md` for the proxy's own 413, 400, 502 and 504 answers. Absent on the mock's own entries. */
            where?: string;
        };
    };
    responses: {
        /** @description An RFC 9457 problem. */
        Problem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The mock has a control token and the request did not carry it (or carried another), or the call
         *     carried an `X-API-Key` no account has and needs an account.
         */
        Unauthorized: {
            headers: {
                /** @description `Bearer realm="cronjobs-mock control"`, with `error="invalid_token"` when a wrong token was sent (RFC 6750 §3); `ApiKey header="X-API-Key"` for a key no account has. */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountList"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountCreate"];
            };
        };
        responses: {
            /** @description The new account and its key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's id.
                 * @example acc_1
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's id.
                 * @example acc_1
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
        };
    };
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's id.
                 * @example acc_1
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingsUpdate"];
            };
        };
        responses: {
            /** @description The settings after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's id.
                 * @example acc_1
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings with the new secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
        };
    };
    rotateAccountKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's id.
                 * @example acc_1
                 */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account with its new key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
        };
    };
    getClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Clock"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    setClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockSet"];
            };
        };
        responses: {
            /** @description The clock after the move, and the runs made on the way. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockAdvanced"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
        };
    };
    advanceClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockAdvance"];
            };
        };
        responses: {
            /** @description The clock after the move, and the runs made on the way, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockAdvanced"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
        };
    };
    streamEvents: {
        parameters: {
            query?: {
                /** @description Only events of this account. */
                account_id?: string;
                /**
                 * @description Comma-separated event names to receive; all by default. An unknown name is a 400.
                 * @example run.finished,notification.created
                 */
                types?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream; it stays open until the client goes away. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /**
                 * @description Only this account's (its id); an unknown account is 404.
                 * @example acc_1
                 */
                account?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
        };
    };
    listOutcomeRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules, first tried first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutcomeRuleList"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createOutcomeRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OutcomeRuleCreate"];
            };
        };
        responses: {
            /** @description The rule. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutcomeRule"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
        };
    };
    clearOutcomeRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No rules are left. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteOutcomeRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The rule's id.
                 * @example rule_1
                 */
                rule_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
        };
    };
    listAnswerOverrides: {
        parameters: {
            query?: {
                /**
                 * @description Only the overrides that can apply to this account (its own, its test clock's and those for every account); an unknown account is 404.
                 * @example acc_2
                 */
                account?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overrides, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnswerOverrideList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
        };
    };
    createAnswerOverride: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerOverrideCreate"];
            };
        };
        responses: {
            /** @description The override, in force from now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnswerOverride"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
        };
    };
    clearAnswerOverrides: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No overrides are left. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteAnswerOverride: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The override's id.
                 * @example ovr_1
                 */
                override_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The override is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
        };
    };
    listRequests: {
        parameters: {
            query?: {
                /**
                 * @description Only this account's (its id); an unknown account is 404.
                 * @example acc_1
                 */
                account?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The journal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestJournal"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
        };
    };
    resetMock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mock is empty. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    seedAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeedRequest"];
            };
        };
        responses: {
            /** @description The jobs made, as `GET /v1/jobs/{id}` shows each, oldest first, and how many runs they hold. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeedResult"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
        };
    };
    getState: {
        parameters: {
            query?: {
                /**
                 * @description Only this account (its id); an unknown account is 404.
                 * @example acc_1
                 */
                account?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The world, as a fixture. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fixtures"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
        };
    };
    importState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Fixtures"];
            };
        };
        responses: {
            /** @description The accounts made, in the fixture's order. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountList"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
        };
    };
    listTestClocks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test clocks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClockList"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestClockCreate"];
            };
        };
        responses: {
            /** @description The new test clock. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
        };
    };
    getTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The test clock's id.
                 * @example clock_1
                 */
                test_clock_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
        };
    };
    deleteTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The test clock's id.
                 * @example clock_1
                 */
                test_clock_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
        };
    };
    advanceTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The test clock's id.
                 * @example clock_1
                 */
                test_clock_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestClockAdvance"];
            };
        };
        responses: {
            /** @description The test clock after the move, and the runs made on the way, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockAdvanced"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["Problem"];
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
        };
    };
}
