// The balancer's configuration for N shards (docs/sandbox.md): every request carrying an account's key goes
// to the one shard that holds the account. `npm run sandbox` writes it for the shards it starts;
// deploy/haproxy.cfg is the same text for three shards on fixed ports (a test keeps the two equal).
// @see https://docs.haproxy.org/2.6/configuration.html#4.2-balance

export interface BalancerLayout {
  /** Where the balancer listens. */
  host: string;
  port: number;
  /** The shards, in order: shard N is HAProxy server id N, so the hash ring stays put as shards are added. */
  shards: ReadonlyArray<{ host: string; port: number }>;
}

/** A problem+json body as HAProxy writes it: single-quoted, so the text must hold no single quote. */
function problem(status: number, title: string, detail: string): string {
  if (detail.includes("'")) throw new RangeError(`a quote in the balancer's ${status} answer would end its string`);
  return `'${JSON.stringify({ type: 'about:blank', title, status, detail })}'`;
}

const unkeyed = problem(
  400,
  'Bad Request',
  'Through the sandbox a control call needs X-API-Key: the key of the account it is about (or of the account to create), so the balancer sends it to the shard that holds that account. Operator calls without a key go to each shard at its own address (docs/sandbox.md).',
);
const shardDown = problem(
  503,
  'Service Unavailable',
  'The shard that holds the account of this key is not answering; its accounts come back with it. Retry shortly.',
);

export function haproxyConfig(layout: BalancerLayout): string {
  const servers = (options: (i: number) => string) =>
    layout.shards.map((shard, i) => `  server shard${i + 1} ${shard.host}:${shard.port} ${options(i)}`).join('\n');
  return `# cronjobs-kit sandbox: ${layout.shards.length} mocks (shards) behind one HAProxy, every account on one shard
# (docs/sandbox.md). \`npm run sandbox\` writes it for the shards it starts; deploy/haproxy.cfg is it for three
# shards on fixed ports. Keep each shard's id: a shard added with the next id takes only the keys it gets.
global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout http-request 10s
  # Long enough for a big clock advance; event streams send a comment every 15 s.
  timeout client 5m
  timeout server 5m

frontend sandbox
  bind ${layout.host}:${layout.port}
  # A control call is routed by the key it carries; one without a key could only land on a shard at random.
  acl keyed req.hdr(X-API-Key) -m reg .
  acl control path_beg /__mock/
  http-request return status 400 content-type application/problem+json string ${unkeyed} hdr X-Cronjobs-Sandbox 1 if control !keyed !METH_OPTIONS
  use_backend shards if keyed
  default_backend any_shard

backend shards
  # The key picks the shard: the whole key, or with use_domain_only the part before its last dot, so keys
  # ROUTE.x and ROUTE.y (and the key ROUTE) share a shard. Consistent hashing: a shard added takes about
  # 1/N of the keys and moves no other key (docs/sandbox.md, "Adding a shard").
  balance hdr(X-API-Key) use_domain_only
  hash-type consistent
  # No health checks and no redispatch, on purpose: a shard taken out of the hash would send its accounts'
  # keys to shards that do not hold them (a wrong 401 instead of an honest 503 until it is back). One
  # retry, a second later, rides over a quick restart.
  retries 1
  http-response set-header X-Cronjobs-Shard %s
  http-error status 503 content-type application/problem+json string ${shardDown} hdr Retry-After 1
${servers((i) => `id ${i + 1}`)}

backend any_shard
  # A request without a key belongs to no account (its 401, the console's files, a preflight): any live
  # shard answers it alike, so this one checks the shards and passes over one that is down.
  balance roundrobin
  option redispatch
  retries 2
  http-response set-header X-Cronjobs-Shard %s
${servers(() => 'check inter 1s fall 1 rise 1')}
`;
}
