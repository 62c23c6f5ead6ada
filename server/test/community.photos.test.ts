import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { MAX_POST_PHOTOS } from '@tradeshub/sdk';
import type { TestUser } from './business.fixtures.js';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES } from './chat.fixtures.js';
import { generalPost, member } from './community.fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { failure } from './reviews.fixtures.js';

// Post photos: the chat's image checks on upload, up to six on a post, and who may see them.

let server: TestServer;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());
beforeEach(async () => {
  await server.reset();
  ann = await member(server, 'Ann');
  bob = await member(server, 'Bob');
});

async function upload(user: TestUser, file: { name: string; type: string; bytes: Buffer }) {
  const form = new FormData();
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${server.baseUrl}/community-service/post/upload-photo`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form });
  return { status: response.status, body: (await response.json()) as { data?: { id: string; url: string }; message?: string } };
}

const download = (user: TestUser, url: string) => fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${user.token}` } });

describe('post photos', () => {
  test.each([
    ['a PDF', { name: 'plan.pdf', type: 'application/pdf', bytes: PDF_BYTES }, 415],
    ['a PDF calling itself a PNG', { name: 'roof.png', type: 'image/png', bytes: PDF_BYTES }, 415],
    ['an empty file', { name: 'roof.png', type: 'image/png', bytes: Buffer.alloc(0) }, 400],
  ])('refuse %s with a sentence', async (_, file, status) => {
    const answer = await upload(ann, file);
    expect(answer.status).toBe(status);
    expect(answer.body.message?.length).toBeGreaterThan(10);
  });

  test('go on a post in order, are seen by others once on it, and no more than six', async () => {
    const png = await upload(ann, { name: 'before.png', type: 'image/png', bytes: PNG_BYTES });
    const jpeg = await upload(ann, { name: 'after.jpg', type: 'image/jpeg', bytes: JPEG_BYTES });
    expect([png.status, jpeg.status]).toEqual([201, 201]);
    expect((await download(bob, png.body.data!.url)).status).toBe(404);

    const post = await ann.client.community.createPost({ body: generalPost({ photoIds: [jpeg.body.data!.id, png.body.data!.id] }) });
    expect(post.photos.map((p) => p.contentType)).toEqual(['image/jpeg', 'image/png']);
    const seen = await download(bob, post.photos[1]!.url);
    expect([seen.status, seen.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await seen.arrayBuffer())).toEqual(PNG_BYTES);

    const bobs = await upload(bob, { name: 'mine.png', type: 'image/png', bytes: PNG_BYTES });
    expect((await failure(ann.client.community.createPost({ body: generalPost({ photoIds: [bobs.body.data!.id] }) }))).status).toBe(400);
    const seven = Array.from({ length: MAX_POST_PHOTOS + 1 }, () => png.body.data!.id);
    expect((await failure(ann.client.community.createPost({ body: generalPost({ photoIds: seven }) }))).status).toBe(400);
  });
});
