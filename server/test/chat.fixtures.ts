import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { TradeshubClient } from '@tradeshub/sdk';
import { businesses, userBlocks, users, works } from '../src/db/schema/index.js';
import { createInProcessEventBus, type RealtimeEnvelope } from '../src/realtime/event-bus.js';
import { signedInUser } from './clients.js';
import type { TestServer } from './harness.js';
import { DOCX_PARTS, XLSX_PARTS, zipOf } from '../../sdk/test/support/zip.js';

// Shared by the chat.*.test.ts files: people, a bus the test listens to, sample files.

export type Person = Awaited<ReturnType<typeof signedInUser>>;

/** An in-process bus to pass as the app's, recording every envelope published on it. */
export function recordingBus() {
  const bus = createInProcessEventBus();
  const heard: RealtimeEnvelope[] = [];
  bus.subscribe((envelope) => heard.push(envelope));
  return {
    bus,
    heard,
    /** The events published since the last clear, as [event, sorted recipients]. */
    summary: () => heard.map((e) => [e.event, [...e.to].sort()] as const),
    clear: () => void heard.splice(0),
  };
}

export async function people<const N extends readonly string[]>(
  server: TestServer,
  passwordHash: string,
  ...names: N
): Promise<{ [K in keyof N]: Person }> {
  const list: Person[] = [];
  for (const name of names) list.push(await signedInUser(server, passwordHash, name));
  return list as { [K in keyof N]: Person };
}

/** A conversation with its newest messages; the sdk answers null for a failure, which fails the test here. */
export async function openConversation(person: Person, id: string) {
  const detail = await person.client.chat.getConversationById({ params: { id } });
  if (!detail) throw new Error(`conversation ${id} did not load`);
  return detail;
}

export async function makeTradesperson(server: TestServer, userId: string): Promise<void> {
  await server.database.db.update(users).set({ role: 'TRADEPERSON' }).where(eq(users.id, userId));
}

/** A real work (a sent quote) of `businessUserId`'s business for `customerId`, made in the database; the business is made if needed. */
export async function workBetween(server: TestServer, businessUserId: string, customerId: string): Promise<string> {
  const { db } = server.database;
  await makeTradesperson(server, businessUserId);
  const [existing] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerUserId, businessUserId));
  const business =
    existing ??
    (
      await db
        .insert(businesses)
        .values({ ownerUserId: businessUserId, name: 'Bob Builds', email: 'bob@builds.example.co.uk', phoneNumber: '0161 496 0001', address1: '1 Deansgate', locality: 'Manchester', postcode: 'M3 1AZ', latitude: 53.48, longitude: -2.24, h3Cell: '87195da49ffffff' })
        .returning({ id: businesses.id })
    )[0]!;
  const [work] = await db
    .insert(works)
    .values({ customerId, businessId: business.id, title: 'New boiler', description: 'Fit a combi boiler.', mode: 'QUICK', quoteStatus: 'SENT', subtotalPence: 100_000, vatPence: 20_000, totalPence: 120_000, commissionBasisPoints: 400 })
    .returning({ id: works.id });
  return work!.id;
}

export async function block(server: TestServer, blockerId: string, blockedId: string): Promise<void> {
  await server.database.db.insert(userBlocks).values({ blockerId, blockedId });
}

/** A GENERAL conversation started by `from` with `to`. */
export async function conversationBetween(from: Person, to: Person) {
  return from.client.chat.createConversation({ body: { receiverId: to.user.id } });
}

export async function send(from: Person, to: Person, conversationId: string, text: string, attachmentIds: string[] = []) {
  return from.client.chat.createMessage({ body: { conversationId, receiverId: to.user.id, text, attachmentIds } });
}

export function tokenOf(client: TradeshubClient): string {
  const token = client.session.getAccessToken();
  if (!token) throw new Error('client has no session');
  return token;
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A real 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const DOCX_BYTES = Buffer.from(zipOf(DOCX_PARTS));
export const XLSX_BYTES = Buffer.from(zipOf(XLSX_PARTS));
export const TEXT_BYTES = Buffer.from('Measurements: kitchen 3.2m × 4.1m\n');

export interface FilePart {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** Posts a multipart upload as a browser would: conversationId, then the file. */
export async function uploadFile(server: TestServer, token: string | null, conversationId: string | null, file: FilePart | null) {
  const form = new FormData();
  if (conversationId !== null) form.append('conversationId', conversationId);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${server.baseUrl}/chat-service/attachments`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data?: { id: string; url: string }; message?: string } };
}

/**
 * Sends the start of an upload, the conversation id and the head of a file part with its
 * first bytes, and never the rest; resolves with the answer the server gives meanwhile.
 */
export function uploadThatNeverFinishes(server: TestServer, token: string, fields: { conversationId: string | null; file: FilePart }) {
  const boundary = 'tradeshub-unfinished-upload';
  const conversationPart =
    fields.conversationId === null ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="conversationId"\r\n\r\n${fields.conversationId}\r\n`;
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fields.file.name}"\r\nContent-Type: ${fields.file.type}\r\n\r\n`;
  return new Promise<{ status: number; message: string }>((resolve, reject) => {
    const request = httpRequest(
      `${server.baseUrl}/chat-service/attachments`,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, message: (JSON.parse(body) as { message: string }).message });
        });
      },
    );
    request.on('error', reject);
    request.write(conversationPart + fileHead);
    request.write(fields.file.bytes);
  });
}

/** The files kept on disk for a conversation (partial writes included). */
export async function filesOnDisk(server: TestServer, conversationId: string): Promise<string[]> {
  return readdir(join(server.config.filesDir, 'chat', conversationId)).catch(() => []);
}

export async function download(server: TestServer, token: string, path: string) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * A call without the sdk: its quiet defaults (the conversation list, a conversation, a
 * draft) hide failures, as the spec asks, so refusals are read from the raw answer.
 */
export async function raw(server: TestServer, person: Person, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${tokenOf(person.client)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; message?: string } };
}
