// A path router for the console's pages under /__console/: real links (keyboard, new tab, copy link work),
// clicks on them handled in the page with the History API.
import { useEffect, useState } from 'preact/hooks';

export const base = '/__console/';

function currentPath(): string {
  return location.pathname.startsWith(base) ? location.pathname.slice(base.length) : '';
}

const listeners = new Set<() => void>();

export function navigate(path: string): void {
  history.pushState(null, '', base + path);
  for (const listener of listeners) listener();
}

export function usePath(): string {
  const [path, setPath] = useState(currentPath);
  useEffect(() => {
    const update = () => setPath(currentPath());
    listeners.add(update);
    addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

/** Same-origin clicks on console links route in the page; modified clicks keep the browser's meaning. */
export function interceptLinks(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = (event.target as Element | null)?.closest?.('a');
  if (!link || link.target || !link.href.startsWith(location.origin + base)) return;
  event.preventDefault();
  navigate(link.href.slice(location.origin.length + base.length));
}
