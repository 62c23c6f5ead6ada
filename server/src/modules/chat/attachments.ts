import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  ATTACHMENT_TYPES_SENTENCE,
  MAX_ATTACHMENTS_PER_MESSAGE,
  MAX_UNSENT_ATTACHMENT_BYTES,
  attachmentSizeProblem,
  declaredAttachmentType,
  detectAttachmentType,
  formatFileSize,
  safeAttachmentFileName,
  type Attachment,
} from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { conversations, messageAttachments } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import type { FileStore } from '../../platform/files.js';
import { conversationToWriteIn } from './conversations.js';
import { toAttachment, type AttachmentRow } from './mappers.js';
import { involving } from './participants.js';

export interface AttachmentDeps {
  db: Database;
  files: FileStore;
}

export interface Upload {
  conversationId: string;
  fileName: string;
  /** The content type the sender declared for the file part. */
  declaredType: string;
  bytes: Buffer;
}

const unsupported = (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
const tooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);

/** What the file is: the type it declares, confirmed by its bytes; its size within the kind's limit. */
function checkedType(upload: Upload) {
  if (upload.bytes.length === 0) throw badRequest('This file is empty. Choose a file with something in it.');
  const declared = declaredAttachmentType(upload.declaredType, upload.fileName);
  if (!declared) throw unsupported(ATTACHMENT_TYPES_SENTENCE);
  const detected = detectAttachmentType(upload.bytes);
  if (detected?.contentType !== declared.contentType) {
    throw unsupported(`This file says it is ${declared.label}, but its contents are not. ${ATTACHMENT_TYPES_SENTENCE}`);
  }
  const sizeProblem = attachmentSizeProblem(declared, upload.bytes.length);
  if (sizeProblem) throw tooLarge(sizeProblem);
  return declared;
}

const STORE_LOCK = (uploaderId: string) => `chat-upload|${uploaderId}`;

/**
 * Refuses an upload that would pass what may wait unsent: MAX_ATTACHMENTS_PER_MESSAGE files
 * in this conversation, MAX_UNSENT_ATTACHMENT_BYTES across all of the uploader's conversations.
 */
async function refuseOverUnsentLimits(db: Queryable, uploaderId: string, conversationId: string, sizeBytes: number): Promise<void> {
  const [row] = await db
    .select({
      here: sql<number>`count(*) filter (where ${messageAttachments.conversationId} = ${conversationId})`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${messageAttachments.sizeBytes}), 0)`.mapWith(Number),
    })
    .from(messageAttachments)
    .where(and(eq(messageAttachments.uploaderId, uploaderId), isNull(messageAttachments.messageId)));
  if ((row?.here ?? 0) >= MAX_ATTACHMENTS_PER_MESSAGE) {
    throw conflict(`You have ${MAX_ATTACHMENTS_PER_MESSAGE} files waiting to be sent here. Send them or remove some first.`);
  }
  if ((row?.bytes ?? 0) + sizeBytes > MAX_UNSENT_ATTACHMENT_BYTES) {
    throw conflict(
      `Your files waiting to be sent come to ${formatFileSize(row?.bytes ?? 0)}, and up to ${formatFileSize(MAX_UNSENT_ATTACHMENT_BYTES)} can wait at once. Send them or remove some first.`,
    );
  }
}

/**
 * Keeps an uploaded file for the uploader's next message in the conversation. The bytes go
 * to the file store under a key made of ids; the row records what the bytes were found to be.
 * The limits on unsent files are checked before any byte is written, then again under a
 * lock per uploader in the transaction that inserts the row, so uploads at once cannot pass
 * them; a file whose row is refused is removed from the store. The route has checked the
 * conversation before reading the bytes; it is checked again here, since a block may have
 * come while they arrived.
 */
export async function storeAttachment({ db, files }: AttachmentDeps, uploaderId: string, upload: Upload): Promise<Attachment> {
  const conversation = await conversationToWriteIn(db, uploaderId, upload.conversationId);
  const type = checkedType(upload);
  await refuseOverUnsentLimits(db, uploaderId, conversation.id, upload.bytes.length);
  const id = randomUUID();
  const storageKey = `chat/${conversation.id}/${id}`;
  await files.save(storageKey, upload.bytes);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${STORE_LOCK(uploaderId)}))`);
      await refuseOverUnsentLimits(tx, uploaderId, conversation.id, upload.bytes.length);
      const [row] = await tx
        .insert(messageAttachments)
        .values({
          id,
          conversationId: conversation.id,
          uploaderId,
          kind: type.kind,
          contentType: type.contentType,
          fileName: safeAttachmentFileName(upload.fileName),
          sizeBytes: upload.bytes.length,
          storageKey,
        })
        .returning();
      return toAttachment(row!);
    });
  } catch (error) {
    await files.remove(storageKey);
    throw error;
  }
}

/**
 * An attachment the user may download: one sent in a conversation they take part in, or
 * their own upload not sent yet. Anyone else hears 404.
 */
export async function attachmentForDownload(db: Queryable, userId: string, attachmentId: string): Promise<AttachmentRow> {
  const [row] = await db
    .select({ attachment: messageAttachments })
    .from(messageAttachments)
    .innerJoin(conversations, eq(conversations.id, messageAttachments.conversationId))
    .where(
      and(
        eq(messageAttachments.id, attachmentId),
        or(eq(messageAttachments.uploaderId, userId), and(isNotNull(messageAttachments.messageId), involving(userId))),
      ),
    )
    .limit(1);
  if (!row) throw notFound('attachment');
  return row.attachment;
}

/** The uploader removes a file they have not sent; a sent file stays with its message. */
export async function discardAttachment({ db, files }: AttachmentDeps, userId: string, attachmentId: string): Promise<void> {
  const [removed] = await db
    .delete(messageAttachments)
    .where(
      and(eq(messageAttachments.id, attachmentId), eq(messageAttachments.uploaderId, userId), isNull(messageAttachments.messageId)),
    )
    .returning({ storageKey: messageAttachments.storageKey });
  if (removed) return files.remove(removed.storageKey);
  const [sent] = await db
    .select({ id: messageAttachments.id })
    .from(messageAttachments)
    .where(and(eq(messageAttachments.id, attachmentId), eq(messageAttachments.uploaderId, userId)))
    .limit(1);
  if (sent) throw conflict('This file has been sent and stays with its message.');
  throw notFound('attachment');
}
