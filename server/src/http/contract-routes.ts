import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope, requiresSignIn, type ContractData, type ContractShape } from '@tradeshub/sdk';
import type {} from '@fastify/rate-limit';
import { errorAnswers } from './error-answers.js';
import { adminOnly, unauthorized } from './errors.js';
import type { Viewer } from './viewer.js';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the validated request parts and who is asking. */
export interface RouteContext<C extends ContractShape> {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
  /** Always present on private routes; on public paths, the viewer if a valid token came along. */
  viewer: C['access'] extends 'private' | 'admin' ? Viewer : Viewer | null;
  /** True when the request came through the public path: answer with public fields only. */
  isPublic: boolean;
  request: FastifyRequest;
  reply: FastifyReply;
}

const replyMarker = Symbol('reply');
interface Reply<T> {
  [replyMarker]: true;
  data: T;
  message?: string;
  status?: number;
}

/** Wraps a handler's data with a message for the person and/or a status other than 200. */
export function withMessage<T>(data: T, message: string, status?: number): Reply<T> {
  return { [replyMarker]: true, data, message, status };
}

/** What a handler may answer: the contract's data, or on a public path its smaller public data. */
export type RouteAnswer<C extends ContractShape> =
  | ContractData<C>
  | (C['publicData'] extends z.ZodType ? z.output<C['publicData']> : never);

export type RouteHandler<C extends ContractShape> = (
  context: RouteContext<C>,
) => Promise<RouteAnswer<C> | Reply<RouteAnswer<C>>>;

export interface RouteOptions {
  /** Per-route rate limit; the websocket route and most reads have none. */
  rateLimit?: { max: number; timeWindow: string | number; message: string };
  bodyLimit?: number;
}

/** A token that no longer works means a session that ended, not one that never began. */
function sessionProblem(request: FastifyRequest): string {
  return request.headers.authorization ? 'Your session has ended. Please sign in again.' : 'Sign in to continue.';
}

function isReply<T>(value: unknown): value is Reply<T> {
  return typeof value === 'object' && value !== null && replyMarker in value;
}

/** The OpenAPI tag of a contract: its service segment, e.g. 'backend-service/business'. */
function tagOf(path: string): string {
  const [service, area] = path.split('/').filter(Boolean);
  return area && area !== 'public' ? `${service}/${area}` : (service ?? 'api');
}

function fastifyPath(path: string): string {
  return path; // contracts already use Fastify's `:name` parameter syntax
}

/**
 * Registers a contract's route (and its public twin) so the path, the validation and the
 * response shape all come from the one contract object the sdk calls through.
 */
export function registerRoute<C extends ContractShape>(
  app: FastifyInstance,
  contract: C,
  handler: RouteHandler<C>,
  options: RouteOptions = {},
): void {
  const variants: { path: string; isPublic: boolean; data: z.ZodType }[] = [];
  if (requiresSignIn(contract.access)) variants.push({ path: contract.path, isPublic: false, data: contract.data });
  if (contract.access === 'public') variants.push({ path: contract.path, isPublic: true, data: contract.publicData ?? contract.data });
  if (contract.access === 'public-twin' && contract.publicPath) {
    variants.push({ path: contract.path, isPublic: false, data: contract.data });
    variants.push({ path: contract.publicPath, isPublic: true, data: contract.publicData ?? contract.data });
  }

  for (const variant of variants) {
    const requiresViewer = !variant.isPublic;
    const shorthand: RouteShorthandOptions = {
      schema: {
        summary: contract.summary,
        tags: [tagOf(contract.path)],
        ...(contract.params ? { params: contract.params } : {}),
        ...(contract.query ? { querystring: contract.query } : {}),
        ...(contract.body ? { body: contract.body } : {}),
        ...(requiresViewer ? { security: [{ bearerAuth: [] }] } : {}),
        response: {
          200: envelope(variant.data),
          201: envelope(variant.data),
          ...errorAnswers(contract, { signedIn: requiresViewer, rateLimited: Boolean(options.rateLimit) || Boolean(contract.errors?.includes('RATE_LIMITED')) }),
        },
      },
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      // Before validation, so a caller without a session hears 401 rather than about their input.
      ...(requiresViewer
        ? {
            preValidation: async (request: FastifyRequest) => {
              if (!request.viewer) throw unauthorized(sessionProblem(request));
              if (contract.access === 'admin' && request.viewer.role !== 'ADMIN') throw adminOnly();
            },
          }
        : {}),
      ...(options.rateLimit
        ? {
            config: {
              rateLimit: {
                max: options.rateLimit.max,
                timeWindow: options.rateLimit.timeWindow,
                errorResponseBuilder: () => ({ statusCode: 429, message: options.rateLimit?.message ?? 'Too many requests.' }),
              },
            },
          }
        : {}),
    };

    app.withTypeProvider<ZodTypeProvider>().route({
      method: contract.method,
      url: fastifyPath(variant.path),
      ...shorthand,
      handler: async (request, reply) => {
        const context = {
          params: request.params,
          query: request.query,
          body: request.body,
          viewer: request.viewer,
          isPublic: variant.isPublic,
          request,
          reply,
        } as RouteContext<C>;
        const result = await handler(context);
        if (isReply<RouteAnswer<C>>(result)) {
          return reply.status(result.status ?? 200).send({ data: result.data, message: result.message });
        }
        return reply.status(200).send({ data: result });
      },
    });
  }
}
