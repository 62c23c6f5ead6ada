import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatPounds } from '@tradeshub/sdk';
import { escapeHtml } from '../templates.js';
import { DECLINE_SENTENCE, NOT_CONFIRMED_SENTENCE, cardFormErrors, cardLabel, cardOutcome, type CardEntry } from './sandbox-cards.js';
import { alert, amountsTable, field, page } from './sandbox-html.js';
import { onboardingErrors, onboardingPage, type OnboardingAnswers } from './sandbox-onboarding.js';
import type { SandboxAccountData, SandboxBankData, SandboxCardData, SandboxCheckoutData, SandboxLinkData, SandboxPayments } from './sandbox-provider.js';

// The sandbox provider's hosted pages, served by our own server: the checkout a customer
// pays on and the onboarding a tradesperson verifies on. What they do reaches Tradeshub only
// as signed webhooks (sandbox-provider.ts), as with a real provider.

function send(reply: FastifyReply, html: string, siteOrigin: string, status = 200) {
  // The forms post here and then go back to the hub, which may be another origin in development.
  reply.header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${siteOrigin}; frame-ancestors 'none'; base-uri 'none'`);
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

function checkoutForm(id: string, data: SandboxCheckoutData, entry: Partial<CardEntry>, errors: Record<string, string>, problem: string | null): string {
  const action = `/sandbox-payments/checkout/${encodeURIComponent(id)}`;
  return page(
    `Pay ${data.payeeName}`,
    `${alert(problem)}
<section class="card" aria-labelledby="what"><h2 id="what" style="font-size:1.1rem;margin:0 0 .5rem">${escapeHtml(data.description)}</h2>
${amountsTable(data.breakdown, data.amountPence)}</section>
<form method="post" action="${escapeHtml(action)}" novalidate class="card">
<p class="hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0025 0000 3155 asks you to confirm with your bank. Any future expiry and any 3-digit CVC.</p>
${field({ name: 'number', label: 'Card number', value: entry.number, error: errors.number, autocomplete: 'cc-number', inputmode: 'numeric' })}
${field({ name: 'expiry', label: 'Expiry date (MM/YY)', value: entry.expiry, error: errors.expiry, autocomplete: 'cc-exp', inputmode: 'numeric' })}
${field({ name: 'cvc', label: 'Security code (CVC)', value: entry.cvc, error: errors.cvc, autocomplete: 'cc-csc', inputmode: 'numeric' })}
${field({ name: 'name', label: 'Name on card', value: entry.name, error: errors.name, autocomplete: 'cc-name' })}
<button type="submit">Pay ${formatPounds(data.amountPence)}</button>
</form>
<p><a href="${escapeHtml(data.cancelUrl)}">Cancel and go back to Tradeshub</a></p>`,
  );
}

function confirmStep(id: string, data: SandboxCheckoutData, card: string): string {
  const action = `/sandbox-payments/checkout/${encodeURIComponent(id)}/confirm`;
  return page(
    'Confirm this payment with your bank',
    `<div class="card"><p>Your bank asks you to confirm a payment of <strong>${formatPounds(data.amountPence)}</strong> to ${escapeHtml(data.payeeName)} with ${escapeHtml(card)}.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="card" value="${escapeHtml(card)}">
<button type="submit" name="decision" value="confirm">Confirm payment</button>
<button type="submit" name="decision" value="refuse" class="secondary">Do not confirm</button></form></div>`,
  );
}

function finishedPage(data: SandboxCheckoutData, status: 'complete' | 'expired'): string {
  const title = status === 'complete' ? 'This payment is done' : 'This checkout has expired';
  const text = status === 'complete' ? 'It has already been paid; nothing more is taken.' : 'Go back to Tradeshub and press Pay again to start a new checkout.';
  return page(title, `<div class="card"><p>${text}</p><p><a href="${escapeHtml(status === 'complete' ? data.successUrl : data.cancelUrl)}">Back to Tradeshub</a></p></div>`);
}

export function registerSandboxPages(app: FastifyInstance, sandbox: SandboxPayments): void {
  const siteOrigin = new URL(sandbox.siteUrl).origin;
  const { store, emit } = sandbox;

  async function emitSafely(body: Parameters<typeof emit>[0]): Promise<void> {
    // A webhook our server refused is not the payer's problem: the return page asks the provider again.
    await emit(body).catch((error: unknown) => app.log.error({ err: error }, 'The sandbox could not deliver a webhook'));
  }

  async function complete(id: string, data: SandboxCheckoutData, paidWith: string, reply: FastifyReply) {
    const paid: SandboxCheckoutData = { ...data, status: 'complete', paid: true, paidWith, paymentIntentId: `pi_${randomBytes(12).toString('hex')}` };
    await store.put('checkout', id, data.accountId, paid);
    await emitSafely({ type: 'checkout.completed', sessionId: id, paidWith, paymentIntentId: paid.paymentIntentId });
    // Sandbox payouts are instant: the net goes straight to the default bank account.
    // Tradeshub's own takings (accountId null) are not paid out anywhere.
    const banks = data.accountId ? await store.list<SandboxBankData>('bank_account', data.accountId) : [];
    const bank = banks.find((b) => b.data.isDefault) ?? banks[0];
    if (bank) {
      const now = new Date();
      await emitSafely({
        type: 'payout.updated',
        payout: {
          id: `po_${randomBytes(12).toString('hex')}`,
          accountId: data.accountId!,
          amountPence: data.amountPence - data.applicationFeePence,
          status: 'PAID',
          destination: `${bank.data.bankName} •••• ${bank.data.last4}`,
          arrivalDate: now,
          createdAt: now,
        },
      });
    }
    return reply.redirect(paid.successUrl, 303);
  }

  app.register(async (pages) => {
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    const openCheckout = async (id: string, reply: FastifyReply) => {
      const data = await store.get<SandboxCheckoutData>('checkout', id);
      if (!data) {
        await send(reply, page('No such checkout', '<p>This checkout link is not valid. Go back to Tradeshub and press Pay again.</p>'), siteOrigin, 404);
        return null;
      }
      const status = data.status === 'open' && new Date(data.expiresAt) <= new Date() ? 'expired' : data.status;
      if (status !== 'open') {
        await send(reply, finishedPage(data, status), siteOrigin, 410);
        return null;
      }
      return data;
    };

    pages.get<{ Params: { id: string } }>('/sandbox-payments/checkout/:id', { schema: { hide: true } }, async (request, reply) => {
      const data = await openCheckout(request.params.id, reply);
      if (data) return send(reply, checkoutForm(request.params.id, data, {}, {}, null), siteOrigin);
      return reply;
    });

    pages.post<{ Params: { id: string }; Body: Record<string, string> }>('/sandbox-payments/checkout/:id', { schema: { hide: true } }, async (request, reply) => {
      const { id } = request.params;
      const data = await openCheckout(id, reply);
      if (!data) return reply;
      const body = request.body ?? {};
      const entry: CardEntry = { number: String(body.number ?? ''), expiry: String(body.expiry ?? ''), cvc: String(body.cvc ?? ''), name: String(body.name ?? '') };
      const errors = cardFormErrors(entry);
      if (Object.keys(errors).length > 0) return send(reply, checkoutForm(id, data, entry, errors, 'Check your card details.'), siteOrigin, 400);
      const outcome = cardOutcome(entry.number);
      if (outcome === null) {
        return send(reply, checkoutForm(id, data, entry, { number: 'This sandbox takes only its test cards: use 4242 4242 4242 4242.' }, 'Check your card details.'), siteOrigin, 400);
      }
      if (outcome === 'declined') {
        await emitSafely({ type: 'payment.failed', sessionId: id, scheduleItemId: data.metadata.scheduleItemId ?? null, message: DECLINE_SENTENCE });
        return send(reply, checkoutForm(id, data, { ...entry, number: '' }, {}, DECLINE_SENTENCE), siteOrigin, 402);
      }
      if (outcome === 'needsConfirmation') return send(reply, confirmStep(id, data, cardLabel(entry.number)), siteOrigin);
      return complete(id, data, cardLabel(entry.number), reply);
    });

    pages.post<{ Params: { id: string }; Body: Record<string, string> }>('/sandbox-payments/checkout/:id/confirm', { schema: { hide: true } }, async (request, reply) => {
      const { id } = request.params;
      const data = await openCheckout(id, reply);
      if (!data) return reply;
      const card = /^Visa •••• \d{4}$/.test(String(request.body?.card ?? '')) ? String(request.body.card) : 'Visa •••• 3155';
      if (request.body?.decision === 'confirm') return complete(id, data, card, reply);
      await emitSafely({ type: 'payment.failed', sessionId: id, scheduleItemId: data.metadata.scheduleItemId ?? null, message: NOT_CONFIRMED_SENTENCE });
      return send(reply, checkoutForm(id, data, {}, {}, NOT_CONFIRMED_SENTENCE), siteOrigin, 402);
    });

    const openLink = async (token: string, reply: FastifyReply) => {
      const link = await store.get<SandboxLinkData>('account_link', token);
      if (!link) {
        await send(reply, page('This link is not valid', '<p>Go back to Tradeshub, open Settings › Payments and continue from there.</p>'), siteOrigin, 404);
        return null;
      }
      if (new Date(link.expiresAt) <= new Date()) {
        await reply.redirect(link.refreshUrl, 303);
        return null;
      }
      const account = await store.get<SandboxAccountData>('account', link.accountId);
      if (!account) {
        await send(reply, page('This account was removed', '<p>Go back to Tradeshub to connect a new one.</p>'), siteOrigin, 410);
        return null;
      }
      return { link, account };
    };

    pages.get<{ Params: { token: string } }>('/sandbox-payments/onboarding/:token', { schema: { hide: true } }, async (request, reply) => {
      const found = await openLink(request.params.token, reply);
      if (!found) return reply;
      return send(reply, onboardingPage(found.account.businessName, request.url.split('?')[0]!, found.account.answers, {}), siteOrigin);
    });

    pages.post<{ Params: { token: string }; Body: Record<string, string> }>('/sandbox-payments/onboarding/:token', { schema: { hide: true } }, async (request, reply) => {
      const found = await openLink(request.params.token, reply);
      if (!found) return reply;
      const { link, account } = found;
      const answers: OnboardingAnswers = Object.fromEntries(Object.entries(request.body ?? {}).map(([k, v]) => [k, String(v).slice(0, 200)]));
      const errors = onboardingErrors(answers);
      if (Object.keys(errors).length > 0) return send(reply, onboardingPage(account.businessName, request.url.split('?')[0]!, answers, errors), siteOrigin, 400);
      const accountType = answers.accountType as 'individual' | 'company';
      const { accountNumber, sortCode, cardNumber, cardExpiry, ...kept } = answers;
      const updated: SandboxAccountData = { ...account, accountType, detailsSubmitted: true, requirements: [], answers: kept };
      await store.put('account', link.accountId, link.accountId, updated);
      const last4 = (accountNumber ?? '').replace(/\s/g, '').slice(-4);
      const banks = await store.list<SandboxBankData>('bank_account', link.accountId);
      for (const bank of banks) await store.remove('bank_account', bank.id);
      await store.put<SandboxBankData>('bank_account', `ba_${randomBytes(12).toString('hex')}`, link.accountId, { bankName: `Sandbox Bank (${(sortCode ?? '').replace(/[\s-]/g, '').replace(/(\d\d)(\d\d)(\d\d)/, '$1-$2-$3')})`, last4, isDefault: true });
      const cardDigits = (cardNumber ?? '').replace(/[\s-]/g, '');
      if (cardDigits) {
        const [month, year] = (cardExpiry ?? '').split('/').map((part) => Number(part.trim()));
        const cards = await store.list<SandboxCardData>('card', link.accountId);
        await store.put<SandboxCardData>('card', `card_${randomBytes(12).toString('hex')}`, link.accountId, {
          brand: cardDigits.startsWith('4') ? 'Visa' : 'Mastercard',
          last4: cardDigits.slice(-4),
          expMonth: month!,
          expYear: 2000 + year!,
          isDefault: cards.length === 0,
        });
      }
      await store.remove('account_link', request.params.token);
      await emitSafely({
        type: 'account.updated',
        account: { id: link.accountId, accountType, detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, requirements: [] },
      });
      return reply.redirect(link.returnUrl, 303);
    });
  });
}
