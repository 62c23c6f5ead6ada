import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserDetail } from '@tradeshub/sdk';

const api = vi.hoisted(() => ({ getUser: vi.fn(), suspendUser: vi.fn(), restoreUser: vi.fn(), endUserSessions: vi.fn(), getConsoleCounts: vi.fn() }));
vi.mock('../../../lib/client', () => ({ client: { admin: api } }));
vi.mock('../../../lib/session', () => ({ useSession: () => ({ isAuthenticated: true, isLoading: false, userInfo: { id: 'op', role: 'ADMIN' } }) }));

const { default: UserPage } = await import('../pages/user-page');

const USER_ID = 'c0ffee00-0000-4000-8000-000000000001';
const cara: AdminUserDetail = {
  id: USER_ID,
  firstName: 'Cara',
  lastName: 'Customer',
  email: 'cara@example.co.uk',
  role: 'CUSTOMER',
  business: null,
  emailVerified: true,
  suspendedAt: null,
  suspendedReason: null,
  activeSessions: 2,
  lastSeenAt: '2026-11-25T09:30:00.000Z',
  createdAt: '2026-01-03T12:00:00.000Z',
  recentActivity: [{ kind: 'REVIEW_WRITTEN', text: 'Reviewed Aire Valley Plumbing (1 of 5)', at: '2026-11-24T15:05:00.000Z' }],
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/admin/users/${USER_ID}`]}>
        <Routes>
          <Route path="/admin/users/:id" element={<UserPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
  api.getConsoleCounts.mockResolvedValue({ moderation: 3, users: 0, audit: 1, content: 20, config: 0, outbox: 2, payments: 0 });
});

describe('a user in the console', () => {
  it('shows their sessions, activity and dates the British way, and counts each section', async () => {
    api.getUser.mockResolvedValue(cara);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Cara Customer' })).toBeInTheDocument();
    expect(screen.getByText('2 sessions')).toBeInTheDocument();
    expect(screen.getByText('Reviewed Aire Valley Plumbing (1 of 5)')).toBeInTheDocument();
    expect(screen.getByText('24 Nov 2026, 15:05')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Moderation, 3 waiting' })).toBeInTheDocument();
  });

  it('suspends only with a reason, and sends the reason', async () => {
    api.getUser.mockResolvedValue(cara);
    api.suspendUser.mockResolvedValue({ ...cara, suspendedAt: '2026-11-25T10:00:00.000Z', activeSessions: 0 });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeInTheDocument();
    expect(api.suspendUser).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Spam in every conversation.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(api.suspendUser).toHaveBeenCalledWith({ params: { id: USER_ID }, body: { reason: 'Spam in every conversation.' } });
  });

  it('says what went wrong when the user cannot be loaded', async () => {
    api.getUser.mockRejectedValue(new Error('offline'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'We could not load this user' })).toBeInTheDocument();
  });
});
