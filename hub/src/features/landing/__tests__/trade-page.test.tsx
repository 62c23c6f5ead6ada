import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusinessSearchResult } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import TradePage from '../trade-page';
import { platformConfigApi } from '../../../entities/platform-config';

vi.mock('../../../lib/session', () => ({ useSession: () => ({ isAuthenticated: false, isLoading: false, userInfo: null }) }));

const story: BusinessSearchResult = {
  id: '2f1d6a4e-7c1b-4f7e-9a53-0c6f1f0b9d11',
  ownerId: '9b0f3a55-1d2e-4c8b-8f6a-2a7e4c1d0e22',
  referralUuid: '5a7c9e1b-3d5f-4a6b-8c0d-2e4f6a8b0c1d',
  name: 'Aire Valley Plumbing',
  accountType: 'individual',
  isAssessor: false,
  categories: [{ id: 'c0a8012e-0000-4000-8000-000000000001', title: 'Plumbing' }],
  locality: 'Leeds',
  radius: 25,
  serviceArea: 25,
  description: 'Boilers, bathrooms and leaks, fixed the same week.',
  profileImageUrl: null,
  rating: { average: 4.6, count: 12, dimensions: { OVERALL: 4.6, PRICE: 4, PUNCTUALITY: 5, CLEANLINESS: 4, QUALITY: 5, FRIENDLINESS: 5 } },
  recommendationCount: 7,
  createdAt: '2023-05-01T10:00:00.000Z',
  distanceMiles: null,
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TradePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/trade', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the platform's own fees and works out what a quote leaves the tradesperson", async () => {
    vi.spyOn(platformConfigApi, 'get').mockResolvedValue({ commissionRate: 5, cardFeesEnabled: true, recommendationRewardPence: 500, referralRewardPence: 2500 });
    const search = vi.spyOn(client.business, 'search').mockResolvedValue({ items: [story], nextCursor: null });
    renderPage();

    expect(await screen.findByText(/5% \+ VAT/)).toBeInTheDocument();
    expect(screen.getByText(/That is £6.00 on every £100.00/)).toBeInTheDocument();
    expect(screen.getByText('1.5% + 20p of each card payment is passed on to you.')).toBeInTheDocument();

    const total = screen.getByRole('textbox', { name: 'Quote total, VAT included' });
    await userEvent.clear(total);
    await userEvent.type(total, '2,000');
    expect(screen.getByText('You receive').nextSibling).toHaveTextContent('£1,849.80');
    expect(screen.getByText('Platform fee (5% commission + VAT on it)').nextSibling).toHaveTextContent('− £120.00');
    await userEvent.clear(total);
    await userEvent.type(total, 'lots');
    expect(screen.getByText('Enter the quote total in pounds, such as 1250 or 1,250.00.')).toBeInTheDocument();

    const stories = (await screen.findByRole('heading', { name: 'Aire Valley Plumbing' })).closest('li')!;
    expect(within(stories).getByText('7 recommendations · rated 4.6 from 12 reviews')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith({ body: { sort: 'Most Recommended', limit: 3 } }, expect.anything());
    expect(screen.getAllByRole('link', { name: 'Register your business' })[0]).toHaveAttribute('href', '/auth/register?returnTo=%2Fbusiness%2Fregister');
  });

  it('falls back to the standard fees when the settings cannot load, and says the stories could not', async () => {
    vi.spyOn(platformConfigApi, 'get').mockRejectedValue(new Error('offline'));
    vi.spyOn(client.business, 'search').mockRejectedValue(new Error('offline'));
    renderPage();
    expect(await screen.findByText("We could not load today's settings, so these are the standard fees.")).toBeInTheDocument();
    expect(screen.getByText(/4% \+ VAT/)).toBeInTheDocument();
    expect(screen.getByText('not charged to you at the moment.', { exact: false })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'We could not load the stories' })).toBeInTheDocument();
  });
});
