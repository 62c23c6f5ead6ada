import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { prepareDatabase } from './prepare-database.js';
import { DemoSignInsError } from './seed/demo-sign-ins.js';

async function main(config: Config): Promise<void> {
  const database = openDatabase(config.database, `the Tradeshub server at ${config.siteUrl}`);
  let app: FastifyInstance | null = null;
  let stopping: Promise<void> | null = null;
  let signalled = false;
  // One way down for a signal and a failed start alike, so the data directory's lock is released.
  const stop = () =>
    (stopping ??= (async () => {
      try {
        await app?.close();
      } finally {
        await database.close();
      }
    })());
  const onSignal = (signal: NodeJS.Signals) => {
    // A repeated signal (tsx passes one on, a second Ctrl-C) waits for the same stop: ending
    // part-way through closing could leave the embedded database half written.
    if (signalled) return;
    signalled = true;
    if (app) app.log.info({ signal }, 'shutting down');
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Tradeshub did not shut down cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    await prepareDatabase(config, database, console);
    // A signal while starting has begun the stop: go no further, its exit follows.
    if (signalled) return;
    app = await buildApp(config, { database });
    if (signalled) return;
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await stop();
    if (signalled) return;
    throw error;
  }
  app.log.info(`Tradeshub is running at ${config.siteUrl} (API docs at ${config.siteUrl}/docs)`);
}

try {
  await main(loadConfig());
} catch (error) {
  // These say what to do in a sentence; a stack would only bury it.
  if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof DemoSignInsError) {
    console.error(error.message);
  } else {
    console.error('Tradeshub could not start:', error);
  }
  process.exit(1);
}
