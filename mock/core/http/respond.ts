// Response builders: JSON bodies, problem+json, no-content. Every answer goes through here so the
// content types stay exactly the spec's.
import type { ProblemBody } from './problem.ts';

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function problem(body: ProblemBody, headers: Record<string, string> = {}, plainJson = false): Response {
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { 'Content-Type': plainJson ? 'application/json' : 'application/problem+json', ...headers },
  });
}

export function noContent(headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 204, headers });
}
