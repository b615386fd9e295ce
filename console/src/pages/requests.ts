// Requests: the mock's journal, newest first, filterable to the requests that broke the contract, each
// violation with its side (the client's or, behind the validating proxy, the server's), pointer and detail,
// and for proxied traffic a curl line that replays it — what a partner opens to see what went wrong.
import { useEffect, useState } from 'preact/hooks';
import { control, type JournalEntry } from '../lib/api.ts';
import type { AccountState } from '../lib/account-state.ts';
import { html } from '../lib/html.ts';
import { Time } from '../lib/time.ts';

/** Every account's requests; behind a sandbox's balancer, the current account's (its key goes with the call). */
export function RequestsPage({ state }: { state: AccountState }) {
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const [onlyViolations, setOnlyViolations] = useState(false);
  const load = async () => {
    const list = await control.requests().catch(() => undefined);
    if (list)
      setEntries(
        [...list].sort((a, b) => (a.received_at < b.received_at ? 1 : a.received_at > b.received_at ? -1 : 0)),
      );
  };
  useEffect(() => void load(), [state.sandboxed && state.current?.api_key]);
  const shown = onlyViolations ? entries.filter((entry) => entry.violations.length > 0) : entries;

  return html`<h1>Requests</h1>
    <div class="toolbar">
      <input id="only-violations" type="checkbox" checked=${onlyViolations} onChange=${(event: Event) => setOnlyViolations((event.target as HTMLInputElement).checked)} />
      <label for="only-violations">Only requests with violations</label>
      <button type="button" onClick=${() => void load()}>Refresh</button>
    </div>
    <div class="table-wrap" tabindex="0" role="region" aria-label="Requests table"><table>
      <caption class="visually-hidden">Requests</caption>
      <thead><tr><th scope="col">Received</th><th scope="col">Request</th><th scope="col">Status</th><th scope="col">Key</th><th scope="col">Violations</th></tr></thead>
      <tbody>
        ${shown.length === 0 && html`<tr><td colspan="5">No requests${onlyViolations ? ' with violations' : ''}.</td></tr>`}
        ${shown.map(
          (entry) => html`<tr>
          <td><${Time} iso=${entry.received_at} /></td>
          <td><code>${entry.method} ${entry.path}</code>${entry.operation_id ? html` <small>${entry.operation_id}</small>` : ''}</td>
          <td><span class=${`badge status-${Math.floor(entry.status / 100)}xx`}>${entry.status}</span></td>
          <td><code>${entry.key_fingerprint ?? '—'}</code></td>
          <td>${
            entry.violations.length === 0
              ? '—'
              : html`<ul class="violations">${entry.violations.map((violation) => html`<li>${violation.side ? html`<span class=${`badge side-${violation.side}`}>${violation.side}</span> ` : ''}<code>${violation.pointer ?? violation.parameter ?? ''}</code> ${violation.detail} <small>(${violation.rule}${violation.where ? html`; <code>${violation.where}</code>` : ''})</small></li>`)}</ul>`
          }
            ${entry.curl && html`<details><summary>Replay with curl</summary><pre><code>${entry.curl}</code></pre></details>`}</td>
        </tr>`,
        )}
      </tbody>
    </table></div>`;
}
