import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { LOCK_FILE_NAME, lockDataDir } from '../src/db/data-dir-lock.js';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/index.js';
import { usePostgres } from './harness.js';

// The real process, `server/src/server.ts`, on a data directory of its own: a second one on
// the same folder must stop at once, naming the first; a clean stop or a failed start frees it.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const children: ChildProcess[] = [];
let dataDir: string;

interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote to stderr so far. */
  errors(): string;
  /** Resolves with the exit code; rejects if the process is still running after `ms`. */
  exited(ms?: number): Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** This process's environment without DATABASE_URL, which would take the server to PostgreSQL. */
function inheritedEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL'));
}

async function spawnServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...inheritedEnv(),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NOTIFICATION_COPY_INTERVAL_MS: '0',
      CHAT_ATTACHMENT_SWEEP_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    errors: () => stderr,
    exited: (ms = 30_000) =>
      Promise.race([
        exit,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`The server was still running after ${ms} ms; stderr: ${stderr}`)), ms).unref()),
      ]),
  };
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'tradeshub-data-dir-'));
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// About the embedded database's folder only, so the PostgreSQL run of the suite skips it.
describe.skipIf(usePostgres)('one server process per embedded data directory', () => {
  test('a server refuses a data directory another process holds, naming it, before opening the database', async () => {
    const held = lockDataDir(dataDir, 'the Tradeshub server at http://localhost:3000');
    try {
      const second = await spawnServer();
      expect(await second.exited()).toBe(1);
      expect(second.errors()).toContain(`is in use by the Tradeshub server at http://localhost:3000 (pid ${process.pid}, started `);
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
    } finally {
      held.release();
    }
  }, 60_000);

  test('two servers on one folder: the second stops naming the first; a stop or a failed start frees the folder', async () => {
    const first = await spawnServer();
    await vi.waitFor(
      async () => {
        if (first.child.exitCode !== null) throw new Error(`The first server stopped: ${first.errors()}`);
        expect((await fetch(`${first.baseUrl}/health`)).ok).toBe(true);
      },
      { timeout: 120_000, interval: 250 },
    );

    const second = await spawnServer();
    expect(await second.exited()).toBe(1);
    const firstSiteUrl = first.baseUrl.replace('127.0.0.1', 'localhost');
    expect(second.errors()).toContain(`is in use by the Tradeshub server at ${firstSiteUrl} (pid ${first.child.pid}, started `);
    expect((await fetch(`${first.baseUrl}/health`)).ok).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exited()).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);

    // A database seeded in development, then started in production: refused, and the folder freed.
    const database = openDatabase({ kind: 'pglite', dataDir }, 'the test');
    const { firstName, lastName, email, role } = DEMO_ACCOUNTS.admin;
    await database.db.insert(users).values({ firstName, lastName, email, role, passwordHash: await hashPassword(DEMO_PASSWORD) });
    await database.close();
    const production = await spawnServer({ NODE_ENV: 'production' });
    expect(await production.exited()).toBe(1);
    expect(production.errors()).toContain('This production server (NODE_ENV=production) will not start: admin@demo.tradeshub.uk still sign in');
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 240_000);
});
