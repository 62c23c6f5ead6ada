import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  attachmentSizeProblem,
  declaredAttachmentType,
  detectAttachmentType,
  MAX_WAITING_POST_PHOTOS,
  safeAttachmentFileName,
  type PostPhoto,
} from '@tradeshub/sdk';
import type { Database, Queryable } from '../../db/client.js';
import { communityPostPhotos, communityPosts } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import type { FileStore } from '../../platform/files.js';
import { postPhotoUrl, visibleTo } from './item-views.js';

// Post photos live in the same file store as chat attachments and pass the same checks:
// the declared type must be one of the chat's image types and the bytes must say so too,
// within the chat's image size limit.

export interface PhotoDeps {
  db: Database;
  files: FileStore;
}

export interface PhotoUpload {
  fileName: string;
  declaredType: string;
  bytes: Buffer;
}

const PHOTO_TYPES_SENTENCE = 'A post photo can be a JPEG, PNG, WebP or GIF image.';
const unsupported = (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/** The photo's checked type; 400/413/415 with a sentence (naming `typesSentence`) when it is not a photo we keep. */
export function checkedImage(upload: PhotoUpload, typesSentence = PHOTO_TYPES_SENTENCE) {
  if (upload.bytes.length === 0) throw badRequest('This file is empty. Choose a photo with something in it.');
  const declared = declaredAttachmentType(upload.declaredType, upload.fileName);
  if (declared?.kind !== 'IMAGE') throw unsupported(typesSentence);
  if (detectAttachmentType(upload.bytes)?.contentType !== declared.contentType) {
    throw unsupported(`This file says it is ${declared.label}, but its contents are not. ${typesSentence}`);
  }
  const sizeProblem = attachmentSizeProblem(declared, upload.bytes.length);
  if (sizeProblem) throw new AppError(413, 'PAYLOAD_TOO_LARGE', sizeProblem);
  return declared;
}

async function refuseTooManyWaiting(db: Queryable, uploaderId: string): Promise<void> {
  const [row] = await db
    .select({ waiting: sql<number>`count(*)`.mapWith(Number) })
    .from(communityPostPhotos)
    .where(and(eq(communityPostPhotos.uploaderId, uploaderId), isNull(communityPostPhotos.postId)));
  if ((row?.waiting ?? 0) >= MAX_WAITING_POST_PHOTOS) {
    throw conflict(`You have ${MAX_WAITING_POST_PHOTOS} photos waiting for a post. Publish the post, or upload fewer photos.`);
  }
}

/**
 * Keeps an uploaded photo for the uploader's next post. The waiting limit is checked before
 * any byte is written and again under a lock per uploader, so uploads at once cannot pass it.
 */
export async function storePostPhoto({ db, files }: PhotoDeps, uploaderId: string, upload: PhotoUpload): Promise<PostPhoto> {
  const type = checkedImage(upload);
  await refuseTooManyWaiting(db, uploaderId);
  const id = randomUUID();
  const storageKey = `community/${uploaderId}/${id}`;
  await files.save(storageKey, upload.bytes);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`community-photo|${uploaderId}`}))`);
      await refuseTooManyWaiting(tx, uploaderId);
      await tx.insert(communityPostPhotos).values({
        id,
        uploaderId,
        contentType: type.contentType,
        fileName: safeAttachmentFileName(upload.fileName),
        sizeBytes: upload.bytes.length,
        storageKey,
      });
    });
  } catch (error) {
    await files.remove(storageKey);
    throw error;
  }
  return { id, url: postPhotoUrl(id), contentType: type.contentType };
}

/** A photo the viewer may see: on a post they can see (not deleted), or their own upload. */
export async function photoForDownload(db: Queryable, viewerId: string, photoId: string) {
  const [row] = await db
    .select({ photo: communityPostPhotos, postDeletedAt: communityPosts.deletedAt, postVisible: sql<boolean | null>`${visibleTo(viewerId, communityPosts)}` })
    .from(communityPostPhotos)
    .leftJoin(communityPosts, eq(communityPosts.id, communityPostPhotos.postId))
    .where(eq(communityPostPhotos.id, photoId))
    .limit(1);
  const mine = row?.photo.uploaderId === viewerId;
  const onVisiblePost = row?.photo.postId && row.postDeletedAt === null && row.postVisible;
  if (!row || !(mine || onVisiblePost)) throw notFound('photo');
  return row.photo;
}
