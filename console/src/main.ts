import { render } from 'preact';
import { App } from './app.ts';
import { html } from './lib/html.ts';

render(html`<${App} />`, document.getElementById('app')!);
