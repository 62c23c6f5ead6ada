import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type CreateWorkBody } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { aWork, CUSTOMER_ID, WORK_ID } from '../../../testing/work-fixtures';
import QuoteBuilderPage from '../pages/quote-builder-page';
import { fakeRealtime, renderAt, sessionAs } from './render-work';
import { platformConfigApi } from '../../../entities/platform-config';

const session = vi.hoisted(() => ({ current: {} as object }));
vi.mock('../../../lib/session', () => ({ useSession: () => session.current }));

const CONVERSATION = '0c1d2e3f-0000-4000-8000-0000000000cc';

function openBuilder() {
  fakeRealtime();
  return renderAt(`/managework/new?customerId=${CUSTOMER_ID}&conversationId=${CONVERSATION}`, [
    { path: '/managework/new', element: <QuoteBuilderPage /> },
    { path: '/managework/:id/edit', element: <QuoteBuilderPage /> },
    { path: '/managework/:id', element: <p>The work</p> },
  ]);
}

const totals = () => within(screen.getByRole('complementary', { name: 'Quote summary' }));
const lines = () => within(screen.getByRole('list', { name: 'Quote lines' }));

beforeEach(() => {
  session.current = sessionAs('TRADEPERSON');
  vi.spyOn(platformConfigApi, 'get').mockResolvedValue({ commissionRate: 4, cardFeesEnabled: true, recommendationRewardPence: 500, referralRewardPence: 2500 });
  vi.spyOn(client.business, 'getAllCategories').mockResolvedValue([]);
  vi.spyOn(client.chat, 'getConversations').mockResolvedValue({ items: [], nextCursor: null });
});
afterEach(() => vi.restoreAllMocks());

describe('the quote builder', () => {
  it('adds up lines with their VAT live, with the fees and what the tradesperson receives', async () => {
    const { user } = openBuilder();
    await user.type(await screen.findByLabelText('Line 1: what it is'), 'Combi boiler, fitted');
    await user.type(screen.getByLabelText('Price excl. VAT (£)'), '1,999.99');
    // 20 % is picked for a new line; VAT on £1,999.99 is £400.00 (399.998 rounds half-up).
    expect(totals().getByText('£2,399.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    const second = lines().getAllByRole('listitem')[1]!;
    await user.type(within(second).getByLabelText('Line 2: what it is'), 'Magnetic filter');
    await user.type(within(second).getByLabelText('Price excl. VAT (£)'), '100');
    await user.click(within(second).getByRole('button', { name: '5 % VAT' }));
    expect(within(second).getByRole('button', { name: '5 % VAT' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(second).getByText('£105.00')).toBeInTheDocument();

    const shown = totals()
      .getAllByRole('definition')
      .map((d) => d.textContent);
    // Subtotal £2,099.99, VAT £405.00, total £2,504.99; 4.8 % is £120.24; card 1.5 % + 20p is £37.77.
    expect(shown).toEqual(['£2,099.99', '£405.00', '£2,504.99', '£500–£5,000', '−£120.24', '−£37.77', '£2,346.98']);
  });

  it('reorders lines with the keyboard, keeping focus on the arrow', async () => {
    const { user } = openBuilder();
    await user.type(await screen.findByLabelText('Line 1: what it is'), 'First');
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.type(screen.getByLabelText('Line 2: what it is'), 'Second');
    screen.getByRole('button', { name: 'Move Second up' }).focus();
    await user.keyboard('{Enter}');
    expect(lines().getAllByRole('textbox', { name: /what it is/ }).map((i) => (i as HTMLInputElement).value)).toEqual(['Second', 'First']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Second down' })).toHaveFocus());
    expect(screen.getByText('Second is now line 1 of 2.')).toBeInTheDocument();
  });

  it.each([
    ['Deposit and balance', ['300.00', '900.00']],
    ['Equal stages', ['400.00', '400.00', '400.00']],
    ['All on completion', ['1200.00']],
  ])('the %s preset splits the total exactly', async (preset, amounts) => {
    const { user } = openBuilder();
    await user.type(await screen.findByLabelText('Price excl. VAT (£)'), '1000');
    await user.click(screen.getByRole('button', { name: preset }));
    const payments = within(screen.getByRole('list', { name: 'Payments' }));
    expect(payments.getAllByLabelText('Amount (£)').map((i) => (i as HTMLInputElement).value)).toEqual(amounts);
    expect(screen.getByText('Adds up to £1,200.00')).toBeInTheDocument();
  });

  it('says how far a schedule is off, and puts the difference on the last payment', async () => {
    const { user } = openBuilder();
    await user.type(await screen.findByLabelText('Price excl. VAT (£)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Deposit and balance' }));
    await user.type(screen.getByLabelText('Price excl. VAT (£)'), '0');
    expect(screen.getByText('£10,800.00 still to schedule')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Put the difference on the last payment' }));
    expect(screen.getByText('Adds up to £12,000.00')).toBeInTheDocument();
  });

  it('sends a quote for the customer of the conversation, new lines numbered highest plus one', async () => {
    const { user, router } = openBuilder();
    await user.type(await screen.findByLabelText('Title'), 'New boiler');
    await user.type(screen.getByLabelText('Description'), 'Swap the old back boiler for a combi.');
    await user.type(screen.getByLabelText('Line 1: what it is'), 'Boiler');
    await user.type(screen.getByLabelText('Price excl. VAT (£)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    const third = lines().getAllByRole('listitem')[1]!;
    await user.type(within(third).getByLabelText('Line 2: what it is'), 'Flush');
    await user.type(within(third).getByLabelText('Price excl. VAT (£)'), '50.5');
    await user.click(within(third).getByRole('button', { name: '0 % VAT' }));
    await user.click(screen.getByRole('button', { name: 'All on completion' }));

    const create = vi.spyOn(client.work, 'create').mockImplementation(async () => aWork({ viewerSide: 'TRADEPERSON', quoteStatus: 'DRAFT' }));
    const send = vi.spyOn(client.work, 'updateQuoteStatus').mockResolvedValue(aWork({ viewerSide: 'TRADEPERSON' }));
    await user.click(screen.getByRole('button', { name: 'Send quote' }));

    await waitFor(() => expect(send).toHaveBeenCalledWith({ params: { id: WORK_ID }, body: { status: 'SENT' } }));
    const body = create.mock.calls[0]![0].body as CreateWorkBody;
    expect(body).toMatchObject({ customerId: CUSTOMER_ID, conversationId: CONVERSATION, title: 'New boiler', mode: 'STANDARD' });
    expect(body.lineItems).toEqual([
      { description: 'Boiler', price: 100_000, vat: 20, priority: 1 },
      // Line 2 was removed; the next line still took the highest priority plus one.
      { description: 'Flush', price: 5_050, vat: 0, priority: 3 },
    ]);
    expect(body.payments).toEqual([{ description: 'Payment on completion', amountPence: 125_050, dueDate: expect.stringMatching(/T12:00:00.000Z$/) }]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/managework/${WORK_ID}`));
  });

  it('points at what to fix instead of sending', async () => {
    const { user } = openBuilder();
    const create = vi.spyOn(client.work, 'create');
    await user.type(await screen.findByLabelText('Price excl. VAT (£)'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(screen.getByText('Give the quote a title')).toBeInTheDocument();
    expect(screen.getByText('Enter the price in pounds, e.g. 120 or 120.50')).toBeInTheDocument();
    expect(screen.getByText('Add the payments the customer will make, or choose a preset')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps a quick quote free of a schedule and saves it as a draft', async () => {
    const { user, router } = openBuilder();
    await user.type(await screen.findByLabelText('Title'), 'Dripping tap');
    await user.type(screen.getByLabelText('Description'), 'New washer.');
    await user.type(screen.getByLabelText('Line 1: what it is'), 'Washer and labour');
    await user.type(screen.getByLabelText('Price excl. VAT (£)'), '60');
    await user.click(screen.getByRole('radio', { name: /Quick/ }));
    expect(screen.queryByRole('button', { name: 'Equal stages' })).not.toBeInTheDocument();
    const create = vi.spyOn(client.work, 'create').mockResolvedValue(aWork({ viewerSide: 'TRADEPERSON', quoteStatus: 'DRAFT' }));
    const send = vi.spyOn(client.work, 'updateQuoteStatus');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/managework/${WORK_ID}`));
    expect(create.mock.calls[0]![0].body).toMatchObject({ mode: 'QUICK', payments: [] });
    expect(send).not.toHaveBeenCalled();
  });

  it('goes on editing the saved draft when sending fails, so a retry makes no second quote', async () => {
    const { user, router } = openBuilder();
    await user.type(await screen.findByLabelText('Title'), 'Dripping tap');
    await user.type(screen.getByLabelText('Description'), 'New washer.');
    await user.type(screen.getByLabelText('Line 1: what it is'), 'Washer');
    await user.type(screen.getByLabelText('Price excl. VAT (£)'), '60');
    await user.click(screen.getByRole('button', { name: 'All on completion' }));
    vi.spyOn(client.work, 'create').mockResolvedValue(aWork({ viewerSide: 'TRADEPERSON', quoteStatus: 'DRAFT' }));
    vi.spyOn(client.work, 'updateQuoteStatus').mockRejectedValue(new ApiError(503, 'UNAVAILABLE', 'Try again in a minute.'));
    vi.spyOn(client.work, 'getById').mockResolvedValue(aWork({ viewerSide: 'TRADEPERSON', quoteStatus: 'DRAFT' }));
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/managework/${WORK_ID}/edit`));
  });

  it('edits a draft in place: its lines come back in order, and saving changes that work', async () => {
    fakeRealtime();
    const draft = aWork({ viewerSide: 'TRADEPERSON', quoteStatus: 'DRAFT', mode: 'QUICK', payments: [] });
    vi.spyOn(client.work, 'getById').mockResolvedValue(draft);
    const update = vi.spyOn(client.work, 'update').mockResolvedValue(draft);
    const create = vi.spyOn(client.work, 'create');
    const { user, router } = renderAt(`/managework/${WORK_ID}/edit`, [
      { path: '/managework/:id/edit', element: <QuoteBuilderPage /> },
      { path: '/managework/:id', element: <p>The work</p> },
    ]);
    expect(await screen.findByRole('heading', { name: 'Your draft quote for Amelia Clarke' })).toBeInTheDocument();
    expect(lines().getAllByRole('textbox', { name: /what it is/ }).map((i) => (i as HTMLInputElement).value)).toEqual(['Bathroom suite, fitted', 'Waste removal']);
    expect(screen.getByRole('radio', { name: /Quick/ })).toBeChecked();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'New bathroom suite');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/managework/${WORK_ID}`));
    expect(update).toHaveBeenCalledWith({ params: { id: WORK_ID }, body: expect.objectContaining({ title: 'New bathroom suite', mode: 'QUICK' }) });
    expect(update.mock.calls[0]![0].body.lineItems?.map((l) => [l.price, l.vat, l.priority])).toEqual([
      [100_000, 20, 1],
      [10_000, 0, 2],
    ]);
    expect(create).not.toHaveBeenCalled();
  });

  it('does not offer to edit a quote that has been sent', async () => {
    fakeRealtime();
    vi.spyOn(client.work, 'getById').mockResolvedValue(aWork({ viewerSide: 'TRADEPERSON', quoteStatus: 'SENT' }));
    renderAt(`/managework/${WORK_ID}/edit`, [{ path: '/managework/:id/edit', element: <QuoteBuilderPage /> }]);
    expect(await screen.findByRole('heading', { name: 'This quote has been sent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the work' })).toHaveAttribute('href', `/managework/${WORK_ID}`);
  });
});
