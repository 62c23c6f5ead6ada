import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type CheckoutSession, type PaymentDocument } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import CheckoutCallbackPage from '../pages/checkout-callback-page';

const session = vi.hoisted(() => ({ current: { isAuthenticated: true, isLoading: false } as object }));
vi.mock('../../../lib/session', () => ({ useSession: () => session.current }));

const WORK_ID = '0c1d2e3f-0000-4000-8000-0000000000a1';

function checkoutSession(overrides: Partial<CheckoutSession> = {}): CheckoutSession {
  return {
    id: 'cs_1',
    url: null,
    status: 'complete',
    paid: true,
    amountPence: 36_000,
    scheduleItemId: '0c1d2e3f-0000-4000-8000-000000000091',
    supportProposalId: null,
    expiresAt: '2026-02-02T11:00:00.000Z',
    declineMessage: null,
    ...overrides,
  };
}

function renderCallback(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/callback/checkout', element: <CheckoutCallbackPage /> },
      { path: '/managework/:id', element: <p>The work</p> },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const RECEIPT_ID = '0c1d2e3f-0000-4000-8000-0000000000e1';

beforeEach(() => {
  session.current = { isAuthenticated: true, isLoading: false, userInfo: { id: '0c1d2e3f-0000-4000-8000-00000000c001' } };
  window.sessionStorage.clear();
  vi.spyOn(client.accounts, 'getReceipts').mockResolvedValue({ items: [aReceipt()], nextCursor: null });
});

function aReceipt(): PaymentDocument {
  return {
    id: RECEIPT_ID,
    kind: 'RECEIPT',
    number: 'R-000042',
    issuedAt: '2026-02-02T10:05:00.000Z',
    workId: WORK_ID,
    workTitle: 'New bathroom',
    scheduleItemId: checkoutSession().scheduleItemId,
    from: { name: 'Clarke & Patel Plumbing', vatNo: 'GB123456789', address: null },
    to: { name: 'Amelia Clarke', vatNo: null, address: null },
    lines: [{ description: 'Deposit', netPence: 30_000, vatRatePercent: 20, vatPence: 6_000, totalPence: 36_000 }],
    netPence: 30_000,
    vatPence: 6_000,
    totalPence: 36_000,
    paidWith: 'Visa •••• 4242',
    rewardCreditPence: 0,
  };
}
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/callback/checkout', () => {
  it('says the payment was received and leads back to the work this tab paid for', async () => {
    window.sessionStorage.setItem('tradeshub.checkoutReturn.v1', JSON.stringify({ sessionId: 'cs_1', workId: WORK_ID }));
    const get = vi.spyOn(client.payments, 'getSession').mockResolvedValue(checkoutSession());
    const { router, user } = renderCallback('/callback/checkout?session_id=cs_1');
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText(/You paid £360.00/)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith({ params: { id: 'cs_1' } }, expect.anything());
    expect(await screen.findByRole('link', { name: 'View your receipt' })).toHaveAttribute('href', `/receipts/${RECEIPT_ID}`);
    await user.click(screen.getByRole('link', { name: 'Back to the work' }));
    expect(router.state.location.pathname).toBe(`/managework/${WORK_ID}`);
  });

  it('shows a loading state while the payment is processed, and asks again until it is paid', async () => {
    const get = vi
      .spyOn(client.payments, 'getSession')
      .mockResolvedValueOnce(checkoutSession({ status: 'open', paid: false, url: 'http://x.test/pay' }))
      .mockResolvedValue(checkoutSession());
    renderCallback('/callback/checkout?session_id=cs_1&outcome=paid');
    expect(await screen.findByRole('heading', { name: 'Your payment is being processed' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for our payment provider to confirm it')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("gives the card's decline sentence and says the payment can still be made", async () => {
    const sentence = 'Your card was declined. Try another card, or ask your bank why.';
    vi.spyOn(client.payments, 'getSession').mockResolvedValue(checkoutSession({ status: 'open', paid: false, declineMessage: sentence }));
    renderCallback('/callback/checkout?session_id=cs_1&outcome=cancelled');
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through' })).toBeInTheDocument();
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.getByText(/you can pay it again from the work/)).toBeInTheDocument();
  });

  it('says nothing was taken when the payer went back from the checkout', async () => {
    const get = vi.spyOn(client.payments, 'getSession').mockResolvedValue(checkoutSession({ status: 'open', paid: false }));
    renderCallback('/callback/checkout?session_id=cs_1&outcome=cancelled');
    expect(await screen.findByRole('heading', { name: 'You have not paid yet' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('says an expired checkout took nothing, and leads to Manage Work when the work is not known', async () => {
    vi.spyOn(client.payments, 'getSession').mockResolvedValue(checkoutSession({ status: 'expired', paid: false }));
    renderCallback('/callback/checkout?session_id=cs_1');
    expect(await screen.findByRole('heading', { name: 'This checkout has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Manage Work' })).toHaveAttribute('href', '/managework');
  });

  it("says it cannot find someone else's payment", async () => {
    vi.spyOn(client.payments, 'getSession').mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'We could not find that payment.'));
    renderCallback('/callback/checkout?session_id=cs_other');
    expect(await screen.findByRole('heading', { name: "We couldn't find that payment" })).toBeInTheDocument();
  });

  it('asks a signed-out payer to sign in and come back here', async () => {
    session.current = { isAuthenticated: false, isLoading: false, userInfo: null };
    const get = vi.spyOn(client.payments, 'getSession');
    renderCallback('/callback/checkout?session_id=cs_1');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin?returnTo=%2Fcallback%2Fcheckout%3Fsession_id%3Dcs_1');
    expect(get).not.toHaveBeenCalled();
  });
});
