import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/index.js';
import { tooManyRequests } from './errors.js';

// Abuse limits count hits in the database, not in memory, so every server process behind a
// load balancer shares one count per key (an action with a client address, or an account).
// A counter is a fixed window: the first hit opens it, hits count until it resets.

export interface LimitRule {
  max: number;
  windowMs: number;
  /** What the person reads when they are over the limit; it says how long to wait. */
  message: string;
}

export interface HitCount {
  hits: number;
  resetsAt: Date;
}

/** Counts one hit on `key` atomically (one statement, so parallel hits never share a count). */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<HitCount> {
  const resetsAt = new Date(Date.now() + windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetsAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`CASE WHEN ${rateLimitCounters.resetsAt} <= now() THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
        resetsAt: sql`CASE WHEN ${rateLimitCounters.resetsAt} <= now() THEN excluded.resets_at ELSE ${rateLimitCounters.resetsAt} END`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, resetsAt: rateLimitCounters.resetsAt });
  return row ?? { hits: 1, resetsAt };
}

/** Counts a hit and throws a 429 (with how long to wait) once `key` is over its rule. */
export async function enforceLimit(db: Queryable, key: string, rule: LimitRule): Promise<void> {
  const { hits, resetsAt } = await countHit(db, key, rule.windowMs);
  if (hits > rule.max) {
    throw tooManyRequests(rule.message, Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000)));
  }
}

/** Removes counters whose window has closed, so the table holds only live windows. */
export async function sweepExpiredCounters(db: Queryable): Promise<number> {
  const removed = await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, new Date())).returning({ key: rateLimitCounters.key });
  return removed.length;
}

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Sweeps closed counters every ten minutes while the app runs (any process may; it is idempotent). */
export function sweepCountersWhileRunning(app: FastifyInstance, db: Queryable): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepExpiredCounters(db).catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep rate-limit counters'));
    }, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

interface PluginStoreResult {
  current: number;
  ttl: number;
}

/**
 * A store for @fastify/rate-limit (the per-route limits on uploads and feedback) backed by the
 * same counters, so those limits hold across processes too.
 */
export function databaseRateLimitStore(db: Queryable) {
  return class DatabaseRateLimitStore {
    private prefix = 'route:';


    incr(key: string, callback: (error: Error | null, result?: PluginStoreResult) => void, timeWindow: number): void {
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, resetsAt }) => callback(null, { current: hits, ttl: Math.max(0, resetsAt.getTime() - Date.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // At run time the plugin passes the route's merged limit options with `routeInfo`.
    child(routeOptions: object): DatabaseRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      // Each route's limit counts apart: the plugin asks a child store per route.
      const child = new DatabaseRateLimitStore();
      child.prefix = `route:${String(route?.method ?? '')} ${route?.url ?? ''}:`;
      return child;
    }
  };
}
