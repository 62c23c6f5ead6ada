import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ConnectedAccount, type ConnectedAccountCard } from '@tradeshub/sdk';
import { browserLocation } from '../../../entities/payments';
import { client } from '../../../lib/client';
import { useToasts } from '../../../lib/toasts';
import { PaymentAccountPanel } from '../components/payment-account-panel';
import { platformConfigApi } from '../../../entities/platform-config';

const BUSINESS_ID = '0c1d2e3f-0000-4000-8000-00000000b0b1';

function anAccount(overrides: Partial<ConnectedAccount> = {}): ConnectedAccount {
  return {
    id: 'acct_sandbox_1',
    businessId: BUSINESS_ID,
    status: 'VERIFIED',
    accountType: 'individual',
    passCardFeeToCustomer: false,
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
    requirements: [],
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

const visa: ConnectedAccountCard = { id: 'card_1', brand: 'Visa', last4: '4242', expMonth: 4, expYear: 2029, isDefault: true };
const mastercard: ConnectedAccountCard = { id: 'card_2', brand: 'Mastercard', last4: '4444', expMonth: 11, expYear: 2028, isDefault: false };

function renderPanel(account: ConnectedAccount | null, cards: ConnectedAccountCard[] = []) {
  vi.spyOn(client.payments, 'getConnectedAccount').mockResolvedValue(account);
  vi.spyOn(client.payments, 'getExternalAccounts').mockResolvedValue([{ id: 'ba_1', bankName: 'Monzo', last4: '6789', currency: 'gbp', isDefault: true }]);
  vi.spyOn(client.payments, 'getCards').mockResolvedValue(cards);
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PaymentAccountPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { assign, user: userEvent.setup() };
}

const kyc = { accountId: 'acct_sandbox_1', url: 'http://127.0.0.1:4101/sandbox-payments/onboarding/acct_sandbox_1?link=t', expiresAt: '2026-01-10T10:00:00.000Z' };

beforeEach(() => vi.spyOn(platformConfigApi, 'get').mockResolvedValue({ commissionRate: 4, cardFeesEnabled: false, recommendationRewardPence: 500, referralRewardPence: 2500 }));
afterEach(() => vi.restoreAllMocks());

describe('Payments settings', () => {
  it('offers to connect before there is an account, and sends the browser to the identity checks', async () => {
    const create = vi.spyOn(client.payments, 'createKycSession').mockResolvedValue(kyc);
    const { assign, user } = renderPanel(null);
    await user.click(await screen.findByRole('button', { name: 'Connect a payment account' }));
    expect(create).toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(kyc.url));
  });

  it.each([
    { status: 'PENDING', action: 'Continue identity checks', label: 'Identity checks not finished' },
    { status: 'RESTRICTED', action: 'Fix identity checks', label: 'More information needed' },
  ] as const)('shows a $status account what is due, and continues its checks with a fresh link', async ({ status, action, label }) => {
    const update = vi.spyOn(client.payments, 'updateKycSession').mockResolvedValue(kyc);
    const requirements = ['Upload a photo of your driving licence or passport.'];
    const { assign, user } = renderPanel(anAccount({ status, payoutsEnabled: false, chargesEnabled: false, requirements }));
    expect(await screen.findByTestId('account-status')).toHaveTextContent(label);
    expect(within(screen.getByRole('list', { name: 'Requirements due' })).getByText(requirements[0]!)).toBeInTheDocument();
    expect(screen.getByText('Payouts enabled').nextSibling).toHaveTextContent('Not yet');
    await user.click(screen.getByRole('button', { name: action }));
    expect(update).toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(kyc.url));
  });

  it('shows a verified account with payouts enabled, its bank account and cards', async () => {
    renderPanel(anAccount(), [visa, mastercard]);
    expect(await screen.findByTestId('account-status')).toHaveTextContent('Verified');
    expect(screen.getByText('Payouts enabled').nextSibling).toHaveTextContent('Yes');
    expect(await screen.findByText('Monzo')).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Payout cards' });
    expect(within(within(cards).getByRole('listitem', { name: 'Visa •••• 4242' })).getByText('Default for payouts')).toBeInTheDocument();
    expect(within(cards).getByText('expires 11/28')).toBeInTheDocument();
  });

  it('makes another card the default and removes one after asking', async () => {
    const { user } = renderPanel(anAccount(), [visa, mastercard]);
    const update = vi.spyOn(client.payments, 'updateCard').mockResolvedValue({ ...mastercard, isDefault: true });
    const remove = vi.spyOn(client.payments, 'deleteCard').mockResolvedValue(null);
    const cards = await screen.findByRole('list', { name: 'Payout cards' });
    await user.click(within(cards).getByRole('button', { name: 'Make default' }));
    expect(update).toHaveBeenCalledWith({ params: { cardId: 'card_2' }, body: { isDefault: true } });
    await user.click(within(cards).getByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(remove).toHaveBeenCalledWith({ params: { id: 'card_1' } });
  });

  it("shows the server's sentence when the account cannot be removed yet", async () => {
    const sentence = 'You have £300.00 on its way to you. You can remove your payment account once it has arrived.';
    const remove = vi.spyOn(client.payments, 'deleteConnectedAccount').mockRejectedValue(new ApiError(409, 'CONFLICT', sentence));
    const { user } = renderPanel(anAccount());
    await user.click(await screen.findByRole('button', { name: 'Remove payment account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your payment account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sentence);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(useToasts.getState().toasts.map((t) => t.text)).not.toContain('Your payment account has been removed.');
  });
});

describe('who pays the card fee', () => {
  it('lets the tradesperson pass the card fee on to customers', async () => {
    vi.mocked(platformConfigApi.get).mockResolvedValue({ commissionRate: 4, cardFeesEnabled: true, recommendationRewardPence: 500, referralRewardPence: 2500 });
    const save = vi.spyOn(client.accounts, 'updateSettings').mockResolvedValue(anAccount({ passCardFeeToCustomer: true }));
    const { user } = renderPanel(anAccount());
    const box = await screen.findByRole('checkbox', { name: /Customers pay the card fee/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(save).toHaveBeenCalledWith({ body: { passCardFeeToCustomer: true } });
    await waitFor(() => expect(box).toBeChecked());
  });
});
