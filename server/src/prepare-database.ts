import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { seedIfEmpty, seedReferenceData } from './seed/index.js';
import { refuseDemoSignIns } from './seed/demo-sign-ins.js';

interface StartLog {
  info(message: string): void;
}

/**
 * What the server does to its database before it serves: migrations, reference data, the
 * demo data where configured, and in production a refusal while demo accounts can sign in
 * (a database seeded in development and then served in production, say).
 */
export async function prepareDatabase(config: Config, database: DatabaseHandle, log: StartLog): Promise<void> {
  await database.migrate();
  await seedReferenceData(database.db);
  if (config.seedDemoData) await seedIfEmpty(database.db, log);
  if (config.env === 'production') await refuseDemoSignIns(database.db);
}
