import {
  CATEGORIES,
  DEFAULT_CARD_FEES_ENABLED,
  DEFAULT_COMMISSION_RATE,
  DEFAULT_RECOMMENDATION_REWARD_PENCE,
  DEFAULT_REFERRAL_REWARD_PENCE,
  type CategoryTitle,
} from '@tradeshub/sdk';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { categories, contentItems, settings, templates } from '../db/schema/index.js';
import { CONTENT_ITEMS } from './content/index.js';
import { TEMPLATES } from './templates.js';

// Reference data is product, not demo: it is seeded on every start, whether or not demo
// data is wanted. Settings, templates and content may be changed by an operator afterwards,
// so a restart only adds what is missing and never overwrites their edits.

/** The operator settings and their starting values: the sdk's defaults, so a fresh database says what no setting would. */
export const DEFAULT_SETTINGS = {
  commissionRate: DEFAULT_COMMISSION_RATE,
  cardFeesEnabled: DEFAULT_CARD_FEES_ENABLED,
  recommendationRewardPence: DEFAULT_RECOMMENDATION_REWARD_PENCE,
  referralRewardPence: DEFAULT_REFERRAL_REWARD_PENCE,
} as const;

/**
 * 'Painting & Decorating' -> 'painting-and-decorating'.
 * @example categorySlug('Automated gates & barriers') // 'automated-gates-and-barriers'
 */
export function categorySlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Upserts the 24 categories (slug and position follow the vocabulary) and returns their ids by title. */
export async function seedCategories(db: Queryable): Promise<Map<CategoryTitle, string>> {
  const rows = await db
    .insert(categories)
    .values(CATEGORIES.map((title, position) => ({ title, slug: categorySlug(title), position })))
    .onConflictDoUpdate({
      target: categories.title,
      set: { slug: sql`excluded.slug`, position: sql`excluded.position` },
    })
    .returning({ id: categories.id, title: categories.title });
  return new Map(rows.map((row) => [row.title as CategoryTitle, row.id]));
}

/** Categories, settings, templates and content pages; safe to run on every start. */
export async function seedReferenceData(db: Queryable): Promise<void> {
  await seedCategories(db);
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing({ target: settings.key });
  await db
    .insert(templates)
    .values(TEMPLATES.map((t) => ({ key: t.key, type: t.type, name: t.name, subject: t.subject, body: t.body })))
    .onConflictDoNothing({ target: templates.key });
  const positions = new Map<string, number>();
  await db
    .insert(contentItems)
    .values(
      CONTENT_ITEMS.map((item) => {
        const position = positions.get(item.kind) ?? 0;
        positions.set(item.kind, position + 1);
        return { ...item, position, publishedAt: item.publishedAt ?? new Date() };
      }),
    )
    .onConflictDoNothing({ target: contentItems.slug });
}
