import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Work } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { answerMenuCounts } from '../../../testing/menu-counts';
import { aPayment, aWork, CUSTOMER_ID, TRADES_BUSINESS_ID } from '../../../testing/work-fixtures';
import ManageWorkPage from '../pages/manage-work-page';
import { fakeRealtime, renderAt, sessionAs } from './render-work';

const session = vi.hoisted(() => ({ current: {} as object }));
vi.mock('../../../lib/session', () => ({ useSession: () => session.current }));

const id = (n: number) => `0c1d2e3f-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
const page = (items: Work[]) => ({ items, nextCursor: null });

function renderList(path = '/managework') {
  fakeRealtime();
  return renderAt(path, [{ path: '/managework', element: <ManageWorkPage /> }]);
}

beforeEach(() => {
  session.current = sessionAs('CUSTOMER');
  answerMenuCounts();
  vi.spyOn(client.work, 'markManageWorkNotificationsSeen').mockResolvedValue(null);
  vi.spyOn(client.work, 'markManageWorkNotificationsSeenForBusiness').mockResolvedValue(null);
});
afterEach(() => vi.restoreAllMocks());

describe('the Manage Work list', () => {
  const works = [
    aWork({ id: id(1), title: 'New bathroom', status: 'OPEN', quoteStatus: 'SENT' }),
    aWork({
      id: id(2),
      title: 'Boiler service',
      status: 'IN_PROGRESS',
      quoteStatus: 'STARTED',
      totalPence: 60_000,
      payments: [aPayment({ status: 'PAID' }), aPayment({ status: 'REQUESTED', dueDate: '2026-03-05T12:00:00.000Z' })],
    }),
    aWork({ id: id(3), title: 'Leaking tap', status: 'COMPLETED_PENDING', quoteStatus: 'STARTED', totalPence: 1_600_000 }),
    aWork({ id: id(4), title: 'Garden tap', status: 'CLOSED', quoteStatus: 'STARTED' }),
    aWork({ id: id(5), title: 'Radiators', status: 'CANCELLED', quoteStatus: 'ACCEPTED' }),
  ];

  it("shows each work with the spec's status label and colour, value band and the business", async () => {
    vi.spyOn(client.work, 'getAll').mockResolvedValue(page(works));
    renderList();
    const list = await screen.findByRole('list', { name: 'Your work' });
    const row = (title: string) => within(list).getByRole('link', { name: title }).closest('li')!;

    const draft = within(row('New bathroom')).getByTestId('work-status');
    expect(draft).toHaveTextContent('Draft');
    expect(draft).toHaveStyle({ backgroundColor: '#FFBF89' });
    expect(within(row('New bathroom')).getByTestId('quote-status')).toHaveTextContent('Quote sent');
    expect(within(row('New bathroom')).getByText('Clarke & Patel Plumbing')).toBeInTheDocument();
    expect(within(row('New bathroom')).getByText('£500–£5,000')).toBeInTheDocument();

    expect(within(row('Boiler service')).getByTestId('work-status')).toHaveTextContent('Payment requested - Due Date: 05 Mar 2026');
    expect(within(row('Boiler service')).getByText('£600.00')).toBeInTheDocument();
    expect(within(row('Boiler service')).getByText('£500–£5,000')).toBeInTheDocument();
    // The spec's label keeps its trailing space.
    expect(within(row('Leaking tap')).getByTestId('work-status').textContent).toBe('Job completed [awaiting payment] ');
    expect(within(row('Leaking tap')).getByText('Over £15,000')).toBeInTheDocument();
    expect(within(row('Garden tap')).getByTestId('work-status')).toHaveStyle({ backgroundColor: 'rgba(67, 160, 71, 0.2)' });
    expect(within(row('Radiators')).getByTestId('work-status')).toHaveTextContent('Job Cancelled');
    expect(client.work.getAll).toHaveBeenCalledWith({ body: { customerId: CUSTOMER_ID, includeOpenContracts: true, limit: 20 } }, expect.anything());
  });

  it.each([
    ['Draft', ['New bathroom']],
    ['Active', ['Boiler service', 'Leaking tap']],
    ['Completed', ['Garden tap']],
    ['All', ['New bathroom', 'Boiler service', 'Leaking tap', 'Garden tap', 'Radiators']],
  ])('the %s filter keeps its works, and says how many', async (filter, titles) => {
    vi.spyOn(client.work, 'getAll').mockResolvedValue(page(works));
    const { user, router } = renderList();
    await screen.findByRole('list', { name: 'Your work' });
    const button = screen.getByRole('button', { name: `${filter} ${titles.length}` });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    const shown = within(screen.getByRole('list', { name: 'Your work' })).getAllByRole('heading').map((h) => h.textContent);
    expect(shown).toEqual(titles);
    expect(router.state.location.search).toBe(filter === 'All' ? '' : `?filter=${filter.toLowerCase()}`);
  });

  it("shows a tradesperson their business's works with the customer's name, and only that side", async () => {
    session.current = sessionAs('TRADEPERSON');
    const mine = aWork({ id: id(6), title: 'Kitchen sink', viewerSide: 'TRADEPERSON' });
    const asCustomer = aWork({ id: id(7), title: 'My own roof', viewerSide: 'CUSTOMER' });
    vi.spyOn(client.work, 'getAll').mockResolvedValue(page([mine, asCustomer]));
    renderList();
    const list = await screen.findByRole('list', { name: 'Your work' });
    expect(within(list).getByText('Amelia Clarke')).toBeInTheDocument();
    expect(within(list).queryByText('My own roof')).not.toBeInTheDocument();
    expect(client.work.getAll).toHaveBeenCalledWith({ body: { businessId: TRADES_BUSINESS_ID, includeOpenContracts: true, limit: 20 } }, expect.anything());
  });

  it.each([
    ['CUSTOMER', 'No quotes or jobs yet', 'Find a tradesperson'],
    ['TRADEPERSON', 'Send your first quote', 'Start a quote'],
  ] as const)('explains to a %s with no work how it starts', async (side, title, action) => {
    session.current = sessionAs(side);
    vi.spyOn(client.work, 'getAll').mockResolvedValue(page([]));
    renderList();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toBeInTheDocument();
  });

  it("says so with the server's sentence when the list cannot load, and tries again", async () => {
    const getAll = vi.spyOn(client.work, 'getAll').mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page(works));
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your work' })).toBeInTheDocument();
    expect(getAll).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['CUSTOMER', 'markManageWorkNotificationsSeen'],
    ['TRADEPERSON', 'markManageWorkNotificationsSeenForBusiness'],
  ] as const)('marks the %s updates seen when the list is opened', async (side, mark) => {
    session.current = sessionAs(side);
    answerMenuCounts({ manageWork: 2 });
    vi.spyOn(client.work, 'getAll').mockResolvedValue(page([]));
    renderList();
    await waitFor(() => expect(client.work[mark]).toHaveBeenCalledTimes(1));
  });
});
