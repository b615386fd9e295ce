// The model SEQ-001 holds a service to across a sequence of operations: each job's definition (the create
// body with the spec's defaults, merge patches applied), its status, whether it was deleted, and how many
// manual runs were accepted. Only what spec/openapi.yaml promises is expected: fields a service adds are
// ignored, timestamps other than `created_at` are not compared, and runs that finish in the background
// are never assumed to be listed yet.
import { createFields } from '../spec/provenance.ts';
import { isJsonObject, shown, type JsonObject } from '../transport/record.ts';

export type JobStatus = 'active' | 'paused';
export type ScheduleType = 'interval' | 'cron';

export interface ModelJob {
  /** A, B, C in creation order: the printed sequence and the replay script's `$JOB_A` name it. */
  readonly label: string;
  readonly id: string;
  /** `cjk-<run id>-seq-001-<n>`: renames keep it as a prefix. */
  readonly baseName: string;
  readonly createdAt: unknown;
  /** The definition the service must show (JobCreate fields, defaults applied). */
  fields: JsonObject;
  status: JobStatus;
  deleted: boolean;
  /** Run-now requests answered 202; the runs list never shows more manual runs than this. */
  manualRuns: number;
}

export interface Model {
  jobs: ModelJob[];
  /** Epoch ms after which no command runs: the hang guard (sequence-runner.ts) holds inside a long sequence too. */
  readonly deadline: number;
}

/** The fields of each schedule type (spec JobCreate, JobUpdate): the other type's are absent. */
export const scheduleFields: Readonly<Record<ScheduleType, readonly string[]>> = {
  interval: ['interval_seconds'],
  cron: ['cron_expression', 'timezone'],
};
/** The definition a job record must show: the create body's fields, as the spec lists them. */
const definitionFields = createFields().map((field) => field.name);

/** The spec's defaults (JobCreate, CronSchedule) on top of a create body. */
export function withDefaults(body: JsonObject): JsonObject {
  const fields: JsonObject = { method: 'GET', notify_on_failure: false, timeout_seconds: 30, ...body };
  if (fields.schedule_type === 'cron' && fields.timezone === undefined) fields.timezone = 'UTC';
  return fields;
}

/**
 * A JSON merge patch on the model's definition (spec updateJob, JobUpdate): a new `schedule_type` drops the
 * old type's fields first; without a switch, a field of the other type is refused (422 at its pointer).
 */
export function mergePatch(current: JsonObject, patch: JsonObject): { fields: JsonObject } | { refused: string } {
  const from = current.schedule_type as ScheduleType;
  const to = (patch.schedule_type ?? from) as ScheduleType;
  const base: JsonObject = { ...current };
  if (to !== from) for (const key of scheduleFields[from]) delete base[key];
  const other = to === 'interval' ? scheduleFields.cron : scheduleFields.interval;
  const misplaced = other.find((key) => key in patch);
  if (misplaced) return { refused: `/${misplaced}` };
  const fields = { ...base, ...patch };
  if (to === 'cron' && fields.timezone === undefined) fields.timezone = 'UTC';
  const missing = scheduleFields[to].find((key) => fields[key] === undefined);
  return missing ? { refused: `/${missing}` } : { fields };
}

/** How a job record differs from the model; empty when it matches. */
export function differences(record: unknown, job: ModelJob): string[] {
  if (!isJsonObject(record)) return [`the answer is not a job record (${shown(record).slice(0, 80)})`];
  const found: string[] = [];
  if (record.id !== job.id) found.push(`id came back as ${shown(record.id)}, not ${job.id}`);
  for (const field of definitionFields) {
    const expected = job.fields[field];
    if (expected === undefined) {
      if (field in record)
        found.push(
          `${field} is ${shown(record[field])} on a job of schedule_type ${String(job.fields.schedule_type)} (the field belongs to the other type)`,
        );
    } else if (JSON.stringify(record[field]) !== JSON.stringify(expected))
      found.push(`${field} came back as ${shown(record[field])}, the model has ${shown(expected)}`);
  }
  if (record.status !== job.status)
    found.push(`status came back as ${shown(record.status)}, the model has "${job.status}"`);
  if (job.status === 'paused' && record.next_run_at !== null)
    found.push(`next_run_at is ${shown(record.next_run_at)} on a paused job (null while paused)`);
  if (job.status === 'active' && typeof record.next_run_at !== 'string')
    found.push(`next_run_at is ${shown(record.next_run_at)} on an active job (a time)`);
  if (record.created_at !== job.createdAt)
    found.push(`created_at came back as ${shown(record.created_at)}, it was ${shown(job.createdAt)} at creation`);
  return found;
}

/** Newest first by `key` (created_at or started_at, then id, both descending): the first pair out of order. */
export function outOfOrder(
  items: readonly JsonObject[],
  key: 'created_at' | 'started_at',
): [JsonObject, JsonObject] | undefined {
  const sortKey = (item: JsonObject) => `${String(item[key])} ${String(item.id)}`;
  for (let i = 1; i < items.length; i++)
    if (sortKey(items[i - 1]!) <= sortKey(items[i]!)) return [items[i - 1]!, items[i]!];
  return undefined;
}
