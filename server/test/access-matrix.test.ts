import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiContracts, fillPath, type ContractShape } from '@tradeshub/sdk';
import { ANN_HOME, WORK_QUOTE, WORK_QUOTE_RESCHEDULED, buildWorld, fingerprint, type World } from './access-matrix.fixtures.js';
import { createUser } from './business.fixtures.js';
import { recordingBus } from './chat.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

// Every private endpoint the server serves, generated from the contracts, against the
// callers who must not get through: no token and an ended session (401), someone else's
// object (404; 403 where the object is public but the act is not theirs) and the wrong role
// (403: operators' endpoints as a customer or a business, businesses' as a customer). Each
// answers with a sentence, changes no table and tells no one anything over the socket.

interface Attempt {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}
type Caller = 'eve' | 'tess';

/** Someone else's object named in the path, query or body; Eve is a customer, Tess has a business of her own. */
const OTHERS_OBJECTS: Record<string, { as: Caller; status: 403 | 404; attempt: (w: World) => Attempt }> = {
  'business.update': { as: 'tess', status: 404, attempt: (w) => ({ params: { serviceId: w.business.serviceId }, body: { name: 'Taken Over' } }) },
  'business.getPendingRecommendations': { as: 'tess', status: 404, attempt: (w) => ({ params: { id: w.business.id } }) },
  'business.checkApplicability': { as: 'tess', status: 404, attempt: (w) => ({ query: { recommendationId: w.recommendationId } }) },
  'business.getDisputedCategories': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.reviewId } }) },
  // Reviews are public: another business may read one, but not answer or dispute it.
  'business.replyToReview': { as: 'tess', status: 403, attempt: (w) => ({ params: { id: w.reviewId }, body: { reply: 'Not my review.' } }) },
  'business.createReviewDispute': { as: 'tess', status: 403, attempt: (w) => ({ body: { reviewId: w.reviewId, reason: 'Off-topic or not local' } }) },
  'business.editReview': { as: 'eve', status: 404, attempt: (w) => ({ body: { reviewId: w.reviewId, comment: 'Rewritten by Eve.' } }) },
  'business.updateReviewDispute': { as: 'eve', status: 404, attempt: (w) => ({ body: { disputeId: w.disputeId, response: 'Eve answers.' } }) },
  'connections.update': { as: 'eve', status: 404, attempt: (w) => ({ body: { connectionId: w.connectionId, status: 'ACCEPTED' } }) },
  'connections.remove': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.connectionId } }) },
  'chat.getConversations': { as: 'eve', status: 404, attempt: (w) => ({ query: { userId: w.ann.id } }) },
  'chat.getConversationById': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.conversationId } }) },
  'chat.getNextMessages': { as: 'eve', status: 404, attempt: (w) => ({ query: { conversationId: w.conversationId, lastMessageId: w.messageId } }) },
  'chat.createMessage': { as: 'eve', status: 404, attempt: (w) => ({ body: { conversationId: w.conversationId, receiverId: w.bob.id, text: 'Eve here' } }) },
  'chat.editMessage': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.messageId }, body: { text: 'Edited by Eve' } }) },
  'chat.updateReaction': { as: 'eve', status: 404, attempt: (w) => ({ body: { messageId: w.messageId, reaction: '👎' } }) },
  'chat.markAsRead': { as: 'eve', status: 404, attempt: (w) => ({ query: { messageId: w.messageId }, body: { senderId: w.ann.id, conversationId: w.conversationId } }) },
  'chat.markAsDelivered': { as: 'eve', status: 404, attempt: (w) => ({ query: { messageId: w.messageId }, body: { senderId: w.ann.id, conversationId: w.conversationId } }) },
  'chat.markAllAsRead': { as: 'eve', status: 404, attempt: (w) => ({ body: { conversationId: w.conversationId } }) },
  'chat.getDraft': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.conversationId } }) },
  'chat.saveDraft': { as: 'eve', status: 404, attempt: (w) => ({ body: { conversationId: w.conversationId, text: 'Eve was here' } }) },
  'chat.deleteDraft': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.conversationId } }) },
  'chat.deleteAttachment': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.attachmentId } }) },
  'notifications.getById': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.notificationId } }) },
  'notifications.markRead': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.notificationId } }) },
  'recommendations.respond': { as: 'tess', status: 404, attempt: (w) => ({ params: { id: w.recommendationId }, body: { status: 'ACCEPTED' } }) },
  'recommendations.delete': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.recommendationId } }) },
  'recommendations.revoke': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.recommendationId } }) },
  'recommendations.resendInvite': { as: 'tess', status: 404, attempt: (w) => ({ params: { id: w.inviteId } }) },
  'user.updateAddress': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.addressId }, body: ANN_HOME }) },
  'user.deleteAddress': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.addressId } }) },
  'business.getReviewByServiceContractId': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.workId } }) },
  'payments.createCheckoutSession': { as: 'eve', status: 404, attempt: (w) => ({ body: { scheduleItemId: w.scheduleItemId } }) },
  'payments.getSession': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.checkoutSessionId } }) },
  'payments.getCard': { as: 'tess', status: 404, attempt: (w) => ({ params: { id: w.cardId } }) },
  'payments.updateCard': { as: 'tess', status: 404, attempt: (w) => ({ params: { cardId: w.cardId }, body: { isDefault: true } }) },
  'payments.deleteCard': { as: 'tess', status: 404, attempt: (w) => ({ params: { id: w.cardId } }) },
  'accounts.getReceipt': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.receiptId } }) },
  'accounts.getFeeInvoice': { as: 'tess', status: 404, attempt: (w) => ({ params: { id: w.feeInvoiceId } }) },
  'work.getById': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.workId } }) },
  'work.update': { as: 'tess', status: 404, attempt: (w) => ({ params: { id: w.workId }, body: { title: 'Taken over' } }) },
  'work.updateStatus': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.workId }, body: { status: 'CANCELLED' } }) },
  'work.updateQuoteStatus': { as: 'tess', status: 404, attempt: (w) => ({ params: { id: w.workId }, body: { status: 'CLOSED' } }) },
  'work.requestPayment': { as: 'tess', status: 404, attempt: (w) => ({ params: { id: w.scheduleItemId } }) },
  'work.getChangeSets': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.workId } }) },
  'work.createChangeSet': { as: 'eve', status: 404, attempt: (w) => ({ body: { workId: w.workId, payments: WORK_QUOTE_RESCHEDULED } }) },
  'work.respondToChangeSet': { as: 'tess', status: 404, attempt: (w) => ({ params: { id: w.changeSetId }, body: { status: 'APPROVED' } }) },
  'work.addChangeSetMessage': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.changeSetId }, body: { text: 'Eve here.' } }) },
  'work.updateChangeSet': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.changeSetId }, body: { payments: WORK_QUOTE_RESCHEDULED } }) },
  'work.deleteChangeSet': { as: 'tess', status: 404, attempt: (w) => ({ params: { id: w.changeSetId } }) },
  'work.requestSupport': { as: 'eve', status: 404, attempt: (w) => ({ body: { workId: w.workId, type: 'LEGAL_ADVICE', description: 'Eve asks.' } }) },
  'work.getAssessmentById': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.supportProposalId } }) },
  'work.answerSupportOutcome': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.supportProposalId }, body: { outcome: 'CANCELLED' } }) },
  'work.writeAssessmentFindings': { as: 'tess', status: 404, attempt: (w) => ({ params: { id: w.supportProposalId }, body: { findings: 'Tess writes findings.' } }) },
  'payments.createSupportProposalCheckoutSession': { as: 'eve', status: 404, attempt: (w) => ({ body: { supportProposalId: w.supportProposalId } }) },
  'community.editPost': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.postId }, body: { title: 'Taken over' } }) },
  'community.deletePost': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.postId } }) },
  'community.editComment': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.commentId }, body: { text: 'Edited by Eve' } }) },
  'community.deleteComment': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.commentId } }) },
  'community.editReply': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.replyId }, body: { text: 'Edited by Eve' } }) },
  'community.deleteReply': { as: 'eve', status: 404, attempt: (w) => ({ params: { id: w.replyId } }) },
};

/** Private paths whose id names something anyone may read, so there is no one else's object to refuse. */
const PUBLIC_READS: Record<string, string> = {
  'business.getById': 'a business profile is public',
  'business.getRecommenders': 'who recommends a business is public',
  'business.getCategories': "a business's work categories are public",
  'business.getReviews': 'reviews are public',
  'business.getReviewById': 'reviews are public',
  'connections.getBusinessTrustedConnections': "a business's trusted connections are public",
  'recommendations.getAllByUserId': "a person's live recommendations are public",
  'recommendations.getByBusinessId': "a business's live recommendations are public; its owner sees the rest",
  'community.getPost': 'community posts are read by everyone signed in (a hidden one by its author only)',
  'community.getComment': 'comments are read by everyone signed in (a hidden one by its author only)',
  'community.getReply': 'replies are read by everyone signed in (a hidden one by its author only)',
  'community.togglePostUpvote': 'anyone signed in may upvote a post they can read',
  'community.toggleCommentUpvote': 'anyone signed in may upvote a comment they can read',
  'community.toggleReplyUpvote': 'anyone signed in may upvote a reply they can read',
};

/** Valid input for the endpoints only a business may call, so a customer is refused for who they are, not for their input. */
const BUSINESS_ONLY: Record<string, (w: World) => Attempt> = {
  'business.updateRuleAccepted': () => ({ body: { accepted: true } }),
  'business.updateHasSwitched': () => ({ body: { hasSwitched: true } }),
  'business.createUserReview': (w) => ({ body: { userId: w.ann.id, rating: 3, comment: 'Paid on time.' } }),
  'recommendations.invite': (w) => ({ body: { name: 'Jane', emailAddress: 'jane.doe@example.co.uk', workCategoryId: w.roofing } }),
  'user.updateBusinessAddress': () => ({ body: ANN_HOME }),
  'work.create': (w) => ({ body: { customerId: w.ann.id, ...WORK_QUOTE } }),
  'community.getJobRequests': () => ({}),
  'accounts.updateSettings': () => ({ body: { passCardFeeToCustomer: true } }),
  'accounts.getFeeInvoices': () => ({ query: {} }),
  'accounts.getSummary': () => ({}),
  'accounts.getPayments': () => ({ query: { status: 'PAID' } }),
  'accounts.getPayouts': () => ({ query: {} }),
  'accounts.exportCsv': () => ({ query: { from: '2026-01-01', to: '2026-12-31' } }),
};

/** Tables that change on any signed-in request by design: sessions slide, rate limits count. */
const BOOKKEEPING = ['sessions', 'rate_limit_counters'];

const endpoints = Object.entries(apiContracts).flatMap(([group, members]) =>
  Object.entries(members as Record<string, ContractShape>)
    .filter(([, contract]) => contract.access !== 'public')
    .map(([name, contract]) => ({ name: `${group}.${name}`, contract })),
);
const hasPathId = (contract: ContractShape) => contract.path.includes(':');
const isBusinessOnly = (contract: ContractShape) => contract.errors?.includes('BUSINESS_REQUIRED') ?? false;

const events = recordingBus();
let server: TestServer;
let world: World;
let endedToken: string;
let before: Record<string, string>;
const cells: string[] = [];

beforeAll(async () => {
  // The background senders wait, so whatever changes during a request is the request's doing.
  const quiet = { MAIL_SEND_INTERVAL_MS: '0', NOTIFICATION_COPY_INTERVAL_MS: '0', CHAT_ATTACHMENT_SWEEP_INTERVAL_MS: '0' };
  server = await startTestServer(quiet, { events: events.bus });
  world = await buildWorld(server);
  const leaver = await createUser(server, 'Lee');
  await leaver.client.auth.signOut();
  endedToken = leaver.token;
  before = await fingerprint(server, BOOKKEEPING);
  events.clear();
});
afterAll(async () => server?.close());

/** The example input for an endpoint, or any well-formed ids where it has none. */
function attemptFor(name: string, contract: ContractShape): Attempt {
  const example = OTHERS_OBJECTS[name]?.attempt(world) ?? BUSINESS_ONLY[name]?.(world);
  if (example) return example;
  const params = Object.fromEntries([...contract.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, param]) => [param!, param === 'slug' ? 'about-us' : randomUUID()]));
  return { params };
}

async function call(contract: ContractShape, attempt: Attempt, token: string | null) {
  const query = attempt.query ? `?${new URLSearchParams(attempt.query)}` : '';
  const response = await fetch(`${server.baseUrl}${fillPath(contract.path, attempt.params)}${query}`, {
    method: contract.method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(attempt.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: attempt.body === undefined ? undefined : JSON.stringify(attempt.body),
  });
  const answer = (await response.json()) as { message?: string; code?: string };
  return { status: response.status, code: answer.code, message: answer.message ?? '' };
}

/** Calls as someone who must be refused, and checks the refusal and that nothing changed. */
async function refused(name: string, column: string, contract: ContractShape, attempt: Attempt, token: string | null) {
  const answer = await call(contract, attempt, token);
  cells.push(`${name} x ${column}`);
  expect(answer.message.length, `${name} as ${column}: a sentence`).toBeGreaterThan(0);
  expect(await fingerprint(server, BOOKKEEPING), `${name} as ${column} changed nothing`).toEqual(before);
  expect(events.summary(), `${name} as ${column} told no one`).toEqual([]);
  return answer;
}

describe('the access matrix', () => {
  test('names what it needs for every private endpoint', () => {
    const unexplained = endpoints
      .filter(({ name, contract }) => hasPathId(contract) && contract.access !== 'admin' && !(name in OTHERS_OBJECTS) && !(name in PUBLIC_READS))
      .map(({ name }) => name);
    expect(unexplained).toEqual([]);
    const withoutExample = endpoints.filter(({ name, contract }) => isBusinessOnly(contract) && !(name in BUSINESS_ONLY)).map(({ name }) => name);
    expect(withoutExample).toEqual([]);
    const known = new Set(endpoints.map(({ name }) => name));
    expect([...Object.keys(OTHERS_OBJECTS), ...Object.keys(PUBLIC_READS), ...Object.keys(BUSINESS_ONLY)].filter((name) => !known.has(name))).toEqual([]);
  });

  test.each(endpoints)('$name: no token and an ended session are 401', async ({ name, contract }) => {
    const attempt = attemptFor(name, contract);
    expect((await refused(name, 'no token', contract, attempt, null)).status).toBe(401);
    expect((await refused(name, 'ended session', contract, attempt, endedToken)).status).toBe(401);
  });

  const objects = endpoints.filter(({ name }) => name in OTHERS_OBJECTS);
  test.each(objects)("$name: someone else's object is refused", async ({ name, contract }) => {
    const { as, status } = OTHERS_OBJECTS[name]!;
    expect((await refused(name, "another's object", contract, attemptFor(name, contract), world[as].token)).status).toBe(status);
  });

  const operatorsOnly = endpoints.filter(({ contract }) => contract.access === 'admin');
  test.each(operatorsOnly)('$name: a customer and a business are not operators (403)', async ({ name, contract }) => {
    for (const caller of ['eve', 'tess'] as const) {
      const answer = await refused(name, `the wrong role (${caller})`, contract, attemptFor(name, contract), world[caller].token);
      expect([answer.status, answer.code]).toEqual([403, 'ADMIN_ONLY']);
    }
  });

  const businessesOnly = endpoints.filter(({ contract }) => isBusinessOnly(contract));
  test.each(businessesOnly)('$name: a customer is not a business (403)', async ({ name, contract }) => {
    const answer = await refused(name, 'the wrong role', contract, attemptFor(name, contract), world.eve.token);
    expect([answer.status, answer.code]).toEqual([403, 'BUSINESS_REQUIRED']);
  });

  test('covers every private endpoint', () => {
    console.info(`access matrix: ${endpoints.length} private endpoints, ${cells.length} refusals checked (${objects.length} with someone else's object, ${operatorsOnly.length + businessesOnly.length} by role)`);
    expect(new Set(cells.filter((cell) => cell.endsWith(' x no token'))).size).toBe(endpoints.length);
  });
});
