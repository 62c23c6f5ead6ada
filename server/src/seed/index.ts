import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/secrets.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { insertDemoData } from './demo-data.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
export { buildDemoData, seedDemoData, type DemoDataCounts } from './demo-data.js';
export { seedReferenceData } from './reference-data.js';
export { TEMPLATE_KEYS } from './templates.js';

interface SeedLog {
  info(message: string): void;
}

async function hasUsers(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) > 0;
}

/**
 * Fills an empty database with the demo data; does nothing once any user exists. Servers
 * starting together on one PostgreSQL take a lock, so only one of them seeds.
 */
export async function seedIfEmpty(db: Database, log: SeedLog): Promise<boolean> {
  if (await hasUsers(db)) return false;
  log.info('Empty database: adding the demo data.');
  const started = performance.now();
  // Hashed before the transaction so the lock is held only while rows go in.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('tradeshub-demo-seed'))`);
    if (await hasUsers(tx)) return null;
    return insertDemoData(tx, passwordHash, new Date());
  });
  if (!counts) return false;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log.info(
    `Added ${counts.businesses} businesses, ${counts.users} users, ${counts.reviews} reviews and ${counts.recommendations} recommendations in ${seconds} s.`,
  );
  return true;
}
