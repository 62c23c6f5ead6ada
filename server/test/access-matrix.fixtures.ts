import type { RatingScores } from '@tradeshub/sdk';
import { createNotification } from '../src/modules/notifications/create.js';
import { createUser, registerForm, seedCategories, type TestUser } from './business.fixtures.js';
import { PNG_BYTES, uploadFile } from './chat.fixtures.js';
import type { TestServer } from './harness.js';
import { connectSandboxAccount, payStage } from './payments.fixtures.js';

// The people and objects the access matrix tries to reach: Ann (a customer) and Bob (a
// business) own real things; Eve (a customer) and Tess (a business of her own) try to
// read or change them. Everything is made the way the hub makes it, through the API.

export interface World {
  ann: TestUser;
  bob: TestUser;
  eve: TestUser;
  tess: TestUser;
  roofing: string;
  /** Bob's business. */
  business: { id: string; serviceId: string };
  addressId: string;
  conversationId: string;
  messageId: string;
  attachmentId: string;
  notificationId: string;
  connectionId: string;
  /** Ann's recommendation of Bob's business, waiting for Bob. */
  recommendationId: string;
  /** Bob's invitation to a past customer to recommend him. */
  inviteId: string;
  /** Ann's review of Bob's business, and Bob's dispute of it. */
  reviewId: string;
  disputeId: string;
  /** Bob's quote to Ann, sent, accepted and agreed, and one of its payments. */
  workId: string;
  scheduleItemId: string;
  /** Ann's proposed new schedule for that work, waiting for Bob. */
  changeSetId: string;
  /** Ann's job request, Bob's comment on it and Ann's reply to that comment. */
  postId: string;
  commentId: string;
  replyId: string;
  /** Bob's sandbox payment account's payout card; Ann's paid checkout of the first payment, its receipt and Bob's fee invoice. */
  cardId: string;
  checkoutSessionId: string;
  receiptId: string;
  feeInvoiceId: string;
  /** A second agreed work of Bob's for Ann, on which Ann asked for legal advice. */
  supportProposalId: string;
}

const LEEDS = { latitude: 53.7997, longitude: -1.5492 };
export const ANN_HOME = { address1: '2 Park Row', locality: 'Leeds', postcode: 'LS1 5HD', ...LEEDS };
/** A roof repair at £500 + 20 % VAT, paid half up front. */
export const WORK_QUOTE = {
  title: 'Roof repair',
  description: 'Replace the broken tiles and the flashing.',
  mode: 'STANDARD' as const,
  lineItems: [{ description: 'Tiles and flashing, fitted', price: 50_000, vat: 20, priority: 1 }],
  payments: [
    { description: 'Deposit', amountPence: 30_000, dueDate: '2030-01-10T12:00:00.000Z' },
    { description: 'Balance', amountPence: 30_000, dueDate: '2030-02-10T12:00:00.000Z' },
  ],
};
export const WORK_QUOTE_RESCHEDULED = [{ description: 'All on completion', amountPence: 60_000, dueDate: '2030-02-10T12:00:00.000Z' }];
export const stars = (n: number): RatingScores => ({ OVERALL: n, PRICE: n, PUNCTUALITY: n, CLEANLINESS: n, QUALITY: n, FRIENDLINESS: n });

export async function buildWorld(server: TestServer): Promise<World> {
  const categories = await seedCategories(server);
  const roofing = categories.get('Roofing')!;
  const [ann, bob, eve, tess] = [await createUser(server, 'Ann'), await createUser(server, 'Bob'), await createUser(server, 'Eve'), await createUser(server, 'Tess')];
  const business = await bob.client.business.register({ body: registerForm(categories) });
  await tess.client.business.register({ body: registerForm(categories, { name: 'Tess Tiling', email: 'tess@tiling.example.co.uk' }) });

  const address = await ann.client.user.createAddress({ body: ANN_HOME });
  const conversation = await ann.client.chat.createConversation({ body: { receiverId: bob.id } });
  const message = await ann.client.chat.createMessage({ body: { conversationId: conversation.id, receiverId: bob.id, text: 'Can you look at my roof?' } });
  await ann.client.chat.saveDraft({ body: { conversationId: conversation.id, text: 'Also the gutter' } });
  const upload = await uploadFile(server, ann.token, conversation.id, { name: 'roof.png', type: 'image/png', bytes: PNG_BYTES });
  if (!upload.body.data) throw new Error(`upload failed: ${upload.body.message}`);
  const notificationId = await createNotification(server.database.db, { userId: ann.id, actionType: 'COMMENT', message: 'A comment for Ann.' });
  const connection = await ann.client.connections.create({ body: { receiverId: bob.id, isTrustedConnection: false } });
  const recommendation = await ann.client.recommendations.create({ body: { businessId: business.id, workCategoryId: roofing } });
  const invite = await bob.client.recommendations.invite({ body: { name: 'Jane', emailAddress: 'jane@example.co.uk', workCategoryId: roofing } });
  const review = await ann.client.business.createReview({ body: { businessId: business.id, ratings: stars(4), comment: 'Tidy work, a day late.' } });
  const dispute = await bob.client.business.createReviewDispute({ body: { reviewId: review.id, reason: 'Off-topic or not local' } });
  const work = await bob.client.work.create({ body: { customerId: ann.id, ...WORK_QUOTE } });
  await bob.client.work.updateQuoteStatus({ params: { id: work.id }, body: { status: 'SENT' } });
  await ann.client.work.updateQuoteStatus({ params: { id: work.id }, body: { status: 'ACCEPTED' } });
  await ann.client.work.updateStatus({ params: { id: work.id }, body: { status: 'AGREED' } });
  await bob.client.work.updateStatus({ params: { id: work.id }, body: { status: 'AGREED' } });
  const changeSet = await ann.client.work.createChangeSet({ body: { workId: work.id, payments: WORK_QUOTE_RESCHEDULED, message: 'Can we pay in one go?' } });
  await connectSandboxAccount(server, bob);
  const [card] = await bob.client.payments.getCards();
  await bob.client.work.requestPayment({ params: { id: work.payments[0]!.id } });
  const { session } = await payStage(server, ann, work.payments[0]!.id);
  const receipts = await ann.client.accounts.getReceipts({ query: {} });
  const assessed = await bob.client.work.create({ body: { customerId: ann.id, ...WORK_QUOTE } });
  await bob.client.work.updateQuoteStatus({ params: { id: assessed.id }, body: { status: 'SENT' } });
  await ann.client.work.updateQuoteStatus({ params: { id: assessed.id }, body: { status: 'ACCEPTED' } });
  await ann.client.work.updateStatus({ params: { id: assessed.id }, body: { status: 'AGREED' } });
  await bob.client.work.updateStatus({ params: { id: assessed.id }, body: { status: 'AGREED' } });
  const support = await ann.client.work.requestSupport({ body: { workId: assessed.id, type: 'LEGAL_ADVICE', description: 'The roof still leaks.' } });
  const invoices = await bob.client.accounts.getFeeInvoices({ query: {} });

  await ann.client.user.updateCommunityRuleAccepted({ body: { accepted: true } });
  await bob.client.user.updateCommunityRuleAccepted({ body: { accepted: true } });
  const post = await ann.client.community.createPost({
    body: { type: 'JOB_REQUEST', title: 'Leaking roof', body: 'Water comes in when it rains.', categoryId: roofing, budgetBand: 'UNDER_500' },
  });
  const comment = await bob.client.community.createComment({ body: { postId: post.id, text: 'I can look this week.' } });
  const reply = await ann.client.community.createReply({ body: { commentId: comment.id, text: 'Thursday suits me.' } });
  return {
    ann,
    bob,
    eve,
    tess,
    roofing,
    business: { id: business.id, serviceId: business.serviceId },
    addressId: address.id,
    conversationId: conversation.id,
    messageId: message.id,
    attachmentId: upload.body.data.id,
    notificationId,
    connectionId: connection.id,
    recommendationId: recommendation.id,
    inviteId: invite.id,
    reviewId: review.id,
    disputeId: dispute.id,
    workId: work.id,
    scheduleItemId: work.payments[0]!.id,
    changeSetId: changeSet.id,
    postId: post.id,
    commentId: comment.id,
    replyId: reply.id,
    cardId: card!.id,
    checkoutSessionId: session.id,
    receiptId: receipts.items[0]!.id,
    feeInvoiceId: invoices.items[0]!.id,
    supportProposalId: support.id,
  };
}

/** Rows and a digest per table, so a request that changed anything shows which table. */
export async function fingerprint(server: TestServer, skip: readonly string[]): Promise<Record<string, string>> {
  const tables = await server.database.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const kept = tables.map((t) => t.tablename).filter((name) => !skip.includes(name));
  const rows = await server.database.query<{ name: string; digest: string }>(
    kept
      .map((name) => `SELECT '${name}' AS name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest FROM "${name}" t`)
      .join(' UNION ALL '),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}
