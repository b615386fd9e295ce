// deploy/ holds what `npm run sandbox` runs, for an operator's own machines: the balancer's configuration is
// the one the command writes (for three shards on fixed ports), HAProxy accepts it, and a missing haproxy
// is named by its Debian package.
import { execFileSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { temporaryFolders } from '../../lab/temporary-dir.ts';
import { findHaproxy, haproxyMissing } from '../../sandbox/find-haproxy.ts';
import { haproxyConfig } from '../../sandbox/haproxy-config.ts';

const deployed = readFileSync(new URL('../../deploy/haproxy.cfg', import.meta.url), 'utf8');
const temporaryDir = temporaryFolders('cronjobs-deploy-');

test('deploy/haproxy.cfg is what the sandbox writes for three shards on 4011-4013 behind port 4010', () => {
  const shards = [4011, 4012, 4013].map((port) => ({ host: '127.0.0.1', port }));
  expect(deployed).toBe(haproxyConfig({ host: '0.0.0.0', port: 4010, shards }));
  expect(deployed).toMatch(/balance hdr\(X-API-Key\) use_domain_only\n {2}hash-type consistent\n/);
});

test.runIf(findHaproxy() !== undefined)('HAProxy accepts deploy/haproxy.cfg', () => {
  expect(execFileSync(findHaproxy()!, ['-c', '-f', 'deploy/haproxy.cfg'], { encoding: 'utf8' })).toMatch(/valid/);
});

test('haproxy is looked for on PATH, then in the sbin folders; missing, the message names the Debian package', () => {
  const folder = temporaryDir();
  const executable = join(folder, 'haproxy');
  writeFileSync(executable, '#!/bin/sh\n');
  chmodSync(executable, 0o755);
  expect(findHaproxy(`/nowhere:${folder}`, [])).toBe(executable);
  expect(findHaproxy('/nowhere', [folder])).toBe(executable);
  expect(findHaproxy('', [])).toBeUndefined();
  chmodSync(executable, 0o644);
  expect(findHaproxy(folder, [])).toBeUndefined();
  expect(haproxyMissing).toContain('apt-get install haproxy');
});
