import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_PAST_WORK_STATUSES, type PublicWork, type Work } from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { businesses, categories, users, works } from '../../db/schema/index.js';
import { afterCursor, decodePageCursor, toPage, type Page, type PageRequest } from '../../http/page-cursor.js';
import { settleLatePayments } from './late-payments.js';
import { toPublicWork } from './mappers.js';
import { visibleTo } from './work-access.js';
import { workViews } from './work-view.js';

// get-all-works: the caller's own works in full (past ones unless open contracts are asked
// for), and anyone's finished works without money (the public variant, get-finished-works).
// Newest first; works keep created_at to the millisecond, so a page walks the
// (customer|business, created_at, id) indexes instead of sorting every work.

const createdAt = sql<Date>`${works.createdAt}`;
const finished = inArray(works.status, [...CUSTOMER_PAST_WORK_STATUSES]);

function selectWorks(db: Queryable) {
  return db
    .select({
      work: works,
      ownerUserId: businesses.ownerUserId,
      businessName: businesses.name,
      customerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(works)
    .innerJoin(businesses, eq(businesses.id, works.businessId))
    .innerJoin(users, eq(users.id, works.customerId));
}

async function pageOf(db: Queryable, where: SQL | undefined, request: PageRequest) {
  const after = request.cursor ? decodePageCursor(request.cursor, 'jobs') : null;
  return selectWorks(db)
    .where(and(where, afterCursor(createdAt, works.id, after)))
    .orderBy(desc(works.createdAt), desc(works.id))
    .limit(request.limit + 1);
}

export interface WorkListRequest extends PageRequest {
  customerId?: string | undefined;
  businessId?: string | undefined;
  includeOpenContracts: boolean;
}

/**
 * The works the caller takes part in, as customer or as business, narrowed to one customer
 * and/or one business when named; COMPLETED and CLOSED only unless open contracts are asked for.
 */
export async function listWorks(db: Database, userId: string, request: WorkListRequest): Promise<Page<Work>> {
  const where = and(
    visibleTo(userId),
    request.customerId ? eq(works.customerId, request.customerId) : undefined,
    request.businessId ? eq(works.businessId, request.businessId) : undefined,
    request.includeOpenContracts ? undefined : finished,
  );
  let rows = await pageOf(db, where, request);
  // Overdue payments are brought up to date before anyone sees them; a page that changed is read again.
  if ((await settleLatePayments(db, new Date(), { limit: 1000, workIds: rows.map((row) => row.work.id) })) > 0) rows = await pageOf(db, where, request);
  const views = await workViews(
    db,
    rows.slice(0, request.limit).map((row) => ({ context: row, side: row.ownerUserId === userId ? ('TRADEPERSON' as const) : ('CUSTOMER' as const) })),
  );
  const byId = new Map(views.map((view) => [view.id, view]));
  return toPage(rows, request.limit, (row) => ({ createdAt: row.work.createdAt, id: row.work.id }), (row) => byId.get(row.work.id)!);
}

/** A business's or a customer's finished works, for anyone: what was done, by whom, when; no money. */
export async function listFinishedWorks(db: Queryable, whose: { customerId?: string | undefined; businessId?: string | undefined }, request: PageRequest): Promise<Page<PublicWork>> {
  const where = and(
    finished,
    whose.businessId ? eq(works.businessId, whose.businessId) : undefined,
    whose.customerId ? eq(works.customerId, whose.customerId) : undefined,
  );
  const rows = await pageOf(db, where, request);
  const categoryIds = [...new Set(rows.map((row) => row.work.categoryId).filter((id): id is string => id !== null))];
  const titles = categoryIds.length ? await db.select({ id: categories.id, title: categories.title }).from(categories).where(inArray(categories.id, categoryIds)) : [];
  const categoryById = new Map(titles.map((row) => [row.id, row]));
  return toPage(
    rows,
    request.limit,
    (row) => ({ createdAt: row.work.createdAt, id: row.work.id }),
    (row) => toPublicWork(row, row.work.categoryId ? (categoryById.get(row.work.categoryId) ?? null) : null),
  );
}
