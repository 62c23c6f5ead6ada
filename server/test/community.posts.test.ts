import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createUser, pointAt, seedCategories, type TestUser } from './business.fixtures.js';
import { BATH, BATH_HOME, generalPost, jobRequest, member } from './community.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { failure } from './reviews.fixtures.js';

// Posts and job requests: the rules gate, what a job request needs, where a post is kept,
// editing and deleting one's own (someone else's is not found) and the local feed's circle.

let server: TestServer;
let tiling: string;
let plumbing: string;
let ann: TestUser;
let eve: TestUser;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  const categories = await seedCategories(server);
  tiling = categories.get('Tiling')!;
  plumbing = categories.get('Plumbing')!;
  ann = await member(server, 'Ann');
  eve = await member(server, 'Eve');
});

describe('the community rules gate', () => {
  test('posting, commenting and replying answer 403 with a sentence pointing at the rules until they are accepted', async () => {
    const newcomer = await createUser(server, 'Nina');
    const post = await ann.client.community.createPost({ body: generalPost() });
    const comment = await ann.client.community.createComment({ body: { postId: post.id, text: 'Try the Weston one.' } });

    // One at a time: a call started before its turn could be refused before anything awaits it.
    for (const attempt of [
      () => newcomer.client.community.createPost({ body: generalPost() }),
      () => newcomer.client.community.createComment({ body: { postId: post.id, text: 'Hello' } }),
      () => newcomer.client.community.createReply({ body: { commentId: comment.id, text: 'Hello' } }),
    ]) {
      const error = await failure(attempt());
      expect([error.status, error.code]).toEqual([403, 'COMMUNITY_RULES_NOT_ACCEPTED']);
      expect(error.message).toMatch(/accept the community rules/);
    }

    await newcomer.client.user.updateCommunityRuleAccepted({ body: { accepted: true } });
    const mine = await newcomer.client.community.createPost({ body: generalPost({ title: 'Now I may post' }) });
    expect(mine.title).toBe('Now I may post');
  });
});

describe('a job request', () => {
  test('needs a trade and a budget, and opens', async () => {
    expect((await failure(ann.client.community.createPost({ body: jobRequest(tiling, { categoryId: undefined }) }))).message).toMatch(/trade/);
    expect((await failure(ann.client.community.createPost({ body: jobRequest(tiling, { budgetBand: undefined }) }))).message).toMatch(/budget/);
    const post = await ann.client.community.createPost({ body: jobRequest(tiling) });
    expect(post).toMatchObject({ type: 'JOB_REQUEST', status: 'OPEN', budgetBand: 'FROM_500_TO_5000', category: { id: tiling, title: 'Tiling' }, locality: 'Bath' });
  });

  test('keeps only the H3 cell centre and the town, never the exact point sent', async () => {
    const post = await ann.client.community.createPost({ body: jobRequest(tiling) });
    expect(post.location).not.toBeNull();
    expect(post.location).not.toEqual(BATH);
    const [row] = await server.database.query<Record<string, unknown>>(`SELECT * FROM community_posts WHERE id = '${post.id}'`);
    expect(Object.values(row!)).not.toContain(BATH.latitude);
    expect(row!.h3_cell).toMatch(/^86/);
  });

  test('without a place is placed at the author\'s current address, and without one is refused with a sentence', async () => {
    const error = await failure(eve.client.community.createPost({ body: jobRequest(tiling, { location: undefined, locality: undefined }) }));
    expect([error.status, error.message]).toEqual([400, expect.stringMatching(/town or postcode/)]);
    await eve.client.user.createAddress({ body: BATH_HOME });
    const post = await eve.client.community.createPost({ body: jobRequest(tiling, { location: undefined, locality: undefined }) });
    expect(post.locality).toBe('Bath');
  });

  test('is closed and opened again by its author; a general post has no status to change', async () => {
    const post = await ann.client.community.createPost({ body: jobRequest(tiling) });
    expect((await ann.client.community.editPost({ params: { id: post.id }, body: { status: 'CLOSED' } })).status).toBe('CLOSED');
    const general = await ann.client.community.createPost({ body: generalPost() });
    expect((await failure(ann.client.community.editPost({ params: { id: general.id }, body: { status: 'CLOSED' } }))).status).toBe(400);
  });
});

describe("someone else's post", () => {
  test('cannot be edited or deleted: 404, and it stays as it was', async () => {
    const post = await ann.client.community.createPost({ body: jobRequest(tiling) });
    expect((await failure(eve.client.community.editPost({ params: { id: post.id }, body: { title: 'Mine now' } }))).status).toBe(404);
    expect((await failure(eve.client.community.deletePost({ params: { id: post.id } }))).status).toBe(404);
    expect((await eve.client.community.getPost({ params: { id: post.id } })).title).toBe('Retile the bathroom floor');
  });
});

describe('deleting a post', () => {
  test('takes it out of the feed and keeps its thread readable', async () => {
    const post = await ann.client.community.createPost({ body: generalPost() });
    const comment = await eve.client.community.createComment({ body: { postId: post.id, text: 'Ask at the hardware shop.' } });
    await ann.client.community.deletePost({ params: { id: post.id } });

    const feed = await eve.client.community.getPosts({ query: { latitude: BATH.latitude, longitude: BATH.longitude, radiusMiles: 10 } });
    expect(feed.items.map((p) => p.id)).not.toContain(post.id);
    expect(await eve.client.community.getPost({ params: { id: post.id } })).toMatchObject({ deleted: true, title: '', body: '' });
    const thread = await eve.client.community.getComments({ query: { postId: post.id } });
    expect(thread.items.map((c) => c.text)).toEqual([comment.text]);
    expect((await failure(eve.client.community.createComment({ body: { postId: post.id, text: 'Late' } }))).status).toBe(409);
  });
});

describe('the local feed', () => {
  test('holds a post 20 miles away and not one 40 miles away in a 30-mile feed', async () => {
    const near = pointAt(BATH, 20 * 1.609344, 45);
    const far = pointAt(BATH, 40 * 1.609344, 45);
    const nearPost = await ann.client.community.createPost({ body: generalPost({ title: 'Twenty miles', location: { latitude: near.latitude, longitude: near.longitude } }) });
    const farPost = await ann.client.community.createPost({ body: generalPost({ title: 'Forty miles', location: { latitude: far.latitude, longitude: far.longitude } }) });

    const feed = await eve.client.community.getPosts({ query: { latitude: BATH.latitude, longitude: BATH.longitude, radiusMiles: 30 } });
    const ids = feed.items.map((p) => p.id);
    expect(ids).toContain(nearPost.id);
    expect(ids).not.toContain(farPost.id);
    expect(feed.items.find((p) => p.id === nearPost.id)?.distanceMiles).toBeGreaterThan(17);
  });

  test("defaults to the caller's local area: their current address and its radius", async () => {
    await eve.client.user.createAddress({ body: { ...BATH_HOME, radiusMiles: 5 } });
    const inTown = await ann.client.community.createPost({ body: generalPost() });
    const away = pointAt(BATH, 15 * 1.609344, 90);
    const outside = await ann.client.community.createPost({ body: generalPost({ location: { latitude: away.latitude, longitude: away.longitude } }) });
    const ids = (await eve.client.community.getPosts({ query: {} })).items.map((p) => p.id);
    expect(ids).toContain(inTown.id);
    expect(ids).not.toContain(outside.id);
  });

  test('pages newest first without repeats, and TOP puts the most upvoted first', async () => {
    const posts = [];
    for (let i = 0; i < 5; i++) posts.push(await ann.client.community.createPost({ body: generalPost({ title: `Post ${i}` }) }));
    const query = { latitude: BATH.latitude, longitude: BATH.longitude, radiusMiles: 10, limit: 2 };
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await eve.client.community.getPosts({ query: { ...query, ...(cursor ? { cursor } : {}) } });
      seen.push(...page.items.map((p) => p.title));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['Post 4', 'Post 3', 'Post 2', 'Post 1', 'Post 0']);

    await eve.client.community.togglePostUpvote({ params: { id: posts[1]!.id } });
    const top = await eve.client.community.getPosts({ query: { ...query, sort: 'TOP' } });
    expect(top.items[0]).toMatchObject({ title: 'Post 1', upvoteCount: 1, upvotedByMe: true });
  });

  test('answers a lone latitude and a forged cursor with a sentence', async () => {
    expect((await failure(eve.client.community.getPosts({ query: { latitude: 51 } }))).status).toBe(400);
    expect((await failure(eve.client.community.getPosts({ query: { cursor: 'not-a-cursor' } }))).status).toBe(400);
  });
});

describe('Find a Job', () => {
  test("lists open job requests in the business's service area and trades, open ones first; a customer hears BUSINESS_REQUIRED", async () => {
    const bath = await createUser(server, 'Tom');
    await bath.client.business.register({
      body: {
        workCategories: [{ id: tiling, title: 'Tiling' }],
        name: 'Bath Tiling',
        email: 'tom@bathtiling.example.co.uk',
        businessPhoneNumber: '01225 496 000',
        location: { address1: '1 Milsom Street', locality: 'Bath', postcode: 'BA1 1BZ', ...BATH },
      },
    });
    const closed = await ann.client.community.createPost({ body: jobRequest(tiling, { title: 'Closed one' }) });
    await ann.client.community.editPost({ params: { id: closed.id }, body: { status: 'CLOSED' } });
    const open = await ann.client.community.createPost({ body: jobRequest(tiling, { title: 'Open one' }) });
    await ann.client.community.createPost({ body: jobRequest(plumbing, { title: 'A plumbing job' }) });
    const far = pointAt(BATH, 60 * 1.609344, 0);
    await ann.client.community.createPost({ body: jobRequest(tiling, { title: 'Too far', location: { latitude: far.latitude, longitude: far.longitude } }) });

    const feed = await bath.client.community.getJobRequests({ query: {} });
    expect(feed.items.map((p) => p.title)).toEqual(['Open one', 'Closed one']);
    expect(feed.items[0]!.id).toBe(open.id);

    const error = await failure(eve.client.community.getJobRequests({ query: {} }));
    expect([error.status, error.code]).toEqual([403, 'BUSINESS_REQUIRED']);
  });
});
