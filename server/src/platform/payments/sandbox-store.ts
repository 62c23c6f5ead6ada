import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxPaymentObjects } from '../../db/schema/index.js';

// The sandbox provider's side of the ledger: its objects as JSON rows, by kind. Writes are
// single statements, so nothing here holds a transaction open.

export type SandboxKind = 'account' | 'account_link' | 'checkout' | 'bank_account' | 'card';

export interface SandboxStore {
  get<T>(kind: SandboxKind, id: string): Promise<T | null>;
  /** Inserts unless the id exists; answers what is stored either way. */
  insertOnce<T>(kind: SandboxKind, id: string, accountId: string | null, data: T): Promise<T>;
  put<T>(kind: SandboxKind, id: string, accountId: string | null, data: T): Promise<void>;
  list<T>(kind: SandboxKind, accountId: string): Promise<{ id: string; data: T }[]>;
  remove(kind: SandboxKind, id: string): Promise<boolean>;
}

export function createSandboxStore(db: Database): SandboxStore {
  const t = sandboxPaymentObjects;
  return {
    async get<T>(kind: SandboxKind, id: string) {
      const [row] = await db.select({ data: t.data }).from(t).where(and(eq(t.id, id), eq(t.kind, kind))).limit(1);
      return (row?.data as T | undefined) ?? null;
    },
    async insertOnce<T>(kind: SandboxKind, id: string, accountId: string | null, data: T) {
      await db.insert(t).values({ id, kind, accountId, data: data as Record<string, unknown> }).onConflictDoNothing();
      const [row] = await db.select({ data: t.data }).from(t).where(eq(t.id, id)).limit(1);
      return row!.data as T;
    },
    async put<T>(kind: SandboxKind, id: string, accountId: string | null, data: T) {
      await db
        .insert(t)
        .values({ id, kind, accountId, data: data as Record<string, unknown> })
        .onConflictDoUpdate({ target: t.id, set: { data: data as Record<string, unknown>, updatedAt: sql`now()` } });
    },
    async list<T>(kind: SandboxKind, accountId: string) {
      const rows = await db.select({ id: t.id, data: t.data }).from(t).where(and(eq(t.accountId, accountId), eq(t.kind, kind))).orderBy(t.createdAt, t.id);
      return rows.map((row) => ({ id: row.id, data: row.data as T }));
    },
    async remove(kind: SandboxKind, id: string) {
      const removed = await db.delete(t).where(and(eq(t.id, id), eq(t.kind, kind))).returning({ id: t.id });
      return removed.length > 0;
    },
  };
}
