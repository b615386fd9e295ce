// After a shard is added, the balancer's consistent hash sends some keys to it — about 1/N of them — and
// their accounts are still on the shards that held them. This moves each such account where its key now
// goes (docs/sandbox.md, "Adding a shard"): export it from its shard (`GET /__mock/state?account=ID`),
// import it through the balancer with its key (`POST /__mock/state`), then delete it from the old shard.
// Nothing is lost if it stops half-way: an account imported but not yet deleted is found on both, and the
// next pass deletes the stale copy the balancer no longer sends its key to. Accounts on a test clock live
// as long as a test and are left where they are.
import { SandboxError } from './sandbox-error.ts';

export interface ShardAddress {
  readonly name: string;
  readonly url: string;
}

export interface Rebalanced {
  /** Accounts moved: their id on the shard they left, and the two shards. */
  moved: Array<{ account: string; from: string; to: string }>;
  /** Accounts already where their key goes. */
  stayed: number;
  /** Accounts on a test clock whose key now goes elsewhere: left alone (their test ends with them). */
  onTestClocks: Array<{ account: string; shard: string }>;
}

interface Account {
  id: string;
  api_key: string;
  test_clock?: string;
}

export async function rebalance(options: {
  url: string;
  shards: readonly ShardAddress[];
  controlToken?: string | undefined;
}): Promise<Rebalanced> {
  const token: Record<string, string> =
    options.controlToken !== undefined ? { Authorization: `Bearer ${options.controlToken}` } : {};
  const call = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, headers: { ...token, ...(init.headers as Record<string, string>) } });
    const text = await response.text();
    return {
      status: response.status,
      shard: response.headers.get('X-Cronjobs-Shard'),
      body: text ? JSON.parse(text) : undefined,
    };
  };
  const result: Rebalanced = { moved: [], stayed: 0, onTestClocks: [] };
  // Every shard's accounts as they were before this pass, so an account moved is not looked at again.
  const before = await Promise.all(
    options.shards.map(async (shard) => {
      const listed = await call(`${shard.url}/__mock/accounts`);
      if (listed.status !== 200) throw new SandboxError(`${shard.name} listed its accounts with ${listed.status}`);
      return { shard, accounts: listed.body.data as Account[] };
    }),
  );
  for (const { shard, accounts } of before) {
    for (const account of accounts) {
      const key = { 'X-API-Key': account.api_key };
      const home = (await call(`${options.url}/v1/jobs`, { headers: key })).shard;
      if (home === shard.name) {
        result.stayed++;
        continue;
      }
      if (account.test_clock !== undefined) {
        result.onTestClocks.push({ account: account.id, shard: shard.name });
        continue;
      }
      const exported = await call(`${shard.url}/__mock/state?account=${encodeURIComponent(account.id)}`);
      const imported = await call(`${options.url}/__mock/state`, {
        method: 'POST',
        headers: { ...key, 'Content-Type': 'application/json' },
        body: JSON.stringify(exported.body),
      });
      // 409 with the key already there: an earlier pass imported it and stopped before the delete.
      const already =
        imported.status === 409 &&
        (await call(`${options.url}/__mock/accounts`, { headers: key })).body?.data?.length === 1;
      if (imported.status !== 201 && !already)
        throw new SandboxError(
          `moving ${account.id} from ${shard.name} to ${home}: the import answered ${imported.status} ${JSON.stringify(imported.body)}`,
        );
      const removed = await call(`${shard.url}/__mock/accounts/${encodeURIComponent(account.id)}`, {
        method: 'DELETE',
      });
      if (removed.status !== 204)
        throw new SandboxError(`moving ${account.id}: ${shard.name} answered ${removed.status} to its delete`);
      result.moved.push({ account: account.id, from: shard.name, to: home ?? '?' });
    }
  }
  return result;
}
