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
         */
        get: operations["listAccounts"];
        put?: never;
        /**
         * Create an account
         * @description Makes an account with a new random API key, as the operator's console does (seed §1).
         */
        post: operations["createAccount"];
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
         */
        get: operations["getClock"];
        /**
         * Set the virtual clock
         * @description Moves a virtual clock forward to `now`, running everything due up to it as `advance` does. Time
         *     never moves backwards (422), and a real clock cannot be set (409).
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
         */
        post: operations["advanceClock"];
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
         *     fingerprint. The journal keeps the 1,000 most recent requests.
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
         * @description Deletes every job, run, notification and journal entry. Accounts and their keys stay, so clients keep working.
         */
        post: operations["resetMock"];
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
        };
        AccountCreate: {
            name: string;
        };
        AccountList: {
            data: components["schemas"]["Account"][];
        };
        Clock: {
            mode: components["schemas"]["ClockMode"];
            now: components["schemas"]["Timestamp"];
        };
        ClockAdvance: {
            /** @description How far to move, at most a year per call. */
            seconds: number;
        };
        ClockAdvanced: {
            mode: components["schemas"]["ClockMode"];
            now: components["schemas"]["Timestamp"];
            /** @description The runs made during the move, oldest first. */
            runs: components["schemas"]["Run"][];
        };
        /**
         * @description `real` follows the machine's time (times `--speed`); `virtual` moves only when told.
         * @enum {string}
         */
        ClockMode: "real" | "virtual";
        ClockSet: {
            now: components["schemas"]["Timestamp"];
        };
        /**
         * @description `recorded` when no notification URL is set; `pending` while attempts remain; `delivered` after a 2xx; `failed` when every attempt failed.
         * @enum {string}
         */
        DeliveryState: "recorded" | "pending" | "delivered" | "failed";
        /**
         * @description HTTP method used for the call (seed §2). Runs send no request body.
         * @enum {string}
         */
        HttpMethod: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";
        /** @description Seconds between runs (seed §2), from 60 (one minute) to 31,536,000 (365 days). */
        IntervalSeconds: number;
        /**
         * @description A job as the service returns it (seed §2 rule 5 "not shown"): the create fields with their defaults
         *     applied, plus server-managed fields. Clients must ignore fields they do not know.
         */
        Job: {
            /** @description Failed runs since the last successful one. */
            consecutive_failures: number;
            created_at: components["schemas"]["Timestamp"];
            id: components["schemas"]["JobId"];
            interval_seconds: components["schemas"]["IntervalSeconds"];
            /** @description The most recent finished run, or null before the first one. */
            last_run: components["schemas"]["RunSummary"] | null;
            method: components["schemas"]["HttpMethod"];
            name: components["schemas"]["JobName"];
            /** @description When the next scheduled run is due; null while the job is paused. */
            next_run_at: components["schemas"]["Timestamp"] | null;
            notify_on_failure: components["schemas"]["NotifyOnFailure"];
            schedule_type: components["schemas"]["ScheduleType"];
            status: components["schemas"]["JobStatus"];
            timeout_seconds: components["schemas"]["TimeoutSeconds"];
            /** @description Time of the last change through the API (runs do not change it). */
            updated_at: components["schemas"]["Timestamp"];
            url: components["schemas"]["JobUrl"];
        };
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
        JournalEntry: {
            /** @description The request id, also in the mock's logs and the `X-Request-Id` answer header. */
            id: string;
            /** @description First 8 hex digits of the key's SHA-256; null when no key was sent. */
            key_fingerprint: string | null;
            method: string;
            operation_id?: string | null;
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
                last_status?: number | null;
                next_attempt_at?: components["schemas"]["Timestamp"] | null;
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
        /** @description When true, each failed run sends the `jobRunFailed` notification (seed §2). */
        NotifyOnFailure: boolean;
        /**
         * @description An RFC 9457 problem detail. `type` names the kind of problem (`about:blank` when the status says
         *     it all), `title` is the same for every occurrence of a type, `status` repeats the HTTP status.
         */
        Problem: {
            detail?: string;
            /** Format: uri-reference */
            instance?: string;
            status: number;
            title: string;
            /**
             * Format: uri-reference
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
         * @description Kind of schedule (seed §2). v1 has `interval` only; `cron` (with `cron_expression` and
         *     `timezone`) may be added later as an additive change.
         * @enum {string}
         */
        ScheduleType: "interval";
        /** @description Seconds a run waits for the target's answer before it fails as a timeout. */
        TimeoutSeconds: number;
        /**
         * Format: date-time
         * @description RFC 3339 date-time in UTC with milliseconds.
         * @example 2026-11-22T15:00:00.000Z
         */
        Timestamp: string;
        Violation: {
            detail: string;
            /** @description The parameter's name, for parameter violations. */
            parameter?: string;
            /** @description JSON Pointer into the body, for schema violations. */
            pointer?: string;
            /** @description What was broken, e.g. `auth`, `content-type`, `json`, `schema`, `route`, `method`. */
            rule: string;
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
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
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
            415: components["responses"]["Problem"];
            422: components["responses"]["Problem"];
        };
    };
    listNotifications: {
        parameters: {
            query?: never;
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
        };
    };
    listRequests: {
        parameters: {
            query?: never;
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
        };
    };
}
