// The console's frame: the navigation (names fixed in docs/decisions/0009-the-console.md), the current account, the page for the
// path, and the control-token form when /__mock answers 401.
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { AccountState } from './lib/account-state.ts';
import { control, problemText, saveControlToken, tokenListeners, type Account } from './lib/api.ts';
import { html } from './lib/html.ts';
import { base, interceptLinks, usePath } from './lib/router.ts';
import { AccountsPage } from './pages/accounts.ts';
import { ApiReferencePage } from './pages/api-reference.ts';
import { ClockPage } from './pages/clock.ts';
import { JobPage } from './pages/job.ts';
import { JobsPage } from './pages/jobs.ts';
import { NotificationsPage } from './pages/notifications.ts';
import { RequestsPage } from './pages/requests.ts';
import { SettingsPage } from './pages/settings.ts';

const accountKey = 'cronjobs-console.account';
const sections = ['Jobs', 'Notifications', 'Requests', 'Clock', 'Settings', 'Accounts', 'API reference'] as const;
const slug = (name: string) => name.toLowerCase().replace(' ', '-');

function TokenForm() {
  const [token, setToken] = useState('');
  return html`<form class="card" onSubmit=${(event: Event) => {
    event.preventDefault();
    saveControlToken(token);
    location.reload();
  }}>
    <h1>Control token</h1>
    <p>This mock was started with a control token (<code>--control-token</code>). Enter it to use the console; it is kept in this tab only.</p>
    <label for="control-token">Control token</label>
    <input id="control-token" type="password" autocomplete="off" value=${token} onInput=${(event: Event) => setToken((event.target as HTMLInputElement).value)} />
    <button type="submit">Use token</button>
  </form>`;
}

function page(path: string, state: AccountState) {
  const [section = '', id] = path.split('/');
  if (section === 'jobs' && id) return html`<${JobPage} id=${decodeURIComponent(id)} state=${state} />`;
  switch (section) {
    case '':
    case 'jobs':
      return html`<${JobsPage} state=${state} />`;
    case 'notifications':
      return html`<${NotificationsPage} state=${state} />`;
    case 'requests':
      return html`<${RequestsPage} />`;
    case 'clock':
      return html`<${ClockPage} />`;
    case 'settings':
      return html`<${SettingsPage} state=${state} />`;
    case 'accounts':
      return html`<${AccountsPage} state=${state} />`;
    case 'api-reference':
      return html`<${ApiReferencePage} state=${state} />`;
    default:
      return html`<h1>Not found</h1><p>No console page at this address.</p>`;
  }
}

export function App() {
  const path = usePath();
  const [needToken, setNeedToken] = useState(false);
  const [accounts, setAccounts] = useState<Account[]>([]);
  const [chosen, setChosen] = useState(() => localStorage.getItem(accountKey));
  const [error, setError] = useState<string>();

  const reload = useCallback(async () => {
    const { data, error } = await control.GET('/__mock/accounts');
    if (data) setAccounts(data.data);
    else if (error) setError(problemText(error));
  }, []);
  useEffect(() => {
    const ask = () => setNeedToken(true);
    tokenListeners.add(ask);
    void reload();
    return () => void tokenListeners.delete(ask);
  }, [reload]);

  const choose = (id: string) => {
    localStorage.setItem(accountKey, id);
    setChosen(id);
  };
  const current = accounts.find((account) => account.id === chosen) ?? accounts[0];
  const state: AccountState = { accounts, current, reload, choose };
  const section = path.split('/')[0] || 'jobs';

  return html`<div class="frame" onClick=${interceptLinks}>
    <a class="skip" href="#main">Skip to content</a>
    <header>
      <span class="brand">cronjobs mock</span>
      <nav aria-label="Console">
        <ul>
          ${sections.map((name) => html`<li><a href=${base + slug(name)} aria-current=${section === slug(name) ? 'page' : undefined}>${name}</a></li>`)}
        </ul>
      </nav>
      ${current && html`<span class="account">Account: <strong>${current.name}</strong></span>`}
    </header>
    <main id="main" tabindex="-1">
      ${error && html`<p role="alert" class="error">${error}</p>`}
      ${needToken ? html`<${TokenForm} />` : page(path, state)}
    </main>
  </div>`;
}
