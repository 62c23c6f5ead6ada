import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessSearchResult } from '@tradeshub/sdk';

const api = vi.hoisted(() => ({ search: vi.fn(), places: vi.fn() }));
const fakeClient = vi.hoisted(() => ({ business: { search: (...args: unknown[]) => api.search(...args) }, places: { search: (...args: unknown[]) => api.places(...args) } }));
vi.mock('../../../lib/client', () => ({ client: fakeClient }));
// The page's reads load the client when they first run (lib/load-client.ts).
vi.mock('../../../lib/load-client', () => ({ loadClient: () => Promise.resolve(fakeClient) }));

const { default: RandomPage } = await import('../random-page');

const bath = { name: 'Bath', region: 'England', latitude: 51.3813, longitude: -2.359, kind: 'town' as const };
const business = (n: number, overrides: Partial<BusinessSearchResult> = {}): BusinessSearchResult => ({
  id: `0f0f0f0f-0000-4000-8000-00000000000${n}`,
  ownerId: `1f0f0f0f-0000-4000-8000-00000000000${n}`,
  referralUuid: `2f0f0f0f-0000-4000-8000-00000000000${n}`,
  name: `Business ${n}`,
  accountType: 'individual',
  isAssessor: false,
  categories: [{ id: '2f0f0f0f-0000-4000-8000-000000000001', title: 'Plumbing' }],
  locality: 'Bath',
  radius: 30,
  serviceArea: 30,
  description: `Business ${n} fixes things.`,
  profileImageUrl: null,
  rating: { average: 4.5, count: 6, dimensions: { OVERALL: 4.5, PRICE: 4, PUNCTUALITY: 4, CLEANLINESS: 4, QUALITY: 5, FRIENDLINESS: 5 } },
  recommendationCount: 2,
  createdAt: '2023-01-01T00:00:00.000Z',
  distanceMiles: n,
  ...overrides,
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/random', element: <RandomPage /> },
      { path: '/business/view/:id', element: <p>Profile page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const shownName = async () => (await screen.findByRole('heading', { level: 2 })).textContent;

beforeEach(() => {
  vi.resetAllMocks();
  sessionStorage.clear();
  api.places.mockResolvedValue([bath]);
});

describe('/random', () => {
  it('asks where the visitor is before drawing anyone', () => {
    renderAt('/random');
    expect(screen.getByRole('heading', { name: 'Where do you need the work done?' })).toBeInTheDocument();
    expect(api.search).not.toHaveBeenCalled();
  });

  it('draws one well-rated, recommended tradesperson near the place, and a different one each time', async () => {
    const unrated = business(3, { rating: { ...business(3).rating, average: 3.2 } });
    const unrecommended = business(4, { recommendationCount: 0 });
    api.search.mockResolvedValue({ items: [business(1), business(2), unrated, unrecommended], nextCursor: null });
    renderAt('/random?category=Plumbing&place=Bath');

    const first = await shownName();
    expect(['Business 1', 'Business 2']).toContain(first);
    expect(api.search).toHaveBeenCalledWith(
      { body: expect.objectContaining({ category: 'Plumbing', latitude: 51.3813, longitude: -2.359, overall: [4, 5], sort: 'Most Recommended', limit: 50 }) },
      expect.anything(),
    );
    expect(screen.getByText(/recommended 2 times/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show me another' }));
    const second = await shownName();
    expect(second).not.toBe(first);
    expect(['Business 1', 'Business 2']).toContain(second);
    await userEvent.click(screen.getByRole('button', { name: 'Show me another' }));
    expect(await shownName()).toBe(first);
    await userEvent.click(screen.getByRole('link', { name: 'See their profile' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  it('says when nobody near is good enough yet, and offers a wider distance', async () => {
    api.search.mockResolvedValue({ items: [business(1, { recommendationCount: 0 })], nextCursor: null });
    renderAt('/random?place=Bath');
    expect(await screen.findByRole('heading', { name: 'Nobody to suggest here yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Look within 30 miles' }));
    expect(api.search).toHaveBeenLastCalledWith({ body: expect.objectContaining({ distance: [0, 30] }) }, expect.anything());
  });

  it('says so when the search fails, with a retry', async () => {
    const { ApiError } = await import('@tradeshub/sdk');
    api.search.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'We are busy; try again in a moment.')).mockResolvedValue({ items: [business(1)], nextCursor: null });
    renderAt('/random?place=Bath');
    expect(await screen.findByText('We are busy; try again in a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await shownName()).toBe('Business 1');
  });
});
