import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { apiContracts, OPERATOR_ACTIONS } from '@tradeshub/sdk';
import { notifications, operatorActions, outbox, users } from '../src/db/schema/index.js';
import { anonymousClient, createUser, PASSWORD, type TestUser } from './business.fixtures.js';
import { clientFor } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';
import { joinedSocket } from './realtime.sockets.js';
import { createBusiness, createOperator, failure, scores } from './reviews.fixtures.js';
import { paidSupport } from './support.fixtures.js';

let server: TestServer;
let operator: TestUser;
let customer: TestUser;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  operator = await createOperator(server);
  customer = await createUser(server, 'Cara');
});

const REASON = 'Reported by two customers for abuse.';
const auditOf = async () => server.database.db.select().from(operatorActions).orderBy(operatorActions.createdAt);


async function pendingDispute() {
  const business = await createBusiness(server);
  const ann = await createUser(server, 'Ann');
  const review = await ann.client.business.createReview({ body: { businessId: business.id, ratings: scores(1), comment: 'Never turned up.' } });
  const dispute = await business.owner.client.business.createReviewDispute({ body: { reviewId: review.id, reason: 'Misleading or false information' } });
  return { business, ann, review, dispute };
}

/** A post by Ann that Cara reports: a community report waiting in moderation. */
async function pendingReport() {
  const ann = await createUser(server, 'Annie');
  await ann.client.user.updateCommunityRuleAccepted({ body: { accepted: true } });
  const post = await ann.client.community.createPost({ body: { title: 'Cheap gutters', body: 'Call 07700 900123 for the best price in town!!!' } });
  return customer.client.community.reportItem({ body: { itemKind: 'POST', itemId: post.id, reason: 'Spam or self-promotion' } });
}

describe('a suspended user', () => {
  test('cannot sign in, loses every session and open socket at once, and signs in again once restored', async () => {
    const socket = await joinedSocket(server, { userId: customer.id, token: customer.token });
    const suspended = await operator.client.admin.suspendUser({ params: { id: customer.id }, body: { reason: REASON } });
    expect(suspended).toMatchObject({ activeSessions: 0, suspendedReason: REASON });
    expect(suspended.suspendedAt).not.toBeNull();

    expect((await socket.closed).code).toBe(4401);
    expect((await failure(customer.client.auth.me())).status).toBe(401);
    const signIn = await failure(clientFor(server).signIn({ emailAddress: customer.email, password: PASSWORD }));
    expect([signIn.status, signIn.code]).toEqual([403, 'ACCOUNT_SUSPENDED']);
    expect((await failure(operator.client.admin.suspendUser({ params: { id: customer.id }, body: { reason: REASON } }))).status).toBe(409);

    await operator.client.admin.restoreUser({ params: { id: customer.id }, body: { reason: 'Cleared after a call.' } });
    const back = clientFor(server);
    await back.signIn({ emailAddress: customer.email, password: PASSWORD });
    expect((await back.auth.me()).id).toBe(customer.id);
  });

  test('an operator cannot suspend themselves', async () => {
    expect((await failure(operator.client.admin.suspendUser({ params: { id: operator.id }, body: { reason: REASON } }))).status).toBe(409);
  });

  test('ending sessions signs the user out everywhere without suspending them', async () => {
    const socket = await joinedSocket(server, { userId: customer.id, token: customer.token });
    const after = await operator.client.admin.endUserSessions({ params: { id: customer.id }, body: { reason: 'Lost phone.' } });
    expect(after).toMatchObject({ activeSessions: 0, suspendedAt: null });
    expect((await socket.closed).code).toBe(4401);
    expect((await failure(customer.client.auth.me())).status).toBe(401);
    await clientFor(server).signIn({ emailAddress: customer.email, password: PASSWORD });
  });
});

describe('operators look users up', () => {
  test('by name or email, with their role and business', async () => {
    const { business } = await pendingDispute();
    const byName = await operator.client.admin.searchUsers({ query: { q: 'olivia' } });
    expect(byName.items.map((u) => [u.id, u.role, u.business?.name])).toEqual([[business.owner.id, 'TRADEPERSON', business.name]]);
    const byEmail = await operator.client.admin.searchUsers({ query: { q: customer.email.slice(0, 12) } });
    expect(byEmail.items.map((u) => u.id)).toEqual([customer.id]);
    expect((await operator.client.admin.searchUsers({ query: { q: '%' } })).items).toEqual([]);
  });

  test('and see what they did lately', async () => {
    const { ann } = await pendingDispute();
    const detail = await operator.client.admin.getUser({ params: { id: ann.id } });
    expect(detail.recentActivity.map((a) => a.kind)).toContain('REVIEW_WRITTEN');
    expect(detail.recentActivity.find((a) => a.kind === 'REVIEW_WRITTEN')?.text).toContain('Pennine Roofing');
  });
});

describe('moderation decisions', () => {
  test('need a reason, which the reviewer and the business are both given', async () => {
    const { ann, business, dispute, review } = await pendingDispute();
    const missing = await failure(operator.client.admin.decideReviewDispute({ params: { id: dispute.id }, body: { status: 'REJECTED', reason: ' ' } }));
    expect(missing.status).toBe(400);
    const reason = 'The reviewer sent the invoice for this job.';
    const decided = await operator.client.admin.decideReviewDispute({ params: { id: dispute.id }, body: { status: 'REJECTED', reason } });
    expect(decided.decisionReason).toBe(reason);
    const seenByAuthor = await ann.client.business.getReviewById({ params: { id: review.id } });
    expect(seenByAuthor.myDispute?.decisionReason).toBe(reason);
    for (const userId of [ann.id, business.owner.id]) {
      const told = await server.database.db.select().from(notifications).where(eq(notifications.userId, userId));
      expect(told.some((n) => n.message.includes(reason))).toBe(true);
    }
  });
});

describe('the config', () => {
  test('starts at the defaults, changes for everyone, and keeps what changed', async () => {
    expect(await anonymousClient(server).config.get()).toEqual({ commissionRate: 4, cardFeesEnabled: false, recommendationRewardPence: 500, referralRewardPence: 2500 });
    await operator.client.admin.updateConfig({ body: { commissionRate: 5, referralRewardPence: 3000, reason: 'New pricing from 1 December.' } });
    expect(await anonymousClient(server).config.get()).toEqual({ commissionRate: 5, cardFeesEnabled: false, recommendationRewardPence: 500, referralRewardPence: 3000 });
    expect((await operator.client.admin.getConsoleCounts()).config).toBe(2);
    const [entry] = (await operator.client.admin.getAuditLog({ query: {} })).items;
    expect(entry?.changes).toEqual([
      { field: 'commission rate', from: '4%', to: '5%' },
      { field: 'referring reward', from: '£25.00', to: '£30.00' },
    ]);
  });
});

describe('the outbox resend', () => {
  test('issues a fresh code rather than repeating a redacted one, and sends other mail again as it was', async () => {
    const visitor = clientFor(server);
    await visitor.auth.register({
      body: { firstName: 'Neil', lastName: 'New', emailAddress: 'neil@example.co.uk', password: PASSWORD, confirmPassword: PASSWORD, phoneNumber: '07700 900111' },
    });
    const [code] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, 'neil@example.co.uk'));
    await operator.client.admin.resendOutboxMessage({ params: { id: code!.id }, body: { reason: 'He never got it.' } });
    const sent = await server.database.db.select().from(outbox).where(eq(outbox.recipient, 'neil@example.co.uk'));
    expect(sent.map((m) => m.templateKey)).toEqual(['email-verification', 'email-verification']);
    expect(sent.every((m) => m.body.includes('••••••'))).toBe(true);

    const [plain] = await server.database.db
      .insert(outbox)
      .values({ channel: 'email', recipient: 'ann@example.co.uk', subject: 'Hello', body: 'Plain news.', status: 'STORED' })
      .returning();
    await operator.client.admin.resendOutboxMessage({ params: { id: plain!.id }, body: { reason: 'Bounced.' } });
    const again = await server.database.db.select().from(outbox).where(eq(outbox.recipient, 'ann@example.co.uk'));
    expect(again.map((m) => m.body)).toEqual(['Plain news.', 'Plain news.']);
  });
});

describe('the console', () => {
  test('is for operators only: a customer gets 403 from every console endpoint, a visitor 401', async () => {
    const visitor = anonymousClient(server);
    const calls = [
      (c: typeof customer.client) => c.admin.getConsoleCounts(),
      (c: typeof customer.client) => c.admin.searchUsers({ query: {} }),
      (c: typeof customer.client) => c.admin.getUser({ params: { id: customer.id } }),
      (c: typeof customer.client) => c.admin.suspendUser({ params: { id: operator.id }, body: { reason: REASON } }),
      (c: typeof customer.client) => c.admin.restoreUser({ params: { id: operator.id }, body: { reason: REASON } }),
      (c: typeof customer.client) => c.admin.endUserSessions({ params: { id: operator.id }, body: { reason: REASON } }),
      (c: typeof customer.client) => c.admin.getAuditLog({ query: {} }),
      (c: typeof customer.client) => c.admin.updateConfig({ body: { commissionRate: 0, reason: REASON } }),
      (c: typeof customer.client) => c.content.updateItem({ params: { slug: 'about-us' }, body: { title: 'Hacked', reason: REASON } }),
    ];
    for (const call of calls) {
      expect((await failure(call(customer.client))).status).toBe(403);
      expect((await failure(call(visitor))).status).toBe(401);
    }
    expect(await auditOf()).toEqual([]);
    expect((await anonymousClient(server).config.get()).commissionRate).toBe(4);
  });

  test('records every operator action (who, what, when, why) and counts its queues', async () => {
    const { dispute } = await pendingDispute();
    const report = await pendingReport();
    const [plain] = await server.database.db
      .insert(outbox)
      .values({ channel: 'email', recipient: 'ann@example.co.uk', subject: 'Hello', body: 'Plain news.', status: 'FAILED' })
      .returning();
    const counts = await operator.client.admin.getConsoleCounts();
    expect(counts).toMatchObject({ moderation: 2, users: 0, audit: 0, outbox: 1 });

    const support = await paidSupport(server, operator, customer, REASON);
    // One call per console action; a new action (a new admin contract that changes something) must be added here.
    const actions: Record<string, () => Promise<unknown>> = {
      'admin.assignAssessor': () => operator.client.admin.assignAssessor({ params: { id: support.assessmentId }, body: { businessId: support.assessorId, reason: REASON } }),
      'admin.recordLegalAdvice': () =>
        operator.client.admin.recordLegalAdvice({ params: { id: support.legalAdviceId }, body: { adviserName: 'Priya Shah, solicitor', advice: 'Ask for the repair in writing first.', reason: REASON } }),
      'work.updateSupportProposal': () => operator.client.work.updateSupportProposal({ params: { id: support.legalAdviceId }, body: { status: 'COMPLETED', reason: REASON } }),
      'admin.decideReviewDispute': () => operator.client.admin.decideReviewDispute({ params: { id: dispute.id }, body: { status: 'ACCEPTED', reason: REASON } }),
      'admin.decideCommunityReport': () => operator.client.admin.decideCommunityReport({ params: { id: report.id }, body: { decision: 'HIDE', note: REASON } }),
      'admin.suspendUser': () => operator.client.admin.suspendUser({ params: { id: customer.id }, body: { reason: REASON } }),
      'admin.restoreUser': () => operator.client.admin.restoreUser({ params: { id: customer.id }, body: { reason: REASON } }),
      'admin.endUserSessions': () => operator.client.admin.endUserSessions({ params: { id: customer.id }, body: { reason: REASON } }),
      'admin.updateConfig': () => operator.client.admin.updateConfig({ body: { cardFeesEnabled: true, reason: REASON } }),
      'admin.resendOutboxMessage': () => operator.client.admin.resendOutboxMessage({ params: { id: plain!.id }, body: { reason: REASON } }),
      'content.updateItem': () => operator.client.content.updateItem({ params: { slug: 'about-us' }, body: { title: 'About Tradeshub', reason: REASON } }),
    };
    const consoleActions = Object.entries(apiContracts).flatMap(([group, contracts]) =>
      Object.entries(contracts)
        .filter(([, c]) => c.access === 'admin' && c.method !== 'GET')
        .map(([name]) => `${group}.${name}`),
    );
    expect(Object.keys(actions).sort()).toEqual(consoleActions.sort());

    for (const [name, act] of Object.entries(actions)) {
      const before = (await auditOf()).length;
      await act();
      const entries = await auditOf();
      expect(entries.length, `${name} writes one audit entry`).toBe(before + 1);
      expect(entries.at(-1), name).toMatchObject({ operatorUserId: operator.id, operatorName: 'Opal Tester', reason: REASON });
    }
    expect(new Set((await auditOf()).map((e) => e.action))).toEqual(new Set(OPERATOR_ACTIONS));

    const log = await operator.client.admin.getAuditLog({ query: { limit: 3 } });
    expect(log.items.map((e) => e.action)).toEqual(['CONTENT_UPDATED', 'OUTBOX_MESSAGE_RESENT', 'CONFIG_UPDATED']);
    expect(log.items[0]).toMatchObject({ operator: { id: operator.id, name: 'Opal Tester' }, targetLabel: 'About us', reason: REASON });
    const aboutCustomer = await operator.client.admin.getAuditLog({ query: { targetId: customer.id } });
    expect(aboutCustomer.items.map((e) => e.action)).toEqual(['USER_SESSIONS_ENDED', 'USER_RESTORED', 'USER_SUSPENDED']);
    // Eight actions above, three on support and the two prices.
    expect(await operator.client.admin.getConsoleCounts()).toMatchObject({ moderation: 0, audit: 13, config: 1 });
    const suspended = await server.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(suspended[0]?.suspendedAt).toBeNull();
  });
});
