import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@tradeshub/sdk';
import { browserLocation, readCheckoutReturn } from '../../../entities/payments';
import { client } from '../../../lib/client';
import { aPayment, aWork, WORK_ID } from '../../../testing/work-fixtures';
import NotificationsPage from '../pages/notifications-page';

const running = { status: 'IN_PROGRESS', lockStatus: 'LOCKED', quoteStatus: 'STARTED' } as const;

function paymentRequest(scheduleItemId: string): Notification {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-000000000009',
    actionType: 'SCHEDULE_UPDATED',
    message: "Clarke & Patel Plumbing asked you to pay £300.00 (Deposit), due 05 Mar 2026 for 'New bathroom'.",
    triggeredBy: null,
    read: false,
    isForTradeperson: false,
    isForBusiness: false,
    metaData: { workId: WORK_ID, kind: 'PAYMENT_REQUESTED', scheduleItemId },
    createdAt: new Date().toISOString(),
  };
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/notifications']}>
        <Routes>
          <Route path="/notifications" element={<NotificationsPage />} />
          <Route path="/managework/:id" element={<p>The work</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

describe('a payment-request notification', () => {
  it('offers Pay while the payment is waiting, and goes to the checkout for it', async () => {
    const deposit = aPayment({ status: 'REQUESTED' });
    vi.spyOn(client.notifications, 'getAll').mockResolvedValue({ items: [paymentRequest(deposit.id)], nextCursor: null });
    vi.spyOn(client.work, 'getById').mockResolvedValue(aWork({ ...running, payments: [deposit] }));
    vi.spyOn(client.rewards, 'getCheckoutCredit').mockResolvedValue({ availablePence: 500, creditPence: 500 });
    const create = vi.spyOn(client.payments, 'createCheckoutSession').mockResolvedValue({
      id: 'cs_1',
      url: 'http://127.0.0.1:4101/sandbox-payments/checkout/cs_1',
      status: 'open',
      paid: false,
      amountPence: 30_000,
      scheduleItemId: deposit.id,
      supportProposalId: null,
      expiresAt: '2026-03-05T13:00:00.000Z',
      declineMessage: null,
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const user = renderPage();
    expect(await screen.findByText(/Rewards: −£5\.00/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay £300.00 for Deposit' }));
    expect(create).toHaveBeenCalledWith({ body: { scheduleItemId: deposit.id } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:4101/sandbox-payments/checkout/cs_1'));
    expect(readCheckoutReturn()).toEqual({ sessionId: 'cs_1', workId: WORK_ID });
  });

  it('offers nothing once the payment is paid, and opens the work', async () => {
    const deposit = aPayment({ status: 'PAID' });
    vi.spyOn(client.notifications, 'getAll').mockResolvedValue({ items: [paymentRequest(deposit.id)], nextCursor: null });
    const getWork = vi.spyOn(client.work, 'getById').mockResolvedValue(aWork({ ...running, payments: [deposit] }));
    vi.spyOn(client.notifications, 'markRead').mockImplementation(async () => ({ ...paymentRequest(deposit.id), read: true }));
    const user = renderPage();
    const row = await screen.findByRole('button', { name: /asked you to pay/ });
    await waitFor(() => expect(getWork).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await user.click(row);
    expect(await screen.findByText('The work')).toBeInTheDocument();
  });
});
