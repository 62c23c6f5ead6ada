import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { anonymousClient, createUser } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { createBusiness, scores } from './reviews.fixtures.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

describe("a review's own dispute", () => {
  test('only its author sees it on the review, and can answer it from there', async () => {
    const business = await createBusiness(server);
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const review = await ann.client.business.createReview({ body: { businessId: business.id, ratings: scores(1), comment: 'They are crooks!!!' } });
    expect(review.myDispute).toBeNull();

    const dispute = await business.owner.client.business.createReviewDispute({
      body: { reviewId: review.id, reason: 'Disrespectful or abusive', comment: 'We have never worked for this person.' },
    });

    const expected = {
      id: dispute.id,
      reason: 'Disrespectful or abusive',
      explanation: 'We have never worked for this person.',
      status: 'PENDING',
      customerResponse: null,
      decisionReason: null,
      seen: false,
    };
    const byId = await ann.client.business.getReviewById({ params: { id: review.id } });
    expect(byId.myDispute).toEqual(expected);
    const listed = await ann.client.business.getReviews({ params: { id: business.id }, query: {} });
    expect(listed.items.map((r) => r.myDispute)).toEqual([expected]);

    // The business, another customer and the public see only that it is under dispute.
    for (const client of [business.owner.client, bob.client, anonymousClient(server)]) {
      const seen = await client.business.getReviewById({ params: { id: review.id } });
      expect(seen).toMatchObject({ disputeStatus: 'PENDING', myDispute: null });
      const page = await client.business.getReviews({ params: { id: business.id }, query: {} });
      expect(page.items.map((r) => r.myDispute)).toEqual([null]);
    }

    await ann.client.business.updateReviewDispute({ body: { disputeId: byId.myDispute!.id, response: 'They did my roof in May.' } });
    const answered = await ann.client.business.getReviewById({ params: { id: review.id } });
    expect(answered.myDispute).toMatchObject({ status: 'PENDING', customerResponse: 'They did my roof in May.', seen: true });
    expect((await bob.client.business.getReviewById({ params: { id: review.id } })).myDispute).toBeNull();
  });
});
