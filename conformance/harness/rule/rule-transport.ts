// What a rule sends with: the raw transport (node:http, so a request reaches the wire as written), the typed
// client over it, kept-alive connections, and the record of every exchange — the rule's own, judged after its
// body, and the clean-up's, recorded but not judged. The first 5xx or unanswered request of either is kept
// (`fault`): whatever the rule concluded, it fails with that exchange (outcome.ts).
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../../generated/openapi.ts';
import type { ConformanceConfig } from './config.ts';
import {
  createTransport,
  keptConnection,
  transportFetch,
  type Exchange,
  type KeptConnection,
  type RawRequest,
  type Transport,
} from '../transport/http.ts';
import { isFault } from '../lists/list-walker.ts';
import type { RequestOptions } from './rule-context.ts';

/** The X-API-Key a request carries, whatever the case of the header's name. */
export const keyOf = (request: RawRequest): string | undefined =>
  Object.entries(request.headers ?? {}).find(([name]) => name.toLowerCase() === 'x-api-key')?.[1];

export class RuleTransport {
  /** Every exchange of the rule, in order (the clean-up's apart). */
  readonly exchanges: Exchange[] = [];
  /** The clean-up's exchanges: not judged, but recorded like every other request (--record). */
  readonly cleanUpExchanges: Exchange[] = [];
  #fault: Exchange | undefined;
  readonly #connections: KeptConnection[] = [];
  readonly #transport: Transport;
  readonly #quiet: Transport;
  readonly #config: ConformanceConfig;
  /** The typed client with the main key. */
  readonly api: Client<paths>;

  /** `onExchange` sees each of the rule's own exchanges as it completes (the jobs it made, their read-back). */
  constructor(config: ConformanceConfig, onExchange: (exchange: Exchange) => void) {
    this.#config = config;
    this.#transport = createTransport(
      config.baseUrl,
      (exchange) => {
        this.exchanges.push(exchange);
        this.#noteFault(exchange);
        onExchange(exchange);
      },
      config.timeoutMs,
    );
    this.#quiet = createTransport(
      config.baseUrl,
      (exchange) => {
        this.cleanUpExchanges.push(exchange);
        this.#noteFault(exchange);
      },
      config.timeoutMs,
    );
    this.api = this.apiWith(config.apiKey);
  }

  #noteFault(exchange: Exchange): void {
    if (this.#fault === undefined && isFault(exchange)) this.#fault = exchange;
  }

  /** The first 5xx or unanswered request the rule met, its clean-up's included. */
  get fault(): Exchange | undefined {
    return this.#fault;
  }

  apiWith = (key: string | null): Client<paths> =>
    createClient<paths>({
      baseUrl: this.#config.baseUrl,
      fetch: transportFetch(this.#transport),
      headers: key === null ? {} : { 'X-API-Key': key },
    });

  send = (request: RawRequest): Promise<Exchange> => this.#transport.send(request);

  /** A clean-up request: recorded, a fault if it meets one, never judged. */
  sendQuietly = (request: RawRequest): Promise<Exchange> => this.#quiet.send(request);

  request = (method: string, path: string, options: RequestOptions = {}): Promise<Exchange> => {
    const headers: Record<string, string> = {};
    const key = options.key === undefined ? this.#config.apiKey : options.key;
    if (key !== null) headers['X-API-Key'] = key;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    Object.assign(headers, options.headers);
    return this.#transport.send({
      method,
      path,
      headers,
      ...(body === undefined ? {} : { body }),
      ...(options.bodyAfter ? { bodyAfter: options.bodyAfter } : {}),
      ...(options.connection ? { connection: options.connection } : {}),
    });
  };

  connection = (): KeptConnection => {
    const connection = keptConnection(this.#config.baseUrl);
    this.#connections.push(connection);
    return connection;
  };

  lastExchange = (): Exchange | undefined => this.exchanges.at(-1);

  /** Closes the rule's kept-alive connections. */
  closeConnections(): void {
    for (const connection of this.#connections.splice(0)) connection.close();
  }
}
