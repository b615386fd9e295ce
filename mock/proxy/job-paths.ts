// The seed's two endpoints (§4.1, §4.2) by their path as sent: the core judgement knows no other.
export const isJobCollection = (path: string): boolean => path === '/v1/jobs';
export const isCreate = (method: string, path: string): boolean =>
  method.toUpperCase() === 'POST' && isJobCollection(path);
/** The collection and anything under it: answers that may show a job. */
export const isJobPath = (path: string): boolean => isJobCollection(path) || path.startsWith('/v1/jobs/');
