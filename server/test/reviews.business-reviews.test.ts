import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { notifications } from '../src/db/schema/index.js';
import { anonymousClient, call, createUser } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { createBusiness, failure, ratingsOf, scores } from './reviews.fixtures.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

describe('reviewing a business', () => {
  test('publishes a customer review and moves the business ratings', async () => {
    const business = await createBusiness(server);
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');

    const review = await ann.client.business.createReview({ body: { businessId: business.id, ratings: scores(5, 4), comment: 'Fixed the roof in a day.' } });
    expect(review).toMatchObject({ comment: 'Fixed the roof in a day.', isVerifiedJob: false, editedAt: null, reply: null, hiddenReason: null, disputeStatus: null });
    expect(review.reviewer.id).toBe(ann.id);
    expect(await ratingsOf(server, business.id)).toEqual({ reviewCount: 1, overall: 5, price: 4 });

    await bob.client.business.createReview({ body: { businessId: business.id, ratings: scores(2), comment: 'Late and untidy.' } });
    expect(await ratingsOf(server, business.id)).toEqual({ reviewCount: 2, overall: 3.5, price: 3 });
  });

  test('allows one review per customer per business', async () => {
    const business = await createBusiness(server);
    const ann = await createUser(server, 'Ann');
    const body = { businessId: business.id, ratings: scores(4), comment: 'Good work.' };
    await ann.client.business.createReview({ body });
    const second = await failure(ann.client.business.createReview({ body }));
    expect(second.status).toBe(409);
    expect(second.message).toMatch(/already reviewed Pennine Roofing/);
    expect(await ratingsOf(server, business.id)).toMatchObject({ reviewCount: 1 });
  });

  test('refuses a review of your own business, of a business that blocked you, and of an unknown business', async () => {
    const business = await createBusiness(server);
    const own = await failure(business.owner.client.business.createReview({ body: { businessId: business.id, ratings: scores(5), comment: 'Best roofer.' } }));
    expect(own.status).toBe(403);
    expect(own.message).toBe('You cannot review your own business.');

    const ann = await createUser(server, 'Ann');
    await business.owner.client.user.block({ body: { userId: ann.id } });
    const blocked = await failure(ann.client.business.createReview({ body: { businessId: business.id, ratings: scores(1), comment: 'Awful.' } }));
    expect(blocked.status).toBe(403);

    const unknown = await failure(ann.client.business.createReview({ body: { businessId: randomUUID(), ratings: scores(3), comment: 'Who?' } }));
    expect(unknown.status).toBe(404);
  });

  test('answers 404 for a review tied to a job that is not theirs', async () => {
    const business = await createBusiness(server);
    const ann = await createUser(server, 'Ann');
    const error = await failure(
      ann.client.business.createReview({ body: { businessId: business.id, serviceContractId: randomUUID(), ratings: scores(4), comment: 'Job done.' } }),
    );
    expect(error.status).toBe(404);
    expect(error.message).toBe('We could not find that job.');
    const byJob = await failure(ann.client.business.getReviewByServiceContractId({ params: { id: randomUUID() } }));
    expect(byJob.status).toBe(404);
  });

  test('asks for a session before anything else', async () => {
    const response = await call(server, 'POST', '/backend-service/business/create-business-review', { body: { businessId: randomUUID() } });
    expect(response.status).toBe(401);
    const edit = await call(server, 'PATCH', '/backend-service/business/edit-business-review', { body: {} });
    expect(edit.status).toBe(401);
  });
});

describe('editing a review', () => {
  test('is for its author only, marks it edited and moves the ratings', async () => {
    const business = await createBusiness(server);
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const review = await ann.client.business.createReview({ body: { businessId: business.id, ratings: scores(2), comment: 'Slow.' } });

    const notYours = await failure(bob.client.business.editReview({ body: { reviewId: review.id, comment: 'Hijacked.' } }));
    expect(notYours.status).toBe(404);

    const edited = await ann.client.business.editReview({ body: { reviewId: review.id, ratings: scores(4), comment: 'Slow, but they came back and fixed it.' } });
    expect(edited.comment).toBe('Slow, but they came back and fixed it.');
    expect(edited.editedAt).not.toBeNull();
    expect(await ratingsOf(server, business.id)).toEqual({ reviewCount: 1, overall: 4, price: 4 });
  });
});

describe('reading reviews', () => {
  test('lists newest first in pages, publicly and with likedByMe for a signed-in caller', async () => {
    const business = await createBusiness(server);
    const reviewers = [await createUser(server, 'Ann'), await createUser(server, 'Bob'), await createUser(server, 'Cat')];
    for (const [i, reviewer] of reviewers.entries()) {
      await reviewer.client.business.createReview({ body: { businessId: business.id, ratings: scores(3), comment: `Review ${i}` } });
    }
    const anonymous = anonymousClient(server);
    const first = await anonymous.business.getReviews({ params: { id: business.id }, query: { limit: 2 } });
    expect(first.items.map((r) => r.comment)).toEqual(['Review 2', 'Review 1']);
    expect(first.nextCursor).not.toBeNull();
    const second = await anonymous.business.getReviews({ params: { id: business.id }, query: { limit: 2, cursor: first.nextCursor! } });
    expect(second.items.map((r) => r.comment)).toEqual(['Review 0']);
    expect(second.nextCursor).toBeNull();

    const cat = reviewers[2]!;
    const bobsReview = first.items[1]!;
    await cat.client.business.toggleReviewLike({ body: { reviewId: bobsReview.id } });
    const seenByCat = await cat.client.business.getReviews({ params: { id: business.id }, query: { limit: 5 } });
    expect(seenByCat.items.map((r) => r.likedByMe)).toEqual([false, true, false]);
    expect((await anonymous.business.getReviewById({ params: { id: bobsReview.id } })).likedByMe).toBe(false);
    expect((await cat.client.business.getReviewById({ params: { id: bobsReview.id } })).likeCount).toBe(1);
  });

  test('answers 404 for an unknown review or business', async () => {
    const anonymous = anonymousClient(server);
    expect((await failure(anonymous.business.getReviewById({ params: { id: randomUUID() } }))).status).toBe(404);
    expect((await failure(anonymous.business.getReviews({ params: { id: randomUUID() }, query: {} }))).status).toBe(404);
  });
});

describe('liking a review', () => {
  test('toggles one like per person and keeps the count', async () => {
    const business = await createBusiness(server);
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const review = await ann.client.business.createReview({ body: { businessId: business.id, ratings: scores(5), comment: 'Lovely job.' } });

    expect(await bob.client.business.toggleReviewLike({ body: { reviewId: review.id } })).toEqual({ reviewId: review.id, liked: true, likeCount: 1 });
    expect(await business.owner.client.business.toggleReviewLike({ body: { reviewId: review.id } })).toMatchObject({ liked: true, likeCount: 2 });
    expect(await bob.client.business.toggleReviewLike({ body: { reviewId: review.id } })).toEqual({ reviewId: review.id, liked: false, likeCount: 1 });
    expect((await failure(bob.client.business.toggleReviewLike({ body: { reviewId: randomUUID() } }))).status).toBe(404);
  });
});

describe("the business's reply", () => {
  test('is published once, by the business that was reviewed, and tells the reviewer', async () => {
    const business = await createBusiness(server);
    const other = await createBusiness(server, 'Other Roofing');
    const ann = await createUser(server, 'Ann');
    const review = await ann.client.business.createReview({ body: { businessId: business.id, ratings: scores(3), comment: 'OK.' } });

    const stranger = await failure(other.owner.client.business.replyToReview({ params: { id: review.id }, body: { reply: 'Not ours.' } }));
    expect(stranger.status).toBe(403);
    const byReviewer = await failure(ann.client.business.replyToReview({ params: { id: review.id }, body: { reply: 'Me again.' } }));
    expect(byReviewer.status).toBe(403);

    const replied = await business.owner.client.business.replyToReview({ params: { id: review.id }, body: { reply: 'Thanks, Ann.' } });
    expect(replied.reply).toMatchObject({ text: 'Thanks, Ann.' });
    expect((await anonymousClient(server).business.getReviewById({ params: { id: review.id } })).reply?.text).toBe('Thanks, Ann.');

    const again = await failure(business.owner.client.business.replyToReview({ params: { id: review.id }, body: { reply: 'One more thing.' } }));
    expect(again.status).toBe(409);
    const told = await server.database.db.select().from(notifications).where(eq(notifications.userId, ann.id));
    expect(told.map((n) => n.actionType)).toEqual(['REPLY']);
  });
});

describe('a business reviewing a customer', () => {
  test('is for business owners, once per customer', async () => {
    const business = await createBusiness(server);
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');

    const created = await business.owner.client.business.createUserReview({ body: { userId: ann.id, rating: 5, comment: 'Paid on time.' } });
    expect(created).toMatchObject({ userId: ann.id, business: { id: business.id, name: business.name }, rating: 5, serviceContractId: null });
    const profile = await bob.client.user.getRatingAndReviews({ query: { userId: ann.id } });
    expect(profile.rating).toEqual({ average: 5, count: 1 });

    const twice = await failure(business.owner.client.business.createUserReview({ body: { userId: ann.id, rating: 1, comment: 'Again.' } }));
    expect(twice.status).toBe(409);
    const notABusiness = await failure(bob.client.business.createUserReview({ body: { userId: ann.id, rating: 1, comment: 'Hmm.' } }));
    expect([notABusiness.status, notABusiness.code]).toEqual([403, 'BUSINESS_REQUIRED']);
    const withJob = await failure(
      business.owner.client.business.createUserReview({ body: { userId: bob.id, serviceContractId: randomUUID(), rating: 4, comment: 'Fine.' } }),
    );
    expect(withJob.status).toBe(404);
  });
});
