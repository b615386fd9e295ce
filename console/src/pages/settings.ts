// Settings: the current account's API key (Copy, Rotate key — the old key is refused from then on), its
// notification URL and webhook secret.
import { useEffect, useState } from 'preact/hooks';
import { control, problemText, type Account, type NotificationSettings } from '../lib/api.ts';
import type { AccountState } from '../lib/account-state.ts';
import { html } from '../lib/html.ts';

export function SettingsPage({ state }: { state: AccountState }) {
  const account = state.current;
  const [settings, setSettings] = useState<NotificationSettings>();
  const [notifyUrl, setNotifyUrl] = useState('');
  const [message, setMessage] = useState<string>();
  const [urlError, setUrlError] = useState<string>();

  useEffect(() => {
    if (!account) return;
    control.accounts.notificationSettings(account.id).then(
      (data) => {
        setSettings(data);
        setNotifyUrl(data.notify_url ?? '');
      },
      () => undefined,
    );
  }, [account?.id]);

  if (!account) return html`<h1>Settings</h1><p>No account yet: create one under Accounts.</p>`;

  const copy = async () => {
    await navigator.clipboard?.writeText(account.api_key).catch(() => undefined);
    setMessage('API key copied.');
  };
  const rotate = async () => {
    if (!confirm(`Rotate the API key of ${account.name}? The current key is refused from that moment.`)) return;
    let data: Account;
    try {
      data = await control.accounts.rotateKey(account.id);
    } catch (error) {
      return setMessage(problemText(error));
    }
    // Behind a sandbox's balancer the new key keeps the old one's routing part, so it finds the same shard.
    if (state.sandboxed) await state.useKey(data.api_key, account.api_key);
    else await state.reload();
    setMessage('Key rotated: the old key is refused from now on.');
  };
  const saveUrl = async (event: Event) => {
    event.preventDefault();
    try {
      setSettings(
        await control.accounts.updateNotificationSettings(account.id, {
          notify_url: notifyUrl === '' ? null : notifyUrl,
        }),
      );
    } catch (error) {
      return setUrlError(problemText(error));
    }
    setUrlError(undefined);
    setMessage('Notification URL saved.');
  };
  const rotateSecret = async () => {
    try {
      setSettings(await control.accounts.rotateWebhookSecret(account.id));
    } catch (error) {
      return setMessage(problemText(error));
    }
    setMessage('Webhook secret rotated.');
  };

  return html`<h1>Settings</h1>
    <section class="card" aria-labelledby="key-heading">
      <h2 id="key-heading">API key of ${account.name}</h2>
      <p><label for="api-key">API key</label></p>
      <input id="api-key" class="secret" readonly value=${account.api_key} />
      <div class="actions">
        <button type="button" onClick=${copy}>Copy</button>
        <button type="button" class="danger" onClick=${rotate}>Rotate key</button>
      </div>
    </section>
    <form class="card" onSubmit=${saveUrl} novalidate>
      <h2>Failure notifications</h2>
      <label for="notify-url">Notification URL</label>
      <input id="notify-url" type="url" placeholder="(none: notifications are only recorded)" value=${notifyUrl}
        aria-invalid=${urlError ? 'true' : undefined} aria-describedby=${urlError ? 'notify-url-error' : undefined}
        onInput=${(event: Event) => setNotifyUrl((event.target as HTMLInputElement).value)} />
      ${urlError && html`<p id="notify-url-error" class="field-error">${urlError}</p>`}
      <button type="submit">Save notification URL</button>
      ${
        settings &&
        html`<p><label for="webhook-secret">Webhook secret</label></p>
        <input id="webhook-secret" class="secret" readonly value=${settings.webhook_secret} />
        <div class="actions"><button type="button" onClick=${rotateSecret}>Rotate secret</button></div>`
      }
    </form>
    ${message && html`<p role="status">${message}</p>`}`;
}
