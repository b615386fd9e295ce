// One access-log entry per answer: who asked what, the status, how long it took, and for a refused
// request the first thing it got wrong (read back from the problem+json the core wrote), so a log reader
// sees why without opening the journal. Keys appear only as their fingerprint.
import type { Request as ExpressRequest } from 'express';
import { keyFingerprint } from '../core/index.ts';
import type { Written } from './write-response.ts';

export interface AccessLogEntry {
  req_id: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  key: string | null;
  /** A 4xx/5xx's first violation (`/name must not be empty`) or its problem detail. */
  problem?: string;
}

/** The first thing a problem+json answer says was wrong; undefined for any other answer. */
function firstProblem(reply: Written): string | undefined {
  if (reply.status < 400 || reply.body === null) return undefined;
  const type = Object.entries(reply.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  if (!type.startsWith('application/problem+json')) return undefined;
  try {
    const text = typeof reply.body === 'string' ? reply.body : Buffer.from(reply.body).toString('utf8');
    const problem = JSON.parse(text) as { detail?: unknown; errors?: Array<Record<string, unknown>> };
    const first = problem.errors?.[0];
    if (first && typeof first.detail === 'string') {
      const where = first.pointer ?? first.parameter;
      return typeof where === 'string' ? `${where === '' ? '(body)' : where} ${first.detail}` : first.detail;
    }
    return typeof problem.detail === 'string' ? problem.detail : undefined;
  } catch {
    return undefined;
  }
}

export function accessLogEntry(answered: {
  request: ExpressRequest;
  reply: Written;
  requestId: string;
  ms: number;
}): AccessLogEntry {
  const { request, reply, requestId, ms } = answered;
  const key = request.headers['x-api-key'];
  const problem = firstProblem(reply);
  return {
    req_id: requestId,
    method: request.method,
    path: request.path,
    status: reply.status,
    ms: Math.round(ms * 10) / 10,
    key: typeof key === 'string' && key ? keyFingerprint(key) : null,
    ...(problem !== undefined ? { problem } : {}),
  };
}
