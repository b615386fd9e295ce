// Notifications: each failure notification of the current account — its payload and its delivery
// (state, attempts, last status) — arriving live.
import { useEffect, useState } from 'preact/hooks';
import { control, type Notification } from '../lib/api.ts';
import type { AccountState } from '../lib/account-state.ts';
import { useCoalesced, useLiveEvents } from '../lib/events.ts';
import { html } from '../lib/html.ts';
import { Time } from '../lib/time.ts';

export function NotificationsPage({ state }: { state: AccountState }) {
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const accountId = state.current?.id;
  const load = async () => {
    const list = await control.notifications().catch(() => undefined);
    if (list) setNotifications(list.filter((notification) => notification.account_id === accountId).reverse());
  };
  useEffect(() => void load(), [accountId]);
  const reload = useCoalesced(load);
  useLiveEvents(({ event }) => {
    if (event.startsWith('notification.')) reload();
  });

  return html`<h1>Notifications</h1>
    <p>Failure notifications (<code>job.run.failed</code>) of ${state.current?.name ?? 'the current account'}, newest first. Each delivery is signed (Standard Webhooks) with the account's webhook secret from Settings.</p>
    ${notifications.length === 0 && html`<p>No notifications yet.</p>`}
    <ol class="cards" aria-label="Notifications">
      ${notifications.map(
        (notification) => html`<li class="card">
        <h2>${notification.payload.data.job.name} failed at <${Time} iso=${notification.payload.data.run.scheduled_at} /></h2>
        <dl class="facts">
          <dt>Id</dt><dd><code>${notification.id}</code></dd>
          <dt>Delivery</dt><dd><span class=${`badge ${notification.delivery.state}`}>${notification.delivery.state}</span> to ${notification.delivery.url ?? '(no URL: recorded only)'}</dd>
          <dt>Attempts</dt><dd>${notification.delivery.attempts}${notification.delivery.last_status ? `, last answered ${notification.delivery.last_status}` : ''}${notification.delivery.next_attempt_at ? html`, next at <${Time} iso=${notification.delivery.next_attempt_at} />` : ''}</dd>
        </dl>
        ${
          notification.delivery.last_headers
            ? html`<details><summary>Signature headers of the last attempt</summary><dl class="facts">
              ${Object.entries(notification.delivery.last_headers).map(([name, value]) => html`<dt><code>${name}</code></dt><dd><code>${value}</code></dd>`)}
            </dl></details>`
            : html`<p class="muted">Not sent yet, so not signed: set a notification URL under Settings to have failures delivered.</p>`
        }
        <details><summary>Payload</summary><pre>${JSON.stringify(notification.payload, null, 2)}</pre></details>
      </li>`,
      )}
    </ol>`;
}
