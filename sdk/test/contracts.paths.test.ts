import { describe, expect, test } from 'vitest';
import type { ContractShape } from '../src/contracts/contract.js';
import { apiContracts } from '../src/contracts/index.js';

const contracts: Array<{ name: string; contract: ContractShape }> = Object.entries(apiContracts).flatMap(
  ([group, operations]) =>
    Object.entries(operations).map(([operation, contract]) => ({ name: `${group}.${operation}`, contract })),
);

const B = '/backend-service';
const CONNECTION = '/community-service/user-connection';
const NOTIFICATION = '/community-service/notification';
const WORK = '/backend-service/work';
const PAYMENT = '/backend-service/payment';
const RECOMMENDATION = '/backend-service/recommendation';

// Every call of spec section 7, written as the spec writes it ({name} params, ?query names).
const SPEC_CALLS: ReadonlyArray<readonly [string, string]> = [
  ['GET', `${B}/config/get-config`],
  ['GET', `${B}/business/check-applicability?recommendationId`],
  ['GET', `${B}/business/{id}`],
  ['GET', `${B}/business/{id}/recommenders`],
  ['GET', `${B}/business/{id}/categories`],
  ['GET', `${B}/business/{id}/pending-recommendations`],
  ['POST', `${B}/business/register`],
  ['POST', `${B}/business/search`],
  ['POST', `${B}/business/search-business-by-category`],
  ['PATCH', `${B}/business/{serviceId}`],
  ['GET', `${B}/business/get-business-reviews/{id}`],
  ['GET', `${B}/business/get-business-review-by-id/{id}`],
  ['GET', `${B}/business/get-business-review-by-service-contract-id/{id}`],
  ['GET', `${B}/business/get-disputed-categories/{id}`],
  ['POST', `${B}/business/create-business-review`],
  ['POST', `${B}/business/create-user-review`],
  ['POST', `${B}/business/toggle-business-review-like`],
  ['POST', `${B}/business/create-business-review-dispute`],
  ['PATCH', `${B}/business/edit-business-review`],
  ['PATCH', `${B}/business/update-business-review-dispute`],
  ['PATCH', `${B}/business/update-business-rule-accepted`],
  ['PATCH', `${B}/business/update-business-has-switched`],
  ['POST', `${CONNECTION}/create-user-connection`],
  ['GET', `${CONNECTION}/get-all-user-connections`],
  ['GET', `${CONNECTION}/get-all-unseen-connection-request`],
  ['GET', `${CONNECTION}/search-users-by-name?name`],
  ['GET', `${CONNECTION}/check-if-user-connected?userId`],
  ['GET', `${CONNECTION}/get-all-pending-user-connections`],
  ['PATCH', `${CONNECTION}/update-user-connection`],
  ['PATCH', `${CONNECTION}/update-all-unseen-request`],
  ['DELETE', `${CONNECTION}/remove-user-connection/{id}`],
  ['GET', `${WORK}/get-work-by-id/{id}`],
  ['POST', `${WORK}/get-all-works`],
  ['POST', `${B}/public/work/get-all-works`],
  ['GET', `${WORK}/get-all-unseen-business-review-dispute-count`],
  ['PATCH', `${WORK}/update-all-unseen-business-review-dispute`],
  ['GET', `${WORK}/get-all-assessments`],
  ['GET', `${WORK}/get-assessment-by-id/{id}`],
  ['GET', `${WORK}/managework-notifications/get-all-managework-notifications-count`],
  ['GET', `${WORK}/managework-notifications/get-all-managework-notifications-for-business-count`],
  ['PATCH', `${WORK}/managework-notifications/update-managework-notifications`],
  ['PATCH', `${WORK}/managework-notifications/update-managework-notifications-for-business`],
  ['GET', '/chat-service/message?userId'],
  ['GET', '/chat-service/message/get-next-messages?conversationId&lastMessageId'],
  ['POST', '/chat-service/message/create-conversation'],
  ['POST', '/chat-service/message/create-message'],
  ['PATCH', '/chat-service/message/{id}'],
  ['POST', '/chat-service/message/mark-as-read?messageId'],
  ['POST', '/chat-service/message/mark-as-delivered?messageId'],
  ['GET', '/chat-service/message/get-conversation-by-id/{id}'],
  ['PATCH', '/chat-service/message/update-message-reaction'],
  ['GET', '/chat-service/drafts/{id}'],
  ['PUT', '/chat-service/drafts/save'],
  ['DELETE', '/chat-service/drafts/{id}'],
  ['GET', '/email-service/templates?type'],
  ['GET', `${NOTIFICATION}/get-notifications`],
  ['GET', `${NOTIFICATION}/get-notification-by-id/{id}`],
  ['PATCH', `${NOTIFICATION}/update-read-status/{id}`],
  ['PATCH', `${NOTIFICATION}/update-read-status-all`],
  ['POST', `${PAYMENT}/create-checkout-session`],
  ['POST', `${PAYMENT}/create-checkout-session-for-support-proposal-payment`],
  ['POST', `${PAYMENT}/create-connected-account-kyc-session`],
  ['PATCH', `${PAYMENT}/update-connected-account-kyc-session`],
  ['GET', `${PAYMENT}/get-connected-account-details`],
  ['GET', `${PAYMENT}/get-connected-external-accounts`],
  ['GET', `${PAYMENT}/get-session/{id}`],
  ['GET', `${PAYMENT}/get-total-unread-payment-requests-count`],
  ['PATCH', `${PAYMENT}/update-all-payment-requests-as-read`],
  ['DELETE', `${PAYMENT}/delete-connected-account`],
  ['GET', `${PAYMENT}/get-connected-account-cards`],
  ['GET', `${PAYMENT}/get-connected-account-card/{id}`],
  ['PATCH', `${PAYMENT}/update-connected-account-card/{cardId}`],
  ['DELETE', `${PAYMENT}/delete-connected-account-card/{id}`],
  ['GET', `${RECOMMENDATION}/get-all-recommendations`],
  ['GET', `${RECOMMENDATION}/get-all-recommendations-by-user-id/{id}`],
  ['GET', `${B}/public/get-recommendation/{referralCode}`],
  ['DELETE', `${RECOMMENDATION}/delete-recommendation/{id}`],
  ['DELETE', `${RECOMMENDATION}/revoke-recommendation/{id}`],
  ['POST', `${RECOMMENDATION}/resend-invite/{id}`],
  ['PATCH', `${RECOMMENDATION}/update-referred-by`],
  ['GET', `${RECOMMENDATION}/get-recommendation-by-business-id/{id}`],
  ['GET', `${B}/user/profile`],
  ['GET', `${B}/user/business-user-profile?businessId`],
  ['GET', `${B}/user/profile?userId`],
  ['GET', `${B}/user/address`],
  ['POST', `${B}/user/address`],
  ['PATCH', `${B}/user/address/{id}`],
  ['DELETE', `${B}/user/address/{id}`],
  ['POST', `${B}/user/address/find-grids`],
  ['PATCH', `${B}/user/update-community-rule-accepted`],
  ['PATCH', `${B}/user/update-is-boarded`],
  ['PATCH', `${B}/user/update-profile`],
  ['PATCH', `${B}/user/update-business-address`],
  ['PATCH', `${B}/user/update-user-address-index`],
  ['GET', `${B}/user/get-user-rating-and-reviews?userId`],
  ['POST', `${B}/user-block/block`],
];
// Not a contract: "GET /api/documents/{id} on another client" is the hub's own file route,
// not a backend call, and answers a file rather than the { data, message } envelope.

// Spec section 6: reads with a public path for callers who are not signed in.
const SPEC_PUBLIC_TWINS: ReadonlyArray<readonly [string, string]> = [
  ['GET', `${B}/public/business/{id}`],
  ['GET', `${B}/public/business/{id}/recommenders`],
  ['GET', `${B}/public/business/{id}/categories`],
  ['GET', `${B}/public/business/get-all-categories`],
  ['POST', `${B}/public/business/search`],
  ['POST', `${B}/public/business/search-business-by-category`],
  ['GET', `${B}/public/business/get-business-reviews/{id}`],
  ['GET', `${B}/public/business/get-business-review-by-id/{id}`],
  ['POST', `${B}/public/work/get-all-works`],
  ['GET', `${B}/public/user/profile`],
  ['GET', `${B}/public/user/business-user-profile`],
];

const toContractPath = (specPath: string) => specPath.split('?')[0]!.replace(/\{(\w+)\}/g, ':$1');
const queryNames = (specPath: string) => specPath.split('?')[1]?.split('&') ?? [];
const find = (method: string, path: string) =>
  contracts.filter(({ contract }) => contract.method === method && (contract.path === path || contract.publicPath === path));

describe('spec section 7 calls', () => {
  test.each(SPEC_CALLS)('%s %s has a contract taking its query', (method, specPath) => {
    const matches = find(method, toContractPath(specPath));
    expect(matches).toHaveLength(1);
    const query = matches[0]!.contract.query;
    for (const name of queryNames(specPath)) expect(Object.keys(query?.shape ?? {})).toContain(name);
  });

  test.each(SPEC_PUBLIC_TWINS)('%s %s is the public twin of a private read', (method, specPath) => {
    const [match] = find(method, toContractPath(specPath));
    expect(match?.contract.access).toBe('public-twin');
    expect(match?.contract.publicPath).toBe(toContractPath(specPath));
  });

  test('only sign-up and sign-in, site copy, config, feedback, place search, referral links and finished works need no token', () => {
    const open = contracts.filter(({ contract }) => contract.access === 'public').map(({ name }) => name);
    expect(open.sort()).toEqual(
      [
        'auth.forgotPassword',
        'auth.register',
        'auth.resendVerification',
        'auth.resetPassword',
        'auth.signIn',
        'auth.verifyEmail',
        'business.getByReferralUuid',
        'config.get',
        'content.getAllWebContentItems',
        'content.getHowToUsePages',
        'content.getItem',
        'feedback.submit',
        'places.search',
        'recommendations.getByReferralCode',
        'work.getFinishedWorks',
      ].sort(),
    );
  });
});

describe('contract paths', () => {
  test('no two contracts share a method and path, public paths included', () => {
    const routes = contracts.flatMap(({ contract }) =>
      [contract.path, contract.publicPath].filter(Boolean).map((path) => `${contract.method} ${path}`),
    );
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  test.each(contracts.filter(({ contract }) => contract.access === 'public-twin'))(
    '$name has its public path with public/ right after the service base',
    ({ contract }) => {
      expect(contract.publicPath).toBe(contract.path.replace(/^\/([^/]+)\//, '/$1/public/'));
    },
  );

  test.each(contracts)('$name declares exactly the params its path names', ({ contract }) => {
    const inPath = [...contract.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
    expect(Object.keys(contract.params?.shape ?? {}).sort()).toEqual(inPath);
  });

  test.each(contracts)('$name has a one-sentence summary', ({ contract }) => {
    expect(contract.summary).toMatch(/^[A-Z].{10,150}\.$/);
    expect(contract.summary).not.toMatch(/\.\s+\S/);
  });

  test.each(contracts.filter(({ contract }) => contract.method === 'GET' || contract.method === 'DELETE'))(
    '$name sends no body with $contract.method',
    ({ contract }) => {
      expect(contract.body).toBeUndefined();
    },
  );
});
