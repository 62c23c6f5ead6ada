import { businessContracts, RECOMMENDATION_REVOKED_MESSAGE, recommendationsContracts as contracts } from '@tradeshub/sdk';
import { registerRoute, withMessage } from '../../http/contract-routes.js';
import type { AppModule } from '../context.js';
import { inviteCustomer, resendInvite } from './invites.js';
import * as service from './service.js';

/**
 * Recommendations, invites and referrals (spec section 7 "Recommendations"), plus the three
 * business reads about them: recommenders, pending recommendations and check-applicability.
 */
export const recommendationsModule: AppModule = (app, context) => {
  const { db } = context;

  registerRoute(app, contracts.create, async ({ viewer, body }) => {
    const recommendation = await service.createRecommendation(db, viewer.userId, body);
    return withMessage(recommendation, `Thank you. ${recommendation.business?.name ?? 'The business'} will see your recommendation.`, 201);
  });

  registerRoute(app, contracts.respond, async ({ viewer, params, body }) => {
    const recommendation = await service.respondToRecommendation(db, viewer.userId, params.id, body.status);
    return withMessage(recommendation, body.status === 'ACCEPTED' ? 'Recommendation accepted.' : 'Recommendation rejected.');
  });

  registerRoute(app, contracts.invite, async ({ viewer, body }) => {
    const recommendation = await inviteCustomer(context, viewer.userId, body);
    return withMessage(recommendation, `Your invitation is on its way to ${body.name}.`, 201);
  });

  registerRoute(app, contracts.resendInvite, async ({ viewer, params }) => {
    const { customerName } = await resendInvite(context, viewer.userId, params.id);
    return withMessage(null, `Your invitation was sent to ${customerName} again.`);
  });

  registerRoute(app, contracts.delete, async ({ viewer, params }) => {
    await service.deleteRecommendation(db, viewer.userId, params.id);
    return withMessage(null, 'Recommendation deleted.');
  });

  registerRoute(app, contracts.revoke, async ({ viewer, params }) =>
    withMessage(await service.revokeRecommendation(db, viewer.userId, params.id), RECOMMENDATION_REVOKED_MESSAGE),
  );

  registerRoute(app, contracts.updateReferredBy, async ({ viewer, body }) => {
    await service.updateReferredBy(db, viewer.userId, body.referralCode);
    return withMessage(null, 'Thank you. We have noted who referred you.');
  });

  registerRoute(app, contracts.getAll, async ({ viewer, query }) => service.myRecommendations(db, viewer.userId, query));

  registerRoute(app, contracts.getAllByUserId, async ({ params, query }) => service.recommendationsOfUser(db, params.id, query));

  registerRoute(app, contracts.getByBusinessId, async ({ viewer, params, query }) =>
    service.recommendationsOfBusiness(db, viewer.userId, params.id, query),
  );

  registerRoute(app, contracts.getByReferralCode, async ({ params }) => service.recommendationByReferralCode(db, params.referralCode));

  registerRoute(app, businessContracts.getRecommenders, async ({ params, query }) => service.recommendersOf(db, params.id, query));

  registerRoute(app, businessContracts.getPendingRecommendations, async ({ viewer, params, query }) =>
    service.pendingRecommendations(db, viewer.userId, params.id, query),
  );

  registerRoute(app, businessContracts.checkApplicability, async ({ viewer, query }) =>
    service.checkApplicability(db, viewer.userId, query.recommendationId),
  );
};
