import type { ApiContracts } from '../contracts/index.js';
import { DEFAULT_CARD_FEES_ENABLED, DEFAULT_COMMISSION_RATE, DEFAULT_RECOMMENDATION_REWARD_PENCE, DEFAULT_REFERRAL_REWARD_PENCE } from '../domain/money.js';
import type { Preflights, QuietDefaults } from './bind-contracts.js';

// Behaviour of Tradeshub operations beyond their contracts, each in one visible table.

const emptyPage = () => ({ items: [], nextCursor: null });
const zeroCount = () => ({ count: 0 });

/**
 * Reads that answer a default instead of failing (spec section 8): empty lists, null, 0 for
 * unread counts, false for the address list, and commission 4 when config cannot load.
 * Used for any failure except a 401, a cancelled call or input refused before sending; the
 * failure is still reported to the client's logger. Reads not listed here fail as usual.
 */
export const QUIET_DEFAULTS = {
  config: {
    get: () => ({
      commissionRate: DEFAULT_COMMISSION_RATE,
      cardFeesEnabled: DEFAULT_CARD_FEES_ENABLED,
      recommendationRewardPence: DEFAULT_RECOMMENDATION_REWARD_PENCE,
      referralRewardPence: DEFAULT_REFERRAL_REWARD_PENCE,
    }),
  },
  user: { getAddresses: () => false as const },
  business: { getAllCategories: () => [] },
  notifications: { getAll: emptyPage, getUnreadCount: () => ({ count: 0, mode: 'CUSTOMER' as const }) },
  chat: { getConversations: emptyPage, getConversationById: () => null, getDraft: () => null },
  connections: {
    getAll: emptyPage,
    getAllPending: emptyPage,
    getAllUnseenRequests: () => ({ ...emptyPage(), count: 0 }),
  },
  recommendations: { getAll: emptyPage, getAllByUserId: emptyPage, getByBusinessId: emptyPage },
  work: {
    getUnseenReviewDisputeCount: zeroCount,
    getManageWorkNotificationsCount: zeroCount,
    getManageWorkNotificationsCountForBusiness: zeroCount,
  },
  payments: { getUnreadPaymentRequestsCount: zeroCount },
  templates: { getAll: () => [] },
  content: { getAllWebContentItems: () => [], getHowToUsePages: () => [] },
} satisfies QuietDefaults<ApiContracts>;
export type TradeshubQuietDefaults = typeof QUIET_DEFAULTS;

/** Checks that fail a call locally with the spec's own words (spec section 5). */
export const PREFLIGHTS = {
  chat: {
    getNextMessages: (input) =>
      input?.query?.conversationId && input.query.lastMessageId
        ? undefined
        : 'conversationId or lastMessageId is undefined',
  },
} satisfies Preflights<ApiContracts>;
