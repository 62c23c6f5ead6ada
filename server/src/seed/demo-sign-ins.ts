import { and, count, desc, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { verifyPassword } from '../modules/auth/secrets.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';

// The demo data's accounts all sign in with the password the README publishes, the operator
// account among them. A production server must not serve a database where they still can.

const NAMED_EMAILS: string[] = Object.values(DEMO_ACCOUNTS).map((account) => account.email);

/** Accounts that still sign in with the published demo password. */
export interface DemoSignIns {
  /** The README's demo accounts (customer, tradesperson, operator) among them. */
  namedAccounts: string[];
  /** The other seeded users that share their password. */
  otherUsers: number;
}

/**
 * Finds them cheaply: argon2 salts every hash, so two real accounts never share one, while the
 * seed hashes the demo password once for all its users. Only the README's accounts' hashes
 * and hashes shared by several users are checked against the demo password, a handful of
 * verifications however large the table.
 */
export async function findDemoSignIns(db: Queryable): Promise<DemoSignIns> {
  const named = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(inArray(users.email, NAMED_EMAILS));
  const shared = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .groupBy(users.passwordHash)
    .having(sql`count(*) > 1`)
    .orderBy(desc(count()))
    .limit(5);
  const candidates = new Set([...named.map((row) => row.passwordHash), ...shared.map((row) => row.passwordHash)]);
  const demoHashes: string[] = [];
  for (const hash of candidates) if (await verifyPassword(hash, DEMO_PASSWORD)) demoHashes.push(hash);
  if (demoHashes.length === 0) return { namedAccounts: [], otherUsers: 0 };

  const [others] = await db
    .select({ count: count() })
    .from(users)
    .where(and(inArray(users.passwordHash, demoHashes), notInArray(users.email, NAMED_EMAILS)));
  return {
    namedAccounts: named.filter((row) => demoHashes.includes(row.passwordHash)).map((row) => row.email),
    otherUsers: others?.count ?? 0,
  };
}

export class DemoSignInsError extends Error {
  constructor(readonly found: DemoSignIns) {
    const who = [...found.namedAccounts, ...(found.otherUsers > 0 ? [`${found.otherUsers.toLocaleString('en-GB')} other demo users`] : [])];
    super(
      `This production server (NODE_ENV=production) will not start: ${who.join(', ')} still sign in with the demo password the README publishes, ` +
        `so anyone could use them${found.namedAccounts.some((email) => email === DEMO_ACCOUNTS.admin.email) ? ', operator account included' : ''}. ` +
        `Give those accounts new passwords or delete them (or start from a database without the demo data), then start again.`,
    );
    this.name = 'DemoSignInsError';
  }
}

/** Throws a DemoSignInsError if any account still signs in with the published demo password. */
export async function refuseDemoSignIns(db: Queryable): Promise<void> {
  const found = await findDemoSignIns(db);
  if (found.namedAccounts.length > 0 || found.otherUsers > 0) throw new DemoSignInsError(found);
}
