import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { PAYMENTS_HELD_SENTENCE } from '@tradeshub/sdk';
import { WORK_QUOTE } from './access-matrix.fixtures.js';
import { createUser, registerForm, seedCategories, type TestUser } from './business.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { CARD, connectSandboxAccount, postForm } from './payments.fixtures.js';
import { createOperator, failure } from './reviews.fixtures.js';

let server: TestServer;
let cara: TestUser;
let bob: TestUser;
let operator: TestUser;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await server.reset();
  const categories = await seedCategories(server);
  cara = await createUser(server, 'Cara');
  bob = await createUser(server, 'Bob');
  operator = await createOperator(server);
  await bob.client.business.register({ body: registerForm(categories) });
  await connectSandboxAccount(server, bob);
});
afterAll(async () => server?.close());

async function agreedWork() {
  const work = await bob.client.work.create({ body: { customerId: cara.id, ...WORK_QUOTE } });
  await bob.client.work.updateQuoteStatus({ params: { id: work.id }, body: { status: 'SENT' } });
  await cara.client.work.updateQuoteStatus({ params: { id: work.id }, body: { status: 'ACCEPTED' } });
  await cara.client.work.updateStatus({ params: { id: work.id }, body: { status: 'AGREED' } });
  await bob.client.work.updateStatus({ params: { id: work.id }, body: { status: 'AGREED' } });
  return work;
}

describe('a job with an independent assessment or legal advice under way', () => {
  test('holds every payment: none can be requested or paid (409 with a sentence) until the help is completed, then the job is back where it was', async () => {
    const work = await agreedWork();
    const [deposit, balance] = work.payments;
    await bob.client.work.requestPayment({ params: { id: deposit!.id } });
    const asked = await bob.client.work.requestSupport({ body: { workId: work.id, type: 'LEGAL_ADVICE', description: 'The customer wants a change we never agreed.' } });
    expect((await cara.client.work.getById({ params: { id: work.id } })).status).toBe('INDEPENDENT_ASSESSMENT');

    const request = await failure(bob.client.work.requestPayment({ params: { id: balance!.id } }));
    expect(request).toMatchObject({ status: 409, message: PAYMENTS_HELD_SENTENCE });
    const pay = await failure(cara.client.payments.createCheckoutSession({ body: { scheduleItemId: deposit!.id } }));
    expect(pay).toMatchObject({ status: 409, message: PAYMENTS_HELD_SENTENCE });
    // A second request while one is open is refused; the other side cannot price it.
    expect((await failure(cara.client.work.requestSupport({ body: { workId: work.id, type: 'INDEPENDENT_ASSESSMENT', description: 'Me too.' } }))).status).toBe(409);
    expect((await failure(cara.client.work.updateSupportProposal({ params: { id: asked.id }, body: { pricePence: 1 } }))).status).toBe(403);

    await operator.client.work.updateSupportProposal({ params: { id: asked.id }, body: { pricePence: 9_000, reason: 'Standard advice fee.' } });
    const session = await bob.client.payments.createSupportProposalCheckoutSession({ body: { supportProposalId: asked.id } });
    expect(session).toMatchObject({ status: 'open', amountPence: 9_000 });
    // Only the side that asked pays for the help.
    expect((await failure(cara.client.payments.createSupportProposalCheckoutSession({ body: { supportProposalId: asked.id } }))).status).toBe(403);

    await postForm(session.url!.replace(server.config.siteUrl, server.baseUrl), { number: '4242 4242 4242 4242', ...CARD });
    const reason = 'Advice given by phone.';
    await operator.client.admin.recordLegalAdvice({ params: { id: asked.id }, body: { adviserName: 'Priya Shah, solicitor', advice: 'Put any change in writing first.', reason } });
    await operator.client.work.updateSupportProposal({ params: { id: asked.id }, body: { status: 'COMPLETED', reason } });
    expect((await cara.client.work.getById({ params: { id: work.id } })).status).toBe('AGREED');
    await bob.client.work.requestPayment({ params: { id: balance!.id } });
    expect((await cara.client.payments.createCheckoutSession({ body: { scheduleItemId: deposit!.id } })).status).toBe('open');
  });
});
