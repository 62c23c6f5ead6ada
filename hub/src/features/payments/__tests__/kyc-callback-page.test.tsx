import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENTS_REDIRECT_TARGET, REDIRECT_TARGET_STORAGE_KEY, type ConnectedAccount } from '@tradeshub/sdk';
import { browserLocation } from '../../../entities/payments';
import { client } from '../../../lib/client';
import KycCallbackPage from '../pages/kyc-callback-page';

const session = vi.hoisted(() => ({ current: { isAuthenticated: true, isLoading: false } as object }));
vi.mock('../../../lib/session', () => ({ useSession: () => session.current }));

const account = (overrides: Partial<ConnectedAccount> = {}): ConnectedAccount => ({
  id: 'acct_1',
  businessId: '0c1d2e3f-0000-4000-8000-00000000b0b1',
  status: 'VERIFIED',
  accountType: 'company',
  passCardFeeToCustomer: false,
  detailsSubmitted: true,
  chargesEnabled: true,
  payoutsEnabled: true,
  requirements: [],
  createdAt: '2026-01-10T09:00:00.000Z',
  ...overrides,
});

function renderCallback(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createMemoryRouter([{ path: '/callback/kyc', element: <KycCallbackPage /> }], { initialEntries: [path] })} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  session.current = { isAuthenticated: true, isLoading: false };
  window.localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('/callback/kyc', () => {
  it('says a verified tradesperson can take card payments now', async () => {
    vi.spyOn(client.payments, 'getConnectedAccount').mockResolvedValue(account());
    renderCallback('/callback/kyc?outcome=complete');
    expect(await screen.findByRole('heading', { name: "You're ready to take card payments" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payment settings' })).toHaveAttribute('href', '/user/settings/payments');
  });

  it('lists what is still due when the provider needs more', async () => {
    const due = 'Add the date of birth of the company director.';
    vi.spyOn(client.payments, 'getConnectedAccount').mockResolvedValue(account({ status: 'RESTRICTED', payoutsEnabled: false, requirements: [due] }));
    renderCallback('/callback/kyc?outcome=complete');
    expect(await screen.findByRole('heading', { name: 'A little more is needed' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Requirements due' })).getByText(due)).toBeInTheDocument();
  });

  it('opens a fresh link at once when the last one expired', async () => {
    const url = 'http://127.0.0.1:4101/sandbox-payments/onboarding/acct_1?link=fresh';
    const update = vi.spyOn(client.payments, 'updateKycSession').mockResolvedValue({ accountId: 'acct_1', url, expiresAt: '2026-01-10T10:00:00.000Z' });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    renderCallback('/callback/kyc?outcome=refresh');
    expect(await screen.findByRole('heading', { name: 'That link had expired' })).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("stores the 'payments' target for a signed-out tradesperson, so signing in lands on payment settings", async () => {
    session.current = { isAuthenticated: false, isLoading: false };
    renderCallback('/callback/kyc?outcome=complete');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(window.localStorage.getItem(REDIRECT_TARGET_STORAGE_KEY)).toBe(PAYMENTS_REDIRECT_TARGET);
  });
});
