import { RECOMMENDATION_REVOKED_MESSAGE } from '@tradeshub/sdk';
import { withMessage } from '../../http/contract-routes.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';
import { inviteCustomer, resendInvite } from './invites.js';
import * as service from './service.js';

/**
 * Recommendations, invites and referrals (spec section 7 "Recommendations"), plus the three
 * business reads about them: recommenders, pending recommendations and check-applicability.
 */
export function recommendationsHandlers(context: AppContext) {
  const { db } = context;

  return {
    recommendations: {
      create: async ({ viewer, body }) => {
        const recommendation = await service.createRecommendation(db, viewer.userId, body);
        return withMessage(recommendation, `Thank you. ${recommendation.business?.name ?? 'The business'} will see your recommendation.`, 201);
      },
      respond: async ({ viewer, params, body }) => {
        const recommendation = await service.respondToRecommendation(db, viewer.userId, params.id, body.status);
        return withMessage(recommendation, body.status === 'ACCEPTED' ? 'Recommendation accepted.' : 'Recommendation rejected.');
      },
      invite: async ({ viewer, body }) => {
        const recommendation = await inviteCustomer(context, viewer.userId, body);
        return withMessage(recommendation, `Your invitation is on its way to ${body.name}.`, 201);
      },
      resendInvite: async ({ viewer, params }) => {
        const { customerName } = await resendInvite(context, viewer.userId, params.id);
        return withMessage(null, `Your invitation was sent to ${customerName} again.`);
      },
      delete: async ({ viewer, params }) => {
        await service.deleteRecommendation(db, viewer.userId, params.id);
        return withMessage(null, 'Recommendation deleted.');
      },
      revoke: async ({ viewer, params }) =>
        withMessage(await service.revokeRecommendation(db, viewer.userId, params.id), RECOMMENDATION_REVOKED_MESSAGE),
      updateReferredBy: async ({ viewer, body }) => {
        await service.updateReferredBy(db, viewer.userId, body.referralCode);
        return withMessage(null, 'Thank you. We have noted who referred you.');
      },
      getAll: async ({ viewer, query }) => service.myRecommendations(db, viewer.userId, query),
      getAllByUserId: async ({ params, query }) => service.recommendationsOfUser(db, params.id, query),
      getByBusinessId: async ({ viewer, params, query }) =>
        service.recommendationsOfBusiness(db, viewer.userId, params.id, query),
      getByReferralCode: async ({ params }) => service.recommendationByReferralCode(db, params.referralCode),
    } satisfies Partial<GroupHandlers<'recommendations'>>,
    business: {
      getRecommenders: async ({ params, query }) => service.recommendersOf(db, params.id, query),
      getPendingRecommendations: async ({ viewer, params, query }) =>
        service.pendingRecommendations(db, viewer.userId, params.id, query),
      checkApplicability: async ({ viewer, query }) =>
        service.checkApplicability(db, viewer.userId, query.recommendationId),
    } satisfies Partial<GroupHandlers<'business'>>,
  };
}
