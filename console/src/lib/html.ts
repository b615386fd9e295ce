// htm bound to Preact: tagged templates instead of a JSX step, so the console builds with plain vite.
export { html } from 'htm/preact';
