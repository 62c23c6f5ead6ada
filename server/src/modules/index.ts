import type { FastifyInstance } from 'fastify';
import { serveApi, type ApiHandlers } from '../http/serve-contracts.js';
import type { AppContext } from './context.js';
import { adminHandlers } from './admin/routes.js';
import { authHandlers } from './auth/routes.js';
import { businessHandlers } from './business/routes.js';
import { chatHandlers, startChat } from './chat/routes.js';
import { communityHandlers, startCommunity } from './community/routes.js';
import { connectionsHandlers } from './connections/routes.js';
import { contentHandlers } from './content/routes.js';
import { registerDocumentRoutes } from './documents/routes.js';
import { feedbackHandlers } from './feedback/routes.js';
import { notificationsHandlers, startNotificationCopies } from './notifications/routes.js';
import { accountsHandlers, paymentsHandlers } from './payments/routes.js';
import { registerPaymentWebhook } from './payments/webhooks.js';
import { placesHandlers } from './places/routes.js';
import { platformConfigHandlers } from './platform-config/routes.js';
import { presenceHandlers } from './presence/routes.js';
import { recommendationsHandlers } from './recommendations/routes.js';
import { reviewsHandlers } from './reviews/routes.js';
import { rewardsHandlers } from './rewards/routes.js';
import { userHandlers } from './user/routes.js';
import { startLatePaymentJob, workHandlers } from './work/routes.js';
import { registerSupportPhotoRoutes, supportAdminHandlers, supportWorkHandlers } from './support/routes.js';

/**
 * Every contract group bound to its handlers as one object: a group that misses a contract
 * does not compile. Groups served by several modules are put
 * together here.
 */
function apiHandlers(context: AppContext): ApiHandlers {
  const reviews = reviewsHandlers(context);
  const recommendations = recommendationsHandlers(context);
  const platform = platformConfigHandlers(context);
  return {
    auth: authHandlers(context),
    business: { ...businessHandlers(context), ...reviews.business, ...recommendations.business },
    connections: connectionsHandlers(context),
    work: { ...reviews.work, ...workHandlers(context), ...supportWorkHandlers(context) },
    chat: chatHandlers(context),
    templates: platform.templates,
    notifications: notificationsHandlers(context),
    payments: paymentsHandlers(context),
    accounts: accountsHandlers(context),
    recommendations: recommendations.recommendations,
    rewards: rewardsHandlers(context),
    user: userHandlers(context),
    config: platform.config,
    content: contentHandlers(context),
    community: communityHandlers(context),
    feedback: feedbackHandlers(context),
    places: placesHandlers(context),
    presence: presenceHandlers(context),
    admin: { ...adminHandlers(context), ...reviews.admin, ...supportAdminHandlers(context) },
  };
}

/** Serves every contract, then starts what modules run besides them (uploads, background jobs). */
export async function registerModules(app: FastifyInstance, context: AppContext): Promise<void> {
  serveApi(app, apiHandlers(context));
  await startChat(app, context);
  await startCommunity(app, context);
  startNotificationCopies(app, context);
  registerDocumentRoutes(app, context);
  startLatePaymentJob(app, context);
  registerPaymentWebhook(app, context);
  await registerSupportPhotoRoutes(app, context);
}
