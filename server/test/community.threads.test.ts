import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { REALTIME_EVENTS, countsForRole, parseMetaData, type Notification } from '@tradeshub/sdk';
import { seedCategories, type TestUser } from './business.fixtures.js';
import { block } from './chat.fixtures.js';
import { generalPost, jobRequest, member, setRole } from './community.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { joinedSocket } from './realtime.sockets.js';
import { failure } from './reviews.fixtures.js';

// Comments, replies and upvotes: what the author hears (never of their own doing, upvotes
// rolled up), what the thread hears live, blocks, soft deletes and the activity list.

let server: TestServer;
let ann: TestUser;
let bob: TestUser;
let cat: TestUser;

beforeAll(async () => {
  server = await startTestServer({ NOTIFICATION_COPY_INTERVAL_MS: '0', WS_OFFLINE_GRACE_MS: '0' });
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  ann = await member(server, 'Ann');
  bob = await member(server, 'Bob');
  cat = await member(server, 'Cat');
});

const join = (user: TestUser) => joinedSocket(server, { userId: user.id, token: user.token });

async function notices(user: TestUser): Promise<Notification[]> {
  return (await user.client.notifications.getAll({ query: {} })).items;
}

describe('comments and replies', () => {
  test("tell the post's and the comment's authors, but no one of their own words", async () => {
    const post = await ann.client.community.createPost({ body: generalPost() });
    const comment = await bob.client.community.createComment({ body: { postId: post.id, text: 'Try the Weston one.' } });
    await ann.client.community.createComment({ body: { postId: post.id, text: 'Thanks all.' } });
    await ann.client.community.createReply({ body: { commentId: comment.id, text: 'Will do.' } });
    await bob.client.community.createReply({ body: { commentId: comment.id, text: 'Ask for Dave.' } });

    const annHeard = await notices(ann);
    expect(annHeard.map((n) => [n.actionType, n.message])).toEqual([['COMMENT', "Bob Tester commented on your post 'Anyone know a good chimney sweep?'."]]);
    expect(parseMetaData(annHeard[0]!.metaData)).toMatchObject({ kind: 'COMMUNITY_COMMENT', postId: post.id, itemId: comment.id });
    expect((await notices(bob)).map((n) => [n.actionType, n.message])).toEqual([['REPLY', 'Ann Tester replied to your comment.']]);

    const thread = await cat.client.community.getComments({ query: { postId: post.id } });
    expect(thread.items.map((c) => [c.text, c.replyCount])).toEqual([['Try the Weston one.', 2], ['Thanks all.', 0]]);
    const replies = await cat.client.community.getReplies({ query: { commentId: comment.id } });
    expect(replies.items.map((r) => r.text)).toEqual(['Will do.', 'Ask for Dave.']);
  });

  test('reach the thread live: the post author and everyone in the thread hear COMMUNITY_THREAD_UPDATED, a stranger does not', async () => {
    const dan = await member(server, 'Dan');
    const post = await ann.client.community.createPost({ body: generalPost() });
    await bob.client.community.createComment({ body: { postId: post.id, text: 'First.' } });
    const sockets = [await join(ann), await join(bob), await join(dan)];
    const second = await cat.client.community.createComment({ body: { postId: post.id, text: 'Second.' } });
    for (const socket of sockets.slice(0, 2)) {
      expect(await socket.next(REALTIME_EVENTS.COMMUNITY_THREAD_UPDATED)).toMatchObject({ postId: post.id, itemKind: 'COMMENT', itemId: second.id, change: 'CREATED' });
    }
    expect(await sockets[0]!.next(REALTIME_EVENTS.NOTIFICATION)).toMatchObject({ actionType: 'COMMENT' });
    expect(sockets[2]!.events.filter((e) => e.event === REALTIME_EVENTS.COMMUNITY_THREAD_UPDATED)).toEqual([]);
    await Promise.all(sockets.map((s) => s.close()));
  });

  test('a deleted comment reads as deleted and keeps its replies; editing someone else\'s is not found', async () => {
    const post = await ann.client.community.createPost({ body: generalPost() });
    const comment = await bob.client.community.createComment({ body: { postId: post.id, text: 'Try the Weston one.' } });
    await cat.client.community.createReply({ body: { commentId: comment.id, text: 'Seconded.' } });
    expect((await failure(cat.client.community.editComment({ params: { id: comment.id }, body: { text: 'Mine' } }))).status).toBe(404);
    expect((await failure(ann.client.community.deleteComment({ params: { id: comment.id } }))).status).toBe(404);

    await bob.client.community.deleteComment({ params: { id: comment.id } });
    const [shown] = (await cat.client.community.getComments({ query: { postId: post.id } })).items;
    expect(shown).toMatchObject({ id: comment.id, deleted: true, text: '' });
    expect((await cat.client.community.getReplies({ query: { commentId: comment.id } })).items.map((r) => r.text)).toEqual(['Seconded.']);
    expect((await ann.client.community.getPost({ params: { id: post.id } })).commentCount).toBe(0);
    expect((await failure(cat.client.community.createReply({ body: { commentId: comment.id, text: 'Late.' } }))).status).toBe(409);
  });

  test('blocked people cannot comment on or reply to each other, whichever side blocked', async () => {
    const post = await ann.client.community.createPost({ body: generalPost() });
    const comment = await cat.client.community.createComment({ body: { postId: post.id, text: 'Hello.' } });
    await block(server, ann.id, bob.id);
    await block(server, bob.id, cat.id);
    const onPost = await failure(bob.client.community.createComment({ body: { postId: post.id, text: 'Hi Ann' } }));
    expect([onPost.status, onPost.message]).toEqual([403, expect.stringMatching(/blocked/)]);
    expect((await failure(bob.client.community.createReply({ body: { commentId: comment.id, text: 'Hi Cat' } }))).status).toBe(403);
    expect((await cat.client.community.createComment({ body: { postId: post.id, text: 'Cat and Ann are fine.' } })).text).toBe('Cat and Ann are fine.');
  });
});

describe('upvotes', () => {
  test('toggle: one per person, counted exactly, and taken back', async () => {
    const post = await ann.client.community.createPost({ body: generalPost() });
    expect(await bob.client.community.togglePostUpvote({ params: { id: post.id } })).toEqual({ upvoted: true, upvoteCount: 1 });
    expect(await cat.client.community.togglePostUpvote({ params: { id: post.id } })).toEqual({ upvoted: true, upvoteCount: 2 });
    expect(await bob.client.community.togglePostUpvote({ params: { id: post.id } })).toEqual({ upvoted: false, upvoteCount: 1 });
    expect(await ann.client.community.getPost({ params: { id: post.id } })).toMatchObject({ upvoteCount: 1, upvotedByMe: false });
  });

  test('roll up into one notice per item, unread again with each new upvote; your own upvote tells no one', async () => {
    const post = await ann.client.community.createPost({ body: generalPost() });
    await ann.client.community.togglePostUpvote({ params: { id: post.id } });
    expect(await notices(ann)).toEqual([]);
    await bob.client.community.togglePostUpvote({ params: { id: post.id } });
    const [first] = await notices(ann);
    await ann.client.notifications.markRead({ params: { id: first!.id } });
    await cat.client.community.togglePostUpvote({ params: { id: post.id } });

    const heard = await notices(ann);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ id: first!.id, actionType: 'UPVOTE', read: false, message: 'Cat Tester and 1 other upvoted your post.' });
  });

  test('replies and upvotes to a tradesperson are marked for the tradesperson, so the sdk counts them by role', async () => {
    await setRole(server, ann.id, 'TRADEPERSON');
    const post = await ann.client.community.createPost({ body: generalPost() });
    const comment = await ann.client.community.createComment({ body: { postId: post.id, text: 'I sweep chimneys.' } });
    await bob.client.community.createReply({ body: { commentId: comment.id, text: 'Great, how much?' } });
    await bob.client.community.toggleCommentUpvote({ params: { id: comment.id } });
    const heard = await notices(ann);
    expect(heard.map((n) => [n.actionType, n.isForTradeperson]).sort()).toEqual([['REPLY', true], ['UPVOTE', true]]);
    const countable = heard.map(({ actionType, read, isForTradeperson, isForBusiness }) => ({ actionType, read, isForTradeperson, isForBusiness }));
    expect(countable.filter((n) => countsForRole(n, 'TRADEPERSON')).map((n) => n.actionType)).toEqual(['REPLY']);
    expect(countable.filter((n) => countsForRole(n, 'CUSTOMER'))).toEqual([]);
  });
});

describe('activity', () => {
  test("lists what someone did with the spec's types and labels, newest first; an upvote taken back leaves it", async () => {
    const categories = await seedCategories(server);
    const post = await ann.client.community.createPost({ body: jobRequest(categories.get('Tiling')!) });
    const comment = await bob.client.community.createComment({ body: { postId: post.id, text: 'I can help.' } });
    const reply = await ann.client.community.createReply({ body: { commentId: comment.id, text: 'When?' } });
    await ann.client.community.toggleCommentUpvote({ params: { id: comment.id } });
    await bob.client.community.createReply({ body: { commentId: comment.id, text: 'Monday.' } });
    const bobsReply = (await ann.client.community.getReplies({ query: { commentId: comment.id } })).items[1]!;
    await ann.client.community.toggleReplyUpvote({ params: { id: bobsReply.id } });
    await ann.client.community.toggleReplyUpvote({ params: { id: bobsReply.id } });
    await ann.client.community.createComment({ body: { postId: post.id, text: 'Thanks!' } });

    const activity = (await ann.client.community.getActivity({ query: {} })).items;
    expect(activity.map((a) => [a.type, parseMetaData(a.metaData)?.label])).toEqual([
      ['COMMENT', 'Commented on'],
      ['UPVOTE_COMMENT', 'Upvoted'],
      ['REPLY', 'Replied to'],
      ['POST', 'Created a'],
    ]);
    expect(activity[2]).toMatchObject({ post: { id: post.id, type: 'JOB_REQUEST' }, comment: { id: comment.id }, reply: { id: reply.id, text: 'When?' } });
    expect(parseMetaData(activity[3]!.metaData)).toMatchObject({ postNoun: 'job request', postId: post.id });
    expect((await cat.client.community.getActivity({ query: { userId: bob.id } })).items.map((a) => a.type)).toEqual(['REPLY', 'COMMENT']);
  });
});
