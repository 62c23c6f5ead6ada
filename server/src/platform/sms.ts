import type { Queryable } from '../db/client.js';
import { outbox } from '../db/schema/index.js';

/** Sends text messages. No SMS gateway is reachable here, so the default keeps them in the outbox. */
export interface SmsSender {
  send(message: { to: string; text: string; templateKey?: string }): Promise<void>;
}

export function createOutboxSmsSender(db: Queryable): SmsSender {
  return {
    async send(message) {
      await db.insert(outbox).values({
        channel: 'sms',
        recipient: message.to,
        body: message.text,
        templateKey: message.templateKey ?? null,
        status: 'STORED',
      });
    },
  };
}
