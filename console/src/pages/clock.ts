// Clock: the mock's time, virtual or real; advance by presets or to a given time. Below it, the test
// clocks (each with its time and the accounts on it), which tests create and advance through the API.
import { useEffect, useState } from 'preact/hooks';
import { control, problemText, type Clock, type ClockAdvanced, type TestClock } from '../lib/api.ts';
import type { AccountState } from '../lib/account-state.ts';
import { html } from '../lib/html.ts';
import { clockMoved } from '../lib/mock-time.ts';
import { localTime, Time } from '../lib/time.ts';

const presets = [
  ['a minute', 60],
  ['an hour', 3600],
  ['a day', 86400],
] as const;

/** The mock's clock; behind a sandbox's balancer, the current account's (its test clock's, or its shard's). */
export function ClockPage({ state }: { state: AccountState }) {
  const [clock, setClock] = useState<Clock>();
  const [target, setTarget] = useState('');
  const [message, setMessage] = useState<string>();
  const [testClocks, setTestClocks] = useState<TestClock[]>();

  const load = async () => {
    const [now, list] = await Promise.all([
      control.clock().catch(() => undefined),
      control.testClocks.list().catch(() => undefined),
    ]);
    if (now) setClock(now);
    if (list) setTestClocks(list);
  };
  useEffect(() => void load(), [state.sandboxed && state.current?.api_key]);

  const move = async (call: () => Promise<ClockAdvanced>) => {
    let data: ClockAdvanced;
    try {
      data = await call();
    } catch (error) {
      return setMessage(problemText(error));
    }
    setClock({ mode: data.mode, now: data.now, ...(data.speed === undefined ? {} : { speed: data.speed }) });
    setMessage(`Now ${localTime(data.now)}; ${data.runs_total} run${data.runs_total === 1 ? '' : 's'} on the way.`);
    clockMoved();
  };
  const advance = (seconds: number) => move(() => control.advance(seconds));
  const setTo = (event: Event) => {
    event.preventDefault();
    return move(() => control.setClock({ now: target }));
  };

  return html`<h1>Clock</h1>
    ${
      clock &&
      html`<dl class="facts">
      <dt>Now</dt><dd><${Time} iso=${clock.now} testId="clock-now" relative=${false} /></dd>
      <dt>Mode</dt><dd>${clock.mode}${clock.mode === 'real' ? ' (follows real time)' : ' (moves only when told)'}</dd>
      ${clock.speed !== undefined && html`<dt>Speed</dt><dd>${clock.speed === 1 ? 'real time' : `${clock.speed}× real time`}</dd>`}
    </dl>`
    }
    <div class="actions" role="group" aria-label="Advance">
      ${presets.map(([label, seconds]) => html`<button type="button" onClick=${() => advance(seconds)}>Advance ${label}</button>`)}
    </div>
    <form class="card" onSubmit=${setTo}>
      <label for="clock-to">Set to (RFC 3339)</label>
      <input id="clock-to" placeholder="2026-11-22T12:00:00Z" value=${target} onInput=${(event: Event) => setTarget((event.target as HTMLInputElement).value)} />
      <button type="submit">Set clock</button>
    </form>
    ${message && html`<p role="status">${message}</p>`}
    <h2>Test clocks</h2>
    ${testClocks && testClocks.length === 0 && html`<p>No test clocks. Tests make them with <code>POST /__mock/test-clocks</code>, each for its own accounts, and advance them alone.</p>`}
    ${
      testClocks &&
      testClocks.length > 0 &&
      html`<table aria-label="Test clocks">
      <thead><tr><th scope="col">Id</th><th scope="col">Name</th><th scope="col">Now</th><th scope="col">Accounts</th></tr></thead>
      <tbody>
        ${testClocks.map((c) => html`<tr key=${c.id}><td><code>${c.id}</code></td><td>${c.name}</td><td><${Time} iso=${c.now} relative=${false} /></td><td>${(c.accounts ?? []).join(', ') || 'none'}</td></tr>`)}
      </tbody>
    </table>`
    }`;
}
