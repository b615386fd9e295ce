import { rmSync } from 'node:fs';
import { createMockCore, createVirtualClock, stateFromStore } from './mock/core/index.ts';
import { openStateFile } from './mock/server/state-file.ts';
const mode = process.argv[2];
if (mode === 'fill') {
  rmSync('/tmp/adv.db', { force: true });
  const file = await openStateFile('/tmp/adv.db');
  const core = createMockCore({ clock: createVirtualClock(Date.UTC(2026, 0, 1)), persistence: file.port });
  await core.flush();
  const body = JSON.stringify({ name: 'x', url: 'https://example.com/h', schedule_type: 'interval', interval_seconds: 60 });
  for (let i = 0; i < 10000; i++) await core.handle(new Request('http://x/v1/jobs', { method: 'POST', headers: { 'X-API-Key': 'dev-key', 'Content-Type': 'application/json' }, body }));
  await core.handle(new Request('http://x/__mock/clock/advance', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seconds: 86400 }) }));
  await file.close();
} else {
  const c = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  let t = c();
  const lap = (name: string) => { const now = c(); console.log(name, Math.round(now - t), 'ms cpu'); t = now; };
  const file = await openStateFile('/tmp/adv.db'); lap('open+read');
  const snap = stateFromStore(file.stored!); lap('stateFromStore');
  createMockCore({ clock: createVirtualClock(Date.UTC(2026, 0, 1)), initialState: snap, persistence: file.port }); lap('createMockCore');
  await file.close();
}
