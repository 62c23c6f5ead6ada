import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty, seedReferenceData } from './seed/index.js';

async function main(config: Config): Promise<void> {
  const database = openDatabase(config.database);
  await database.migrate();
  await seedReferenceData(database.db);
  if (config.seedDemoData) await seedIfEmpty(database.db, console);
  const app = await buildApp(config, { database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Tradeshub is running at ${config.siteUrl} (API docs at ${config.siteUrl}/docs)`);
}

try {
  await main(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Tradeshub could not start:', error);
  }
  process.exit(1);
}
