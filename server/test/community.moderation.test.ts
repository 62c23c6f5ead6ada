import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { parseMetaData } from '@tradeshub/sdk';
import type { TestUser } from './business.fixtures.js';
import { BATH, generalPost, member } from './community.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { createOperator, failure } from './reviews.fixtures.js';

// Reports and the operators' decisions: a hidden item leaves feeds and threads for
// everyone but its author, who is told why; keeping it changes nothing anyone sees.

let server: TestServer;
let ann: TestUser;
let bob: TestUser;
let cat: TestUser;
let operator: TestUser;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  [ann, bob, cat] = [await member(server, 'Ann'), await member(server, 'Bob'), await member(server, 'Cat')];
  operator = await createOperator(server);
});

const feedOf = async (user: TestUser) =>
  (await user.client.community.getPosts({ query: { latitude: BATH.latitude, longitude: BATH.longitude, radiusMiles: 10 } })).items.map((p) => p.id);

describe('reporting', () => {
  test('takes one of the six reasons, once per person per item, and never your own words', async () => {
    const post = await ann.client.community.createPost({ body: generalPost() });
    const first = await bob.client.community.reportItem({ body: { itemKind: 'POST', itemId: post.id, reason: 'Spam or self-promotion' } });
    const again = await bob.client.community.reportItem({ body: { itemKind: 'POST', itemId: post.id, reason: 'Disrespectful or abusive' } });
    expect(again).toEqual(first);
    expect(first).toMatchObject({ status: 'PENDING', reason: 'Spam or self-promotion', postId: post.id });
    expect((await failure(ann.client.community.reportItem({ body: { itemKind: 'POST', itemId: post.id, reason: 'Spam or self-promotion' } }))).status).toBe(400);
    const invalid = await failure(bob.client.community.reportItem({ body: { itemKind: 'POST', itemId: post.id, reason: 'Boring' as 'Spam or self-promotion' } }));
    expect(invalid.status).toBe(400);
  });
});

describe('an operator', () => {
  test('sees open reports first with the item and how many reported it, and hides a comment: only its author still sees it, told why', async () => {
    const post = await ann.client.community.createPost({ body: generalPost() });
    const comment = await bob.client.community.createComment({ body: { postId: post.id, text: 'Buy my sweeping brushes!' } });
    await ann.client.community.reportItem({ body: { itemKind: 'COMMENT', itemId: comment.id, reason: 'Spam or self-promotion' } });
    const catsReport = await cat.client.community.reportItem({ body: { itemKind: 'COMMENT', itemId: comment.id, reason: 'Off-topic or not local' } });

    const queue = await operator.client.admin.getCommunityReports({ query: { status: 'PENDING' } });
    expect(queue.items).toHaveLength(2);
    expect(queue.items[0]).toMatchObject({ itemKind: 'COMMENT', reportCount: 2, item: { text: 'Buy my sweeping brushes!', author: { id: bob.id } } });

    const decided = await operator.client.admin.decideCommunityReport({ params: { id: catsReport.id }, body: { decision: 'HIDE', note: 'Advertising.' } });
    expect(decided).toMatchObject({ status: 'HIDDEN', decisionNote: 'Advertising.' });
    expect((await operator.client.admin.getCommunityReports({ query: { status: 'PENDING' } })).items).toEqual([]);

    expect((await cat.client.community.getComments({ query: { postId: post.id } })).items).toEqual([]);
    expect((await failure(cat.client.community.getComment({ params: { id: comment.id } }))).status).toBe(404);
    const own = await bob.client.community.getComment({ params: { id: comment.id } });
    expect(own.hidden).toEqual({ reason: 'Off-topic or not local', note: 'Advertising.' });
    const [notice] = (await bob.client.notifications.getAll({ query: {} })).items;
    expect(notice).toMatchObject({ actionType: 'COMMUNITY_MODERATION' });
    expect(notice!.message).toMatch(/hid your comment as 'Off-topic or not local'/);
    expect(parseMetaData(notice!.metaData)).toMatchObject({ kind: 'COMMUNITY_HIDDEN', itemId: comment.id });

    const twice = await failure(operator.client.admin.decideCommunityReport({ params: { id: catsReport.id }, body: { decision: 'KEEP' } }));
    expect([twice.status, twice.code]).toEqual([409, 'ILLEGAL_TRANSITION']);
  });

  test('hides a post from every feed but its author\'s; keeping another leaves it where it was', async () => {
    const hidden = await ann.client.community.createPost({ body: generalPost({ title: 'Rude' }) });
    const kept = await ann.client.community.createPost({ body: generalPost({ title: 'Fine' }) });
    const toHide = await bob.client.community.reportItem({ body: { itemKind: 'POST', itemId: hidden.id, reason: 'Disrespectful or abusive' } });
    const toKeep = await bob.client.community.reportItem({ body: { itemKind: 'POST', itemId: kept.id, reason: 'Disrespectful or abusive' } });
    await operator.client.admin.decideCommunityReport({ params: { id: toHide.id }, body: { decision: 'HIDE' } });
    await operator.client.admin.decideCommunityReport({ params: { id: toKeep.id }, body: { decision: 'KEEP', note: 'Within the rules.' } });

    expect(await feedOf(cat)).toEqual([kept.id]);
    expect(await feedOf(ann)).toEqual([kept.id, hidden.id]);
    expect((await failure(cat.client.community.getPost({ params: { id: hidden.id } }))).status).toBe(404);
    expect((await ann.client.community.getPost({ params: { id: hidden.id } })).hidden?.reason).toBe('Disrespectful or abusive');
    expect((await failure(cat.client.community.togglePostUpvote({ params: { id: hidden.id } }))).status).toBe(404);
  });

  test('is the only one who reads the queue', async () => {
    expect((await failure(ann.client.admin.getCommunityReports({ query: {} }))).code).toBe('ADMIN_ONLY');
  });
});
