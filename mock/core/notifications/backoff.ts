// When delivery attempts happen (spec `webhooks.jobRunFailed`): immediately, then 5 s, 5 min, 30 min, 2 h
// and 5 h after the previous failed attempt — six attempts in all, the Standard Webhooks schedule cut
// short. Each attempt waits at most 15 s for an answer.

export const RETRY_DELAYS_MS: readonly number[] = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length;
export const DELIVERY_TIMEOUT_MS = 15_000;

/** Delay before attempt number `attempt` (1-based) counted from the previous one; null when none is left. */
export const delayBeforeAttempt = (attempt: number): number | null => RETRY_DELAYS_MS[attempt - 1] ?? null;
