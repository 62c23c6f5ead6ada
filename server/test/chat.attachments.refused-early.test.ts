import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { messageAttachments } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { PNG_BYTES, block, conversationBetween, filesOnDisk, people, tokenOf, uploadThatNeverFinishes, type Person } from './chat.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

// An upload someone may not make is refused when its file part begins: the server answers
// without waiting for (or keeping) the bytes. The uploads here never send the rest of their
// file, so an answer at all shows the bytes were not waited for.

let server: TestServer;
let passwordHash: string;
let ann: Person;
let bob: Person;
let carol: Person;
let conversationId: string;

beforeAll(async () => {
  server = await startTestServer();
  passwordHash = await hashPassword('correct horse battery');
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  [ann, bob, carol] = await people(server, passwordHash, 'Ann', 'Bob', 'Carol');
  conversationId = (await conversationBetween(ann, bob)).id;
});

const file = { name: 'boiler.png', type: 'image/png', bytes: PNG_BYTES };

async function nothingKept() {
  expect(await server.database.db.select().from(messageAttachments)).toEqual([]);
  expect(await filesOnDisk(server, conversationId)).toEqual([]);
}

describe('an upload refused before its bytes are read', () => {
  test("to someone else's conversation answers 404", async () => {
    expect(await uploadThatNeverFinishes(server, tokenOf(carol.client), { conversationId, file })).toEqual({
      status: 404,
      message: 'We could not find that conversation.',
    });
    await nothingKept();
  });

  test('to a conversation with someone who blocked you answers 403', async () => {
    await block(server, ann.user.id, bob.user.id);
    expect(await uploadThatNeverFinishes(server, tokenOf(bob.client), { conversationId, file })).toEqual({
      status: 403,
      message: 'You cannot message this person.',
    });
    await nothingKept();
  });

  test('with the file before the conversation id answers 400', async () => {
    expect(await uploadThatNeverFinishes(server, tokenOf(ann.client), { conversationId: null, file })).toEqual({
      status: 400,
      message: 'Expected the conversation id as a UUID in the conversationId field, before the file.',
    });
    await nothingKept();
  });
});
