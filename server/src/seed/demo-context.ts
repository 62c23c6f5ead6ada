import type { CategoryTitle } from '@tradeshub/sdk';
import type {
  addresses,
  businessCategories,
  businesses,
  notifications,
  recommendations,
  reviewDisputes,
  reviews,
  userConnections,
  users,
} from '../db/schema/index.js';
import type { District, Town } from './places.js';
import type { SeededRandom } from './random.js';

// What every part of the demo-data build shares: one generator (so the whole build is one
// deterministic sequence), the moment it is built for, and the number allocators.

export type UserRow = typeof users.$inferInsert & { id: string; createdAt: Date };
export type BusinessRow = typeof businesses.$inferInsert & { id: string; createdAt: Date };
export type BusinessCategoryRow = typeof businessCategories.$inferInsert;
export type AddressRow = typeof addresses.$inferInsert;
export type ReviewRow = typeof reviews.$inferInsert & { id: string; createdAt: Date };
export type RecommendationRow = typeof recommendations.$inferInsert & { id: string; createdAt: Date };
export type ConnectionRow = typeof userConnections.$inferInsert & { id: string; createdAt: Date };
export type DisputeRow = typeof reviewDisputes.$inferInsert & { id: string; createdAt: Date };
export type NotificationRow = typeof notifications.$inferInsert & { id: string; createdAt: Date };

export interface DemoContext {
  random: SeededRandom;
  now: Date;
  passwordHash: string;
  categoryIds: ReadonlyMap<CategoryTitle, string>;
  phones: PhoneBook;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The database id of a work category; the categories are seeded before the demo data is built. */
export function categoryIdOf(ctx: Pick<DemoContext, 'categoryIds'>, title: CategoryTitle): string {
  const id = ctx.categoryIds.get(title);
  if (!id) throw new Error(`The category "${title}" is not in the database; seed the categories first.`);
  return id;
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** A point within `maxKm` of a district's centre, evenly spread over the disc. */
export function pointNear(random: SeededRandom, district: District, maxKm: number): { latitude: number; longitude: number } {
  const distanceKm = maxKm * Math.sqrt(random.next());
  const bearing = random.between(0, 2 * Math.PI);
  const latitude = district.latitude + (distanceKm * Math.cos(bearing)) / 111.32;
  const longitude = district.longitude + (distanceKm * Math.sin(bearing)) / (111.32 * Math.cos((district.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

/**
 * Phone numbers from Ofcom's ranges reserved for drama and examples (07700 900xxx and each
 * town's 496 0xxx range), so demo data can never ring or text a real person.
 */
export class PhoneBook {
  private readonly mobiles: number[];
  private readonly landlinesUsed = new Map<string, number>();

  constructor(random: SeededRandom) {
    this.mobiles = random.shuffle(Array.from({ length: 1000 }, (_, i) => i));
  }

  mobile(): string {
    const next = this.mobiles.pop();
    if (next === undefined) throw new Error('The demo data needs more than the 1,000 reserved mobile numbers');
    return `07700 900${String(next).padStart(3, '0')}`;
  }

  landline(town: Town): string {
    const used = this.landlinesUsed.get(town.landlinePrefix) ?? 0;
    this.landlinesUsed.set(town.landlinePrefix, used + 1);
    return `${town.landlinePrefix}${String((used * 37) % 1000).padStart(3, '0')}`;
  }
}
