import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { prepareDatabase } from '../src/prepare-database.js';
import { DemoSignInsError } from '../src/seed/demo-sign-ins.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from '../src/seed/index.js';
import { startTestServer, type TestServer } from './harness.js';

// What `server.ts` runs before serving: in production it must stop while anyone can sign in
// with the demo password the README publishes, and start once those accounts are gone or changed.

const silent = { info: () => undefined };
const production = loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://', LOG_LEVEL: 'silent' });
const development = loadConfig({ NODE_ENV: 'development', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' });
let server: TestServer;
let demoHash: string;

beforeAll(async () => {
  server = await startTestServer();
  demoHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

async function addUser(email: string, passwordHash: string): Promise<void> {
  await server.database.db.insert(users).values({ firstName: 'Test', lastName: 'User', email, passwordHash });
}

async function refusal(): Promise<DemoSignInsError> {
  const error = await prepareDatabase(production, server.database, silent).then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof DemoSignInsError) return error;
  throw new Error(`Expected the production start to be refused, got ${String(error)}`);
}

describe('a production server and the demo accounts', () => {
  test('refuses a database seeded with the demo data, naming the accounts and saying what to do', async () => {
    expect(await seedIfEmpty(server.database.db, silent)).toBe(true);
    const { message, found } = await refusal();
    expect(found.namedAccounts.sort()).toEqual(Object.values(DEMO_ACCOUNTS).map((a) => a.email).sort());
    expect(found.otherUsers).toBeGreaterThan(0);
    expect(message).toContain('admin@demo.tradeshub.uk');
    expect(message).toContain('operator account included');
    expect(message).toContain('Give those accounts new passwords or delete them');

    const seededHash = await passwordHashOf(DEMO_ACCOUNTS.admin.email);
    // The operator changes the README's three: the other seeded users still share the password.
    const newHash = await hashPassword('A password only the operator knows 7!');
    await server.database.db.update(users).set({ passwordHash: newHash }).where(inArray(users.email, found.namedAccounts));
    expect((await refusal()).found).toEqual({ namedAccounts: [], otherUsers: found.otherUsers });

    await server.database.db.delete(users).where(eq(users.passwordHash, seededHash));
    await expect(prepareDatabase(production, server.database, silent)).resolves.toBeUndefined();
  }, 120_000);

  test('starts once the demo operator has a new password, and once it is deleted', async () => {
    await addUser(DEMO_ACCOUNTS.admin.email, demoHash);
    expect((await refusal()).found).toEqual({ namedAccounts: [DEMO_ACCOUNTS.admin.email], otherUsers: 0 });

    await server.database.db.update(users).set({ passwordHash: await hashPassword('Changed after the demo 42!') }).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    await expect(prepareDatabase(production, server.database, silent)).resolves.toBeUndefined();

    await server.database.db.delete(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    await expect(prepareDatabase(production, server.database, silent)).resolves.toBeUndefined();
  });

  test('counts users under other addresses that share the demo password', async () => {
    await addUser('info@plumbing.example', demoHash);
    await addUser('amelia.jones@example.co.uk', demoHash);
    const { message, found } = await refusal();
    expect(found).toEqual({ namedAccounts: [], otherUsers: 2 });
    expect(message).toContain('2 other demo users still sign in with the demo password');
  });

  test('starts with real accounts, each with a password of its own', async () => {
    await addUser('sam@example.co.uk', await hashPassword('Another good password 9'));
    await addUser(DEMO_ACCOUNTS.customer.email, await hashPassword('Not the published one 3'));
    await expect(prepareDatabase(production, server.database, silent)).resolves.toBeUndefined();
  });

  test('outside production the demo accounts are welcome', async () => {
    await addUser(DEMO_ACCOUNTS.admin.email, demoHash);
    await expect(prepareDatabase(development, server.database, silent)).resolves.toBeUndefined();
  });
});

async function passwordHashOf(email: string): Promise<string> {
  const [row] = await server.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
  return row!.passwordHash;
}
