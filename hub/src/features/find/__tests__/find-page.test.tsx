import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type BusinessSearchResult } from '@tradeshub/sdk';

const api = vi.hoisted(() => ({ search: vi.fn(), places: vi.fn() }));
const fakeClient = vi.hoisted(() => ({ business: { search: (...args: unknown[]) => api.search(...args) }, places: { search: (...args: unknown[]) => api.places(...args) } }));
vi.mock('../../../lib/client', () => ({ client: fakeClient }));
// The page's reads load the client when they first run (lib/load-client.ts).
vi.mock('../../../lib/load-client', () => ({ loadClient: () => Promise.resolve(fakeClient) }));

const { default: FindPage } = await import('../find-page');
const { default: MapPage } = await import('../map-page');

const london = { name: 'London', region: 'England', latitude: 51.5085, longitude: -0.1257, kind: 'town' as const };
const result = (n: number, overrides: Partial<BusinessSearchResult> = {}): BusinessSearchResult => ({
  id: `0f0f0f0f-0000-4000-8000-00000000000${n}`,
  ownerId: `1f0f0f0f-0000-4000-8000-00000000000${n}`,
  referralUuid: `2f0f0f0f-0000-4000-8000-00000000000${n}`,
  name: `Business ${n}`,
  accountType: 'individual',
  isAssessor: false,
  categories: [{ id: '2f0f0f0f-0000-4000-8000-000000000001', title: 'Plumbing' }],
  locality: 'London',
  radius: 30,
  serviceArea: 30,
  description: null,
  profileImageUrl: null,
  rating: { average: 4.2, count: 8, dimensions: { OVERALL: 4.2, PRICE: 4, PUNCTUALITY: 4, CLEANLINESS: 4, QUALITY: 4, FRIENDLINESS: 4 } },
  recommendationCount: 0,
  createdAt: '2023-01-01T00:00:00.000Z',
  distanceMiles: n,
  ...overrides,
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/findabussiness', element: <FindPage /> },
      { path: '/map', element: <MapPage /> },
      { path: '/business/view/:id', element: <p>Profile page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.resetAllMocks();
  api.places.mockResolvedValue([london]);
});

describe('find page', () => {
  it('asks where the work is before anything is chosen, and searches nothing', () => {
    renderAt('/findabussiness');
    expect(screen.getByRole('heading', { name: 'Where do you need the work done?' })).toBeInTheDocument();
    expect(api.search).not.toHaveBeenCalled();
  });

  it('searches straight away from a shared link, from the first match for the place', async () => {
    api.search.mockResolvedValue({ items: [result(1), result(2)], nextCursor: null });
    renderAt('/findabussiness?category=Plumbing&place=London');
    expect(await screen.findByRole('heading', { name: 'Plumbing near London' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Business 1' })).toHaveAttribute('href', `/business/view/${result(1).id}`);
    expect(api.places).toHaveBeenCalledWith({ query: { q: 'London', limit: 1 } }, expect.anything());
    expect(api.search).toHaveBeenCalledWith(
      { body: expect.objectContaining({ category: 'Plumbing', latitude: 51.5085, longitude: -0.1257, distance: [0, 21], sort: 'Highest Rated' }) },
      expect.anything(),
    );
    const map = screen.getByRole('group', { name: 'Map of results around London' });
    expect(within(map).getByRole('link', { name: /^1\. Business 1, rated 4\.2, 1 mile away/ })).toBeInTheDocument();
  });

  it('loads the next page with the cursor when asked', async () => {
    api.search.mockResolvedValueOnce({ items: [result(1)], nextCursor: '20' }).mockResolvedValueOnce({ items: [result(2)], nextCursor: null });
    renderAt('/findabussiness?place=London&lat=51.5&lng=-0.12');
    await userEvent.click(await screen.findByRole('button', { name: 'Show more tradespeople' }));
    expect(await screen.findByRole('link', { name: 'Business 2' })).toBeInTheDocument();
    // The URL's point is used as it is: no look-up of the place first.
    expect(api.search).toHaveBeenCalledTimes(2);
    expect(api.search).toHaveBeenNthCalledWith(1, { body: expect.objectContaining({ latitude: 51.5, longitude: -0.12, cursor: undefined }) }, expect.anything());
    expect(api.search).toHaveBeenLastCalledWith({ body: expect.objectContaining({ cursor: '20' }) }, expect.anything());
  });

  it('suggests a wider distance when nothing matches, and puts it in the URL', async () => {
    api.search.mockResolvedValue({ items: [], nextCursor: null });
    const router = renderAt('/findabussiness?category=Roofing&place=London&lat=51.5&lng=-0.12&quality=4');
    expect(await screen.findByRole('heading', { name: 'No tradespeople match this search yet' })).toBeInTheDocument();
    expect(screen.getByText(/Try a wider distance, fewer filters or another trade/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search within 30 miles' }));
    expect(new URLSearchParams(router.state.location.search).get('distance')).toBe('0-30');
  });

  it('shows the server message and retries on a failed search', async () => {
    api.search.mockRejectedValueOnce(new ApiError(503, 'UNAVAILABLE', 'Tradeshub is busy. Try again in a minute.'));
    api.search.mockResolvedValueOnce({ items: [result(3)], nextCursor: null });
    renderAt('/findabussiness?place=London&lat=51.5&lng=-0.12');
    expect(await screen.findByText('Tradeshub is busy. Try again in a minute.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Business 3' })).toBeInTheDocument();
  });

  it('says so when a typed place cannot be found', async () => {
    api.places.mockResolvedValue([]);
    renderAt('/findabussiness?place=Atlantis');
    expect(await screen.findByRole('heading', { name: 'We couldn\'t find "Atlantis"' })).toBeInTheDocument();
    expect(api.search).not.toHaveBeenCalled();
  });

  it('keeps a filter change in the URL without adding a history entry', async () => {
    api.search.mockResolvedValue({ items: [result(1)], nextCursor: null });
    const router = renderAt('/findabussiness?place=London&lat=51.5&lng=-0.12');
    await screen.findByRole('link', { name: 'Business 1' });
    const [panel] = screen.getAllByLabelText('Sort by');
    await userEvent.selectOptions(panel!, 'Nearest');
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('nearest');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps what was typed and the focus when the suggestions box takes over the plain one, and picks a suggestion with the keyboard', async () => {
    const bath = { name: 'Bath', region: 'England', latitude: 51.3813, longitude: -2.359, kind: 'town' as const };
    api.places.mockResolvedValue([bath]);
    const router = renderAt('/findabussiness');
    await userEvent.click(screen.getByRole('combobox', { name: 'Town or postcode' }));
    await userEvent.keyboard('Ba');
    expect(await screen.findByRole('option', { name: /Bath/ })).toBeInTheDocument();
    // While the suggestions are open the combobox hides its label from assistive technology (as it always has).
    const box = screen.getByPlaceholderText('e.g. Leeds or LS1 4AP');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Ba');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(new URLSearchParams(router.state.location.search).get('place')).toBe('Bath');
    expect(await screen.findByRole('heading', { name: 'Tradespeople near Bath' })).toBeInTheDocument();
  });

  it('fits the map to what the list shows: a plumber 11 miles out is on it, until the map is zoomed in', async () => {
    const bath = { name: 'Bath', region: 'England', latitude: 51.3813, longitude: -2.359, kind: 'town' as const };
    api.places.mockResolvedValue([bath]);
    api.search.mockResolvedValue({ items: [result(1, { name: 'Avon Plumbing', locality: 'Bath', distanceMiles: 11.2 })], nextCursor: null });
    renderAt('/findabussiness?category=Plumbing&place=Bath');
    const map = await screen.findByRole('group', { name: 'Map of results around Bath' });
    expect(await within(map).findByRole('link', { name: /^1\. Avon Plumbing, rated 4\.2, 11 miles away/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in to 10 miles around Bath' }));
    expect(within(map).queryByRole('link', { name: /Avon Plumbing/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 more beyond 10 miles · Zoom out' })).toBeInTheDocument();
  });
});

describe('/map', () => {
  it('shows the tradespeople on the map and as a list beside it, with the same filters and no list/map switch', async () => {
    api.search.mockResolvedValue({ items: [result(1), result(2)], nextCursor: null });
    renderAt('/map?category=Plumbing&place=London');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tradespeople on the map' })).toBeInTheDocument();
    const map = await screen.findByRole('group', { name: 'Map of results around London' });
    expect(await within(map).findByRole('link', { name: /^2\. Business 2/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Business 1' })).toHaveAttribute('href', `/business/view/${result(1).id}`);
    expect(screen.getByRole('heading', { name: 'The same tradespeople as a list' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show results as' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
  });

  it('asks where to look before anything is chosen', () => {
    renderAt('/map');
    expect(screen.getByRole('heading', { name: 'Where do you need the work done?' })).toBeInTheDocument();
    expect(api.search).not.toHaveBeenCalled();
  });
});
