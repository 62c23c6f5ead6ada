import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedIfEmpty, seedReferenceData } from '../src/seed/index.js';

// `npm run seed`: migrates the configured database, adds the reference data and, if the
// database has no users yet, the demo data. Run explicitly, it seeds whatever SEED_DEMO_DATA says.

async function main(): Promise<void> {
  const database = openDatabase(loadConfig().database);
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    if (!(await seedIfEmpty(database.db, console))) console.info('The database already has users, so no demo data was added.');
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
