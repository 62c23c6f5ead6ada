import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { generalPost, member } from './community.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

// Upvotes given at the same moment must all count. On PostgreSQL (TEST_DB=postgres) the
// toggles run in parallel transactions on the pool, so each count update waits for the
// one before it; on PGlite they queue on its one connection and the test still holds.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

const VOTERS = 24;

describe('many people upvoting at once', () => {
  test('keeps the count exact, both ways, and the author gets one rolled-up notice', async () => {
    const author = await member(server, 'Ann');
    const post = await author.client.community.createPost({ body: generalPost() });
    const comment = await author.client.community.createComment({ body: { postId: post.id, text: 'Any ideas?' } });
    const voters = await Promise.all(Array.from({ length: VOTERS }, (_, i) => member(server, `Voter${i}`)));

    const given = await Promise.all(
      voters.flatMap((voter) => [
        voter.client.community.togglePostUpvote({ params: { id: post.id } }),
        voter.client.community.toggleCommentUpvote({ params: { id: comment.id } }),
      ]),
    );
    expect(given.every((answer) => answer.upvoted)).toBe(true);
    expect((await author.client.community.getPost({ params: { id: post.id } })).upvoteCount).toBe(VOTERS);
    expect((await author.client.community.getComment({ params: { id: comment.id } })).upvoteCount).toBe(VOTERS);

    const takenBack = voters.slice(0, VOTERS / 2);
    await Promise.all(takenBack.map((voter) => voter.client.community.togglePostUpvote({ params: { id: post.id } })));
    expect((await author.client.community.getPost({ params: { id: post.id } })).upvoteCount).toBe(VOTERS / 2);
    const [{ count }] = (await server.database.query<{ count: string }>(`SELECT count(*) FROM community_upvotes WHERE item_id = '${post.id}'`)) as [{ count: string }];
    expect(Number(count)).toBe(VOTERS / 2);

    const notices = (await author.client.notifications.getAll({ query: { limit: 100 } })).items.filter((n) => n.actionType === 'UPVOTE');
    expect(notices).toHaveLength(2);
  });
});
