import type { z } from 'zod';
import { fillPath, requiresSignIn, type ContractShape } from '../contracts/contract.js';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.js';
import { validationError } from './call-errors.js';
import type { HttpRequest } from './transport.js';

/** A call ready to send, and the schema its answer's `data` must match. */
export interface PreparedCall {
  readonly request: Omit<HttpRequest, 'signal'>;
  readonly dataSchema: z.ZodType;
}

const INPUT_PARTS = ['params', 'query', 'body'] as const;

/**
 * Checks the input against the contract's schemas and picks the path, before anything is sent.
 * A public twin goes to its private path for a signed-in caller and its public path otherwise.
 * @throws ApiError 400 VALIDATION naming the first problem.
 */
export function prepareCall(contract: ContractShape, input: unknown, isAuthenticated: boolean): PreparedCall {
  const parts = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  for (const part of INPUT_PARTS) {
    const schema = contract[part];
    if (!schema) continue;
    const result = schema.safeParse(parts[part]);
    if (!result.success) throw validationError(result.error);
  }

  const twinGoesPublic = contract.access === 'public-twin' && !isAuthenticated;
  const template = twinGoesPublic && contract.publicPath ? contract.publicPath : contract.path;
  let path: string;
  try {
    path = fillPath(template, parts.params as Record<string, unknown> | undefined);
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError(400, CLIENT_ERROR_CODES.VALIDATION, message, undefined, { cause });
  }

  // The caller's own values go on the wire: the server parses them with the same schema, so
  // defaults and transforms apply there once rather than twice.
  const request: Omit<HttpRequest, 'signal'> = {
    method: contract.method,
    path,
    requiresAuth: requiresSignIn(contract.access) || (contract.access === 'public-twin' && isAuthenticated),
    ...(contract.query ? { query: parts.query as Record<string, unknown> | undefined } : {}),
    ...(contract.body ? { body: parts.body } : {}),
  };
  const dataSchema = twinGoesPublic && contract.publicData ? contract.publicData : contract.data;
  return { request, dataSchema };
}
