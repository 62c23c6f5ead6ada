import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isIllegalTransitionError, type ApiErrorCode } from '@tradeshub/sdk';
import { isAppError } from './errors.js';
import { isApiPath } from './hub-static.js';
import type { SendHubPage } from './hub-pages.js';

interface FieldProblem {
  field: string;
  message: string;
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Turns one validation issue into a sentence that names the field. */
function describeIssue(where: string, issue: { instancePath?: string; message?: string; params?: unknown }): FieldProblem {
  const params = (issue.params ?? {}) as { issue?: { path?: PropertyKey[]; code?: string; expected?: string; input?: unknown } };
  const path = params.issue?.path?.map(String).join('.') || (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const field = path || where;
  let message = issue.message ?? 'is not valid';
  if (params.issue?.code === 'invalid_type') {
    message =
      params.issue.input === undefined ? `${field} is required.` : `${field} must be ${article(params.issue.expected ?? 'value')}.`;
  } else if (!message.toLowerCase().includes(field.toLowerCase())) {
    message = `${field}: ${message}`;
  }
  return { field, message };
}

function article(expected: string): string {
  return /^[aeiou]/i.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/** The one place errors become the `{ message, code, details? }` envelope. */
export function registerErrorHandler(app: FastifyInstance, options: { hubPage: () => SendHubPage | null }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (error.status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send({ message: error.message, code: error.code, details: error.details });
    }
    if (isIllegalTransitionError(error)) {
      return reply.status(409).send({ message: error.message, code: error.code, details: { from: error.from, to: error.to } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const problems = error.validation.map((issue) => describeIssue(where, issue));
      return reply.status(400).send({ message: problems[0]?.message ?? 'The request is not valid.', code: 'VALIDATION', details: problems });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return reply.status(500).send({ message: INTERNAL_MESSAGE, code: 'INTERNAL' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: error.message, code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large) have safe texts.
      return reply.status(status).send({ message: clientErrorMessage(error), code: clientErrorCode(status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: INTERNAL_MESSAGE, code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A page of the hub (a deep link, a reload): the hub's router decides what to show.
    const sendHubPage = options.hubPage();
    if (request.method === 'GET' && sendHubPage && !isApiPath(path) && !/\.[a-z0-9]+$/i.test(path)) {
      return sendHubPage(request, reply);
    }
    return reply
      .status(404)
      .send({ message: `There is no ${request.method} ${request.url.split('?')[0]} endpoint.`, code: 'NOT_FOUND' });
  });
}

/** Fastify's client errors answer with our codes too, so every code is one the contracts list. */
function clientErrorCode(status: number): ApiErrorCode {
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 404) return 'NOT_FOUND';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  return 'BAD_REQUEST';
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON (Content-Type: application/json).';
    default:
      return error.message || 'The request is not valid.';
  }
}
