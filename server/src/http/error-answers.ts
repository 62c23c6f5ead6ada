import { z } from 'zod';
import { API_ERROR_STATUS, type ApiErrorCode, type ContractShape } from '@tradeshub/sdk';

// The error answers each operation declares in the OpenAPI document, so a validating proxy
// and a generated client know every status and code it can meet. The schemas are the error
// envelope with the codes of that status, which are also what the error handler sends.

const codesByStatus = new Map<number, ApiErrorCode[]>();
for (const [code, status] of Object.entries(API_ERROR_STATUS) as [ApiErrorCode, number][]) {
  codesByStatus.set(status, [...(codesByStatus.get(status) ?? []), code]);
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid; the message says what to change.',
  401: 'No session, or the session has ended: sign in again.',
  403: 'Signed in, but not allowed to do this.',
  404: 'Not found, or not yours (another person’s object is not revealed).',
  409: 'Not possible from the object’s current state.',
  413: 'The upload is too large.',
  415: 'The upload is not a supported type.',
  429: 'Too many attempts; the Retry-After header says how long to wait.',
};

function errorBody(status: number) {
  const codes = codesByStatus.get(status) ?? [];
  return z
    .object({
      message: z.string().describe('A sentence for the person, saying what to do.'),
      code: z.enum(codes as [ApiErrorCode, ...ApiErrorCode[]]),
      details: z.unknown().optional(),
    })
    .describe(DESCRIPTIONS[status] ?? 'The request failed.');
}

/** The error statuses an operation can answer with, each with its envelope schema. */
export function errorAnswers(contract: ContractShape, options: { signedIn: boolean; rateLimited: boolean }) {
  const statuses = new Set<number>([400]);
  if (options.signedIn) statuses.add(401).add(404);
  if (contract.params) statuses.add(404);
  if (contract.access === 'admin') statuses.add(403);
  if (options.rateLimited) statuses.add(429);
  for (const code of contract.errors ?? []) statuses.add(API_ERROR_STATUS[code]);
  return Object.fromEntries([...statuses].sort().map((status) => [status, errorBody(status)]));
}
