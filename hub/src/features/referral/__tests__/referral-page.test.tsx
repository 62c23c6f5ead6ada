import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '@tradeshub/sdk';
import { platformConfigApi } from '../../../entities/platform-config';
import { useToasts } from '../../../lib/toasts';

const api = vi.hoisted(() => ({ getAll: vi.fn(), getBalance: vi.fn(), getEntries: vi.fn(), getReferralCode: vi.fn() }));
vi.mock('../../../lib/client', () => ({
  client: {
    recommendations: { getAll: api.getAll },
    rewards: { getBalance: api.getBalance, getEntries: api.getEntries, getReferralCode: api.getReferralCode },
  },
}));

const { default: ReferralPage } = await import('../pages/referral-page');

const CODE = '7d3c1b2a-1111-4a2b-8c3d-4e5f60718293';
const recommendation = (overrides: Partial<Recommendation>): Recommendation => ({
  id: 'aa8012e0-0000-4000-8000-000000000001',
  referralCode: CODE,
  status: 'ACCEPTED',
  businessId: '2f1d6a4e-7c1b-4f7e-9a53-0c6f1f0b9d11',
  business: { id: '2f1d6a4e-7c1b-4f7e-9a53-0c6f1f0b9d11', name: 'Aire Valley Plumbing' },
  recommender: null,
  referredBy: null,
  workCategory: { id: 'c0a8012e-0000-4000-8000-000000000001', title: 'Plumbing' },
  comment: null,
  invitedName: null,
  invitedEmail: null,
  invitedPhone: null,
  inviteCount: 0,
  inviteSentAt: null,
  respondedAt: null,
  revokedAt: null,
  createdAt: '2024-01-10T09:00:00.000Z',
  ...overrides,
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/referral', element: <ReferralPage /> }], { initialEntries: ['/referral'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const PAUSED_REASON = "Paused until you review 'New boiler' by Aire Valley Plumbing: rewards pause while a job finished more than 14 days ago has no review.";

beforeEach(() => {
  vi.resetAllMocks();
  useToasts.setState({ toasts: [] });
  vi.spyOn(platformConfigApi, 'get').mockResolvedValue({ commissionRate: 4, cardFeesEnabled: false, recommendationRewardPence: 500, referralRewardPence: 2500 });
  api.getBalance.mockResolvedValue({ availablePence: 0, pausedPence: 0, pausedReason: null });
  api.getEntries.mockResolvedValue({ items: [], nextCursor: null });
  api.getReferralCode.mockResolvedValue({ referralCode: '6b0c1d2e-0000-4000-8000-0000000000aa' });
});

describe('referral page', () => {
  it("offers the person's own referral link to copy, to /join with their code", async () => {
    api.getAll.mockResolvedValue({ items: [], nextCursor: null });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Your referral link' });
    expect(await within(section).findByDisplayValue(`${window.location.origin}/join?ref=6b0c1d2e-0000-4000-8000-0000000000aa`)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Copy your referral link' })).toBeInTheDocument();
    expect(within(section).getByText('£25.00')).toBeInTheDocument();
  });

  it('lists a link only for accepted, standing recommendations and copies it to the clipboard', async () => {
    api.getAll.mockResolvedValue({
      items: [
        recommendation({}),
        recommendation({ id: 'aa8012e0-0000-4000-8000-000000000002', status: 'PENDING', business: { id: 'b2', name: 'Pending Roofing' } }),
        recommendation({ id: 'aa8012e0-0000-4000-8000-000000000003', revokedAt: '2024-02-01T00:00:00.000Z', business: { id: 'b3', name: 'Revoked Sparks' } }),
      ],
      nextCursor: null,
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPage();

    const links = await screen.findByRole('list', { name: 'Your referral links' });
    expect(within(links).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Pending Roofing')).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Businesses you can refer' })).getByText('1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy the link to Aire Valley Plumbing' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/business/referral?uuid=${CODE}`);
    expect(useToasts.getState().toasts.map((t) => t.text)).toContain('Link to Aire Valley Plumbing copied. Paste it into a message to a friend.');
    expect(screen.getByRole('button', { name: 'Copy the link to Aire Valley Plumbing' })).toHaveTextContent('Copied ✓');
  });

  it('points a customer with nothing to share at finding a tradesperson', async () => {
    api.getAll.mockResolvedValue({ items: [recommendation({ status: 'PENDING' })], nextCursor: null });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No referral links yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tradesperson' })).toHaveAttribute('href', '/findabussiness');
  });

  it('shows the reward balance, each entry with why it was earned or paused, and what the rewards are', async () => {
    api.getAll.mockResolvedValue({ items: [recommendation({})], nextCursor: null });
    api.getBalance.mockResolvedValue({ availablePence: 3000, pausedPence: 500, pausedReason: PAUSED_REASON });
    api.getEntries.mockResolvedValue({
      items: [
        {
          id: 'bb8012e0-0000-4000-8000-000000000002',
          kind: 'RECOMMENDATION',
          state: 'PAUSED',
          amountPence: 500,
          reason: 'Dales Fencing accepted your recommendation.',
          pausedReason: PAUSED_REASON,
          createdAt: '2024-03-01T09:00:00.000Z',
        },
        {
          id: 'bb8012e0-0000-4000-8000-000000000001',
          kind: 'REFERRAL',
          state: 'AVAILABLE',
          amountPence: 2500,
          reason: 'Aire Valley Plumbing, a business you referred, was paid through Tradeshub for the first time.',
          pausedReason: null,
          createdAt: '2024-02-01T09:00:00.000Z',
        },
      ],
      nextCursor: null,
    });
    renderPage();

    expect(within(await screen.findByRole('group', { name: 'Reward balance' })).getByText('£30.00')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Paused rewards' })).getByText('£5.00')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText(PAUSED_REASON)).toBeInTheDocument();
    const entries = within(await screen.findByRole('list', { name: 'Your reward entries' })).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByText('Dales Fencing accepted your recommendation.')).toBeInTheDocument();
    expect(within(entries[0]!).getByText('Paused')).toBeInTheDocument();
    expect(within(entries[0]!).getByText(PAUSED_REASON)).toBeInTheDocument();
    expect(within(entries[1]!).getByText('+£25.00')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Earned')).toBeInTheDocument();
    expect(await screen.findByText(/You earn £5.00 when a business accepts your recommendation, and £25.00/)).toBeInTheDocument();
    // The link to share is still there to copy.
    expect(screen.getByRole('button', { name: 'Copy the link to Aire Valley Plumbing' })).toBeInTheDocument();
  });
});
