import { afterAll, beforeAll, expect, test } from 'vitest';
import { categories } from '../src/db/schema/index.js';
import { categoriesByIds } from '../src/modules/business/queries.js';
import { startTestServer, type TestServer } from './harness.js';
import { seedCategories } from './business.fixtures.js';

// Search answers each business's category ids and names them from categories read once per
// database; a list must come out in the product's order, and an id new since then still named.
let server: TestServer;
let ids: Awaited<ReturnType<typeof seedCategories>>;
beforeAll(async () => {
  server = await startTestServer();
  ids = await seedCategories(server);
});
afterAll(async () => server?.close());

test("names each list's categories in the product's order, whatever order the ids come in", async () => {
  const [tiling, plumbing, roofing] = [ids.get('Tiling')!, ids.get('Plumbing')!, ids.get('Roofing')!];
  const named = await categoriesByIds(server.database.db, [[tiling, plumbing], [roofing], []]);
  expect(named.map((list) => list.map((category) => category.title))).toEqual([['Plumbing', 'Tiling'], ['Roofing'], []]);
  expect(named[0]![0]).toEqual({ id: plumbing, title: 'Plumbing' });
});

test('reads the categories again when an id is new to it', async () => {
  await categoriesByIds(server.database.db, [[ids.get('Plumbing')!]]);
  const [added] = await server.database.db
    .insert(categories)
    .values({ title: 'Thatching', slug: 'thatching', position: -1 })
    .returning({ id: categories.id });
  const named = await categoriesByIds(server.database.db, [[ids.get('Plumbing')!, added!.id]]);
  expect(named[0]!.map((category) => category.title)).toEqual(['Thatching', 'Plumbing']);
});
