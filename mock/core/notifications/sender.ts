// How a signed notification leaves the mock: a port, so tests use a fake receiver and production uses
// `fetch` (web-standard, so the core stays free of Node APIs).

import { DELIVERY_TIMEOUT_MS } from './backoff.ts';

export interface Delivery {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** The receiver's status, or null with a reason when no answer arrived (connection error, timeout). */
export type DeliveryAnswer = { status: number } | { status: null; error: string };

export type Sender = (delivery: Delivery) => Promise<DeliveryAnswer>;

/** A Sender over `fetch`: POST, JSON, no redirects followed, answer body discarded. */
export function createFetchSender(fetchFn: typeof fetch = fetch): Sender {
  return async ({ url, headers, body, timeoutMs }) => {
    try {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'cronjobs-kit-mock', ...headers },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs || DELIVERY_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return { status: response.status };
    } catch (error) {
      return { status: null, error: error instanceof Error ? error.message : String(error) };
    }
  };
}
