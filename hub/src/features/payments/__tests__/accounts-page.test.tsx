import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountPayment, AccountsSummary, Earnings } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { fileDownload } from '../api/accounts';
import AccountsPage from '../pages/accounts-page';
import { platformConfigApi } from '../../../entities/platform-config';

const WORK_ID = '0c1d2e3f-0000-4000-8000-0000000000a1';
const earnings = (overrides: Partial<Earnings> = {}): Earnings => ({
  from: '2026-11-01T00:00:00.000Z',
  grossPence: 120_000,
  platformFeePence: 5_760,
  cardFeePence: 0,
  feesPence: 5_760,
  netPence: 114_240,
  paymentCount: 2,
  ...overrides,
});
const bucket = (count: number, amountPence: number, lateChargePence = 0) => ({ count, amountPence, lateChargePence });

function aSummary(overrides: Partial<AccountsSummary> = {}): AccountsSummary {
  return {
    thisMonth: earnings(),
    thisYear: earnings({ from: '2026-01-01T00:00:00.000Z', grossPence: 1_250_000, platformFeePence: 60_000, feesPence: 60_000, netPence: 1_190_000, paymentCount: 14 }),
    requested: bucket(1, 30_000),
    pending: bucket(0, 0),
    paid: bucket(14, 1_250_000),
    late: bucket(1, 80_000, 1_052),
    payoutsInTransitPence: 114_240,
    account: null,
    ...overrides,
  };
}

const latePayment: AccountPayment = {
  scheduleItemId: '0c1d2e3f-0000-4000-8000-000000000091',
  workId: WORK_ID,
  workTitle: 'Boiler replacement',
  customerName: 'Amelia Clarke',
  description: 'Balance',
  status: 'LATE',
  amountPence: 80_000,
  lateChargePence: 1_052,
  dueDate: '2026-10-01T12:00:00.000Z',
  requestedAt: '2026-09-24T12:00:00.000Z',
  paidAt: null,
  platformFeePence: null,
  cardFeePence: null,
  netPence: null,
  receiptId: null,
  feeInvoiceId: null,
};

function renderPage(summary = aSummary()) {
  vi.spyOn(client.accounts, 'getSummary').mockResolvedValue(summary);
  const payments = vi.spyOn(client.accounts, 'getPayments').mockResolvedValue({ items: [latePayment], nextCursor: null });
  vi.spyOn(client.accounts, 'getPayouts').mockResolvedValue({
    items: [{ id: 'po_1', amountPence: 114_240, status: 'IN_TRANSIT', destination: 'Monzo •••• 6789', arrivalDate: '2026-11-27T00:00:00.000Z', createdAt: '2026-11-25T00:00:00.000Z' }],
    nextCursor: null,
  });
  vi.spyOn(client.accounts, 'getFeeInvoices').mockResolvedValue({ items: [], nextCursor: null });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AccountsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { payments, user: userEvent.setup() };
}

beforeEach(() => vi.spyOn(platformConfigApi, 'get').mockResolvedValue({ commissionRate: 4, cardFeesEnabled: false, recommendationRewardPence: 500, referralRewardPence: 2500 }));
afterEach(() => vi.restoreAllMocks());

describe('/accounts', () => {
  it('shows this month and this year in pounds: gross, fees and net', async () => {
    renderPage();
    const month = await screen.findByRole('region', { name: 'This month' });
    expect(within(month).getByText('November 2026 · 2 payments')).toBeInTheDocument();
    expect(within(month).getAllByText('£1,142.40')).toHaveLength(2);
    expect(within(month).getByText('£1,200.00')).toBeInTheDocument();
    expect(within(month).getAllByText('−£57.60').length).toBe(2);
    const year = screen.getByRole('region', { name: 'This year' });
    expect(within(year).getAllByText('£11,900.00')).toHaveLength(2);
  });

  it('counts payments in each state, opening on the late ones with their charge', async () => {
    const { payments, user } = renderPage();
    const group = await screen.findByRole('group', { name: 'Show payments' });
    expect(within(group).getByRole('button', { name: /^Late 1/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByText('+ £10.52 late charge')).toBeInTheDocument();
    const row = await screen.findByRole('listitem', { name: 'Boiler replacement: Balance' });
    expect(within(row).getByText('Late charge').nextSibling).toHaveTextContent('£10.52');
    expect(payments).toHaveBeenCalledWith({ query: { status: 'LATE', cursor: undefined, limit: 20 } }, expect.anything());
    await user.click(within(group).getByRole('button', { name: /^Paid 14/ }));
    await waitFor(() => expect(payments).toHaveBeenCalledWith({ query: { status: 'PAID', cursor: undefined, limit: 20 } }, expect.anything()));
  });

  it('asks a tradesperson without a verified account to connect one', async () => {
    renderPage();
    expect(await screen.findByText('Connect a payment account to be paid by card')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to payment settings' })).toHaveAttribute('href', '/user/settings/payments');
  });

  it('shows payouts on their way, and downloads the CSV for the chosen days', async () => {
    const csv = { filename: 'tradeshub-accounts-2026-01-01-to-2026-11-25.csv', contentType: 'text/csv' as const, csv: 'date,job\n' };
    const exportCsv = vi.spyOn(client.accounts, 'exportCsv').mockResolvedValue(csv);
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    const { user } = renderPage();
    const payouts = await screen.findByRole('list', { name: 'Payouts' });
    expect(within(payouts).getByText('To Monzo •••• 6789 · arrives 27 Nov 2026')).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-04-06');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(csv.filename, 'text/csv', csv.csv));
    expect(exportCsv.mock.calls[0]?.[0]?.query?.from).toBe('2026-04-06');
  });
});
