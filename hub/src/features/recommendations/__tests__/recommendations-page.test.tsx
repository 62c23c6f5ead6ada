import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Recommendation } from '@tradeshub/sdk';
import { useToasts } from '../../../lib/toasts';

const api = vi.hoisted(() => ({ getAll: vi.fn(), delete: vi.fn(), revoke: vi.fn() }));
vi.mock('../../../lib/client', () => ({ client: { recommendations: api } }));

const { default: RecommendationsPage } = await import('../pages/recommendations-page');

const BUSINESS_ID = '2f1d6a4e-7c1b-4f7e-9a53-0c6f1f0b9d11';
const recommendation: Recommendation = {
  id: 'aa8012e0-0000-4000-8000-000000000001',
  referralCode: '7d3c1b2a-1111-4a2b-8c3d-4e5f60718293',
  status: 'ACCEPTED',
  businessId: BUSINESS_ID,
  business: { id: BUSINESS_ID, name: 'Aire Valley Plumbing' },
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
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <RecommendationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const toastTexts = () => useToasts.getState().toasts.map((t) => `${t.tone}: ${t.text}`);

async function confirm(action: 'Delete' | 'Revoke') {
  await userEvent.click(await screen.findByRole('button', { name: `${action} your recommendation of Aire Valley Plumbing` }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: action }));
}

beforeEach(() => {
  vi.resetAllMocks();
  useToasts.setState({ toasts: [] });
  api.getAll.mockResolvedValue({ items: [recommendation], nextCursor: null });
});
afterEach(() => vi.restoreAllMocks());

describe('deleting a recommendation', () => {
  it('only logs a failure (spec section 8): no toast, the dialog closes and the recommendation stays listed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new ApiError(500, 'INTERNAL', 'Something went wrong on our side.');
    api.delete.mockRejectedValue(failure);
    renderPage();

    await confirm('Delete');

    await waitFor(() => expect(warn).toHaveBeenCalledWith(`[tradeshub] Deleting recommendation ${recommendation.id} failed`, failure));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastTexts()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Aire Valley Plumbing' })).toBeInTheDocument();
  });

  it('confirms a delete that worked', async () => {
    api.delete.mockResolvedValue(null);
    renderPage();
    await confirm('Delete');
    await waitFor(() => expect(toastTexts()).toEqual(['success: Recommendation deleted']));
  });
});

describe('revoking a recommendation', () => {
  it('shows a failure as an error toast with the server\'s sentence (spec section 8)', async () => {
    api.revoke.mockRejectedValue(new ApiError(409, 'CONFLICT', 'This recommendation was already revoked.'));
    renderPage();
    await confirm('Revoke');
    await waitFor(() => expect(toastTexts()).toEqual(['error: This recommendation was already revoked.']));
  });
});
