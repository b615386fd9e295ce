// A copy-pasteable curl command that sends exactly what an exchange sent (contract/curl-line.ts, shared
// with the validating proxy). Keys never appear: they become "$CRONJOBS_API_KEY" and
// "$CRONJOBS_SECOND_API_KEY", so the line can sit in a CI log.
export { curlCommand, shellWord, type Secrets } from '../../../contract/curl-line.ts';

export const keyVariables = { main: 'CRONJOBS_API_KEY', second: 'CRONJOBS_SECOND_API_KEY' } as const;
