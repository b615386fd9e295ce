// --state-file: the core's snapshot on disk. Written atomically — a temporary file beside the target,
// flushed, then renamed over it — so a crash leaves either the old state or the new, never half of one.
import { randomBytes } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isStateSnapshot, type StateSnapshot } from '../core/index.ts';

/** The saved state, or undefined when the file does not exist yet. A corrupt file is an error, never silently replaced. */
export async function loadState(path: string): Promise<StateSnapshot | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const value: unknown = JSON.parse(text);
  if (!isStateSnapshot(value)) throw new Error(`${path} is not a state file of this mock version`);
  return value;
}

export async function writeFileAtomic(path: string, content: string): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(content, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export const saveState = (path: string, snapshot: StateSnapshot): Promise<void> => writeFileAtomic(path, `${JSON.stringify(snapshot)}\n`);
