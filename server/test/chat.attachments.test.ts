import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_UPLOAD_RATE, MAX_ATTACHMENT_FILE_NAME, MAX_UNSENT_ATTACHMENT_BYTES } from '@tradeshub/sdk';
import { messageAttachments, messages } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { createLocalFileStore } from '../src/platform/files.js';
import { failure } from './clients.js';
import {
  DOCX_BYTES,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  TEXT_BYTES,
  XLSX_BYTES,
  block,
  conversationBetween,
  download,
  filesOnDisk,
  openConversation,
  people,
  raw,
  recordingBus,
  send,
  tokenOf,
  uploadFile,
  type FilePart,
  type Person,
} from './chat.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let passwordHash: string;
const events = recordingBus();
let ann: Person;
let bob: Person;
let carol: Person;
let conversationId: string;

beforeAll(async () => {
  server = await startTestServer({}, { events: events.bus });
  passwordHash = await hashPassword('correct horse battery');
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  [ann, bob, carol] = await people(server, passwordHash, 'Ann', 'Bob', 'Carol');
  conversationId = (await conversationBetween(ann, bob)).id;
});

const upload = (person: Person, file: FilePart | null, conversation: string | null = conversationId) =>
  uploadFile(server, tokenOf(person.client), conversation, file);

describe('uploading', () => {
  test.each([
    ['photo.png', 'image/png', PNG_BYTES, 'IMAGE'],
    ['photo.jpg', 'image/jpeg', JPEG_BYTES, 'IMAGE'],
    ['quote.pdf', 'application/pdf', PDF_BYTES, 'DOCUMENT'],
    ['quote.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', DOCX_BYTES, 'DOCUMENT'],
    ['costs.xlsx', 'application/octet-stream', XLSX_BYTES, 'DOCUMENT'],
    ['notes.txt', 'text/plain', TEXT_BYTES, 'DOCUMENT'],
  ])('accepts %s (%s)', async (name, type, bytes, kind) => {
    const { status, body } = await upload(ann, { name, type, bytes });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ conversationId, messageId: null, kind, fileName: name, sizeBytes: bytes.length });
    expect(body.data!.url).toBe(`/chat-service/attachments/${body.data!.id}`);
  });

  test.each([
    ['a type we do not take', { name: 'page.html', type: 'text/html', bytes: Buffer.from('<script>alert(1)</script>') }, 'You can attach images (JPEG, PNG, WebP or GIF) and documents (PDF, Word .docx, Excel .xlsx or plain text .txt).'],
    ['an executable called a PDF', { name: 'invoice.pdf', type: 'application/pdf', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0, 3]) }, 'This file says it is a PDF document, but its contents are not.'],
    ['a PNG called a JPEG', { name: 'photo.jpg', type: 'image/jpeg', bytes: PNG_BYTES }, 'This file says it is a JPEG image, but its contents are not.'],
  ])('refuses %s with 415', async (_, file, sentence) => {
    const { status, body } = await upload(ann, file);
    expect(status).toBe(415);
    expect(body.message).toContain(sentence);
  });

  test('refuses an image over its limit with 413, and any file over the largest limit', async () => {
    const bigImage = Buffer.concat([PNG_BYTES, Buffer.alloc(ATTACHMENT_MAX_BYTES.IMAGE)]);
    const image = await upload(ann, { name: 'huge.png', type: 'image/png', bytes: bigImage });
    expect([image.status, image.body.message]).toEqual([413, 'Images can be up to 10 MB and this file is just over 10 MB. Choose a smaller file.']);
    const bigPdf = Buffer.concat([PDF_BYTES, Buffer.alloc(ATTACHMENT_MAX_BYTES.DOCUMENT)]);
    const pdf = await upload(ann, { name: 'huge.pdf', type: 'application/pdf', bytes: bigPdf });
    expect([pdf.status, pdf.body.message]).toEqual([413, 'Files can be up to 20 MB. Choose a smaller file.']);
  });

  test('refuses an empty file, a missing file, a missing conversation and a JSON body', async () => {
    const empty = await upload(ann, { name: 'empty.txt', type: 'text/plain', bytes: new Uint8Array() });
    expect([empty.status, empty.body.message]).toEqual([400, 'This file is empty. Choose a file with something in it.']);
    const noFile = await upload(ann, null);
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toMatch(/^Choose a file to attach\./);
    const noConversation = await upload(ann, { name: 'a.png', type: 'image/png', bytes: PNG_BYTES }, null);
    expect([noConversation.status, noConversation.body.message]).toEqual([400, 'Expected the conversation id as a UUID in the conversationId field, before the file.']);
    const json = await raw(server, ann, 'POST', '/chat-service/attachments', { conversationId });
    expect([json.status, json.body.message]).toEqual([415, 'Send one file as a multipart form with the fields conversationId and file.']);
  });

  test('only the two people upload, and not while blocked; signed out is 401', async () => {
    const file = { name: 'a.png', type: 'image/png', bytes: PNG_BYTES };
    const outsider = await upload(carol, file);
    expect([outsider.status, outsider.body.message]).toEqual([404, 'We could not find that conversation.']);
    expect((await uploadFile(server, null, conversationId, file)).status).toBe(401);
    await block(server, ann.user.id, bob.user.id);
    const blocked = await upload(bob, file);
    expect([blocked.status, blocked.body.message]).toEqual([403, 'You cannot message this person.']);
  });

  test('at most ten files wait unsent in a conversation', async () => {
    for (let i = 0; i < 10; i++) expect((await upload(ann, { name: `${i}.png`, type: 'image/png', bytes: PNG_BYTES })).status).toBe(201);
    const eleventh = await upload(ann, { name: '10.png', type: 'image/png', bytes: PNG_BYTES });
    expect([eleventh.status, eleventh.body.message]).toEqual([409, 'You have 10 files waiting to be sent here. Send them or remove some first.']);
  });
});

describe('what may wait unsent', () => {
  const png = (name: string) => ({ name, type: 'image/png', bytes: PNG_BYTES });

  test('twenty uploads at once: ten are kept, the rest refused, and only the kept ones are on disk', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(ann, png(`${i}.png`))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.message])).toEqual(
      Array.from({ length: 10 }, () => [409, 'You have 10 files waiting to be sent here. Send them or remove some first.']),
    );
    const rows = await server.database.db.select().from(messageAttachments);
    expect(rows).toHaveLength(10);
    expect((await filesOnDisk(server, conversationId)).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  test(`at most ${MAX_UNSENT_ATTACHMENT_BYTES / 1024 / 1024} MB waits unsent across all of a person's conversations`, async () => {
    // Files already waiting in Ann's conversation with Carol, just under the cap.
    const elsewhere = await conversationBetween(ann, carol);
    const waiting = MAX_UNSENT_ATTACHMENT_BYTES - PNG_BYTES.length + 1;
    await server.database.db.insert(messageAttachments).values(
      [waiting - Math.floor(waiting / 2), Math.floor(waiting / 2)].map((sizeBytes, i) => ({
        conversationId: elsewhere.id,
        uploaderId: ann.user.id,
        kind: 'DOCUMENT' as const,
        contentType: 'application/pdf',
        fileName: `big-${i}.pdf`,
        sizeBytes,
        storageKey: `chat/${elsewhere.id}/${crypto.randomUUID()}`,
      })),
    );
    const refused = await upload(ann, png('one-more.png'));
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Your files waiting to be sent come to 100 MB, and up to 100 MB can wait at once. Send them or remove some first.',
    ]);
    expect(await filesOnDisk(server, conversationId)).toEqual([]);
    // Bob has his own allowance.
    expect((await upload(bob, png('bobs.png'))).status).toBe(201);
  });

  test('unsent files older than a day are swept with their bytes; sent and newer ones stay', async () => {
    const old = (await upload(ann, png('old.png'))).body.data!;
    const fresh = (await upload(ann, png('fresh.png'))).body.data!;
    const sent = (await upload(ann, png('sent.png'))).body.data!;
    await send(ann, bob, conversationId, 'Photo', [sent.id]);
    const dayAndAHourAgo = new Date(Date.now() - 25 * 60 * 60_000);
    for (const id of [old.id, sent.id]) {
      await server.database.db.update(messageAttachments).set({ createdAt: dayAndAHourAgo }).where(eq(messageAttachments.id, id));
    }

    expect(await server.app.chatAttachmentSweeper.sweep()).toBe(1);
    const left = await server.database.db.select({ id: messageAttachments.id }).from(messageAttachments);
    expect(left.map((r) => r.id).sort()).toEqual([fresh.id, sent.id].sort());
    const store = createLocalFileStore(server.config.filesDir);
    expect(await store.open(`chat/${conversationId}/${old.id}`)).toBeNull();
    expect(await store.open(`chat/${conversationId}/${fresh.id}`)).not.toBeNull();
    expect((await download(server, tokenOf(bob.client), sent.url)).status).toBe(200);
    expect(await server.app.chatAttachmentSweeper.sweep()).toBe(0);
  });
});

describe('file names', () => {
  test('a name with a very long extension is stored within the limit', async () => {
    const { status, body } = await upload(ann, { name: `a.${'y'.repeat(300)}`, type: 'image/png', bytes: PNG_BYTES });
    expect(status).toBe(201);
    expect((body.data as { fileName?: string }).fileName).toHaveLength(MAX_ATTACHMENT_FILE_NAME);
  });

  test('a stored name the rules refuse never breaks the conversation for either person', async () => {
    const photo = (await upload(ann, { name: 'a.png', type: 'image/png', bytes: PNG_BYTES })).body.data!;
    const sent = await send(ann, bob, conversationId, 'Photo', [photo.id]);
    await send(ann, bob, conversationId, 'And another thing');
    // As the old rule stored it: 502 characters.
    await server.database.db.update(messageAttachments).set({ fileName: `a.${'y'.repeat(500)}` }).where(eq(messageAttachments.id, photo.id));
    await server.database.db.update(messages).set({ text: 'z'.repeat(6000) }).where(eq(messages.id, sent.id));

    for (const person of [ann, bob]) {
      const detail = await raw(server, person, 'GET', `/chat-service/message/get-conversation-by-id/${conversationId}`);
      expect(detail.status).toBe(200);
      const older = await raw(server, person, 'GET', `/chat-service/message/get-next-messages?conversationId=${conversationId}&lastMessageId=${(detail.body.data as { messages: { id: string }[] }).messages[0]!.id}`);
      expect(older.status).toBe(200);
      const [message] = (older.body.data as { items: { attachments: { fileName: string }[]; text: string }[] }).items;
      expect(message!.attachments[0]!.fileName).toHaveLength(MAX_ATTACHMENT_FILE_NAME);
      expect(message!.text).toHaveLength(5000);
      expect((await raw(server, person, 'GET', `/chat-service/message?userId=${person.user.id}`)).status).toBe(200);
    }
  });
});

describe('sending and downloading', () => {
  test('files go with a message, are listed on it, and both people download them with safe headers', async () => {
    const photo = (await upload(ann, { name: 'Boiler photo – before.png', type: 'image/png', bytes: PNG_BYTES })).body.data!;
    const quote = (await upload(ann, { name: 'quote.pdf', type: 'application/pdf', bytes: PDF_BYTES })).body.data!;
    expect((await download(server, tokenOf(bob.client), photo.url)).status).toBe(404);

    const message = await send(ann, bob, conversationId, '', [photo.id, quote.id]);
    expect(message.attachments.map((a) => [a.id, a.messageId])).toEqual([
      [photo.id, message.id],
      [quote.id, message.id],
    ]);
    const detail = await openConversation(bob, conversationId);
    expect(detail.messages[0]!.attachments).toHaveLength(2);
    expect(detail.lastMessage?.attachments).toHaveLength(2);

    const image = await download(server, tokenOf(bob.client), photo.url);
    expect(image.status).toBe(200);
    expect(image.bytes.equals(PNG_BYTES)).toBe(true);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-disposition')).toBe(
      `inline; filename="Boiler photo _ before.png"; filename*=UTF-8''Boiler%20photo%20%E2%80%93%20before.png`,
    );
    const pdf = await download(server, tokenOf(ann.client), quote.url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="quote.pdf"/);
  });

  test('someone outside the conversation hears 404 on download; signed out is 401', async () => {
    const photo = (await upload(ann, { name: 'a.png', type: 'image/png', bytes: PNG_BYTES })).body.data!;
    await send(ann, bob, conversationId, 'Photo', [photo.id]);
    expect((await download(server, tokenOf(carol.client), photo.url)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}${photo.url}`)).status).toBe(401);
  });

  test('a file goes with one message only, from its uploader, in its conversation', async () => {
    const photo = (await upload(ann, { name: 'a.png', type: 'image/png', bytes: PNG_BYTES })).body.data!;
    const sentence = 'One of the files is not waiting to be sent in this conversation. Upload it again and resend.';
    const byBob = await failure(send(bob, ann, conversationId, 'Mine now', [photo.id]));
    expect([byBob.status, byBob.message]).toEqual([400, sentence]);
    const elsewhere = await conversationBetween(ann, carol);
    const wrongPlace = await failure(send(ann, carol, elsewhere.id, 'Here', [photo.id]));
    expect([wrongPlace.status, wrongPlace.message]).toEqual([400, sentence]);

    await send(ann, bob, conversationId, 'First', [photo.id]);
    const again = await failure(send(ann, bob, conversationId, 'Again', [photo.id]));
    expect([again.status, again.message]).toEqual([400, sentence]);
    expect((await openConversation(ann, conversationId)).messages.map((m) => m.text)).toEqual(['First']);
  });

  test('the uploader removes an unsent file; a sent one stays', async () => {
    const unsent = (await upload(ann, { name: 'a.png', type: 'image/png', bytes: PNG_BYTES })).body.data!;
    const notMine = await failure(bob.client.chat.deleteAttachment({ params: { id: unsent.id } }));
    expect([notMine.status, notMine.message]).toEqual([404, 'We could not find that attachment.']);
    expect(await ann.client.chat.deleteAttachment({ params: { id: unsent.id } })).toBeNull();
    expect((await download(server, tokenOf(ann.client), unsent.url)).status).toBe(404);

    const sent = (await upload(ann, { name: 'b.png', type: 'image/png', bytes: PNG_BYTES })).body.data!;
    await send(ann, bob, conversationId, 'Kept', [sent.id]);
    const kept = await failure(ann.client.chat.deleteAttachment({ params: { id: sent.id } }));
    expect([kept.status, kept.message]).toEqual([409, 'This file has been sent and stays with its message.']);
  });
});

describe('the upload rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_ENABLED: 'true', CHAT_ATTACHMENT_SWEEP_INTERVAL_MS: '0' });
  });
  afterAll(async () => limited?.close());

  test(`after ${ATTACHMENT_UPLOAD_RATE.max} uploads in ${ATTACHMENT_UPLOAD_RATE.windowMinutes} minutes a person hears 429; someone else does not`, async () => {
    const [dan, eve] = await people(limited, passwordHash, 'Dan', 'Eve');
    const here = (await conversationBetween(dan, eve)).id;
    const file = { name: 'a.png', type: 'image/png', bytes: PNG_BYTES };
    for (let i = 0; i < ATTACHMENT_UPLOAD_RATE.max; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => uploadFile(limited, tokenOf(dan.client), here, file)));
      expect(batch.every((b) => b.status === 201 || b.status === 409)).toBe(true);
    }
    const limitedAnswer = await uploadFile(limited, tokenOf(dan.client), here, file);
    expect([limitedAnswer.status, limitedAnswer.body.message]).toEqual([
      429,
      `You have uploaded ${ATTACHMENT_UPLOAD_RATE.max} files in the last ${ATTACHMENT_UPLOAD_RATE.windowMinutes} minutes. Please wait a few minutes and try again.`,
    ]);
    expect((await uploadFile(limited, tokenOf(eve.client), here, file)).status).toBe(201);
  });
});
