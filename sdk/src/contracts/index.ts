// The whole API contract: one group per service, keyed by the client's namespaces.
import type { ContractGroup } from './contract.js';
import { accountsContracts } from './accounts.js';
import { adminContracts } from './admin.js';
import { authContracts } from './auth.js';
import { businessContracts } from './business.js';
import { chatContracts } from './chat.js';
import { communityContracts } from './community.js';
import { configContracts } from './config.js';
import { connectionsContracts } from './connections.js';
import { contentContracts } from './content.js';
import { feedbackContracts } from './feedback.js';
import { notificationsContracts } from './notifications.js';
import { paymentsContracts } from './payments.js';
import { placesContracts } from './places.js';
import { presenceContracts } from './presence.js';
import { recommendationsContracts } from './recommendations.js';
import { rewardsContracts } from './rewards.js';
import { templatesContracts } from './templates.js';
import { userContracts } from './user.js';
import { workContracts } from './work.js';

/** Every endpoint, as `apiContracts.<service>.<operation>`; the server registers these and the client calls them. */
export const apiContracts = {
  auth: authContracts,
  business: businessContracts,
  connections: connectionsContracts,
  work: workContracts,
  chat: chatContracts,
  templates: templatesContracts,
  notifications: notificationsContracts,
  payments: paymentsContracts,
  accounts: accountsContracts,
  recommendations: recommendationsContracts,
  rewards: rewardsContracts,
  user: userContracts,
  config: configContracts,
  content: contentContracts,
  community: communityContracts,
  feedback: feedbackContracts,
  places: placesContracts,
  presence: presenceContracts,
  admin: adminContracts,
} as const satisfies Readonly<Record<string, ContractGroup>>;
export type ApiContracts = typeof apiContracts;

export * from './accounts.js';
export * from './admin.js';
export * from './admin-console.js';
export * from './admin-support.js';
export * from './auth.js';
export * from './business.js';
export * from './business-reviews.js';
export * from './chat.js';
export * from './community.js';
export * from './config.js';
export * from './connections.js';
export * from './content.js';
export * from './documents.js';
export * from './feedback.js';
export * from './notifications.js';
export * from './payments.js';
export * from './places.js';
export * from './presence.js';
export * from './recommendations.js';
export * from './rewards.js';
export * from './templates.js';
export * from './user.js';
export * from './work.js';
export * from './work-changes.js';

export * from './entities/business.js';
export * from './entities/community.js';
export * from './entities/connection.js';
export * from './entities/content.js';
export * from './entities/conversation.js';
export * from './entities/fields.js';
export * from './entities/message.js';
export * from './entities/notification.js';
export * from './entities/payment.js';
export * from './entities/recommendation.js';
export * from './entities/review.js';
export * from './entities/user.js';
export * from './entities/work.js';
