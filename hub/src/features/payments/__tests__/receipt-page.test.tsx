import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type PaymentDocument } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import FeeInvoicePage from '../pages/fee-invoice-page';
import ReceiptPage from '../pages/receipt-page';

const ID = '0c1d2e3f-0000-4000-8000-0000000000e1';
const receipt: PaymentDocument = {
  id: ID,
  kind: 'RECEIPT',
  number: 'R-000042',
  issuedAt: '2026-11-25T10:05:00.000Z',
  workId: '0c1d2e3f-0000-4000-8000-0000000000a1',
  workTitle: 'New bathroom',
  scheduleItemId: '0c1d2e3f-0000-4000-8000-000000000091',
  from: { name: 'Clarke & Patel Plumbing', vatNo: 'GB123456789', address: '12 Kirkgate, Leeds LS1 6BY' },
  to: { name: 'Amelia Clarke', vatNo: null, address: null },
  lines: [{ description: 'Deposit: New bathroom', netPence: 30_000, vatRatePercent: 20, vatPence: 6_000, totalPence: 36_000 }],
  netPence: 30_000,
  vatPence: 6_000,
  totalPence: 36_000,
  paidWith: 'Visa •••• 4242',
  rewardCreditPence: 0,
};

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/receipts/:id', element: <ReceiptPage /> },
      { path: '/accounts/fee-invoices/:id', element: <FeeInvoicePage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

describe('a receipt', () => {
  it('shows the numbered VAT receipt: who, how it was paid, VAT per line and the total, and prints', async () => {
    const get = vi.spyOn(client.accounts, 'getReceipt').mockResolvedValue(receipt);
    const print = vi.fn();
    window.print = print;
    const user = renderAt(`/receipts/${ID}`);
    const doc = await screen.findByRole('article', { name: 'R-000042' });
    expect(get).toHaveBeenCalledWith({ params: { id: ID } }, expect.anything());
    expect(within(doc).getByText('VAT receipt')).toBeInTheDocument();
    expect(within(doc).getByText('VAT no. GB123456789')).toBeInTheDocument();
    expect(within(doc).getByText('Visa •••• 4242')).toBeInTheDocument();
    const row = within(doc).getByRole('row', { name: /Deposit: New bathroom/ });
    expect(row).toHaveTextContent('£300.00£60.00 (20 %)£360.00');
    expect(within(within(doc).getByLabelText('Totals')).getByText('Total paid').nextSibling).toHaveTextContent('£360.00');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/documents/${ID}`);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('shows what Tradeshub rewards paid and what the card paid under the total', async () => {
    vi.spyOn(client.accounts, 'getReceipt').mockResolvedValue({ ...receipt, rewardCreditPence: 1_440 });
    renderAt(`/receipts/${ID}`);
    const totals = within(await screen.findByRole('article', { name: 'R-000042' })).getByLabelText('Totals');
    expect(within(totals).getByText('Total paid').nextSibling).toHaveTextContent('£360.00');
    expect(within(totals).getByText('Tradeshub rewards credit').nextSibling).toHaveTextContent('−£14.40');
    expect(within(totals).getByText('Paid with Visa •••• 4242').nextSibling).toHaveTextContent('£345.60');
  });

  it("says it cannot find someone else's receipt", async () => {
    vi.spyOn(client.accounts, 'getReceipt').mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'We could not find that receipt.'));
    renderAt(`/receipts/${ID}`);
    expect(await screen.findByRole('heading', { name: "We couldn't find that receipt" })).toBeInTheDocument();
  });

  it('shows a fee invoice to the tradesperson from the fee invoice path', async () => {
    const get = vi.spyOn(client.accounts, 'getFeeInvoice').mockResolvedValue({ ...receipt, kind: 'FEE_INVOICE', number: 'F-000042', paidWith: null });
    renderAt(`/accounts/fee-invoices/${ID}`);
    const doc = await screen.findByRole('article', { name: 'F-000042' });
    expect(within(doc).getByText('Fee invoice')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/documents/${ID}`);
    expect(get).toHaveBeenCalledWith({ params: { id: ID } }, expect.anything());
  });
});
