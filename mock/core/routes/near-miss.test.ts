import { describe, expect, test } from 'vitest';
import { controlDocument, serviceDocument } from '../../../contract/documents.ts';
import { notFoundDetail } from './near-miss.ts';
import { operationTable } from '../../../contract/operation-table.ts';

const service = operationTable(serviceDocument).templates;
const control = operationTable(controlDocument).templates;

describe('a 404 names the near miss', () => {
  test.each([
    ['/v1/jobs/', '/v1/jobs', 'no trailing slash'],
    ['/v1/jobs/job_1/runs/', '/v1/jobs/job_1/runs', 'no trailing slash'],
    ['/V1/jobs', '/v1/jobs', 'case-sensitive'],
    ['/v1/Jobs', '/v1/jobs', 'case-sensitive'],
    ['/v1/jobs/job_1/Pause', '/v1/jobs/job_1/pause', 'case-sensitive'],
    ['/jobs', '/v1/jobs', 'lives under /v1'],
    ['/jobs/job_1/runs', '/v1/jobs/job_1/runs', 'lives under /v1'],
    ['/v1/job', '/v1/jobs', 'path word is jobs, not job'],
    ['/v1/jobs/job_1/puase', '/v1/jobs/job_1/pause', 'path word is pause, not puase'],
    ['/v1//jobs', '/v1/jobs', 'no empty segments'],
    ['//v1/jobs', '/v1/jobs', 'no empty segments'],
    ['/v2/jobs', '/v1/jobs', 'serves /v1 only'],
    ['/v0/jobs/job_1', '/v1/jobs/job_1', 'serves /v1 only'],
    ['/api/jobs', '/v1/jobs', 'lives under /v1'],
    ['/api/v1/jobs', '/v1/jobs', 'lives under /v1'],
  ])('%s → %s (%s)', (path, suggestion, reason) => {
    const detail = notFoundDetail(path, service, '; the API lives under /v1.');
    expect(detail).toContain(`No resource at ${path}; did you mean ${suggestion}?`);
    expect(detail).toContain(reason);
  });

  test.each([
    ['/v1/widgets', 'No resource at /v1/widgets; the paths under /v1 start with /v1/jobs or /v1/schedules.'],
    ['/', 'No resource at /; the API lives under /v1.'],
    ['/favicon.ico', 'No resource at /favicon.ico; the API lives under /v1.'],
    [
      '/v1/jobs/job_1/runs/run_1/extra',
      'No resource at /v1/jobs/job_1/runs/run_1/extra; the paths under /v1 start with /v1/jobs or /v1/schedules.',
    ],
  ])('%s is near nothing: %s', (path, detail) => {
    expect(notFoundDetail(path, service, '; the API lives under /v1.')).toBe(detail);
  });

  test.each([
    ['/__mock/clock/', '/__mock/clock'],
    ['/__mock/Clock', '/__mock/clock'],
    ['/__mock/clock/advanse', '/__mock/clock/advance'],
  ])('control API: %s → %s', (path, suggestion) => {
    expect(notFoundDetail(path, control, '.')).toContain(`did you mean ${suggestion}?`);
  });
});
