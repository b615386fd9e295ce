// The console's frame: the navigation (names fixed in docs/decisions/0009-the-console.md), the current account, the page for the
// path, and the control-token form when /__mock answers 401.
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { AccountState } from './lib/account-state.ts';
import {
  accountOfKey,
  control,
  isSandboxRefusal,
  knownKeys,
  problemText,
  rememberKey,
  sandbox,
  saveControlToken,
  tokenListeners,
  type Account,
} from './lib/api.ts';
import { restartEvents } from './lib/events.ts';
import { html } from './lib/html.ts';
import { base, interceptLinks, usePath } from './lib/router.ts';
import { useMockTime } from './lib/mock-time.ts';
import { localTime, MockTimeContext, utcTime, type MockTime } from './lib/time.ts';
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

/** The mock's time and clock in the frame, on every page: the times below are read against it. */
function MockClock({ time }: { time: MockTime }) {
  const iso = new Date(time.nowMs).toISOString();
  const mode =
    time.mode === 'virtual'
      ? 'virtual clock, moves only when told'
      : `real clock${time.speed === 1 ? '' : `, ${time.speed}× real time`}`;
  return html`<p class="mock-time" data-testid="mock-time">
    ${time.testClock ? html`Test clock <strong>${time.testClock.name}</strong>: ` : 'Mock time: '}
    <time datetime=${iso} title=${utcTime(iso)}>${localTime(iso)}</time>
    <span class="mode"> (${mode})</span>
  </p>`;
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
      return html`<${RequestsPage} state=${state} />`;
    case 'clock':
      return html`<${ClockPage} state=${state} />`;
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
  const [sandboxed, setSandboxed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string>();

  const reload = useCallback(async () => {
    if (!sandbox.active) {
      try {
        return setAccounts(await control.accounts.list());
      } catch (error) {
        // Behind a sandbox's balancer the operator's list is on each shard: act by the keys given instead.
        if (!isSandboxRefusal(error)) return setError(problemText(error));
      }
      sandbox.active = true;
      setSandboxed(true);
    }
    const found = await Promise.all(knownKeys().map(accountOfKey));
    setAccounts(found.filter((account): account is Account => account !== undefined));
  }, []);
  const useKey = useCallback(
    async (key: string, replacing?: string) => {
      const account = await accountOfKey(key);
      if (!account) return false;
      rememberKey(key, replacing);
      sandbox.key = key;
      restartEvents();
      await reload();
      setChosen(account.id);
      return true;
    },
    [reload],
  );
  useEffect(() => {
    const ask = () => setNeedToken(true);
    tokenListeners.add(ask);
    void reload().then(() => setLoaded(true));
    return () => void tokenListeners.delete(ask);
  }, [reload]);

  const choose = (account: Account) => {
    if (sandbox.active) {
      // Ids repeat across shards; the key is the account's name behind the balancer.
      rememberKey(account.api_key);
      sandbox.key = account.api_key;
      restartEvents();
    } else localStorage.setItem(accountKey, account.id);
    setChosen(account.id);
  };
  const current = sandbox.active
    ? (accounts.find((account) => account.api_key === sandbox.key) ?? accounts[0])
    : (accounts.find((account) => account.id === chosen) ?? accounts[0]);
  if (sandbox.active && current && sandbox.key !== current.api_key) {
    sandbox.key = current.api_key;
    restartEvents();
  }
  const state: AccountState = { accounts, current, reload, choose, sandboxed, useKey };
  const section = path.split('/')[0] || 'jobs';
  const time = useMockTime(current);

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
      ${time && !needToken && html`<${MockClock} time=${time} />`}
    </header>
    <main id="main" tabindex="-1">
      ${error && html`<p role="alert" class="error">${error}</p>`}
      <${MockTimeContext.Provider} value=${time}>${
        needToken
          ? html`<${TokenForm} />`
          : !loaded
            ? null
            : sandboxed && !current
              ? html`<${AccountsPage} state=${state} />`
              : page(path, state)
      }<//>
    </main>
  </div>`;
}
