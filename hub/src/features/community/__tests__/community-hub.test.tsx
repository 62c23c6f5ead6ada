import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { ApiError, DEFAULT_HEADER_TEXT, type SocketStatus } from '@tradeshub/sdk';
import { client } from '../../../lib/client';
import { reads } from '../../../lib/plain-reads';
import HomePage from '../pages/home-page';
import PostPage from '../pages/post-page';
import { aComment, anActivity, aPost, aReply, ME, page, RULES } from './community-fixtures';
import { usePageHeaderStore } from '../../../lib/page-header';
import { loadRealtime } from '../../../lib/realtime';
import { session as sessionStore } from '../../../lib/session-store';
import { agesDrawn } from './counted-age';
import { FEED_TURNS } from '../api/get-feed';

// Post cards draw their age once each, however many turns the list takes.
vi.mock('../components/age', async (importOriginal) => (await import('./counted-age')).countedAge(importOriginal));

// The session as a tiny store, so a test can let the profile arrive after the first render.
const session = vi.hoisted(() => ({ current: {} as object, refresh: vi.fn(), listeners: new Set<() => void>() }));
vi.mock('../../../lib/session', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    session.listeners.add(listener);
    return () => void session.listeners.delete(listener);
  };
  return { useSession: () => useSyncExternalStore(subscribe, () => session.current), refreshSession: session.refresh };
});

function setSession(state: object) {
  session.current = state;
  for (const listener of session.listeners) listener();
}

function signedInCustomer(communityRuleAccepted: boolean) {
  setSession({
    isAuthenticated: true,
    isLoading: false,
    isBusinessUser: false,
    businessModeKnown: true,
    commissionRate: 4,
    userInfo: { ...ME, business: null, communityRuleAccepted },
  });
}

/** A stored token whose profile is still loading. */
function restoringSession(mode: { isBusinessUser: boolean; businessModeKnown: boolean }) {
  setSession({ isAuthenticated: true, isLoading: true, commissionRate: 4, userInfo: null, ...mode });
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/home', element: <HomePage /> },
      { path: '/home/post/:id', element: <PostPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  signedInCustomer(true);
  vi.spyOn(reads.community, 'getActivity').mockResolvedValue(page([]));
  vi.spyOn(client.business, 'getAllCategories').mockResolvedValue([]);
});
afterEach(() => vi.restoreAllMocks());

// The socket arrives with the client (lib/realtime.ts); loaded first, pushes reach listeners at once.
beforeAll(() => loadRealtime());

describe('the Community Hub', () => {
  it('draws its heading and the folded composer while the profile loads, then the feed and the activity', async () => {
    restoringSession({ isBusinessUser: false, businessModeKnown: true });
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue(page([aPost()]));
    renderAt('/home');

    expect(screen.getByRole('heading', { name: 'What’s happening near you' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Write a post/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts near you…');
    // Nothing that depends on who they are: not the sort, the feed or the rules they may not have accepted.
    expect(screen.queryByRole('group', { name: 'Sort posts' })).not.toBeInTheDocument();
    expect(screen.queryByText('Accept the community rules to post.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your activity' })).not.toBeInTheDocument();
    // The rules dialog is a lazy chunk: let it arrive, were it asked for, before saying it is not there.
    await act(async () => void (await import('../components/rules-prompt')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => signedInCustomer(true));
    expect(await screen.findByRole('article', { name: 'Anyone know a good roofer?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Write a post/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your activity' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives the rules the place of a form opened before the profile said they are not accepted', async () => {
    restoringSession({ isBusinessUser: false, businessModeKnown: true });
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue(page([]));
    vi.spyOn(client.content, 'getAllWebContentItems').mockResolvedValue([RULES]);
    const { user } = renderAt('/home');
    await user.click(screen.getByRole('button', { name: /^Write a post/ }));
    expect(await screen.findByRole('form', { name: 'Write a post' })).toBeInTheDocument();

    act(() => signedInCustomer(false));
    expect(await screen.findByRole('dialog', { name: 'Our community rules' })).toBeInTheDocument();
    expect(screen.getByText('Accept the community rules to post.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a post' })).not.toBeInTheDocument();
  });

  it('asks a newcomer whose profile arrives after the heading to accept the rules, once', async () => {
    restoringSession({ isBusinessUser: false, businessModeKnown: true });
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue(page([]));
    vi.spyOn(client.content, 'getAllWebContentItems').mockResolvedValue([RULES]);
    renderAt('/home');
    await act(async () => void (await import('../components/rules-prompt')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => signedInCustomer(false));
    expect(await screen.findByRole('dialog', { name: 'Our community rules' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByText('Accept the community rules to post.')).toBeInTheDocument();
  });

  it('waits for the profile to tell which hub it is when no mode is stored', async () => {
    restoringSession({ isBusinessUser: false, businessModeKnown: false });
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue(page([]));
    renderAt('/home');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByRole('heading', { name: 'What’s happening near you' })).not.toBeInTheDocument();

    expect(usePageHeaderStore.getState().text).toBe(DEFAULT_HEADER_TEXT);

    act(() => signedInCustomer(true));
    expect(await screen.findByRole('heading', { name: 'Nothing posted near you yet' })).toBeInTheDocument();
    expect(usePageHeaderStore.getState().text).toBe('Community Hub');
  });

  it('draws neither hub when the profile fails and no mode is stored, and offers to try again', async () => {
    setSession({ isAuthenticated: true, isLoading: false, isBusinessUser: false, businessModeKnown: false, commissionRate: 4, userInfo: null });
    const restore = vi.spyOn(sessionStore, 'restore').mockResolvedValue(sessionStore.getState());
    const { user } = renderAt('/home');

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load your account');
    expect(screen.queryByRole('heading', { name: 'What’s happening near you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Job requests near you' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(restore).toHaveBeenCalledOnce();
  });

  it('says the account could not load, and tries again, when the profile fails', async () => {
    setSession({ isAuthenticated: true, isLoading: false, isBusinessUser: false, businessModeKnown: true, commissionRate: 4, userInfo: null });
    const restore = vi.spyOn(sessionStore, 'restore').mockResolvedValue(sessionStore.getState());
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue(page([]));
    const { user } = renderAt('/home');

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load your account');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(restore).toHaveBeenCalledOnce();
  });

  it('asks a newcomer to accept the community rules once, showing the CommunityRules text', async () => {
    signedInCustomer(false);
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue(page([]));
    vi.spyOn(client.content, 'getAllWebContentItems').mockResolvedValue([{ ...RULES, title: 'AboutUs', body: 'Not the rules' }, RULES]);
    const accept = vi.spyOn(client.user, 'updateCommunityRuleAccepted').mockResolvedValue({ communityRuleAccepted: true });
    const { user } = renderAt('/home');

    const dialog = await screen.findByRole('dialog', { name: 'Our community rules' });
    expect(await within(dialog).findByText('Be helpful and respectful.')).toBeInTheDocument();
    expect(screen.getByText('Accept the community rules to post.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I accept the community rules' }));
    expect(accept).toHaveBeenCalledWith({ body: { accepted: true } });
    await waitFor(() => expect(session.refresh).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('invites the first post when nothing is posted nearby', async () => {
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue(page([]));
    renderAt('/home');
    expect(await screen.findByRole('heading', { name: 'Nothing posted near you yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write the first post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Write a post/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('folds the composer to one line until someone writes; opening it puts the cursor in the title', async () => {
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue(page([aPost()]));
    const { user } = renderAt('/home');
    await user.click(await screen.findByRole('button', { name: /^Write a post/ }));
    const form = await screen.findByRole('form', { name: 'Write a post' });
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveFocus());
    expect(screen.queryByRole('button', { name: /^Write a post/ })).not.toBeInTheDocument();
  });

  it("opens the composer from the empty feed's invitation, and gives the title the focus again when asked again", async () => {
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue(page([]));
    const { user } = renderAt('/home');
    const invite = await screen.findByRole('button', { name: 'Write the first post' });
    await user.click(invite);
    const title = within(await screen.findByRole('form', { name: 'Write a post' })).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());
    await user.click(invite);
    expect(title).toHaveFocus();
  });

  it('shows local posts with their town and age, and counts an upvote from the server', async () => {
    const post = aPost({ upvoteCount: 2 });
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue(page([post]));
    const toggle = vi.spyOn(client.community, 'togglePostUpvote').mockResolvedValue({ upvoted: true, upvoteCount: 3 });
    const { user } = renderAt('/home');

    const card = await screen.findByRole('article', { name: 'Anyone know a good roofer?' });
    expect(within(card).getByText('Bath')).toBeInTheDocument();
    expect(within(card).getByText('3 days ago')).toBeInTheDocument();
    const upvote = within(card).getByRole('button', { name: "Upvote Dan Hughes's post, 2 upvotes" });
    await user.click(upvote);
    expect(toggle).toHaveBeenCalledWith({ params: { id: post.id } });
    expect(await within(card).findByRole('button', { name: "Upvote Dan Hughes's post, 3 upvotes" })).toHaveAttribute('aria-pressed', 'true');
  });

  it("draws a phone's first screenful of posts with the page and the rest after it has painted, then offers more", async () => {
    const posts = Array.from({ length: 10 }, (_, at) => aPost({ title: `Post number ${at + 1}` }));
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue({ items: posts, nextCursor: 'next' });
    renderAt('/home');

    const list = await screen.findByRole('list', { name: 'Posts near you' });
    expect(within(list).getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(
      posts.slice(0, FEED_TURNS.first).map((post) => `post-${post.id}-title`),
    );
    expect(screen.queryByRole('button', { name: 'Show more posts' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10));
    expect(within(list).getByRole('article', { name: 'Post number 10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more posts' })).toBeInTheDocument();
  });

  it('draws each post once while the feed fills in turns: a turn adds cards without drawing the earlier ones again', async () => {
    const posts = Array.from({ length: 10 }, (_, at) => aPost({ title: `Post number ${at + 1}` }));
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue({ items: posts, nextCursor: null });
    agesDrawn.count = 0;
    renderAt('/home');

    const list = await screen.findByRole('list', { name: 'Posts near you' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10));
    // Two with the page, then one a turn: 54 drawings if each turn drew every card again.
    expect(agesDrawn.count).toBe(10);
  });

  it('opens comments inline with their replies, and sends a comment', async () => {
    const post = aPost({ commentCount: 1 });
    const comment = aComment({ postId: post.id, replyCount: 1 });
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue(page([post]));
    const getComments = vi.spyOn(client.community, 'getComments').mockResolvedValue(page([comment]));
    vi.spyOn(client.community, 'getReplies').mockResolvedValue(page([aReply({ commentId: comment.id, postId: post.id })]));
    const create = vi.spyOn(client.community, 'createComment').mockResolvedValue(aComment({ postId: post.id, author: ME, text: 'Same here' }));
    const { user } = renderAt('/home');

    const card = await screen.findByRole('article', { name: 'Anyone know a good roofer?' });
    await user.click(within(card).getByRole('button', { name: '1 comment' }));
    const item = await within(card).findByRole('listitem', { name: 'Comment from Dan Hughes' });
    await user.click(within(item).getByRole('button', { name: '1 reply' }));
    expect(await within(item).findByText('Thanks, I will call them.')).toBeInTheDocument();

    await user.type(within(card).getByLabelText('Add a comment'), 'Same here');
    await user.click(within(card).getByRole('button', { name: 'Post comment' }));
    expect(create).toHaveBeenCalledWith({ body: { postId: post.id, text: 'Same here' } });
    await waitFor(() => expect(getComments).toHaveBeenCalledTimes(2));
  });

  it("lists the person's own activity with the spec's labels", async () => {
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue(page([]));
    vi.spyOn(reads.community, 'getActivity').mockResolvedValue(page([anActivity(), anActivity({ type: 'UPVOTE_COMMENT', comment: { id: ME.id, text: 'Lovely job' } })]));
    renderAt('/home');
    const list = await screen.findByRole('list', { name: 'Your activity' });
    // Its rows wait for a turn after the page has painted.
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Created a job request Retile the bathroom floor');
    expect(rows[1]).toHaveTextContent('Upvoted a comment on Retile the bathroom floor');
    expect(within(rows[0]!).getByRole('link', { name: 'Retile the bathroom floor' })).toHaveAttribute('href', expect.stringMatching(/^\/home\/post\//));
  });

  it('shows a post on its own page with a link to share', async () => {
    const post = aPost();
    vi.spyOn(client.community, 'getPost').mockResolvedValue(post);
    vi.spyOn(client.community, 'getComments').mockResolvedValue(page([]));
    renderAt(`/home/post/${post.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anyone know a good roofer?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Link to this post')).toHaveValue(`${window.location.origin}/home/post/${post.id}`);
    expect(await screen.findByText('No comments yet. Be the first to help.')).toBeInTheDocument();
  });

  it('says a post is not there when the link names one that is gone', async () => {
    vi.spyOn(client.community, 'getPost').mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'There is no such post.'));
    renderAt('/home/post/0c1d2e3f-0000-4000-8000-000000000999');
    expect(await screen.findByRole('heading', { name: 'This post is not here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Community Hub' })).toHaveAttribute('href', '/home');
  });

  it('shows a new comment on an open post without a reload when the thread changes', async () => {
    const handlers = new Map<string, (data: unknown) => void>();
    vi.spyOn(client.realtime, 'on').mockImplementation(((event: string, handler: (data: unknown) => void) => {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    }) as typeof client.realtime.on);
    const post = aPost({ commentCount: 0 });
    vi.spyOn(client.community, 'getPost').mockResolvedValue(post);
    vi.spyOn(client.community, 'getComments')
      .mockResolvedValueOnce(page([]))
      .mockResolvedValue(page([aComment({ postId: post.id, text: 'I can come on Tuesday.' })]));
    renderAt(`/home/post/${post.id}`);
    await screen.findByText('No comments yet. Be the first to help.');

    handlers.get('COMMUNITY_THREAD_UPDATED')!({ postId: post.id, itemKind: 'COMMENT', itemId: post.id, commentId: null, change: 'CREATED', upvoteCount: 0 });
    expect(await screen.findByText('I can come on Tuesday.')).toBeInTheDocument();
  });

  it('asks for the posts and the activity once on a signed-in first load, and again when the socket comes back after a drop', async () => {
    let status: SocketStatus = 'connecting';
    const onStatus = new Set<(s: SocketStatus) => void>();
    vi.spyOn(client.realtime, 'getStatus').mockImplementation(() => status);
    vi.spyOn(client.realtime, 'onStatusChange').mockImplementation((listener) => {
      onStatus.add(listener);
      return () => onStatus.delete(listener);
    });
    const setStatus = (next: SocketStatus) => act(() => ((status = next), onStatus.forEach((listener) => listener(next))));
    const getPosts = vi.spyOn(reads.community, 'getPosts').mockResolvedValue(page([aPost()]));
    renderAt('/home');
    await screen.findByRole('article', { name: 'Anyone know a good roofer?' });

    setStatus('open');
    await act(async () => undefined);
    expect(getPosts).toHaveBeenCalledTimes(1);
    expect(reads.community.getActivity).toHaveBeenCalledTimes(1);

    setStatus('closed');
    setStatus('open');
    await waitFor(() => expect(getPosts).toHaveBeenCalledTimes(2));
    expect(reads.community.getActivity).toHaveBeenCalledTimes(2);
  });

  it("reports someone else's post with one of the six reasons", async () => {
    const post = aPost();
    vi.spyOn(reads.community, 'getPosts').mockResolvedValue(page([post]));
    const report = vi.spyOn(client.community, 'reportItem').mockResolvedValue({} as Awaited<ReturnType<typeof client.community.reportItem>>);
    const { user } = renderAt('/home');
    const card = await screen.findByRole('article', { name: 'Anyone know a good roofer?' });
    await user.click(within(card).getByRole('button', { name: "More actions for Dan Hughes's post" }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: "Report Dan Hughes's post" });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or self-promotion' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(report).toHaveBeenCalledWith({ body: { itemKind: 'POST', itemId: post.id, reason: 'Spam or self-promotion' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps a deleted comment in its place, and tells the author why their item was hidden', async () => {
    const post = aPost({ author: ME, commentCount: 1, hidden: { reason: 'Off-topic or not local', note: null } });
    vi.spyOn(client.community, 'getPost').mockResolvedValue(post);
    vi.spyOn(client.community, 'getComments').mockResolvedValue(page([aComment({ postId: post.id, deleted: true, text: '' })]));
    renderAt(`/home/post/${post.id}`);
    expect(await screen.findByText('This comment was deleted')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Our moderators hid your post from everyone else: Off-topic or not local.');
  });
});
