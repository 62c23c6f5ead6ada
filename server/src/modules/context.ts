// The leaf every module imports: what a module is given and what it is. It imports no
// module, so modules never import the registry (index.ts) back.
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { FileStore } from '../platform/files.js';
import type { Mailer } from '../platform/mail.js';
import type { Geocoder } from '../platform/geocoder.js';
import type { PaymentPlatform } from '../platform/payments/index.js';
import type { SmsSender } from '../platform/sms.js';
import type { EventBus } from '../realtime/event-bus.js';
import type { Presence } from '../realtime/presence.js';

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
  /** Who moves the money (sandbox or Stripe) and, for the sandbox, its hosted pages. */
  payments: PaymentPlatform;
}
