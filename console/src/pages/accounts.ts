// Accounts: the list, a new account by name (the mock makes its key), and which one the console acts as.
import { useState } from 'preact/hooks';
import { control, problemText } from '../lib/api.ts';
import type { AccountState } from '../lib/account-state.ts';
import { html } from '../lib/html.ts';

export function AccountsPage({ state }: { state: AccountState }) {
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();

  const create = async (event: Event) => {
    event.preventDefault();
    const { data, error } = await control.POST('/__mock/accounts', { body: { name } });
    if (error) {
      setError(problemText(error));
      return;
    }
    setError(undefined);
    setName('');
    await state.reload();
    state.choose(data.id);
    setMessage(`Created ${data.name}; it is now the current account.`);
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
              account.id === state.current?.id
                ? 'current'
                : html`<button type="button" onClick=${() => state.choose(account.id)} aria-label=${`Switch to ${account.name}`}>Switch</button>`
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
    ${message && html`<p role="status">${message}</p>`}`;
}
