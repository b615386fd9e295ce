// API reference: spec/openapi.yaml (served by the mock at /__console/openapi.yaml) rendered by RapiDoc,
// loaded from the package on this page only, with "try it" sent to this mock with the current account's key.
import { useEffect, useState } from 'preact/hooks';
import rapidocUrl from 'rapidoc/dist/rapidoc-min.js?url';
import { origin } from '../lib/api.ts';
import type { AccountState } from '../lib/account-state.ts';
import { html } from '../lib/html.ts';

let loading: Promise<void> | undefined;

function loadRapidoc(): Promise<void> {
  return (loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = rapidocUrl;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('RapiDoc did not load'));
    document.head.append(script);
  }));
}

export function ApiReferencePage({ state }: { state: AccountState }) {
  const [ready, setReady] = useState(false);
  useEffect(() => void loadRapidoc().then(() => setReady(true)), []);
  // The console's own palette (style.css), which keeps WCAG AA contrast where RapiDoc's defaults do not.
  const dark = matchMedia('(prefers-color-scheme: dark)').matches;
  const colors = dark
    ? { bg: '#0d1117', text: '#e6edf3', navBg: '#161b22', primary: '#79b8ff' }
    : { bg: '#ffffff', text: '#1b1f24', navBg: '#f6f8fa', primary: '#0a58ca' };
  return html`<h1>API reference</h1>
    ${!ready && html`<p>Loading the reference…</p>`}
    ${
      ready &&
      html`<rapi-doc
      spec-url=${`${origin}/__console/openapi.yaml`}
      server-url=${origin}
      default-api-server=${origin}
      api-key-name="X-API-Key"
      api-key-location="header"
      api-key-value=${state.current?.api_key ?? ''}
      theme=${dark ? 'dark' : 'light'}
      bg-color=${colors.bg}
      text-color=${colors.text}
      nav-bg-color=${colors.navBg}
      nav-text-color=${colors.text}
      nav-hover-text-color=${colors.primary}
      nav-accent-color=${colors.primary}
      primary-color=${colors.primary}
      render-style="focused"
      show-header="false"
      load-fonts="false"
      fill-request-fields-with-example="false"
      allow-spec-url-load="false"
      allow-spec-file-load="false"
      allow-server-selection="false"
      style="height: calc(100vh - 9rem); width: 100%"
    ></rapi-doc>`
    }`;
}
