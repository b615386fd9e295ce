// Accounts: the list, a new account by name (the mock makes its key), and which one the console acts as.
// Behind a sandbox's balancer (docs/sandbox.md) the list is the accounts whose keys this tab was given: a
// new account's key is made here, so the balancer places it before it exists, and a key can be entered.
import { useEffect, useState } from 'preact/hooks';
import { control, controlAs, newApiKey, problemText, type Account } from '../lib/api.ts';
import type { AccountState } from '../lib/account-state.ts';
import { html } from '../lib/html.ts';

export function AccountsPage({ state }: { state: AccountState }) {
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();
  // Accounts that tests or agents made through the control API since the console loaded are listed too.
  useEffect(() => void state.reload(), []);

  const [key, setKey] = useState('');
  const [keyError, setKeyError] = useState<string>();

  const create = async (event: Event) => {
    event.preventDefault();
    const apiKey = state.sandboxed ? newApiKey() : undefined;
    let data: Account;
    try {
      // Behind the balancer the call carries the new key, so it lands on the shard that key routes to.
      data = await (apiKey !== undefined ? controlAs(apiKey) : control).accounts.create({
        name,
        ...(apiKey !== undefined ? { api_key: apiKey } : {}),
      });
    } catch (error) {
      setError(problemText(error));
      return;
    }
    setError(undefined);
    setName('');
    if (state.sandboxed) await state.useKey(data.api_key);
    else {
      await state.reload();
      state.choose(data);
    }
    setMessage(`Created ${data.name}; it is now the current account.`);
  };
  const use = async (event: Event) => {
    event.preventDefault();
    if (!(await state.useKey(key.trim()))) {
      setKeyError('No account has this key.');
      return;
    }
    setKeyError(undefined);
    setKey('');
    setMessage('The console now acts as the account of this key.');
  };

  return html`<h1>Accounts</h1>
    <table>
      <caption class="visually-hidden">Accounts</caption>
      <thead><tr><th scope="col">Name</th><th scope="col">Id</th><th scope="col">Current</th></tr></thead>
      <tbody>
        ${state.accounts.map(
          (account) => html`<tr>
            <td>${account.name}</td>
            <td><code>${account.id}</code></td>
            <td>${
              account.api_key === state.current?.api_key
                ? 'current'
                : html`<button type="button" onClick=${() => state.choose(account)} aria-label=${`Switch to ${account.name}`}>Switch</button>`
            }</td>
          </tr>`,
        )}
      </tbody>
    </table>
    <form class="card" onSubmit=${create} novalidate>
      <h2>New account</h2>
      <label for="account-name">Account name</label>
      <input id="account-name" value=${name} aria-invalid=${error ? 'true' : undefined} aria-describedby=${error ? 'account-error' : undefined}
        onInput=${(event: Event) => setName((event.target as HTMLInputElement).value)} />
      ${error && html`<p id="account-error" class="field-error">${error}</p>`}
      <button type="submit">Create account</button>
    </form>
    ${
      state.sandboxed &&
      html`<form class="card" onSubmit=${use} novalidate>
      <h2>Use an API key</h2>
      <p>This console is behind a sandbox's balancer, which finds an account by its key: enter an account's key to act as it (kept in this tab only).</p>
      <label for="use-api-key">API key</label>
      <input id="use-api-key" type="password" autocomplete="off" value=${key} aria-invalid=${keyError ? 'true' : undefined} aria-describedby=${keyError ? 'use-key-error' : undefined}
        onInput=${(event: Event) => setKey((event.target as HTMLInputElement).value)} />
      ${keyError && html`<p id="use-key-error" class="field-error">${keyError}</p>`}
      <button type="submit">Use key</button>
    </form>`
    }
    ${message && html`<p role="status">${message}</p>`}`;
}
