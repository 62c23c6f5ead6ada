import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { notifications } from '../src/db/schema/index.js';
import { anonymousClient, call, createUser, type TestUser } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { createBusiness, createOperator, failure, ratingsOf, scores, type TestBusiness } from './reviews.fixtures.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

async function reviewed(): Promise<{ business: TestBusiness; ann: TestUser; reviewId: string }> {
  const business = await createBusiness(server);
  const ann = await createUser(server, 'Ann');
  const review = await ann.client.business.createReview({ body: { businessId: business.id, ratings: scores(1), comment: 'They are crooks!!!' } });
  return { business, ann, reviewId: review.id };
}

const noticesFor = async (userId: string) =>
  (await server.database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt)).map(
    (n) => `${n.actionType} ${String(n.metaData?.['kind'])}${n.isForBusiness ? ' (business)' : ''}`,
  );

describe('a review dispute', () => {
  test('runs from the business, past the reviewer, to an operator who hides the review with its reason', async () => {
    const { business, ann, reviewId } = await reviewed();
    const other = await createReview(business.id);
    const operator = await createOperator(server);
    expect(await ratingsOf(server, business.id)).toMatchObject({ reviewCount: 2, overall: 3 });

    const dispute = await business.owner.client.business.createReviewDispute({
      body: { reviewId, reason: 'Disrespectful or abusive', comment: 'We have never worked for this person.' },
    });
    expect(dispute).toMatchObject({ status: 'PENDING', reason: 'Disrespectful or abusive', seen: false, customerResponse: null });
    expect(await noticesFor(ann.id)).toEqual(['REVIEW_DISPUTE REVIEW_DISPUTE_RAISED']);
    expect(await ann.client.work.getUnseenReviewDisputeCount()).toEqual({ count: 1 });
    expect(await business.owner.client.business.getDisputedCategories({ params: { id: reviewId } })).toEqual(['Disrespectful or abusive']);

    // Under dispute the review stays visible, labelled.
    const underDispute = await anonymousClient(server).business.getReviewById({ params: { id: reviewId } });
    expect(underDispute).toMatchObject({ disputeStatus: 'PENDING', comment: 'They are crooks!!!', hiddenReason: null });

    await ann.client.work.markAllReviewDisputesSeen();
    expect(await ann.client.work.getUnseenReviewDisputeCount()).toEqual({ count: 0 });
    const answered = await ann.client.business.updateReviewDispute({ body: { disputeId: dispute.id, response: 'They did my roof in May.' } });
    expect(answered.customerResponse).toBe('They did my roof in May.');
    expect(await noticesFor(business.owner.id)).toEqual(['REVIEW_DISPUTE REVIEW_DISPUTE_ANSWERED (business)']);

    const queue = await operator.client.admin.getReviewDisputes({ query: {} });
    expect(queue.items.map((d) => [d.id, d.status, d.review.comment, d.business.name])).toEqual([
      [dispute.id, 'PENDING', 'They are crooks!!!', business.name],
    ]);

    const accepted = await operator.client.admin.decideReviewDispute({ params: { id: dispute.id }, body: { status: 'ACCEPTED', reason: 'Checked against the job records.' } });
    expect(accepted.status).toBe('ACCEPTED');
    expect(await noticesFor(ann.id)).toEqual(['REVIEW_DISPUTE REVIEW_DISPUTE_RAISED', 'REVIEW_DISPUTE REVIEW_DISPUTE_DECIDED']);
    expect(await noticesFor(business.owner.id)).toEqual([
      'REVIEW_DISPUTE REVIEW_DISPUTE_ANSWERED (business)',
      'REVIEW_DISPUTE REVIEW_DISPUTE_DECIDED (business)',
    ]);
    expect(await ann.client.work.getUnseenReviewDisputeCount()).toEqual({ count: 1 });
    // The hidden review no longer counts...
    expect(await ratingsOf(server, business.id)).toMatchObject({ reviewCount: 1, overall: 5 });
    // ...but it is still listed, with its reason in place of its text.
    const listed = await anonymousClient(server).business.getReviews({ params: { id: business.id }, query: {} });
    expect(listed.items.map((r) => [r.id, r.comment, r.hiddenReason, r.disputeStatus])).toEqual([
      [other, 'Brilliant.', null, null],
      [reviewId, null, 'Disrespectful or abusive', 'ACCEPTED'],
    ]);
    const edit = await failure(ann.client.business.editReview({ body: { reviewId, comment: 'Sorry.' } }));
    expect(edit.status).toBe(409);

    const closed = await operator.client.admin.decideReviewDispute({ params: { id: dispute.id }, body: { status: 'CLOSED', reason: 'Checked against the job records.' } });
    expect(closed.status).toBe('CLOSED');
    const reopened = await failure(operator.client.admin.decideReviewDispute({ params: { id: dispute.id }, body: { status: 'REJECTED', reason: 'Checked against the job records.' } }));
    expect(reopened.status).toBe(409);
    expect((await anonymousClient(server).business.getReviewById({ params: { id: reviewId } })).hiddenReason).toBe('Disrespectful or abusive');
  });

  test('rejected by an operator leaves the review and the ratings as they were', async () => {
    const { business, ann, reviewId } = await reviewed();
    const operator = await createOperator(server);
    const dispute = await business.owner.client.business.createReviewDispute({ body: { reviewId, reason: 'Spam or self-promotion' } });
    const rejected = await operator.client.admin.decideReviewDispute({ params: { id: dispute.id }, body: { status: 'REJECTED', reason: 'Honest opinion.' } });
    expect(rejected.status).toBe('REJECTED');
    expect(await ratingsOf(server, business.id)).toMatchObject({ reviewCount: 1, overall: 1 });
    expect(await anonymousClient(server).business.getReviewById({ params: { id: reviewId } })).toMatchObject({
      comment: 'They are crooks!!!',
      hiddenReason: null,
      disputeStatus: 'REJECTED',
    });
    const late = await failure(ann.client.business.updateReviewDispute({ body: { disputeId: dispute.id, response: 'Too late?' } }));
    expect(late.status).toBe(409);
    const twice = await failure(operator.client.admin.decideReviewDispute({ params: { id: dispute.id }, body: { status: 'ACCEPTED', reason: 'Checked against the job records.' } }));
    expect(twice.status).toBe(409);

    // A new dispute may follow once the first is decided, but not for the same reason.
    const sameReason = await failure(business.owner.client.business.createReviewDispute({ body: { reviewId, reason: 'Spam or self-promotion' } }));
    expect(sameReason.status).toBe(409);
    await business.owner.client.business.createReviewDispute({ body: { reviewId, reason: 'Misleading or false information' } });
    expect(await ann.client.business.getDisputedCategories({ params: { id: reviewId } })).toEqual([
      'Spam or self-promotion',
      'Misleading or false information',
    ]);
  });

  test('is one open dispute per review, raised only by the reviewed business', async () => {
    const { business, ann, reviewId } = await reviewed();
    const other = await createBusiness(server, 'Other Roofing');
    const byStranger = await failure(other.owner.client.business.createReviewDispute({ body: { reviewId, reason: 'Spam or self-promotion' } }));
    expect(byStranger.status).toBe(403);
    const byReviewer = await failure(ann.client.business.createReviewDispute({ body: { reviewId, reason: 'Spam or self-promotion' } }));
    expect(byReviewer.status).toBe(403);

    await business.owner.client.business.createReviewDispute({ body: { reviewId, reason: 'Spam or self-promotion' } });
    const second = await failure(business.owner.client.business.createReviewDispute({ body: { reviewId, reason: 'Off-topic or not local' } }));
    expect(second.status).toBe(409);
    const strangerReads = await failure(other.owner.client.business.getDisputedCategories({ params: { id: reviewId } }));
    expect(strangerReads.status).toBe(404);
  });

  test('can be withdrawn by its business only, and then no longer moves', async () => {
    const { business, ann, reviewId } = await reviewed();
    const operator = await createOperator(server);
    const stranger = await createUser(server, 'Stan');
    const dispute = await business.owner.client.business.createReviewDispute({ body: { reviewId, reason: 'Off-topic or not local' } });

    expect((await failure(stranger.client.business.updateReviewDispute({ body: { disputeId: dispute.id, withdraw: true } }))).status).toBe(404);
    expect((await failure(ann.client.business.updateReviewDispute({ body: { disputeId: dispute.id, withdraw: true } }))).status).toBe(403);

    const withdrawn = await business.owner.client.business.updateReviewDispute({ body: { disputeId: dispute.id, withdraw: true } });
    expect(withdrawn.status).toBe('CLOSED');
    const decideClosed = await failure(operator.client.admin.decideReviewDispute({ params: { id: dispute.id }, body: { status: 'ACCEPTED', reason: 'Checked against the job records.' } }));
    expect(decideClosed.status).toBe(409);
    expect(decideClosed.message).toBe("A review dispute cannot move from 'Closed' to 'Upheld'.");
    expect((await anonymousClient(server).business.getReviewById({ params: { id: reviewId } })).hiddenReason).toBeNull();
  });
});

describe('moderation', () => {
  test('is for operators only', async () => {
    const { business, reviewId } = await reviewed();
    const dispute = await business.owner.client.business.createReviewDispute({ body: { reviewId, reason: 'Spam or self-promotion' } });
    expect((await failure(business.owner.client.admin.getReviewDisputes({ query: {} }))).status).toBe(403);
    const decide = await failure(business.owner.client.admin.decideReviewDispute({ params: { id: dispute.id }, body: { status: 'ACCEPTED', reason: 'Checked against the job records.' } }));
    expect(decide.status).toBe(403);
    expect((await call(server, 'GET', '/backend-service/admin/review-disputes')).status).toBe(401);
    const operator = await createOperator(server);
    expect((await failure(operator.client.admin.decideReviewDispute({ params: { id: randomUUID() }, body: { status: 'ACCEPTED', reason: 'Checked against the job records.' } }))).status).toBe(404);
  });

  test('queues pending disputes first, oldest first, a page at a time', async () => {
    const operator = await createOperator(server);
    const business = await createBusiness(server);
    const disputes: string[] = [];
    for (const name of ['Ann', 'Bob', 'Cat']) {
      const reviewer = await createUser(server, name);
      const review = await reviewer.client.business.createReview({ body: { businessId: business.id, ratings: scores(1), comment: `${name} says no.` } });
      const dispute = await business.owner.client.business.createReviewDispute({ body: { reviewId: review.id, reason: 'Spam or self-promotion' } });
      disputes.push(dispute.id);
    }
    await operator.client.admin.decideReviewDispute({ params: { id: disputes[0]! }, body: { status: 'REJECTED', reason: 'Checked against the job records.' } });

    const first = await operator.client.admin.getReviewDisputes({ query: { limit: 2 } });
    const second = await operator.client.admin.getReviewDisputes({ query: { limit: 2, cursor: first.nextCursor! } });
    expect([...first.items, ...second.items].map((d) => [d.id, d.status])).toEqual([
      [disputes[1], 'PENDING'],
      [disputes[2], 'PENDING'],
      [disputes[0], 'REJECTED'],
    ]);
    expect(second.nextCursor).toBeNull();
    const pendingOnly = await operator.client.admin.getReviewDisputes({ query: { status: 'PENDING' } });
    expect(pendingOnly.items).toHaveLength(2);
  });
});

async function createReview(businessId: string): Promise<string> {
  const bob = await createUser(server, 'Bob');
  const review = await bob.client.business.createReview({ body: { businessId, ratings: scores(5), comment: 'Brilliant.' } });
  return review.id;
}
