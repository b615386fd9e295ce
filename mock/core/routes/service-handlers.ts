// One thin handler per operation of spec/openapi.yaml: read the checked input, call the job service,
// map the result to the spec's status. Keyed by the generated `operations`, so an operation added to
// the spec without a handler fails the type check. Each handler lives with its kind: service-job-create.ts,
// service-job-actions.ts, service-listings.ts, service-schedule-preview.ts.
import type { ServiceHandler, ServiceHandlerDeps, ServiceOperationId } from './service-context.ts';
import { deleteJob, getJob, pauseJob, resumeJob, runJob, updateJob } from './service-job-actions.ts';
import { createJob } from './service-job-create.ts';
import { listJobRuns, listJobs } from './service-listings.ts';
import { previewSchedule } from './service-schedule-preview.ts';

export type { ServiceHandlerDeps, ServiceOperationId } from './service-context.ts';

export function createServiceHandlers(deps: ServiceHandlerDeps): Record<ServiceOperationId, ServiceHandler> {
  return {
    createJob: (context) => createJob(deps, context),
    listJobs: (context) => listJobs(deps, context),
    getJob: (context) => getJob(deps, context),
    updateJob: (context) => updateJob(deps, context),
    deleteJob: (context) => deleteJob(deps, context),
    pauseJob: (context) => pauseJob(deps, context),
    resumeJob: (context) => resumeJob(deps, context),
    runJob: (context) => runJob(deps, context),
    listJobRuns: (context) => listJobRuns(deps, context),
    previewSchedule: (context) => previewSchedule(deps, context),
  };
}
