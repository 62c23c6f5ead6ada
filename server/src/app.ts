import { rm } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { databaseRateLimitStore, sweepCountersWhileRunning } from './http/abuse-limits.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerHub } from './http/hub-static.js';
import type { SendHubPage } from './http/hub-pages.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerPublicCache } from './http/public-cache.js';
import { registerExampleSite, registerWidgets } from './http/widgets-static.js';
import { bearerToken } from './http/viewer.js';
import { resolveSession } from './modules/auth/sessions.js';
import type { AppContext } from './modules/context.js';
import { registerModules } from './modules/index.js';
import { createLocalFileStore, type FileStore } from './platform/files.js';
import type { Mailer } from './platform/mail.js';
import { startAppMail, type MailSender } from './platform/mail-sender.js';
import { createOfflineGeocoder, createPostcodesIoGeocoder, type Geocoder } from './platform/geocoder.js';
import { createOutboxSmsSender, type SmsSender } from './platform/sms.js';
import { PAYMENT_WEBHOOK_PATH, createPaymentPlatform } from './platform/payments/index.js';
import { registerSandboxPages } from './platform/payments/sandbox-pages.js';
import { createEventBus } from './realtime/database-event-bus.js';
import type { EventBus } from './realtime/event-bus.js';
import { registerGateway } from './realtime/gateway.js';
import { createPresence } from './realtime/presence.js';
import { presenceAudience } from './modules/presence/service.js';

export interface AppDependencies {
  database: DatabaseHandle;
  mailer?: Mailer;
  sms?: SmsSender;
  geocoder?: Geocoder;
  files?: FileStore;
  /** Defaults to the database's bus: LISTEN/NOTIFY on PostgreSQL, in-process on PGlite (closed with the app). */
  events?: EventBus;
}

/** Public reads are the only cross-origin calls: widgets on tradespeople's sites make them. */
function isPublicRead(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  return path.includes('/public/') || path.startsWith('/content-service/') || path.startsWith('/widgets/');
}

function trustNearestHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole API as one Fastify instance; `server.ts` makes it a process, tests inject into it. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // A hop count trusts the nearest n proxies (proxy-addr's rule; Fastify types it as a function).
    trustProxy: typeof config.trustProxy === 'number' ? trustNearestHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonBodyParser(app);
  let hubPage: SendHubPage | null = null;
  registerErrorHandler(app, { hubPage: () => hubPage });

  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'same-site' } });
  await app.register(cors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const method = request.method === 'OPTIONS' ? String(request.headers['access-control-request-method'] ?? '') : request.method;
      callback(null, { origin: isPublicRead(method, request.url), methods: ['GET', 'HEAD'] });
    },
  });
  await registerCompression(app);
  await app.register(rateLimit, { global: false, enableDraftSpec: true, store: databaseRateLimitStore(deps.database.db) });
  sweepCountersWhileRunning(app, deps.database.db);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Tradeshub API', version: '1.0.0', description: 'Every call the hub, the widgets and the sdk make.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  const db = deps.database.db;
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    request.viewer = token ? await resolveSession(db, token) : null;
  });

  const events = deps.events ?? (await createEventBus(deps.database, app.log));
  if (!deps.events) app.addHook('onClose', () => events.close());
  const presence = createPresence({
    bus: events,
    audience: (userId) => presenceAudience(db, userId),
    logger: app.log,
    offlineGraceMs: config.realtime.offlineGraceMs,
  });
  const mail = startAppMail(config, db, app.log);
  app.decorate('mailSender', mail.sender);
  app.addHook('onClose', async () => mail.sender?.stop());
  const payments = createPaymentPlatform(config, db, () => async (payload, headers) => {
    const answer = await app.inject({ method: 'POST', url: PAYMENT_WEBHOOK_PATH, payload, headers });
    if (answer.statusCode >= 300) throw new Error(`Our webhook route answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  });
  if (payments.sandbox) registerSandboxPages(app, payments.sandbox);
  const context: AppContext = {
    config,
    db,
    database: deps.database,
    mailer: deps.mailer ?? mail.mailer,
    sms: deps.sms ?? createOutboxSmsSender(db),
    geocoder:
      deps.geocoder ?? (config.postcodesIoUrl ? createPostcodesIoGeocoder(config.postcodesIoUrl) : createOfflineGeocoder()),
    files: deps.files ?? createLocalFileStore(config.filesDir),
    events,
    presence,
    payments,
  };
  await registerModules(app, context);

  await registerGateway(app, { db, bus: events, presence, logger: app.log, ...config.realtime });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  if (config.hubDistDir) hubPage = await registerHub(app, config.hubDistDir);
  registerPublicCache(app);
  registerWidgets(app, config.widgetsDistDir);
  registerExampleSite(app, config.exampleSiteDir, db, config);
  if (config.filesAreTemporary && !deps.files) app.addHook('onClose', async () => rm(config.filesDir, { recursive: true, force: true }));
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers queued mail when SMTP_URL is set; tests drain it instead of waiting. */
    mailSender: MailSender | null;
  }
}
