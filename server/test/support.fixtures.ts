import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { businesses } from '../src/db/schema/index.js';
import { WORK_QUOTE } from './access-matrix.fixtures.js';
import { createUser, registerForm, seedCategories, type TestUser } from './business.fixtures.js';
import type { TestServer } from './harness.js';
import { CARD, postForm } from './payments.fixtures.js';

/**
 * Two of the customer's agreed roofing jobs with Bob, each with a paid request for help the
 * operator priced: an independent assessment, with Asha's assessor business near the job, and
 * legal advice.
 */
export async function paidSupport(server: TestServer, operator: TestUser, customer: TestUser, reason: string) {
  const categories = await seedCategories(server);
  const roofing = categories.get('Roofing')!;
  const bob = await createUser(server, 'Bob');
  await bob.client.business.register({ body: registerForm(categories) });
  const asha = await createUser(server, 'Asha');
  const assessor = await asha.client.business.register({ body: registerForm(categories, { name: 'Asha Assessors', email: 'asha@assessors.example.co.uk' }) });
  await server.database.db.update(businesses).set({ isAssessor: true }).where(eq(businesses.id, assessor.id));
  const paid = async (type: 'INDEPENDENT_ASSESSMENT' | 'LEGAL_ADVICE') => {
    const work = await bob.client.work.create({ body: { customerId: customer.id, categoryId: roofing, ...WORK_QUOTE } });
    await bob.client.work.updateQuoteStatus({ params: { id: work.id }, body: { status: 'SENT' } });
    await customer.client.work.updateQuoteStatus({ params: { id: work.id }, body: { status: 'ACCEPTED' } });
    await customer.client.work.updateStatus({ params: { id: work.id }, body: { status: 'AGREED' } });
    await bob.client.work.updateStatus({ params: { id: work.id }, body: { status: 'AGREED' } });
    const proposal = await customer.client.work.requestSupport({ body: { workId: work.id, type, description: 'The roof still leaks.' } });
    await operator.client.work.updateSupportProposal({ params: { id: proposal.id }, body: { pricePence: 15_000, reason } });
    const session = await customer.client.payments.createSupportProposalCheckoutSession({ body: { supportProposalId: proposal.id } });
    const answer = await postForm(session.url!.replace(server.config.siteUrl, server.baseUrl), { number: '4242 4242 4242 4242', ...CARD });
    expect(answer.status).toBeLessThan(400);
    return proposal.id;
  };
  return { bob, asha, assessorId: assessor.id, assessmentId: await paid('INDEPENDENT_ASSESSMENT'), legalAdviceId: await paid('LEGAL_ADVICE') };
}
