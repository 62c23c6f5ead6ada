// The hub as `npm start` serves it, for the benches that open it in a browser (pages,
// first-post): built, on its own port and a fresh database with the demo data.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import type { BrowserContext } from '@playwright/test';
import { ACCESS_TOKEN_STORAGE_KEY, BUSINESS_USER_STORAGE_KEY } from '@tradeshub/sdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';

const repo = new URL('..', import.meta.url).pathname;

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode} before it was up.`);
    const ok = await fetch(`${origin}/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server at ${origin} did not answer /health within two minutes.`);
}

/** Starts `server/src/server.ts` as `npm start` would, on its own port and database. */
export async function startServer(): Promise<{ origin: string; stop: () => void }> {
  execSync('npm run build:hub && npm run build -w @tradeshub/widgets', { cwd: repo, stdio: 'ignore' });
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tradeshub-bench-pages-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: origin, DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn' },
  });
  const stop = () => {
    server.kill('SIGTERM');
    server.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  };
  try {
    await waitForHealth(origin, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

/** The demo customer's session, stored the way the hub stores it after signing in. */
export async function demoCustomerStorage(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/backend-service/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'customer@demo.tradeshub.uk', password: 'Tradeshub-demo-2026' }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !body.data?.token) throw new Error(`The demo customer could not sign in (${response.status}): is the demo data seeded?`);
  return { [ACCESS_TOKEN_STORAGE_KEY]: body.data.token, [BUSINESS_USER_STORAGE_KEY]: 'false' };
}


/** The demo tradesperson's business: the example site names it, whatever id this database gave it. */
export async function demoBusinessId(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/examples/tradesperson-site/`)).text();
  const id = html.match(/business-id="([0-9a-f-]{36})"/)?.[1];
  if (!id) throw new Error('The example site names no business: is the demo data seeded?');
  return id;
}

/** Stores the session in each page of `context` before the hub's code runs, as after signing in. */
export async function storeSession(context: BrowserContext, storage: Record<string, string>): Promise<void> {
  await context.addInitScript((entries: Record<string, string>) => {
    // In the page: only where nothing is stored yet, so the hub's own writes stand.
    const page = globalThis as unknown as { localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void } };
    for (const [key, value] of Object.entries(entries)) if (page.localStorage.getItem(key) === null) page.localStorage.setItem(key, value);
  }, storage);
}

/** Servers named in an environment variable as name=url pairs (before=http://127.0.0.1:4301,after=…), or null when it is unset. */
export function namedServers(variable: string): { name: string; origin: string }[] | null {
  const value = process.env[variable];
  if (!value) return null;
  return value.split(',').map((pair) => {
    const [name, url] = pair.split('=');
    if (!name || !url) throw new Error(`${variable} takes name=url pairs, not "${pair}".`);
    return { name, origin: url.replace(/\/$/, '') };
  });
}
