import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { FileStore } from '../platform/files.js';
import type { Mailer } from '../platform/mail.js';
import type { Geocoder } from '../platform/geocoder.js';
import type { SmsSender } from '../platform/sms.js';
import type { EventBus } from '../realtime/event-bus.js';
import type { Presence } from '../realtime/presence.js';
import { adminModule } from './admin/routes.js';
import { authModule } from './auth/routes.js';
import { businessModule } from './business/routes.js';
import { chatModule } from './chat/routes.js';
import { connectionsModule } from './connections/routes.js';
import { contentModule } from './content/routes.js';
import { feedbackModule } from './feedback/routes.js';
import { notificationsModule } from './notifications/routes.js';
import { placesModule } from './places/routes.js';
import { platformConfigModule } from './platform-config/routes.js';
import { presenceModule } from './presence/routes.js';
import { recommendationsModule } from './recommendations/routes.js';
import { reviewsModule } from './reviews/routes.js';
import { userModule } from './user/routes.js';

/** What every module is given: configuration and the platform adapters. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  mailer: Mailer;
  sms: SmsSender;
  geocoder: Geocoder;
  /** Where uploaded files' bytes live (chat attachments). */
  files: FileStore;
  /** Where services publish what sockets should hear, after their change is committed. */
  events: EventBus;
  /** Who is online now, on any server process (the realtime gateway keeps it). */
  presence: Pick<Presence, 'isOnline'>;
}

export type AppModule = (app: FastifyInstance, context: AppContext) => void | Promise<void>;

/** Every module of the API, registered in this order. */
export const modules: readonly AppModule[] = [
  authModule,
  userModule,
  businessModule,
  reviewsModule,
  recommendationsModule,
  connectionsModule,
  chatModule,
  notificationsModule,
  platformConfigModule,
  contentModule,
  feedbackModule,
  placesModule,
  presenceModule,
  adminModule,
];
