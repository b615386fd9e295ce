// Both sides of one proxied exchange judged at the level asked for (`--judge core|full`), plus what holds
// at both: a 5xx is always the server's violation, and an answer that shows one key's job to another key
// breaks the seed's own statement (§4.2) and the spec's account isolation.
import { keyFingerprint } from '../core/state/accounts.ts';
import { createAccountMemory, type AccountMemory } from './account-memory.ts';
import { isCreate } from './job-paths.ts';
import { keyOf, pathOf, type ProxiedExchange, type SidedViolation } from './exchange.ts';
import { seedAnswerViolations, seedRequestViolations } from './seed-judge.ts';
import { isolationPlace, serverErrorPlace, specAnswerViolations, specRequestViolations } from './spec-judge.ts';

export type JudgeLevel = 'core' | 'full';

export interface ExchangeJudge {
  judge(exchange: ProxiedExchange): Promise<SidedViolation[]>;
}

export function createExchangeJudge(level: JudgeLevel, memory: AccountMemory = createAccountMemory()): ExchangeJudge {
  return {
    async judge(exchange) {
      const { status } = exchange.answer;
      const request = level === 'full' ? await specRequestViolations(exchange) : seedRequestViolations(exchange);
      const answer = level === 'full' ? specAnswerViolations(exchange, request) : seedAnswerViolations(exchange);
      const out = [...request, ...answer];
      // A 5xx breaks the contract each judge holds the upstream to: the seed allows none; the spec documents
      // a 500 as an unexpected failure of the service (conformance fails on it) and no other 5xx.
      if (status >= 500)
        out.push({
          rule: 'server-error',
          side: 'server',
          where: level === 'full' ? serverErrorPlace(exchange) : 'seed (no statement allows a 5xx)',
          detail: `the upstream answered ${status}`,
        });
      const key = keyOf(exchange);
      if (key !== undefined && status >= 200 && status < 300) {
        const fingerprint = keyFingerprint(key);
        for (const { id, owner, pointer } of memory.foreignIds(exchange, fingerprint))
          out.push({
            rule: 'isolation',
            side: 'server',
            where: level === 'full' ? isolationPlace(exchange) : 'seed §4.2',
            detail: `job ${id}, created with key ${owner}, was shown to key ${fingerprint} (not a violation if both keys belong to one account: a rotated or second key)`,
            pointer,
          });
        if (isCreate(exchange.method, pathOf(exchange.target))) memory.noteCreated(exchange, fingerprint);
      }
      return out;
    },
  };
}
