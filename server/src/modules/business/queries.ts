import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { businessCategories, businesses, categories, users } from '../../db/schema/index.js';
import type { BusinessExtras, CategoryRow } from './mappers.js';

/** Every work category, in the product's order. */
export async function allCategories(db: Queryable): Promise<CategoryRow[]> {
  return db.select({ id: categories.id, title: categories.title }).from(categories).orderBy(asc(categories.position));
}

/** The categories of several businesses in one query, each list in the product's order. */
export async function categoriesOf(db: Queryable, businessIds: readonly string[]): Promise<Map<string, CategoryRow[]>> {
  const byBusiness = new Map<string, CategoryRow[]>(businessIds.map((id) => [id, []]));
  if (businessIds.length === 0) return byBusiness;
  const rows = await db
    .select({ businessId: businessCategories.businessId, id: categories.id, title: categories.title })
    .from(businessCategories)
    .innerJoin(categories, eq(categories.id, businessCategories.categoryId))
    .where(inArray(businessCategories.businessId, [...businessIds]))
    .orderBy(asc(categories.position));
  for (const { businessId, ...category } of rows) byBusiness.get(businessId)?.push(category);
  return byBusiness;
}

/**
 * One business with everything its shapes need, or null. `lock` takes the row for update,
 * for changes that read and then write it.
 */
export async function findBusiness(db: Queryable, where: SQL | undefined, options: { lock?: boolean } = {}) {
  const query = db
    .select({ business: businesses, ownerAvatarUrl: users.avatarUrl })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .where(where)
    .limit(1);
  const [row] = await (options.lock ? query.for('update', { of: businesses }) : query);
  if (!row) return null;
  const extras: BusinessExtras = {
    categories: (await categoriesOf(db, [row.business.id])).get(row.business.id) ?? [],
    profileImageUrl: row.ownerAvatarUrl,
  };
  return { business: row.business, extras };
}

/** The id of the caller's business, or null when they have none. */
export async function businessIdOfOwner(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerUserId, userId)).limit(1);
  return row?.id ?? null;
}
