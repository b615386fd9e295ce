// Which key created which job, as seen in the traffic: the one thing the proxy remembers between
// requests, so an answer that shows one key's job to another key (seed §4.2: a list holds the calling
// client's jobs) is caught whatever the judge level. Ids are compared as text, since the seed leaves them
// open (strings or numbers), and found wherever an answer nests them: the core profile assumes no shape.
import { escapePointerToken } from '../../contract/spec-walker.ts';
import { isJobPath } from './job-paths.ts';
import { answerJson, pathOf, type ProxiedExchange } from './exchange.ts';

/** Jobs remembered at most; the oldest are forgotten first (the memory stays bounded on a long session). */
export const rememberedJobs = 10_000;

export interface AccountMemory {
  /** A 2xx create answer: the first `id` of its body belongs to `fingerprint`. */
  noteCreated(exchange: ProxiedExchange, fingerprint: string): void;
  /** Ids in a 2xx job answer to `fingerprint` that another key created, with that key's fingerprint and where the answer shows each. */
  foreignIds(exchange: ProxiedExchange, fingerprint: string): Array<{ id: string; owner: string; pointer: string }>;
}

/** Every value of an `id` member, at any depth, breadth first (the outermost first), with its JSON Pointer. */
export function idsIn(value: unknown): Array<{ id: string; pointer: string }> {
  const out: Array<{ id: string; pointer: string }> = [];
  let level: Array<[unknown, string]> = [[value, '']];
  while (level.length > 0) {
    const next: Array<[unknown, string]> = [];
    for (const [node, at] of level) {
      if (Array.isArray(node)) for (const [i, item] of node.entries()) next.push([item, `${at}/${i}`]);
      else if (typeof node === 'object' && node !== null) {
        for (const [name, member] of Object.entries(node)) {
          if (name === 'id' && (typeof member === 'string' || typeof member === 'number'))
            out.push({ id: String(member), pointer: `${at}/id` });
          else next.push([member, `${at}/${escapePointerToken(name)}`]);
        }
      }
    }
    level = next;
  }
  return out;
}

export function createAccountMemory(limit = rememberedJobs): AccountMemory {
  // Insertion order is age: a Map forgets its first key first.
  const owners = new Map<string, string>();
  const bodyOf = (exchange: ProxiedExchange) => {
    const parsed = answerJson(exchange);
    return parsed.ok ? parsed.value : undefined;
  };
  return {
    noteCreated(exchange, fingerprint) {
      const id = idsIn(bodyOf(exchange))[0]?.id;
      if (id === undefined) return;
      owners.delete(id);
      owners.set(id, fingerprint);
      if (owners.size > limit) owners.delete(owners.keys().next().value!);
    },
    foreignIds(exchange, fingerprint) {
      if (owners.size === 0 || !isJobPath(pathOf(exchange.target))) return [];
      return idsIn(bodyOf(exchange)).flatMap(({ id, pointer }) => {
        const owner = owners.get(id);
        return owner !== undefined && owner !== fingerprint ? [{ id, owner, pointer }] : [];
      });
    },
  };
}
