import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { DataDirInUseError } from '../src/db/data-dir-lock.js';
import { seedIfEmpty, seedReferenceData } from '../src/seed/index.js';

// `npm run seed`: migrates the configured database, adds the reference data and, if the
// database has no users yet, the demo data. Run explicitly, it seeds whatever SEED_DEMO_DATA
// says, except in production: the demo accounts share a published password, and a
// production server refuses to start while they can sign in.

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database, 'npm run seed');
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    if (config.env === 'production') {
      console.info('NODE_ENV=production: the reference data is in place; demo data is never added to a production database.');
    } else if (!(await seedIfEmpty(database.db, console))) {
      console.info('The database already has users, so no demo data was added.');
    }
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exitCode = 1;
}
