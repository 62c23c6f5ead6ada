import { withMessage } from '../../http/contract-routes.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';
import { createReview, editReview, replyToReview, toggleReviewLike } from './business-reviews.js';
import { createUserReview } from './customer-reviews.js';
import { createReviewDispute, disputedCategories, markAllDisputesSeen, unseenDisputeCount, updateReviewDispute } from './disputes.js';
import { decideReviewDispute, reviewDisputeQueue } from './moderation.js';
import { reviewById, reviewOfWork, reviewsOfBusiness } from './review-view.js';

/** Reviews of businesses and customers, likes, replies, and review disputes with their moderation. */
export function reviewsHandlers({ db, events }: AppContext) {
  return {
    business: {
      getReviews: async ({ params, query, viewer }) =>
        reviewsOfBusiness(db, params.id, viewer?.userId ?? null, { cursor: query.cursor, limit: query.limit }),
      getReviewById: async ({ params, viewer }) => reviewById(db, params.id, viewer?.userId ?? null),
      getReviewByServiceContractId: async ({ params, viewer }) => reviewOfWork(db, params.id, viewer.userId),
      createReview: async ({ viewer, body }) =>
        withMessage(await createReview(db, viewer.userId, body), 'Thank you, your review has been published.', 201),
      editReview: async ({ viewer, body }) =>
        withMessage(await editReview(db, viewer.userId, body), 'Your review has been updated.'),
      toggleReviewLike: async ({ viewer, body }) => toggleReviewLike(db, viewer.userId, body.reviewId),
      replyToReview: async ({ viewer, params, body }) =>
        withMessage(await replyToReview(db, viewer.userId, params.id, body.reply), 'Your reply has been published.', 201),
      createUserReview: async ({ viewer, body }) =>
        withMessage(await createUserReview(db, viewer.userId, body), 'Your review of the customer has been saved.', 201),
      createReviewDispute: async ({ viewer, body }) =>
        withMessage(await createReviewDispute(db, events, viewer.userId, body), 'Your dispute has been sent to our moderators.', 201),
      updateReviewDispute: async ({ viewer, body }) => {
        const dispute = await updateReviewDispute(db, events, viewer.userId, body);
        return withMessage(dispute, dispute.status === 'CLOSED' ? 'Your dispute has been withdrawn.' : 'Your response has been added to the dispute.');
      },
      getDisputedCategories: async ({ viewer, params }) => disputedCategories(db, viewer, params.id),
    } satisfies Partial<GroupHandlers<'business'>>,
    work: {
      getUnseenReviewDisputeCount: async ({ viewer }) => ({ count: await unseenDisputeCount(db, viewer.userId) }),
      markAllReviewDisputesSeen: async ({ viewer }) => {
        await markAllDisputesSeen(db, viewer.userId);
        return null;
      },
    } satisfies Partial<GroupHandlers<'work'>>,
    admin: {
      getReviewDisputes: async ({ query }) => {
        return reviewDisputeQueue(db, query);
      },
      decideReviewDispute: async ({ viewer, params, body }) => {
        return withMessage(await decideReviewDispute(db, events, viewer.userId, params.id, body), `The dispute is now ${body.status.toLowerCase()}.`);
      },
    } satisfies Partial<GroupHandlers<'admin'>>,
  };
}
