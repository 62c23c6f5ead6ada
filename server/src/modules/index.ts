import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { Mailer } from '../platform/mail.js';
import type { SmsSender } from '../platform/sms.js';

/** What every module is given: configuration and the platform adapters. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  mailer: Mailer;
  sms: SmsSender;
}

export type AppModule = (app: FastifyInstance, context: AppContext) => void | Promise<void>;

/** Every module of the API, registered in this order. */
export const modules: readonly AppModule[] = [];
