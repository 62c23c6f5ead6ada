import type { Review } from '@tradeshub/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createUser } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { createBusiness, ratingsOf, scores } from './reviews.fixtures.js';

// Reviews written at the same moment must all count. On PostgreSQL (TEST_DB=postgres) the
// requests run in parallel transactions on the pool, so each recompute has to wait for the
// one before it; on PGlite they queue on its one connection and the test still holds.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

const CUSTOMERS = 20;

describe('a business reviewed by many customers at once', () => {
  test('counts every review and averages them exactly', async () => {
    const business = await createBusiness(server);
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => createUser(server, `Customer${i}`)));
    // Overall 1..5 four times over, price always 2: the totals are known in advance.
    const overallOf = (i: number) => (i % 5) + 1;

    await Promise.all(
      customers.map((customer, i) =>
        customer.client.business.createReview({ body: { businessId: business.id, ratings: scores(overallOf(i), 2), comment: `Review number ${i}.` } }),
      ),
    );

    expect(await ratingsOf(server, business.id)).toEqual({ reviewCount: CUSTOMERS, overall: 3, price: 2 });
  });

  test('keeps the averages exact when every customer edits at once', async () => {
    const business = await createBusiness(server);
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => createUser(server, `Customer${i}`)));
    const reviews: Review[] = [];
    for (const customer of customers) {
      reviews.push(await customer.client.business.createReview({ body: { businessId: business.id, ratings: scores(1), comment: 'First go.' } }));
    }

    await Promise.all(
      customers.map((customer, i) => customer.client.business.editReview({ body: { reviewId: reviews[i]!.id, ratings: scores(5, 4) } })),
    );

    expect(await ratingsOf(server, business.id)).toEqual({ reviewCount: CUSTOMERS, overall: 5, price: 4 });
  });
});
