import { adminContracts, businessReviewContracts, workContracts } from '@tradeshub/sdk';
import { registerRoute, withMessage } from '../../http/contract-routes.js';
import { notFound } from '../../http/errors.js';
import type { AppModule } from '../context.js';
import { createReview, editReview, replyToReview, toggleReviewLike } from './business-reviews.js';
import { createUserReview } from './customer-reviews.js';
import { createReviewDispute, disputedCategories, markAllDisputesSeen, unseenDisputeCount, updateReviewDispute } from './disputes.js';
import { decideReviewDispute, reviewDisputeQueue } from './moderation.js';
import { reviewById, reviewsOfBusiness } from './review-view.js';

/** Reviews of businesses and customers, likes, replies, and review disputes with their moderation. */
export const reviewsModule: AppModule = (app, { db, events }) => {
  registerRoute(app, businessReviewContracts.getReviews, async ({ params, query, viewer }) =>
    reviewsOfBusiness(db, params.id, viewer?.userId ?? null, { cursor: query.cursor, limit: query.limit }),
  );
  registerRoute(app, businessReviewContracts.getReviewById, async ({ params, viewer }) => reviewById(db, params.id, viewer?.userId ?? null));
  // Works (contracts) do not exist yet, so there is no job a review could be found by.
  registerRoute(app, businessReviewContracts.getReviewByServiceContractId, async () => {
    throw notFound('job');
  });

  registerRoute(app, businessReviewContracts.createReview, async ({ viewer, body }) =>
    withMessage(await createReview(db, viewer.userId, body), 'Thank you, your review has been published.', 201),
  );
  registerRoute(app, businessReviewContracts.editReview, async ({ viewer, body }) =>
    withMessage(await editReview(db, viewer.userId, body), 'Your review has been updated.'),
  );
  registerRoute(app, businessReviewContracts.toggleReviewLike, async ({ viewer, body }) => toggleReviewLike(db, viewer.userId, body.reviewId));
  registerRoute(app, businessReviewContracts.replyToReview, async ({ viewer, params, body }) =>
    withMessage(await replyToReview(db, viewer.userId, params.id, body.reply), 'Your reply has been published.', 201),
  );
  registerRoute(app, businessReviewContracts.createUserReview, async ({ viewer, body }) =>
    withMessage(await createUserReview(db, viewer.userId, body), 'Your review of the customer has been saved.', 201),
  );

  registerRoute(app, businessReviewContracts.createReviewDispute, async ({ viewer, body }) =>
    withMessage(await createReviewDispute(db, events, viewer.userId, body), 'Your dispute has been sent to our moderators.', 201),
  );
  registerRoute(app, businessReviewContracts.updateReviewDispute, async ({ viewer, body }) => {
    const dispute = await updateReviewDispute(db, events, viewer.userId, body);
    return withMessage(dispute, dispute.status === 'CLOSED' ? 'Your dispute has been withdrawn.' : 'Your response has been added to the dispute.');
  });
  registerRoute(app, businessReviewContracts.getDisputedCategories, async ({ viewer, params }) => disputedCategories(db, viewer, params.id));
  registerRoute(app, workContracts.getUnseenReviewDisputeCount, async ({ viewer }) => ({ count: await unseenDisputeCount(db, viewer.userId) }));
  registerRoute(app, workContracts.markAllReviewDisputesSeen, async ({ viewer }) => {
    await markAllDisputesSeen(db, viewer.userId);
    return null;
  });

  registerRoute(app, adminContracts.getReviewDisputes, async ({ query }) => {
    return reviewDisputeQueue(db, query);
  });
  registerRoute(app, adminContracts.decideReviewDispute, async ({ viewer, params, body }) => {
    return withMessage(await decideReviewDispute(db, events, viewer.userId, params.id, body), `The dispute is now ${body.status.toLowerCase()}.`);
  });
};
