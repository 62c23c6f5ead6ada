import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { ApiError, type Message } from '@tradeshub/sdk';
import { workKeys } from '../../../entities/work';
import { client } from '../../../lib/client';
import { aWork } from '../../../testing/work-fixtures';
import { usePendingMessages } from '../stores/pending-messages';
import { CONVERSATION, ME, SAM, conversation, detail, message } from './fixtures';
import { fakeRealtime, renderMessages } from './render-messages';
import { loadRealtime } from '../../../lib/realtime';

const session = vi.hoisted(() => ({ isAuthenticated: true, isLoading: false, isBusinessUser: false, userInfo: { id: '' } }));
vi.mock('../../../lib/session', () => ({ useSession: () => session }));

const OTHER = '00000000-0000-4000-8000-0000000000c2';
const receiptOf = (m: Message) => ({ query: { messageId: m.id }, body: { senderId: m.senderId, conversationId: m.conversationId } });

beforeEach(() => {
  session.userInfo = { id: ME };
  session.isBusinessUser = false;
  localStorage.clear();
  usePendingMessages.setState({ pending: [] });
  vi.spyOn(client.chat, 'getDraft').mockResolvedValue(null);
  vi.spyOn(client.chat, 'saveDraft').mockImplementation(async ({ body }) => ({ ...body, updatedAt: new Date().toISOString() }));
  vi.spyOn(client.chat, 'deleteDraft').mockResolvedValue(null);
  vi.spyOn(client.chat, 'markAsDelivered').mockImplementation(async ({ query }) => message({ id: query.messageId, delivered: true }));
  vi.spyOn(client.chat, 'markAllAsRead').mockImplementation(async ({ body }) => ({ conversationId: body.conversationId, seenCount: 1 }));
  vi.spyOn(client.presence, 'getOnlineUsers').mockResolvedValue({ onlineUserIds: [] });
  vi.spyOn(client.user, 'getBlockStatus').mockResolvedValue({ youBlocked: false, canContact: true });
});
afterEach(() => vi.restoreAllMocks());

// The socket arrives with the client (lib/realtime.ts); loaded first, pushes reach listeners at once.
beforeAll(() => loadRealtime());

describe('the conversation list', () => {
  it("keeps only the customer's side, with unseen counts, the last message and who is online", async () => {
    fakeRealtime();
    const last = message({ text: 'Can you come on Tuesday?' });
    // A conversation where this user is the tradesperson side (a customer wrote to their business).
    const asBusiness = conversation({ id: OTHER, senderId: SAM, receiverId: ME, userProfile: { ...conversation().userProfile, firstName: 'Priya', id: SAM } });
    vi.spyOn(client.chat, 'getConversations').mockResolvedValue({ items: [conversation({ unseenMessages: 2, lastMessage: last }), asBusiness], nextCursor: null });
    vi.mocked(client.presence.getOnlineUsers).mockResolvedValue({ onlineUserIds: [SAM] });
    renderMessages('/messages');

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const row = within(list).getByRole('link', { name: 'Sam Clarke, 2 unread' });
    expect(row).toHaveAttribute('href', `/messages/${CONVERSATION}`);
    expect(within(row).getByText('Can you come on Tuesday?')).toBeInTheDocument();
    expect(await within(row).findByText('Online')).toBeInTheDocument();
    expect(within(list).queryByText(/Priya/)).not.toBeInTheDocument();
    // The last message reached this device, so it is marked delivered.
    expect(client.chat.markAsDelivered).toHaveBeenCalledWith(receiptOf(last));
  });

  it("lists an assessor's ASSESSMENT conversation in either mode, marked as an assessment", async () => {
    fakeRealtime();
    // The assessor (a business) started it with this business user: by the sides rule it would sit in customer mode only.
    const assessment = conversation({ id: OTHER, kind: 'ASSESSMENT', senderId: SAM, receiverId: ME, startedByTradesperson: true });
    vi.spyOn(client.chat, 'getConversations').mockResolvedValue({ items: [assessment], nextCursor: null });
    session.isBusinessUser = true;
    renderMessages('/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const row = within(list).getByRole('link', { name: 'Sam Clarke, independent assessment' });
    expect(within(row).getByText('Assessment')).toBeInTheDocument();
  });

  it('says so when there are none, with a way to find a tradesperson', async () => {
    fakeRealtime();
    vi.spyOn(client.chat, 'getConversations').mockResolvedValue({ items: [], nextCursor: null });
    renderMessages('/messages');
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tradesperson' })).toHaveAttribute('href', '/findabussiness');
  });
});

describe('a thread', () => {
  function openThread(messages: Message[]) {
    const realtime = fakeRealtime();
    vi.spyOn(client.chat, 'getConversations').mockResolvedValue({ items: [conversation({ lastMessage: messages.at(-1) ?? null })], nextCursor: null });
    vi.spyOn(client.chat, 'getConversationById').mockResolvedValue(detail(messages));
    return { realtime, ...renderMessages(`/messages/${CONVERSATION}`) };
  }

  it('shows the messages and marks the conversation seen once', async () => {
    const incoming = [message({ text: 'Morning!' }), message({ text: 'Is the boiler still leaking?' })];
    openThread(incoming);
    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(within(thread).getByText('Is the boiler still leaking?')).toBeInTheDocument();
    await waitFor(() => expect(client.chat.markAllAsRead).toHaveBeenCalledWith({ body: { conversationId: CONVERSATION } }));
    expect(client.chat.markAllAsRead).toHaveBeenCalledTimes(1);
  });

  it('blocks the other person from the thread: the message box gives way to a notice until they are unblocked', async () => {
    vi.mocked(client.user.getBlockStatus)
      .mockResolvedValueOnce({ youBlocked: false, canContact: true })
      .mockResolvedValueOnce({ youBlocked: true, canContact: false })
      .mockResolvedValue({ youBlocked: false, canContact: true });
    const block = vi.spyOn(client.user, 'block').mockResolvedValue(null);
    const unblock = vi.spyOn(client.user, 'unblock').mockResolvedValue(null);
    openThread([message({ text: 'Morning!' })]);
    await screen.findByRole('list', { name: 'Messages' });
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }));
    expect(block).toHaveBeenCalledWith({ body: { userId: SAM } });
    expect(await screen.findByText(/Unblock them to send a message\./)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(unblock).toHaveBeenCalledWith({ body: { userId: SAM } });
    expect(await screen.findByRole('textbox')).toBeInTheDocument();
  });

  it('shows a pushed message once, however often it arrives, and tells the sender it was delivered', async () => {
    const { realtime } = openThread([message({ text: 'Hello' })]);
    const thread = await screen.findByRole('list', { name: 'Messages' });
    const pushed = message({ text: 'I can come at 10.' });
    act(() => {
      realtime.push('MESSAGE', pushed);
      realtime.push('MESSAGE', pushed);
    });
    expect(await within(thread).findAllByText('I can come at 10.')).toHaveLength(1);
    expect(client.chat.markAsDelivered).toHaveBeenCalledWith(receiptOf(pushed));
    await waitFor(() => expect(client.chat.markAllAsRead).toHaveBeenCalledTimes(2));
  });

  it('keeps a message pushed while the thread is still loading from before it', async () => {
    const realtime = fakeRealtime();
    vi.spyOn(client.chat, 'getConversations').mockResolvedValue({ items: [conversation()], nextCursor: null });
    const before = detail([message({ text: 'Hello' })]);
    const pushed = message({ text: 'Are you still there?' });
    let answerFirstLoad: (value: typeof before) => void = () => undefined;
    const load = vi
      .spyOn(client.chat, 'getConversationById')
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirstLoad = resolve)))
      .mockResolvedValue(detail([message({ text: 'Hello' }), pushed]));
    renderMessages(`/messages/${CONVERSATION}`);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    act(() => realtime.push('MESSAGE', pushed));
    // The first load was read before the message was sent, and answers without it.
    await act(async () => answerFirstLoad(before));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(await within(thread).findByText('Are you still there?')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('moves a sent message from one tick to delivered to seen as the receipts arrive', async () => {
    const mine = message({ senderId: ME, receiverId: SAM, text: 'See you then' });
    const { realtime } = openThread([mine]);
    const bubble = (await screen.findByText('See you then')).closest('li')!;
    expect(within(bubble).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    act(() => realtime.push('MESSAGE_DELIVERED', { messageId: mine.id, conversationId: CONVERSATION }));
    expect(await within(bubble).findByRole('img', { name: 'Delivered' })).toBeInTheDocument();
    act(() => realtime.push('CONVERSATION_SEEN', { conversationId: CONVERSATION, seenBy: SAM }));
    expect(await within(bubble).findByRole('img', { name: 'Seen' })).toBeInTheDocument();
  });

  it("edits the user's own chat message from the keyboard: Escape leaves it, Enter saves it marked Edited", async () => {
    const mine = message({ senderId: ME, receiverId: SAM, text: 'See you Tuesday' });
    const theirs = message({ text: 'Great, thanks' });
    const { user } = openThread([mine, theirs]);
    const edit = vi.spyOn(client.chat, 'editMessage').mockImplementation(async ({ body }) => ({ ...mine, text: body.text, editedAt: new Date().toISOString() }));
    const thread = await screen.findByRole('list', { name: 'Messages' });
    const bubble = within(thread).getByText('See you Tuesday').closest('li')!;
    expect(within(within(thread).getByText('Great, thanks').closest('li')!).queryByRole('button', { name: 'Edit your message' })).not.toBeInTheDocument();

    await user.click(within(bubble).getByRole('button', { name: 'Edit your message' }));
    await user.keyboard('{Escape}');
    expect(within(bubble).getByText('See you Tuesday')).toBeInTheDocument();
    expect(edit).not.toHaveBeenCalled();

    await user.click(within(bubble).getByRole('button', { name: 'Edit your message' }));
    const box = within(bubble).getByRole('textbox', { name: 'Edit your message' });
    await user.clear(box);
    await user.type(box, 'See you Wednesday{Enter}');
    expect(edit).toHaveBeenCalledWith({ params: { id: mine.id }, body: { text: 'See you Wednesday' } });
    expect(await within(bubble).findByText('See you Wednesday')).toBeInTheDocument();
    expect(within(bubble).getByText('· Edited')).toBeInTheDocument();
  });

  it("keeps the edit open with the server's sentence when it is refused", async () => {
    const mine = message({ senderId: ME, receiverId: SAM, text: 'See you Tuesday' });
    const { user } = openThread([mine]);
    vi.spyOn(client.chat, 'editMessage').mockRejectedValue(new ApiError(403, 'FORBIDDEN', 'You cannot message this person.'));
    const bubble = (await screen.findByText('See you Tuesday')).closest('li')!;
    await user.click(within(bubble).getByRole('button', { name: 'Edit your message' }));
    await user.type(within(bubble).getByRole('textbox'), '!{Enter}');
    expect(await within(bubble).findByRole('alert')).toHaveTextContent('You cannot message this person.');
    expect(within(bubble).getByRole('textbox')).toHaveValue('See you Tuesday!');
  });

  it('sends on Enter, shows the message at once, and clears the draft', async () => {
    const { user } = openThread([]);
    const sent = message({ senderId: ME, receiverId: SAM, text: 'Could you quote for a new radiator?' });
    let confirm: (m: Message) => void = () => undefined;
    vi.spyOn(client.chat, 'createMessage').mockImplementation(() => new Promise((resolve) => (confirm = resolve)));
    const box = await screen.findByLabelText('Message Sam Clarke');
    await user.type(box, 'Could you quote{Shift>}{Enter}{/Shift}');
    expect(box).toHaveValue('Could you quote\n');
    await user.clear(box);
    await user.type(box, 'Could you quote for a new radiator?{Enter}');

    expect(box).toHaveValue('');
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    expect(client.chat.createMessage).toHaveBeenCalledWith({
      body: {
        conversationId: CONVERSATION,
        receiverId: SAM,
        type: 'CHAT',
        text: 'Could you quote for a new radiator?',
        attachmentIds: [],
        clientMessageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    act(() => confirm(sent));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    const bubble = screen.getByText('Could you quote for a new radiator?').closest('li')!;
    expect(within(bubble).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(client.chat.deleteDraft).toHaveBeenCalledWith({ params: { id: CONVERSATION } });
  });

  it('keeps a message that failed to send, with the reason, until it is retried', async () => {
    const { user } = openThread([]);
    const sent = message({ senderId: ME, receiverId: SAM, text: 'Are you free on Friday?' });
    const create = vi
      .spyOn(client.chat, 'createMessage')
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'We could not reach Tradeshub. Check your connection.'))
      .mockResolvedValueOnce(sent);
    await user.type(await screen.findByLabelText('Message Sam Clarke'), 'Are you free on Friday?{Enter}');

    expect(await screen.findByText('Not sent — We could not reach Tradeshub. Check your connection.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Not sent/)).not.toBeInTheDocument());
    // The retry carries the first attempt's id, so a send that did arrive is not doubled.
    const [first, second] = vi.mocked(client.chat.createMessage).mock.calls.map(([request]) => request.body.clientMessageId);
    expect(second).toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(create).toHaveBeenCalledTimes(2);
    expect(screen.getAllByText('Are you free on Friday?')).toHaveLength(1);
  });

  it('brings back the saved draft and saves what is typed', async () => {
    vi.mocked(client.chat.getDraft).mockResolvedValue({ conversationId: CONVERSATION, text: 'Half-written question', updatedAt: new Date().toISOString() });
    const { user } = openThread([]);
    const box = await screen.findByLabelText('Message Sam Clarke');
    await waitFor(() => expect(box).toHaveValue('Half-written question'));
    await user.type(box, ' about the patio');
    await waitFor(() =>
      expect(client.chat.saveDraft).toHaveBeenCalledWith({ body: { conversationId: CONVERSATION, text: 'Half-written question about the patio' } }),
    );
    expect(client.chat.saveDraft).toHaveBeenCalledTimes(1);
  });

  it('reacts with an emoji from the keyboard-reachable menu', async () => {
    const incoming = message({ text: 'Job done!' });
    const { user } = openThread([incoming]);
    vi.spyOn(client.chat, 'updateReaction').mockResolvedValue({ ...incoming, receiverReaction: '👍' });
    const bubble = (await screen.findByText('Job done!')).closest('li')!;
    await user.click(within(bubble).getByRole('button', { name: 'React to this message' }));
    await user.click(await screen.findByRole('menuitem', { name: 'React with 👍' }));
    expect(client.chat.updateReaction).toHaveBeenCalledWith({ body: { messageId: incoming.id, reaction: '👍' } });
    expect(await within(bubble).findByLabelText('Reactions: 👍 from you')).toBeInTheDocument();
  });

  it('shows a quote message as a card with its status label', async () => {
    const workId = '00000000-0000-4000-8000-0000000000w1';
    openThread([message({ type: 'QUOTE', text: 'New boiler, fitted', workId })]);
    vi.spyOn(client.work, 'getById').mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'There is no such work.'));
    expect(await screen.findByText('Quote sent')).toBeInTheDocument();
    expect(screen.getByText('New boiler, fitted')).toBeInTheDocument();
  });

  it("shows a quote card with the work's live quote status, opening the work", async () => {
    const work = aWork({ quoteStatus: 'SENT' });
    vi.spyOn(client.work, 'getById').mockResolvedValue(work);
    const { queryClient } = openThread([message({ type: 'QUOTE', text: 'Here is my quote', workId: work.id })]);
    // The card reads 'Quote sent' until the work loads, so wait on the work's amount first.
    expect(await screen.findByText('£1,300.00')).toBeInTheDocument();
    expect(screen.getByTestId('quote-status')).toHaveTextContent('Quote sent');
    expect(screen.getByRole('link', { name: 'Open the quote' })).toHaveAttribute('href', `/managework/${work.id}`);
    vi.mocked(client.work.getById).mockResolvedValue({ ...work, status: 'ACCEPTED', quoteStatus: 'ACCEPTED' });
    // What the shell does on CONTRACT_UPDATED (app/shell/signed-in-live.tsx).
    await act(() => queryClient.invalidateQueries({ queryKey: workKeys.all }));
    expect(await screen.findByText('Quote Accepted')).toBeInTheDocument();
  });

  it.each([
    ['the business side', { senderId: SAM, receiverId: ME }, true],
    ['the customer side', {}, false],
  ])('offers to send a quote on %s only', async (_, sides, offered) => {
    fakeRealtime();
    vi.spyOn(client.chat, 'getConversations').mockResolvedValue({ items: [], nextCursor: null });
    vi.spyOn(client.chat, 'getConversationById').mockResolvedValue(detail([message({ text: 'Hi' })], null, sides));
    renderMessages(`/messages/${CONVERSATION}`);
    await screen.findByText('Hi');
    const link = screen.queryByRole('link', { name: 'Send a quote' });
    if (offered) expect(link).toHaveAttribute('href', `/managework/new?conversationId=${CONVERSATION}&customerId=${SAM}`);
    else expect(link).not.toBeInTheDocument();
  });

  it("refuses a file the server would refuse, before uploading it, with the sdk's sentence", async () => {
    openThread([]);
    // The picker's accept list keeps most of these out; the check stands behind it.
    const user = userEvent.setup({ applyAccept: false });
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    await screen.findByLabelText('Message Sam Clarke');
    const picker = screen.getByTestId('attachment-picker');
    await user.upload(picker, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText(/setup\.exe cannot be attached\. You can attach images/)).toBeInTheDocument();
    const huge = new File(['x'], 'plans.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 25 * 1024 * 1024 });
    await user.upload(picker, huge);
    expect(await screen.findByText('Documents can be up to 20 MB and this file is 25 MB. Choose a smaller file.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove setup.exe' }));
    expect(screen.queryByText(/setup\.exe cannot be attached/)).not.toBeInTheDocument();
  });
});
