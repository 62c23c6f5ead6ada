import { badRequest } from '../../http/errors.js';

// A cursor names the last item of a page by its time (to the millisecond) and id, so the
// next page starts right after it even when rows are added meanwhile.

export interface PageCursor {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string): PageCursor {
  const [time, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const at = new Date(time ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(at.getTime())) {
    throw badRequest('That page of recommendations no longer exists. Load the list again from the start.');
  }
  return { at, id };
}

export interface PageRequest {
  cursor?: string | undefined;
  limit: number;
}
