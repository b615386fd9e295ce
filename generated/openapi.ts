// generated — do not edit. Source: spec/openapi.yaml. Rebuild with `npm run generate`.

export interface paths {
    "/v1/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List jobs
         * @description Lists the calling account's jobs, newest first (by `created_at`, then `id`), one page at a time.
         *
         *     Decision (seed §4.2 "pagination and filters not shown"): cursor pagination — `limit` and an opaque
         *     `cursor`, answered as `{data, next_cursor}` — because cursors stay correct while jobs are added or
         *     deleted during a walk, and their cost does not grow with the number of jobs. `next_cursor` is null on
         *     the last page. A cursor is bound to the filters it was issued with.
         */
        get: operations["listJobs"];
        put?: never;
        /**
         * Create a job
         * @description Registers a job for the calling account. The first run is due `interval_seconds` after creation
         *     (`interval`), or at the expression's first time after creation (`cron`).
         *
         *     Decision (seed §4.1 response "not shown"): 201 with the full job record and a `Location` header,
         *     because the client needs the server-assigned id and fields.
         */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id as returned at creation. An id of another shape, or of another account's job, answers
                 *     404 like any unknown id, because ids are opaque to clients.
                 * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
                 */
                job_id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        /**
         * Get a job
         * @description Returns one job of the calling account. Another account's job answers 404 exactly like an unknown id.
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        /**
         * Delete a job
         * @description Deletes a job and its run history and cancels its schedule. A run in progress finishes but is not
         *     recorded. Deleting again answers 404.
         *
         *     Decision (seed §4.3 "delete" not shown): 204 with no body, because the client already has the record.
         */
        delete: operations["deleteJob"];
        options?: never;
        head?: never;
        /**
         * Change a job
         * @description Changes some fields of a job with JSON merge semantics (RFC 7396): fields present replace the stored
         *     ones, absent fields stay. The merged job must still satisfy every rule of `JobCreate`, so the
         *     answer may be 422 even when the patch alone looks valid. A changed `interval_seconds` reschedules
         *     an active job from the time of the change. The patch applies to the job as it is once the body has
         *     been read: a PATCH whose body arrives after a DELETE of the same job has finished answers 404, never
         *     200 with the deleted job, because a change must not revive or report a job that no longer exists.
         *
         *     Decision (seed §4.3 "change" not shown): PATCH with merge semantics, because clients change one
         *     field at a time; `application/merge-patch+json` is accepted as well as `application/json`.
         */
        patch: operations["updateJob"];
        trace?: never;
    };
    "/v1/jobs/{job_id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id as returned at creation. An id of another shape, or of another account's job, answers
                 *     404 like any unknown id, because ids are opaque to clients.
                 * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
                 */
                job_id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a job
         * @description Moves an `active` job to `paused`: no scheduled runs happen and `next_run_at` becomes null.
         *
         *     Decision (seed §3 not shown): pausing a job that is already paused answers 409, because a silent
         *     no-op hides client bugs (as Healthchecks does for resume).
         */
        post: operations["pauseJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{job_id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id as returned at creation. An id of another shape, or of another account's job, answers
                 *     404 like any unknown id, because ids are opaque to clients.
                 * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
                 */
                job_id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a job
         * @description Moves a `paused` job to `active`; the next run is due `interval_seconds` after the resume
         *     (`interval`), or at the expression's first time after the resume (`cron`).
         *     Resuming a job that is not paused answers 409.
         */
        post: operations["resumeJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{job_id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id as returned at creation. An id of another shape, or of another account's job, answers
                 *     404 like any unknown id, because ids are opaque to clients.
                 * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
                 */
                job_id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a job now
         * @description Starts a run of the job now, recorded with `trigger: manual`, whatever the job's status; the
         *     schedule is unchanged. The run finishes asynchronously and then appears in the job's runs and in
         *     `last_run`.
         *
         *     Decision (seed §4.3 not shown): 202 with the job, because the run's outcome is not known when the
         *     request is answered. A run already in progress answers 409 (no overlapping runs).
         */
        post: operations["runJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{job_id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id as returned at creation. An id of another shape, or of another account's job, answers
                 *     404 like any unknown id, because ids are opaque to clients.
                 * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
                 */
                job_id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        /**
         * List a job's runs
         * @description Lists the finished runs of a job, newest first (by `started_at`, then `id`), paginated like the job
         *     list. At most the 100 most recent runs are kept.
         */
        get: operations["listJobRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/schedules/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a schedule's next run times
         * @description Returns the next `count` run times (1–20, default 5) of a schedule, in UTC, without creating a job:
         *     the times a job with this schedule would run at, first the first time after `from` (default: now).
         *     For `interval`, `from + interval_seconds`, `from + 2 × interval_seconds`, …; for `cron`, the
         *     expression's times in `timezone`, with the daylight-saving behaviour of `TimeZone`.
         *
         *     The body takes the schedule fields of `JobCreate` with the same rules and the same 422 answers
         *     (pointers `/cron_expression`, `/timezone`, `/interval_seconds`), so a form can validate as the
         *     user types. Decision: POST with a body rather than GET with a query, because the fields and their
         *     error pointers are those of the create body; nothing is stored, and repeating it is safe.
         */
        post: operations["previewSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    jobRunFailed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A run of a job failed
         * @description Sent when a run fails and the job has `notify_on_failure: true`, to the notification URL the account
         *     configured. One notification per failed run.
         *
         *     Decision (seed §6 "format or channel not shown"): an HTTP POST signed the Standard Webhooks way
         *     (`webhook-id`, `webhook-timestamp`, `webhook-signature` = `v1,` + base64 HMAC-SHA256 of
         *     `{webhook-id}.{webhook-timestamp}.{body}` with the account's `whsec_` secret), because receivers
         *     can verify it with off-the-shelf libraries. A 2xx answer acknowledges it; anything else, or no
         *     answer within 15 s, is retried after 5 s, 5 min, 30 min, 2 h and 5 h (six attempts in all; each
         *     delay counts from the previous attempt, so the last one comes about 7 h 35 min after the first),
         *     with the same `webhook-id` so the receiver can drop duplicates.
         */
        post: operations["jobRunFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description A 400 problem; for bad parameters, `errors` names each one. */
        BadRequestProblem: components["schemas"]["Problem"] & {
            errors?: components["schemas"]["ParameterError"][];
            /** @constant */
            status?: 400;
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
        /** @description The schedule fields of a `cron` job (in `JobCreate` and `SchedulePreviewRequest`) — `cron_expression` is required, `timezone` defaults to `UTC` and `interval_seconds` is refused. */
        CronSchedule: {
            cron_expression: components["schemas"]["CronExpression"];
            interval_seconds?: never;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            schedule_type: "cron";
            /** @default UTC */
            timezone?: components["schemas"]["TimeZone"];
        };
        /** @description One violation in a request body. */
        FieldError: {
            detail: string;
            /** @description RFC 6901 JSON Pointer into the request body (`""` for the whole body, `/name` for a field). */
            pointer: string;
        };
        /**
         * @description HTTP method used for the call (seed §2). Runs send no request body.
         * @enum {string}
         */
        HttpMethod: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";
        /**
         * @description The schedule fields of an `interval` job (in `JobCreate` and `SchedulePreviewRequest`): `interval_seconds`
         *     is required (seed §2 rule 1), `cron_expression` and `timezone` are refused.
         *
         *     Decision (one schema per schedule type, chosen by `discriminator`): the bodies are a union on
         *     `schedule_type`, so generated client types refuse an interval job without `interval_seconds` or with
         *     cron fields before it is sent. A validator that honours `discriminator` (ajv's `discriminator`
         *     option, the mock's) checks only the branch `schedule_type` names, so a 422 names the same pointers
         *     as one flat schema would; the fields common to both types stay on the body schema itself.
         */
        IntervalSchedule: {
            cron_expression?: never;
            interval_seconds: components["schemas"]["IntervalSeconds"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            schedule_type: "interval";
            timezone?: never;
        };
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
         * @description The fields accepted when a job is created (seed §2). Unknown fields are rejected with 422, because
         *     a misspelt optional field would otherwise be silently ignored.
         *
         *     Decision (seed §2 states each field's type, not what happens to a value of another type): such a
         *     value is refused with 422 at its pointer, never converted (`"60"` is not 60, `3600` is not
         *     `"3600"`), because a converted value is one the client did not send. The seed itself allows either
         *     a refusal or the value kept with the stated type, which is all the `core` conformance profile asks.
         *
         *     Decision (seed §2 rule 2 not shown): `name`, `url` and `schedule_type` are required, plus
         *     `interval_seconds` for `interval` (seed rule 1); `method` defaults to `GET`, `notify_on_failure` to
         *     `false` and `timeout_seconds` to 30.
         *
         *     Decision (cron schedules): with `schedule_type: cron`, `cron_expression` is required, `timezone`
         *     defaults to `UTC` and `interval_seconds` is refused; with `interval`, `cron_expression` and
         *     `timezone` are refused — a field that does not apply would be silently ignored otherwise. A cron
         *     job's first run is its expression's first time after `created_at`.
         */
        JobCreate: {
            cron_expression?: components["schemas"]["CronExpression"];
            interval_seconds?: components["schemas"]["IntervalSeconds"];
            /** @default GET */
            method?: components["schemas"]["HttpMethod"];
            name: components["schemas"]["JobName"];
            /** @default false */
            notify_on_failure?: components["schemas"]["NotifyOnFailure"];
            schedule_type: components["schemas"]["ScheduleType"];
            /** @default 30 */
            timeout_seconds?: components["schemas"]["TimeoutSeconds"];
            timezone?: components["schemas"]["TimeZone"];
            url: components["schemas"]["JobUrl"];
        } & (components["schemas"]["IntervalSchedule"] | components["schemas"]["CronSchedule"]);
        /**
         * @description A job's id — `job_` and a ULID.
         * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
         */
        JobId: string;
        /** @description One page of jobs, newest first. */
        JobList: {
            data: components["schemas"]["Job"][];
            /** @description Cursor of the next page, or null on the last page. */
            next_cursor: string | null;
        };
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
         * @description A merge patch of a job: any of the create fields, at least one. The job that results must satisfy
         *     `JobCreate`.
         *
         *     Decision (switching schedule types): a patch whose `schedule_type` differs from the job's drops the
         *     fields of the old type before it is merged, so switching to `cron` needs `cron_expression` (and
         *     optionally `timezone`, default `UTC`) and clears `interval_seconds`; switching to `interval` needs
         *     `interval_seconds` and clears `cron_expression` and `timezone`. Without a switch, a field of the other
         *     type is refused (422), as at creation; a patch that repeats the job's own `schedule_type` is no switch and
         *     drops nothing. A new schedule (type, interval, expression or zone) of an
         *     active job takes effect from the time of the change.
         *
         *     Decision (the rules the schema states): whatever the job, a patch never carries the fields of two
         *     schedule types — `interval_seconds` beside `cron_expression` or `timezone`, nor a field of the type
         *     `schedule_type` does not name — and each of these answers 422 at the field's pointer. What depends
         *     on the job the patch applies to cannot be a rule of a schema: a patch without `schedule_type`
         *     carrying `interval_seconds` applies to an `interval` job (onto a `cron` job it answers 422 at
         *     `/interval_seconds`), one carrying `cron_expression` or `timezone` to a `cron` job, and a switch of
         *     type brings the new type's required field (`schedule_type: cron` onto an `interval` job needs
         *     `cron_expression`).
         */
        JobUpdate: {
            cron_expression?: components["schemas"]["CronExpression"];
            interval_seconds?: components["schemas"]["IntervalSeconds"];
            method?: components["schemas"]["HttpMethod"];
            name?: components["schemas"]["JobName"];
            notify_on_failure?: components["schemas"]["NotifyOnFailure"];
            schedule_type?: components["schemas"]["ScheduleType"];
            timeout_seconds?: components["schemas"]["TimeoutSeconds"];
            timezone?: components["schemas"]["TimeZone"];
            url?: components["schemas"]["JobUrl"];
        } & (unknown & unknown & unknown);
        /**
         * Format: uri
         * @description Absolute `http` or `https` URL the job calls (seed §2), at most 2,048 characters. Relative URLs and
         *     other schemes are rejected.
         */
        JobUrl: string;
        /** @description When true, each failed run sends the `jobRunFailed` notification (seed §2). */
        NotifyOnFailure: boolean;
        /** @description One violation in a query or header parameter (e.g. `limit`, `Idempotency-Key`). */
        ParameterError: {
            detail: string;
            /** @description The parameter's name. */
            parameter: string;
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
        /** @description One page of runs, newest first. */
        RunList: {
            data: components["schemas"]["Run"][];
            next_cursor: string | null;
        };
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
        /** @description The next run times of a schedule, earliest first, in UTC. */
        SchedulePreview: {
            data: components["schemas"]["Timestamp"][];
        };
        /** @description A schedule, as in `JobCreate`, and how many of its next times to show from when. */
        SchedulePreviewRequest: {
            /**
             * @description How many times to return.
             * @default 5
             */
            count?: number;
            cron_expression?: components["schemas"]["CronExpression"];
            /**
             * @description The times returned are after this instant; default now (the service's clock). Times are computed
             *     up to 9999-12-31T23:59:59.999Z, the last instant a timestamp can write, that instant included; a
             *     schedule with fewer than `count` times left after `from` answers 422 at `/from`.
             */
            from?: components["schemas"]["Timestamp"];
            interval_seconds?: components["schemas"]["IntervalSeconds"];
            schedule_type: components["schemas"]["ScheduleType"];
            timezone?: components["schemas"]["TimeZone"];
        } & (components["schemas"]["IntervalSchedule"] | components["schemas"]["CronSchedule"]);
        /**
         * @description Kind of schedule (seed §2): `interval` runs every `interval_seconds`; `cron` runs at the times a
         *     `cron_expression` names, read in `timezone`.
         * @enum {string}
         */
        ScheduleType: "interval" | "cron";
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
        /** @description A 422 problem listing every violation found in the request body. */
        ValidationProblem: components["schemas"]["Problem"] & {
            errors: components["schemas"]["FieldError"][];
            /** @constant */
            status?: 422;
        };
    };
    responses: {
        /** @description Malformed JSON, a query parameter that is invalid (see `errors`), or a path with a dot segment or an encoded slash (see "Paths are taken as sent"). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["BadRequestProblem"];
            };
        };
        /** @description A request with the same `Idempotency-Key` is still being processed. */
        IdempotencyInFlight: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An unexpected failure of the service. Conformance treats any 5xx as a failure; it is documented so clients know its shape. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The job is not in a state that allows this action (pause when paused, resume when active, run while a run is in progress). */
        InvalidStateChange: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No job with this id in the calling account. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body is larger than 65,536 bytes. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The key sent more requests than its rate limit allows. */
        TooManyRequests: {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The `X-API-Key` header is missing, empty or not a key of any account. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The body is not sent as `application/json` (or, for PATCH, `application/merge-patch+json`). The
         *     `Content-Type` is compared as RFC 9110 §8.3.1 defines a media type: case-insensitively, with any
         *     parameters (`; charset=utf-8`) and the optional whitespace around `;` ignored, so
         *     `application/json ; charset=utf-8` is JSON.
         */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The body is JSON but breaks the schema; `errors` lists every violation. Also the answer to an
         *     `Idempotency-Key` reused with a different body: type `…/problems/idempotency-key-reused`, with one
         *     error at pointer `""` (the whole body differs from the first request's).
         */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ValidationProblem"];
            };
        };
    };
    parameters: {
        /**
         * @description The `next_cursor` of the previous page. A cursor that is malformed, or used with other filters than it
         *     was issued for (another `status`, another job's runs), answers 400. Cursors are opaque: what a cursor the
         *     service did not issue answers — one a client built or altered itself in the service's own format — is
         *     left free (400, or the page it happens to name). A cursor comes from the service only, so the
         *     parameter has no example: this one parameter serves the job list (with and without a `status`
         *     filter) and every job's runs, and a cursor is valid for one of them alone, so no single value is
         *     one a client could send in every place the parameter appears. A page's `next_cursor` example
         *     shows what one looks like.
         */
        Cursor: string;
        /**
         * @description Makes a create safe to retry (draft-ietf-httpapi-idempotency-key-header). The same key with the same
         *     body within 24 hours answers the stored 201 again (with `Idempotency-Replayed: true`) and creates
         *     nothing; the same key with a different body answers 422; a repeat while the first is still being
         *     processed answers 409. Keys are scoped to the account and expire 24 hours after first use.
         *
         *     A key is 1–255 visible ASCII characters (`!` to `~`, no spaces); any other key answers 400 naming
         *     `Idempotency-Key` in `errors`. "The same body" means the same JSON value: member order and
         *     whitespace do not matter, so a client that serialises its object in another order on a retry still
         *     gets the replay. A replay answers the stored 201 even when the job it created has since been
         *     deleted (its `Location` then names a job that answers 404): the key records that the create
         *     happened, not that the job still exists, and creating a second job would break the retry's
         *     promise.
         * @example 8e03978e-40d5-43e8-bc93-6894a57f9324
         */
        IdempotencyKey: string;
        /**
         * @description The job's id as returned at creation. An id of another shape, or of another account's job, answers
         *     404 like any unknown id, because ids are opaque to clients.
         * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
         */
        JobId: components["schemas"]["JobId"];
        /**
         * @description Page size. A value outside 1–100 or not an integer answers 400 (not silently coerced, so client bugs
         *     surface). The query text is read as a decimal number — an optional sign, digits, an optional fraction —
         *     and must name an integer, as JSON Schema counts integers: `limit=1.0` and `limit=%2B5` (`+5`) are 1 and
         *     5; `limit=1.5`, `limit=5x` and text with a space before or after the digits (`limit=%201`, `limit=1%20`)
         *     answer 400.
         * @example 20
         */
        Limit: number;
        /**
         * @description Only jobs in this status.
         * @example active
         */
        StatusFilter: components["schemas"]["JobStatus"];
    };
    requestBodies: never;
    headers: {
        /**
         * @description `true` when the answer is the stored answer of an earlier request with the same `Idempotency-Key`.
         * @example true
         */
        IdempotencyReplayed: "true";
        /**
         * @description Path of the created job, `/v1/jobs/{id}`.
         * @example /v1/jobs/job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
         */
        Location: string;
        /**
         * @description Remaining quota `r` and seconds `t` until it resets, as in draft-ietf-httpapi-ratelimit-headers.
         * @example "default";r=0;t=30
         */
        RateLimit: string;
        /**
         * @description The quota `q` per window `w` seconds, as in draft-ietf-httpapi-ratelimit-headers.
         * @example "default";q=600;w=60
         */
        RateLimitPolicy: string;
        /**
         * @description Seconds to wait before the next request (RFC 9110 §10.2.3).
         * @example 30
         */
        RetryAfter: string;
        /**
         * @description The authentication challenge (RFC 9110 §11.6.1).
         * @example ApiKey header="X-API-Key"
         */
        WWWAuthenticate: "ApiKey header=\"X-API-Key\"";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listJobs: {
        parameters: {
            query?: {
                /**
                 * @description The `next_cursor` of the previous page. A cursor that is malformed, or used with other filters than it
                 *     was issued for (another `status`, another job's runs), answers 400. Cursors are opaque: what a cursor the
                 *     service did not issue answers — one a client built or altered itself in the service's own format — is
                 *     left free (400, or the page it happens to name). A cursor comes from the service only, so the
                 *     parameter has no example: this one parameter serves the job list (with and without a `status`
                 *     filter) and every job's runs, and a cursor is valid for one of them alone, so no single value is
                 *     one a client could send in every place the parameter appears. A page's `next_cursor` example
                 *     shows what one looks like.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Page size. A value outside 1–100 or not an integer answers 400 (not silently coerced, so client bugs
                 *     surface). The query text is read as a decimal number — an optional sign, digits, an optional fraction —
                 *     and must name an integer, as JSON Schema counts integers: `limit=1.0` and `limit=%2B5` (`+5`) are 1 and
                 *     5; `limit=1.5`, `limit=5x` and text with a space before or after the digits (`limit=%201`, `limit=1%20`)
                 *     answer 400.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description Only jobs in this status.
                 * @example active
                 */
                status?: components["parameters"]["StatusFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of jobs. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a create safe to retry (draft-ietf-httpapi-idempotency-key-header). The same key with the same
                 *     body within 24 hours answers the stored 201 again (with `Idempotency-Replayed: true`) and creates
                 *     nothing; the same key with a different body answers 422; a repeat while the first is still being
                 *     processed answers 409. Keys are scoped to the account and expire 24 hours after first use.
                 *
                 *     A key is 1–255 visible ASCII characters (`!` to `~`, no spaces); any other key answers 400 naming
                 *     `Idempotency-Key` in `errors`. "The same body" means the same JSON value: member order and
                 *     whitespace do not matter, so a client that serialises its object in another order on a retry still
                 *     gets the replay. A replay answers the stored 201 even when the job it created has since been
                 *     deleted (its `Location` then names a job that answers 404): the key records that the create
                 *     happened, not that the job still exists, and creating a second job would break the retry's
                 *     promise.
                 * @example 8e03978e-40d5-43e8-bc93-6894a57f9324
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobCreate"];
            };
        };
        responses: {
            /** @description The job was created (or, for a repeated `Idempotency-Key`, the stored answer of the first request). */
            201: {
                headers: {
                    "Idempotency-Replayed": components["headers"]["IdempotencyReplayed"];
                    Location: components["headers"]["Location"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["IdempotencyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id as returned at creation. An id of another shape, or of another account's job, answers
                 *     404 like any unknown id, because ids are opaque to clients.
                 * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
                 */
                job_id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id as returned at creation. An id of another shape, or of another account's job, answers
                 *     404 like any unknown id, because ids are opaque to clients.
                 * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
                 */
                job_id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job was deleted. */
            204: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id as returned at creation. An id of another shape, or of another account's job, answers
                 *     404 like any unknown id, because ids are opaque to clients.
                 * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
                 */
                job_id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobUpdate"];
                "application/merge-patch+json": components["schemas"]["JobUpdate"];
            };
        };
        responses: {
            /** @description The changed job. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    pauseJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id as returned at creation. An id of another shape, or of another account's job, answers
                 *     404 like any unknown id, because ids are opaque to clients.
                 * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
                 */
                job_id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paused job. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InvalidStateChange"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    resumeJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id as returned at creation. An id of another shape, or of another account's job, answers
                 *     404 like any unknown id, because ids are opaque to clients.
                 * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
                 */
                job_id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resumed job. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InvalidStateChange"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    runJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The job's id as returned at creation. An id of another shape, or of another account's job, answers
                 *     404 like any unknown id, because ids are opaque to clients.
                 * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
                 */
                job_id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run was started. */
            202: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InvalidStateChange"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listJobRuns: {
        parameters: {
            query?: {
                /**
                 * @description The `next_cursor` of the previous page. A cursor that is malformed, or used with other filters than it
                 *     was issued for (another `status`, another job's runs), answers 400. Cursors are opaque: what a cursor the
                 *     service did not issue answers — one a client built or altered itself in the service's own format — is
                 *     left free (400, or the page it happens to name). A cursor comes from the service only, so the
                 *     parameter has no example: this one parameter serves the job list (with and without a `status`
                 *     filter) and every job's runs, and a cursor is valid for one of them alone, so no single value is
                 *     one a client could send in every place the parameter appears. A page's `next_cursor` example
                 *     shows what one looks like.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Page size. A value outside 1–100 or not an integer answers 400 (not silently coerced, so client bugs
                 *     surface). The query text is read as a decimal number — an optional sign, digits, an optional fraction —
                 *     and must name an integer, as JSON Schema counts integers: `limit=1.0` and `limit=%2B5` (`+5`) are 1 and
                 *     5; `limit=1.5`, `limit=5x` and text with a space before or after the digits (`limit=%201`, `limit=1%20`)
                 *     answer 400.
                 * @example 20
                 */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /**
                 * @description The job's id as returned at creation. An id of another shape, or of another account's job, answers
                 *     404 like any unknown id, because ids are opaque to clients.
                 * @example job_01JD5ZQ3T9V8P6X4M2N1K0H7GF
                 */
                job_id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of runs. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    previewSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchedulePreviewRequest"];
            };
        };
        responses: {
            /** @description The next run times, earliest first. */
            200: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulePreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    jobRunFailed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Unique id of the notification, stable across delivery attempts.
                 * @example msg_01JD5ZQ3T9V8P6X4M2N1K0H7GF
                 */
                "webhook-id": string;
                /**
                 * @description Space-separated signatures, each `v1,` followed by a base64 HMAC-SHA256.
                 * @example v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
                 */
                "webhook-signature": string;
                /**
                 * @description Unix time, in seconds, of this delivery attempt; receivers reject old ones (5 min tolerance).
                 * @example 1764421860
                 */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JobRunFailedNotification"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the notification; the body is ignored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
