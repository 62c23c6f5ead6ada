import { REALTIME_EVENTS, type RealtimeEventName } from '@tradeshub/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createUser, type TestUser } from './business.fixtures.js';
import { failure } from './clients.js';
import { startTestServer, type TestServer } from './harness.js';
import { createBusiness, createOperator, scores } from './reviews.fixtures.js';
import { joinedSocket, type TestSocket } from './realtime.sockets.js';

// Pushes other modules publish once their change is committed: connection requests and
// review disputes reach the people they concern, and nobody else.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ WS_OFFLINE_GRACE_MS: '0' });
});
afterAll(async () => server?.close());
beforeEach(async () => server.reset());

const join = (user: TestUser) => joinedSocket(server, { userId: user.id, token: user.token });
const eventsOf = (socket: TestSocket, event: RealtimeEventName) => socket.events.filter((e) => e.event === event).map((e) => e.data);
const closeAll = (sockets: TestSocket[]) => Promise.all(sockets.map((s) => s.close()));

describe('CONNECTION_REQUEST', () => {
  test('reaches the receiver as they see the request in their pending list; not the sender, not a stranger', async () => {
    const ann = await createUser(server, 'Ann');
    const bob = await createUser(server, 'Bob');
    const cat = await createUser(server, 'Cat');
    const sockets = { ann: await join(ann), bob: await join(bob), cat: await join(cat) };

    const sent = await ann.client.connections.create({ body: { receiverId: bob.id, isTrustedConnection: false } });
    const pushed = await sockets.bob.next(REALTIME_EVENTS.CONNECTION_REQUEST);
    const pending = await bob.client.connections.getAllPending({ query: {} });
    expect(pushed).toEqual(pending.items[0]);
    expect(pushed).toMatchObject({ id: sent.id, senderId: ann.id, receiverId: bob.id, status: 'PENDING', user: { id: ann.id } });

    // A refused second request (in either direction) pushes nothing.
    expect((await failure(bob.client.connections.create({ body: { receiverId: ann.id, isTrustedConnection: false } }))).status).toBe(409);
    expect(eventsOf(sockets.bob, REALTIME_EVENTS.CONNECTION_REQUEST)).toHaveLength(1);
    expect(eventsOf(sockets.ann, REALTIME_EVENTS.CONNECTION_REQUEST)).toEqual([]);
    expect(sockets.cat.events).toEqual([]);
    await closeAll(Object.values(sockets));
  });
});

describe('DISPUTE_UPDATED', () => {
  async function disputedReview() {
    const business = await createBusiness(server);
    const ann = await createUser(server, 'Ann');
    const stranger = await createUser(server, 'Sid');
    const operator = await createOperator(server);
    const review = await ann.client.business.createReview({ body: { businessId: business.id, ratings: scores(1), comment: 'Never again.' } });
    const sockets = { ann: await join(ann), owner: await join(business.owner), stranger: await join(stranger), operator: await join(operator) };
    return { business, ann, operator, reviewId: review.id, sockets };
  }

  test('the reviewer and the business hear a dispute raised, answered and decided; nobody else does', async () => {
    const { business, ann, operator, reviewId, sockets } = await disputedReview();
    const parties = [sockets.ann, sockets.owner];
    const heardByBoth = async (where: (dispute: { status: string; customerResponse: string | null }) => boolean) => {
      const [byAnn, byOwner] = await Promise.all(parties.map((socket) => socket.next(REALTIME_EVENTS.DISPUTE_UPDATED, where)));
      expect(byAnn).toEqual(byOwner);
      return byAnn!;
    };

    const raised = await business.owner.client.business.createReviewDispute({ body: { reviewId, reason: 'Disrespectful or abusive' } });
    expect(await heardByBoth((d) => d.status === 'PENDING')).toEqual(raised);

    const answered = await ann.client.business.updateReviewDispute({ body: { disputeId: raised.id, response: 'They did my roof in May.' } });
    expect(await heardByBoth((d) => d.customerResponse !== null)).toEqual(answered);

    const decided = await operator.client.admin.decideReviewDispute({ params: { id: raised.id }, body: { status: 'ACCEPTED', reason: 'Checked against the job records.' } });
    expect(await heardByBoth((d) => d.status === 'ACCEPTED')).toEqual(decided);

    for (const socket of parties) expect(eventsOf(socket, REALTIME_EVENTS.DISPUTE_UPDATED)).toHaveLength(3);
    expect(sockets.stranger.events).toEqual([]);
    expect(eventsOf(sockets.operator, REALTIME_EVENTS.DISPUTE_UPDATED)).toEqual([]);
    await closeAll(Object.values(sockets));
  });

  test('a withdrawn dispute is heard by both; a refused change is heard by nobody', async () => {
    const { business, ann, reviewId, sockets } = await disputedReview();
    const raised = await business.owner.client.business.createReviewDispute({ body: { reviewId, reason: 'Spam or self-promotion' } });
    expect((await failure(ann.client.business.updateReviewDispute({ body: { disputeId: raised.id, withdraw: true } }))).status).toBe(403);

    const withdrawn = await business.owner.client.business.updateReviewDispute({ body: { disputeId: raised.id, withdraw: true } });
    for (const socket of [sockets.ann, sockets.owner]) {
      expect(await socket.next(REALTIME_EVENTS.DISPUTE_UPDATED, (d) => d.status === 'CLOSED')).toEqual(withdrawn);
      expect(eventsOf(socket, REALTIME_EVENTS.DISPUTE_UPDATED).map((d) => (d as { status: string }).status)).toEqual(['PENDING', 'CLOSED']);
    }
    expect(sockets.stranger.events).toEqual([]);
    await closeAll(Object.values(sockets));
  });
});
