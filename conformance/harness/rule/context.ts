// The RuleContext a rule's body is handed (rule-context.ts), made of what a rule uses, one capability each:
// sending (rule-transport.ts), judging (rule-judge.ts), the jobs it makes (rule-jobs.ts), the list
// walks (rule-lists.ts) and the probes of the seed's promises (probes.ts). Each member below is the
// capability's own method; its documentation is on the interface.
import type { ConformanceConfig } from './config.ts';
import { RuleJobs } from './rule-jobs.ts';
import { RuleJudge } from './rule-judge.ts';
import { RuleLists } from './rule-lists.ts';
import { RuleTransport } from './rule-transport.ts';
import { createDescriber } from './failure.ts';
import type { Exchange } from '../transport/http.ts';
import { ProbeLedger } from './probes.ts';
import type { RuleContext } from './rule-context.ts';
import type { RuleMeta } from './rule-meta.ts';

/** What the run established before the rules (preflight.ts). */
export interface SharedFacts {
  /**
   * Contract violations of the plain create and list answers and of an error answer (their violationKey):
   * reported by SCHEMA-001/002/003 only.
   */
  readonly knownViolations?: readonly string[] | undefined;
  /** A 5xx or unanswered exchange the pre-flight met while establishing what this rule owns: it fails the rule. */
  readonly preflightFault?: Exchange | undefined;
  /** The pre-flight's acknowledged create (preflight.ts `created`). */
  readonly preflightCreate?: Exchange | undefined;
}

export function createRuleContext(meta: RuleMeta, config: ConformanceConfig, shared: SharedFacts = {}): RuleContext {
  const describe = createDescriber([
    [config.apiKey, '<api-key>'],
    [config.secondApiKey ?? '', '<second-api-key>'],
  ]);
  const judge = new RuleJudge(meta, config, describe, shared.knownViolations ?? []);
  const transport = new RuleTransport(config, (exchange) => jobs.noteExchange(exchange));
  const jobs: RuleJobs = new RuleJobs(meta, config, transport, judge);
  const lists = new RuleLists(config, transport, judge);
  const probes = new ProbeLedger();
  return {
    meta,
    config,
    profile: config.profile,
    full: config.profile === 'full',
    keys: { main: config.apiKey, second: config.secondApiKey },
    describe,
    // Sending
    api: transport.api,
    apiWith: transport.apiWith,
    send: transport.send,
    request: transport.request,
    connection: transport.connection,
    exchanges: transport.exchanges,
    lastExchange: transport.lastExchange,
    cleanUpExchanges: transport.cleanUpExchanges,
    // Jobs
    name: jobs.name,
    validBody: jobs.validBody,
    createJob: jobs.createJob,
    jobPath: jobs.jobPath,
    track: jobs.track,
    preflightCreate: shared.preflightCreate,
    readBackToo: jobs.readBackToo,
    // Lists
    walkList: lists.walkList,
    findInList: lists.findInList,
    listAll: lists.listAll,
    // Judging
    expectStatus: judge.expectStatus,
    expectRejected: judge.expectRejected,
    expectAccepted: judge.expectAccepted,
    expectFieldError: judge.expectFieldError,
    expectNotServed: judge.expectNotServed,
    check: judge.check,
    fail: judge.fail,
    blocked: judge.blocked,
    cannotDecide: judge.cannotDecide,
    faultFailure: judge.faultFailure,
    // The seed's promises
    probe: (promise, kind) => probes.probe(promise, kind),
    unreached: (promise, reason) => probes.unreached(promise, reason),
    probes: () => probes.record(),
    // After the body (outcome.ts)
    serverFault: () => transport.fault,
    pagination: () => lists.pagination,
    nextPageHint: () => lists.hint,
    verifyNoServerErrors: () => judge.verifyNoServerErrors(transport.fault),
    verifyContract: () => judge.verifyContract(transport.exchanges),
    verifyReadBack: () => jobs.verifyReadBack(lists, probes),
    async cleanUp() {
      transport.closeConnections();
      await jobs.cleanUp();
    },
  };
}
