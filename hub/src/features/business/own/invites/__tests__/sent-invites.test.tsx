import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type Recommendation } from '@tradeshub/sdk';
import { useToasts } from '../../../../../lib/toasts';

const api = vi.hoisted(() => ({ getByBusinessId: vi.fn(), resendInvite: vi.fn(), delete: vi.fn() }));
vi.mock('../../../../../lib/client', () => ({ client: { recommendations: api } }));

const { SentInvites } = await import('../components/sent-invites');

const BUSINESS_ID = '2f1d6a4e-7c1b-4f7e-9a53-0c6f1f0b9d11';
const invite: Recommendation = {
  id: 'aa8012e0-0000-4000-8000-000000000001',
  referralCode: '7d3c1b2a-1111-4a2b-8c3d-4e5f60718293',
  status: 'PENDING',
  businessId: BUSINESS_ID,
  business: { id: BUSINESS_ID, name: 'Aire Valley Plumbing' },
  recommender: null,
  referredBy: null,
  workCategory: { id: 'c0a8012e-0000-4000-8000-000000000001', title: 'Plumbing' },
  comment: null,
  invitedName: 'Sam Patel',
  invitedEmail: 'sam@example.co.uk',
  invitedPhone: null,
  inviteCount: 1,
  inviteSentAt: '2024-01-10T09:00:00.000Z',
  respondedAt: null,
  revokedAt: null,
  createdAt: '2024-01-10T09:00:00.000Z',
};

function renderList() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SentInvites businessId={BUSINESS_ID} />
    </QueryClientProvider>,
  );
}

const toastTexts = () => useToasts.getState().toasts.map((t) => `${t.tone}: ${t.text}`);

beforeEach(() => {
  vi.resetAllMocks();
  useToasts.setState({ toasts: [] });
  api.getByBusinessId.mockResolvedValue({ items: [invite], nextCursor: null });
});

describe('resending an invitation', () => {
  it('confirms a resend', async () => {
    api.resendInvite.mockResolvedValue(null);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to Sam Patel' }));
    expect(api.resendInvite).toHaveBeenCalledWith({ params: { id: invite.id } });
    expect(toastTexts()).toContain('success: Invitation sent to Sam Patel again.');
  });

  it.each([
    ['drops the quotes the server wraps its message in', '"You have already resent this invitation 3 times today."', 'You have already resent this invitation 3 times today.'],
    ['shows an unquoted message as it is', 'This invitation was withdrawn, so it cannot be sent again.', 'This invitation was withdrawn, so it cannot be sent again.'],
    ['falls back when the server says nothing', '""', 'Failed to resend recommendation'],
  ])('%s', async (_name, serverMessage, shown) => {
    api.resendInvite.mockRejectedValue(new ApiError(429, 'TOO_MANY_REQUESTS', serverMessage));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to Sam Patel' }));
    expect(toastTexts()).toEqual([`error: ${shown}`]);
  });

  it('offers no resend once the customer has answered', async () => {
    api.getByBusinessId.mockResolvedValue({
      items: [{ ...invite, recommender: { id: 'u1', firstName: 'Sam', lastName: 'Patel', profileImageUrl: null, role: 'CUSTOMER' } }],
      nextCursor: null,
    });
    renderList();
    expect(await screen.findByText('Recommended you: waiting for your answer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });
});

describe('deleting an invitation', () => {
  it('only logs a failure, as for any recommendation (spec section 8), and keeps the invitation listed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new ApiError(500, 'INTERNAL', 'Something went wrong on our side.');
    api.delete.mockRejectedValue(failure);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the invitation to Sam Patel' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(warn).toHaveBeenCalledWith(`[tradeshub] Deleting invitation ${invite.id} failed`, failure));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastTexts()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Delete the invitation to Sam Patel' })).toBeInTheDocument();
    warn.mockRestore();
  });
});
