// A Cron Job Scheduling Service written the usual Fastify way from the seed alone
// (spec/seed/cron-job-service-spec.md), never from spec/openapi.yaml: the kit's outside judges run it against
// services like this one. Route JSON Schemas checked by Fastify's own Ajv with its defaults (coerceTypes
// 'array', removeAdditional, useDefaults), Fastify's `{statusCode, error, message}` errors, an onRequest hook
// for the key, HEAD answered from every GET route (exposeHeadRoutes). On every point the seed leaves open it
// chooses differently from our spec: 401 without a challenge, 201 with the bare job and camelCase extras,
// `{items, nextPageToken}` pages of ten sent back as `?pageToken=`, oldest first, unknown fields dropped.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { StrangerDefect } from './defects.ts';

export interface StrangerOptions {
  /** One account per key. */
  keys: readonly string[];
  defect?: StrangerDefect;
}

export interface Stranger {
  url: string;
  close(): Promise<void>;
}

interface Job {
  id: string;
  name: string;
  url: string;
  method: string;
  schedule_type: 'interval' | 'cron';
  interval_seconds?: number;
  cron_expression?: string;
  notify_on_failure?: boolean;
  enabled: boolean;
  createdAt: string;
  /** Creation order across accounts. */
  seq: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    account: Job[];
  }
}

const pageSize = 10;

export async function startFastifyService({ keys, defect }: StrangerOptions): Promise<Stranger> {
  const accounts = new Map(keys.map((key) => [key, [] as Job[]]));
  const first = accounts.get(keys[0]!)!;
  let seq = 0;

  const createBody = {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'url', 'method', 'schedule_type'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 500 },
      url: { type: 'string', format: 'uri', maxLength: 4096 },
      method: { type: 'string', minLength: 1, maxLength: 16 },
      schedule_type: { type: 'string', enum: ['interval', 'cron'] },
      interval_seconds: { type: 'integer', minimum: 1 },
      cron_expression: { type: 'string', minLength: 1 },
      notify_on_failure:
        defect === 'list-500-after-job-without-notify' ? { type: 'boolean' } : { type: 'boolean', default: false },
    },
    ...(defect === 'interval-without-seconds'
      ? {}
      : {
          allOf: [
            { if: { properties: { schedule_type: { const: 'interval' } } }, then: { required: ['interval_seconds'] } },
            { if: { properties: { schedule_type: { const: 'cron' } } }, then: { required: ['cron_expression'] } },
          ],
        }),
  } as const;

  const job = {
    type: 'object',
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      url: { type: 'string' },
      method: { type: 'string' },
      schedule_type: { type: 'string' },
      interval_seconds: { type: 'integer' },
      cron_expression: { type: 'string' },
      notify_on_failure: { type: 'boolean' },
      enabled: { type: 'boolean' },
      createdAt: { type: 'string' },
    },
  } as const;

  const error = {
    type: 'object',
    properties: { statusCode: { type: 'integer' }, error: { type: 'string' }, message: { type: 'string' } },
  } as const;

  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const key = request.headers['x-api-key'];
    const account = typeof key === 'string' ? accounts.get(key) : undefined;
    if (account) {
      request.account = account;
      return;
    }
    if (defect === 'head-without-key-check' && request.method === 'HEAD') {
      request.account = first;
      return;
    }
    if (defect === 'wrong-key-with-any-accept' && typeof key === 'string' && request.headers.accept === '*/*') {
      request.account = first;
      return;
    }
    await reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Invalid or missing API key' });
  }

  function jobRoutes(app: FastifyInstance): void {
    app.decorateRequest('account');
    app.addHook('onRequest', authenticate);

    app.post('/jobs', { schema: { body: createBody, response: { 201: job } } }, async (request, reply) => {
      const body = request.body as Omit<Job, 'id' | 'enabled' | 'createdAt' | 'seq'>;
      const created: Job = {
        ...body,
        id: randomUUID(),
        enabled: true,
        createdAt: new Date().toISOString(),
        seq: seq++,
      };
      request.account.push(created);
      return reply.code(201).send(created);
    });

    app.get(
      '/jobs',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: {
              pageToken: { type: 'string' },
              limit: { type: 'integer', minimum: 1, maximum: 50, default: pageSize },
            },
          },
          response: {
            200: {
              type: 'object',
              properties: { items: { type: 'array', items: job }, nextPageToken: { type: 'string' } },
            },
            400: error,
          },
        },
      },
      async (request, reply) => {
        const { pageToken, limit } = request.query as { pageToken?: string; limit: number };
        const offset =
          pageToken === undefined ? 0 : Number.parseInt(Buffer.from(pageToken, 'base64url').toString(), 10);
        if (!Number.isSafeInteger(offset) || offset < 0)
          return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'invalid pageToken' });
        const source =
          defect === 'other-accounts-from-page-two' && offset > 0
            ? [...accounts.values()].flat().sort((a, b) => a.seq - b.seq)
            : request.account;
        if (
          defect === 'list-500-after-job-without-notify' &&
          request.account.some((j) => j.notify_on_failure === undefined)
        )
          throw new Error('notify_on_failure is NULL');
        const items = source.slice(offset, offset + limit);
        const next =
          offset + limit < source.length ? Buffer.from(String(offset + limit)).toString('base64url') : undefined;
        return { items, ...(next ? { nextPageToken: next } : {}) };
      },
    );

    app.get('/jobs/:id', { schema: { response: { 200: job, 404: error } } }, async (request, reply) => {
      const found = request.account.find((j) => j.id === (request.params as { id: string }).id);
      return found ?? reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Job not found' });
    });

    app.delete('/jobs/:id', async (request, reply) => {
      const index = request.account.findIndex((j) => j.id === (request.params as { id: string }).id);
      if (index < 0) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Job not found' });
      request.account.splice(index, 1);
      return reply.code(204).send();
    });
  }

  const app = Fastify();
  await app.register(async (scope) => jobRoutes(scope), { prefix: '/v1' });
  if (defect === 'served-under-v2') await app.register(async (scope) => jobRoutes(scope), { prefix: '/v2' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}
