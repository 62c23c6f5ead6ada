import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Post } from '@tradeshub/sdk';
import { CommunityActivityList, LayerToggle, communityPins, type CommunityActivityListProps, type MapLayer } from '../components/community-activity';
import { ResultsMap } from '../components/results-map';

let sequence = 0;
const aPost = (overrides: Partial<Post>): Post => ({
  id: `0c1d2e3f-0000-4000-8000-${String(++sequence).padStart(12, '0')}`,
  type: 'GENERAL',
  title: 'A post',
  body: 'Something to say about the neighbourhood.',
  author: { id: '0c1d2e3f-0000-4000-8000-00000000c002', firstName: 'Dan', lastName: 'Hughes', profileImageUrl: null, role: 'CUSTOMER' },
  category: null,
  budgetBand: null,
  status: null,
  photos: [],
  location: null,
  locality: null,
  distanceMiles: null,
  upvoteCount: 0,
  commentCount: 0,
  upvotedByMe: false,
  deleted: false,
  hidden: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const bath = { lat: 51.3811, lng: -2.359 };
const leak = aPost({ title: 'Anyone know a good plumber?', type: 'GENERAL', location: { latitude: 51.39, longitude: -2.36 }, locality: 'Bath', distanceMiles: 0.6 });
const job = aPost({ title: 'Fence panels blown down', type: 'JOB_REQUEST', location: { latitude: 51.37, longitude: -2.34 }, locality: 'Bath', distanceMiles: 1.4 });
const nowhere = aPost({ title: 'Posted without a place', location: null, distanceMiles: null });

function renderList(overrides: Partial<CommunityActivityListProps> = {}) {
  const props: CommunityActivityListProps = {
    placeLabel: 'Bath',
    signedIn: true,
    posts: [leak, job],
    state: 'success',
    error: null,
    onRetry: vi.fn(),
    activeId: null,
    onActivate: vi.fn(),
    returnTo: '/map?place=Bath',
    ...overrides,
  };
  const router = createMemoryRouter(
    [
      { path: '/map', element: <CommunityActivityList {...props} /> },
      { path: '/home/post/:id', element: <p>Post page</p> },
      { path: '/auth/signin', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/map'] },
  );
  render(<RouterProvider router={router} />);
  return { router, props };
}

describe('LayerToggle', () => {
  function Harness() {
    const [layer, setLayer] = useState<MapLayer>('trades');
    return (
      <>
        <LayerToggle value={layer} onChange={setLayer} />
        <p>Showing {layer}</p>
      </>
    );
  }

  it('is a named radio group that the arrow keys move through', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Show on the map' });
    const trades = within(group).getByRole('radio', { name: 'Tradespeople' });
    const community = within(group).getByRole('radio', { name: 'Community activity' });
    expect(trades).toBeChecked();
    expect(community).not.toBeChecked();

    await user.tab();
    expect(trades).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(community).toBeChecked();
    expect(community).toHaveFocus();
    expect(screen.getByText('Showing community')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(trades).toBeChecked();
  });
});

describe('CommunityActivityList', () => {
  it('numbers each post like its marker and links it to its page', async () => {
    const user = userEvent.setup();
    const { router } = renderList();
    const list = screen.getByRole('list', { name: 'Community activity near Bath' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('1');
    expect(items[0]).toHaveTextContent('Bath, 0.6 miles away');
    expect(items[1]).toHaveTextContent('Job request');
    await user.click(screen.getByRole('link', { name: 'Fence panels blown down' }));
    expect(router.state.location.pathname).toBe(`/home/post/${job.id}`);
  });

  it('says so when nobody has posted near the place', () => {
    renderList({ posts: [] });
    expect(screen.getByRole('heading', { name: 'No posts near Bath yet' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, and the server sentence with a retry when it fails', async () => {
    const user = userEvent.setup();
    renderList({ state: 'pending', posts: [] });
    expect(screen.getByRole('status', { name: 'Loading results' })).toBeInTheDocument();

    document.body.innerHTML = '';
    const { props } = renderList({ state: 'error', posts: [], error: new ApiError(500, 'INTERNAL', 'The community feed is resting.') });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load community activity');
    expect(alert).toHaveTextContent('The community feed is resting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });

  it('asks a visitor to sign in, coming back to the map', async () => {
    const user = userEvent.setup();
    const { router } = renderList({ signedIn: false });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/auth/signin');
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/map?place=Bath')}`);
  });
});

describe('community markers on the map', () => {
  it('puts each located post on the map as a community marker that opens the post', async () => {
    const pins = communityPins([leak, nowhere, job]);
    expect(pins.map((pin) => pin.id)).toEqual([leak.id, job.id]);
    expect(pins.every((pin) => pin.kind === 'community')).toBe(true);

    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          path: '/map',
          element: (
            <ResultsMap centre={bath} centreLabel="Bath" rangeMiles={5} searchLimitMiles={10} pins={pins} activeId={null} onActivate={vi.fn()} onRangeChange={vi.fn()} tileSource={null} layer="community" />
          ),
        },
        { path: '/home/post/:id', element: <p>Post page</p> },
      ],
      { initialEntries: ['/map'] },
    );
    render(<RouterProvider router={router} />);
    const map = screen.getByRole('group', { name: 'Map of results around Bath' });
    expect(within(map).getByRole('link', { name: '1. Post: Anyone know a good plumber?, 0.6 miles away' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pin colours' })).toHaveTextContent('Posts and job requests');
    await user.click(within(map).getByRole('link', { name: '3. Job request: Fence panels blown down, 1.4 miles away' }));
    expect(router.state.location.pathname).toBe(`/home/post/${job.id}`);
  });
});
