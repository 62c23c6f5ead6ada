import { eq, sql } from 'drizzle-orm';
import { withDefaultPreferences, type NotificationPreference, type NotificationPreferences } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { notificationPreferences, users } from '../../db/schema/index.js';

/** The person's stored choices (topics they never touched are absent). */
export async function storedPreferences(db: Queryable, userId: string): Promise<NotificationPreference[]> {
  return db
    .select({ topic: notificationPreferences.topic, email: notificationPreferences.email, sms: notificationPreferences.sms })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

async function canReceiveSms(db: Queryable, userId: string): Promise<boolean> {
  const [user] = await db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, userId));
  return Boolean(user?.phoneNumber?.trim());
}

/** Every topic's choice, defaults filled in, for the settings page. */
export async function preferencesOf(db: Queryable, userId: string): Promise<NotificationPreferences> {
  return {
    preferences: withDefaultPreferences(await storedPreferences(db, userId)),
    canReceiveSms: await canReceiveSms(db, userId),
  };
}

/** Saves the topics sent, leaving the others as they were; answers the whole set. */
export async function savePreferences(db: Database, userId: string, changes: readonly NotificationPreference[]): Promise<NotificationPreferences> {
  await db
    .insert(notificationPreferences)
    .values(changes.map((change) => ({ userId, topic: change.topic, email: change.email, sms: change.sms })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.topic],
      set: { email: sql`excluded.email`, sms: sql`excluded.sms`, updatedAt: sql`now()` },
    });
  return preferencesOf(db, userId);
}
