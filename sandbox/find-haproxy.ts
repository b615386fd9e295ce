// Finds Debian's `haproxy` (the package of that name) on PATH. Debian installs it in /usr/sbin, which a
// user's PATH may lack, so the sbin folders are looked in after PATH.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export const haproxyMissing =
  "haproxy is not installed (looked on PATH, /usr/sbin and /usr/local/sbin): the sandbox puts Debian's `haproxy` package in front of its shards — install it with `sudo apt-get install haproxy` (any HAProxy 2.6 or later will do)";

/** The haproxy executable's path, or undefined when there is none. */
export function findHaproxy(
  path = process.env.PATH ?? '',
  sbin: readonly string[] = ['/usr/sbin', '/usr/local/sbin'],
): string | undefined {
  const folders = [...path.split(delimiter).filter((folder) => folder !== ''), ...sbin];
  for (const folder of folders) {
    const candidate = join(folder, 'haproxy');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}
