import { badRequest } from '../../http/errors.js';

// A cursor names the last item of a page by its creation time (to the millisecond) and id,
// so the next page starts right after it even when rows are added meanwhile.

export interface ReviewCursor {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeReviewCursor(cursor: ReviewCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeReviewCursor(value: string): ReviewCursor {
  const [time, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw badRequest('That page of reviews no longer exists. Load the reviews again from the start.');
  }
  return { createdAt, id };
}
