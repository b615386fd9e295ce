// Clock: the mock's time, virtual or real; advance by presets or to a given time. Below it, the test
// clocks (each with its time and the accounts on it), which tests create and advance through the API.
import { useEffect, useState } from 'preact/hooks';
import { control, problemText, type Clock, type TestClock } from '../lib/api.ts';
import { html } from '../lib/html.ts';

const presets = [
  ['a minute', 60],
  ['an hour', 3600],
  ['a day', 86400],
] as const;

export function ClockPage() {
  const [clock, setClock] = useState<Clock>();
  const [target, setTarget] = useState('');
  const [message, setMessage] = useState<string>();
  const [testClocks, setTestClocks] = useState<TestClock[]>();

  const load = async () => {
    const [{ data }, { data: list }] = await Promise.all([
      control.GET('/__mock/clock'),
      control.GET('/__mock/test-clocks'),
    ]);
    if (data) setClock(data);
    if (list) setTestClocks(list.data);
  };
  useEffect(() => void load(), []);

  const advance = async (seconds: number) => {
    const { data, error } = await control.POST('/__mock/clock/advance', { body: { seconds } });
    if (error) return setMessage(problemText(error));
    setClock({ mode: data.mode, now: data.now, ...(data.speed === undefined ? {} : { speed: data.speed }) });
    setMessage(`Now ${data.now}; ${data.runs_total} run${data.runs_total === 1 ? '' : 's'} on the way.`);
  };
  const setTo = async (event: Event) => {
    event.preventDefault();
    const { data, error } = await control.PUT('/__mock/clock', { body: { now: target } });
    if (error) return setMessage(problemText(error));
    setClock({ mode: data.mode, now: data.now, ...(data.speed === undefined ? {} : { speed: data.speed }) });
    setMessage(`Now ${data.now}; ${data.runs_total} run${data.runs_total === 1 ? '' : 's'} on the way.`);
  };

  return html`<h1>Clock</h1>
    ${
      clock &&
      html`<dl class="facts">
      <dt>Now</dt><dd><time datetime=${clock.now} data-testid="clock-now">${clock.now}</time></dd>
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
        ${testClocks.map((c) => html`<tr key=${c.id}><td><code>${c.id}</code></td><td>${c.name}</td><td><time datetime=${c.now}>${c.now}</time></td><td>${(c.accounts ?? []).join(', ') || 'none'}</td></tr>`)}
      </tbody>
    </table>`
    }`;
}
