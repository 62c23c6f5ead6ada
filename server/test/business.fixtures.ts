import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import {
  createClient,
  createMemoryStorage,
  ACCESS_TOKEN_STORAGE_KEY,
  EARTH_RADIUS_KM,
  type BusinessRegisterBody,
  type CategoryTitle,
  type TradeshubClient,
} from '@tradeshub/sdk';
import { businessCategories, businesses, categories, users } from '../src/db/schema/index.js';
import { cellOf } from '../src/modules/business/geo.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { seedReferenceData } from '../src/seed/index.js';
import type { TestServer } from './harness.js';

// Shared by the business.*.test.ts files: people, categories, register forms and points on
// the map at known distances.

export const PASSWORD = 'plumb-the-depths-42';
// argon2 is slow on purpose: one hash per file serves every user it creates.
let passwordHash: Promise<string> | null = null;

export interface TestUser {
  id: string;
  email: string;
  token: string;
  /** A client signed in as this user (it takes the private paths). */
  client: TradeshubClient;
}

/** A client with no token: it takes the public paths. */
export function anonymousClient(server: TestServer): TradeshubClient {
  return createClient({ baseUrl: server.baseUrl, storage: createMemoryStorage(), logger: { warn: () => undefined } });
}

/** A verified user with a live session, inserted straight into the database. */
export async function createUser(server: TestServer, firstName = 'Sam'): Promise<TestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.co.uk`;
  const [user] = await server.database.db
    .insert(users)
    .values({ firstName, lastName: 'Tester', email, passwordHash: await passwordHash, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const token = await createSession(server.database.db, user.id);
  const storage = createMemoryStorage();
  storage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  const client = createClient({ baseUrl: server.baseUrl, storage, logger: { warn: () => undefined } });
  return { id: user.id, email, token, client };
}

/** Categories as reference data seeds them: ids by title. */
export async function seedCategories(server: TestServer): Promise<Map<CategoryTitle, string>> {
  await seedReferenceData(server.database.db);
  const rows = await server.database.db.select().from(categories).orderBy(asc(categories.position));
  return new Map(rows.map((row) => [row.title as CategoryTitle, row.id]));
}

/** A raw call, for what the sdk client would refuse before sending or strip after receiving. */
export async function call(server: TestServer, method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; message?: string } };
}

export const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };

/** The point `km` away from `from` on the given compass bearing, on the sdk's sphere. */
export function pointAt(from: { latitude: number; longitude: number }, km: number, bearingDegrees: number) {
  const rad = Math.PI / 180;
  const angular = km / EARTH_RADIUS_KM;
  const bearing = bearingDegrees * rad;
  const lat1 = from.latitude * rad;
  const lng1 = from.longitude * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
  const lng2 =
    lng1 +
    Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: lat2 / rad, longitude: lng2 / rad };
}

/** A complete register form; `overrides` replace whole fields. */
export function registerForm(categoryIds: Map<CategoryTitle, string>, overrides: Partial<BusinessRegisterBody> = {}): BusinessRegisterBody {
  return {
    workCategories: [
      { id: categoryIds.get('Roofing')!, title: 'Roofing' },
      { id: categoryIds.get('Plumbing')!, title: 'Plumbing' },
    ],
    name: 'Pennine Roofing',
    email: 'Office@PennineRoofing.co.uk',
    businessPhoneNumber: '0161 496 0000',
    location: {
      address1: '1 Deansgate',
      address2: 'Unit 4',
      locality: 'Manchester',
      postcode: 'M3 1AZ',
      latitude: MANCHESTER.latitude,
      longitude: MANCHESTER.longitude,
    },
    ...overrides,
  };
}

export interface BusinessFixture {
  name: string;
  latitude: number;
  longitude: number;
  radiusMiles: number;
  ratingOverall: number;
  ratingPrice: number;
  ratingCleanliness: number;
  ratingFriendliness: number;
  ratingQuality: number;
  ratingPunctuality: number;
  reviewCount: number;
  recommendationCount: number;
  categories: CategoryTitle[];
}

/** Inserts businesses (each with its own owner) as they would be after reviews; returns their ids in order. */
export async function insertBusinesses(
  server: TestServer,
  categoryIds: Map<CategoryTitle, string>,
  fixtures: readonly BusinessFixture[],
): Promise<string[]> {
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const { db } = server.database;
  const owners = await db
    .insert(users)
    .values(
      fixtures.map((f, i) => ({
        firstName: f.name,
        lastName: 'Owner',
        email: `owner${i}@example.co.uk`,
        passwordHash: hash,
        role: 'TRADEPERSON' as const,
      })),
    )
    .returning({ id: users.id });
  const rows = await db
    .insert(businesses)
    .values(
      fixtures.map(({ categories: _categories, ...f }, i) => ({
        ...f,
        ownerUserId: owners[i]!.id,
        email: `hello${i}@example.co.uk`,
        phoneNumber: '0161 496 0001',
        address1: `${i + 1} High Street`,
        locality: 'Manchester',
        postcode: 'M1 1AA',
        h3Cell: cellOf(f.latitude, f.longitude),
      })),
    )
    .returning({ id: businesses.id });
  const links = fixtures.flatMap((f, i) => f.categories.map((title) => ({ businessId: rows[i]!.id, categoryId: categoryIds.get(title)! })));
  if (links.length > 0) await db.insert(businessCategories).values(links);
  return rows.map((row) => row.id);
}
