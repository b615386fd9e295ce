// Temporary folders for the tests of one file, under one parent made before its tests and removed after
// them all. Hooks registered when the file is collected, not per test, so tests that run concurrently
// (`describe.concurrent`) never remove a folder another test is still writing to.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** Call at the top of a test file; the function it answers makes a fresh folder whose name starts with `prefix`. */
export function temporaryFolders(prefix: string): () => string {
  let parent: string | undefined;
  beforeAll(() => {
    parent = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => rmSync(parent!, { recursive: true, force: true }));
  return () => mkdtempSync(join(parent!, 'run-'));
}
