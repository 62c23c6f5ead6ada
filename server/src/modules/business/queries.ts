import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { businessCategories, businesses, categories, users } from '../../db/schema/index.js';
import type { BusinessExtras, CategoryRow } from './mappers.js';

/** Every work category, in the product's order. */
export async function allCategories(db: Queryable): Promise<CategoryRow[]> {
  return db.select({ id: categories.id, title: categories.title }).from(categories).orderBy(asc(categories.position));
}

/** Each category by id with its place in the product's order, per database. */
type CategoryIndex = ReadonlyMap<string, { category: CategoryRow; position: number }>;
const categoryIndexes = new WeakMap<Queryable, Promise<CategoryIndex>>();

async function readCategoryIndex(db: Queryable): Promise<CategoryIndex> {
  return new Map((await allCategories(db)).map((category, position) => [category.id, { category, position }]));
}

/**
 * Category ids as their categories, each list in the product's order. The 24 categories are
 * reference data, so they are read once per database, and again when an id is new to them.
 */
export async function categoriesByIds(db: Queryable, idLists: readonly (readonly string[])[]): Promise<CategoryRow[][]> {
  let index = categoryIndexes.get(db);
  if (!index) categoryIndexes.set(db, (index = readCategoryIndex(db)));
  let known = await index.catch((error: unknown) => {
    categoryIndexes.delete(db);
    throw error;
  });
  if (idLists.some((ids) => ids.some((id) => !known.has(id)))) {
    const reread = readCategoryIndex(db);
    categoryIndexes.set(db, reread);
    known = await reread;
  }
  return idLists.map((ids) =>
    ids
      .flatMap((id) => known.get(id) ?? [])
      .sort((a, b) => a.position - b.position)
      .map(({ category }) => category),
  );
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
