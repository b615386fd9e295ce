// Judges one exchange against the contract, as the full profile does for every response of every rule,
// with the judge the mock's own tests use (contract/response-judge.ts). The validators are the ones
// `npm run generate` compiled from spec/; nothing is copied or compiled here.
import { serviceDocument } from '../../../contract/documents.ts';
import { createResponseJudge, type ContractViolation } from '../../../contract/response-judge.ts';
import { serviceValidator } from '../../../contract/validators.ts';
import type { Exchange } from './http.ts';

export type { ContractViolation } from '../../../contract/response-judge.ts';

let instance: ReturnType<typeof createResponseJudge> | undefined;
const judge = () => (instance ??= createResponseJudge(serviceDocument, serviceValidator));

export const validateSchema = (ref: string, value: unknown): string[] => judge().validateSchema(ref, value);

/** Every way the exchange's response departs from the contract; empty when it conforms. */
export function validateExchange(exchange: Exchange): ContractViolation[] {
  const response = exchange.response;
  if (!response) return [];
  return judge().judge({
    method: exchange.request.method,
    path: exchange.request.path,
    status: response.status,
    headers: response.headers,
    text: response.body,
  });
}
