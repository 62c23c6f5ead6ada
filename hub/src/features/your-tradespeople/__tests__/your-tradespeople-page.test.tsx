import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../../lib/client';
import { aWork, CUSTOMER_ID } from '../../../testing/work-fixtures';
import YourTradespeoplePage from '../pages/your-tradespeople-page';

vi.mock('../../../lib/session', () => ({
  useSession: () => ({ isAuthenticated: true, isLoading: false, isBusinessUser: false, userInfo: { id: '0c1d2e3f-0000-4000-8000-00000000c001' } }),
}));

const other = (n: number) => `0c1d2e3f-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <YourTradespeoplePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(client.recommendations, 'getAll').mockResolvedValue({ items: [], nextCursor: null });
  vi.spyOn(client.connections, 'getAll').mockResolvedValue({ items: [], nextCursor: null });
});
afterEach(() => vi.restoreAllMocks());

describe('your tradespeople', () => {
  it('marks the businesses hired through Tradeshub, with their jobs, and leaves out quotes not taken', async () => {
    const getAll = vi.spyOn(client.work, 'getAll').mockResolvedValue({
      items: [
        aWork({ id: other(1), title: 'New bathroom', status: 'IN_PROGRESS', quoteStatus: 'STARTED' }),
        aWork({ id: other(2), title: 'Outside tap', status: 'CLOSED', quoteStatus: 'STARTED' }),
        aWork({ id: other(3), title: 'Loft ladder', status: 'OPEN', businessId: other(9), business: { id: other(9), name: 'Top Lofts' } }),
        aWork({ id: other(4), title: 'Fence', status: 'REJECTED', businessId: other(8), business: { id: other(8), name: 'Fence Co' } }),
      ],
      nextCursor: null,
    });
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Clarke & Patel Plumbing' })).closest('li')!;
    expect(within(card).getByText('Hired')).toBeInTheDocument();
    const jobs = within(card).getByRole('list', { name: 'Your jobs with Clarke & Patel Plumbing' });
    expect(within(jobs).getByRole('link', { name: 'New bathroom' })).toHaveAttribute('href', `/managework/${other(1)}`);
    expect(within(jobs).getByText('Job closed')).toBeInTheDocument();
    expect(screen.queryByText('Top Lofts')).not.toBeInTheDocument();
    expect(screen.queryByText('Fence Co')).not.toBeInTheDocument();
    expect(getAll).toHaveBeenCalledWith({ body: { customerId: CUSTOMER_ID, includeOpenContracts: true, limit: 100 } }, expect.anything());
  });
});
