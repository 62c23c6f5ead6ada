import { describe, expect, test } from 'vitest';
import { isAppError } from '../src/http/errors.js';
import { decodeOffsetCursor, decodePageCursor, encodePageCursor, toPage } from '../src/http/page-cursor.js';

// The one way every list pages: a cursor names the last item shown.

const at = new Date('2026-11-24T06:30:00.123Z');
const id = '4c1e2b7a-8f3d-4a6b-9c2d-1e5f7a9b3c4d';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isAppError(error) && error.status === 400) return error.message;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('page cursors', () => {
  test('round-trip a position, with and without a rank', () => {
    expect(decodePageCursor(encodePageCursor({ createdAt: at, id }), 'reviews')).toEqual({ createdAt: at, id });
    expect(decodePageCursor(encodePageCursor({ createdAt: at, id, rank: 1 }), 'disputes')).toEqual({ createdAt: at, id, rank: 1 });
  });

  test.each([
    ['junk', 'zzz'],
    ['an id that is not a UUID', Buffer.from(`${at.toISOString()}|not-an-id`).toString('base64url')],
    ['a year past 9999', Buffer.from(`+010000-01-01T00:00:00.000Z|${id}`).toString('base64url')],
    ['a rank that is not a digit', Buffer.from(`${at.toISOString()}|${id}|x`).toString('base64url')],
    ['extra parts', Buffer.from(`${at.toISOString()}|${id}|1|2`).toString('base64url')],
    ['something far too long', 'a'.repeat(10_000)],
  ])('refuse %s with a sentence naming the list', (_, cursor) => {
    expect(refusal(() => decodePageCursor(cursor, 'reviews'))).toBe('That page of reviews no longer exists. Load the reviews again from the start.');
  });

  test('offsets stop at their maximum', () => {
    expect(decodeOffsetCursor(undefined, 'results', 100)).toBe(0);
    expect(decodeOffsetCursor('40', 'results', 100)).toBe(40);
    expect(refusal(() => decodeOffsetCursor('101', 'results', 100))).toMatch(/Search again from the start/);
    expect(refusal(() => decodeOffsetCursor('-1', 'results', 100))).toMatch(/Search again from the start/);
  });

  test('toPage keeps limit rows and points the cursor at the last one kept only when more exist', () => {
    const rows = [3, 2, 1].map((n) => ({ n, createdAt: new Date(at.getTime() - n), id }));
    const full = toPage(rows, 2, (r) => r, (r) => r.n);
    expect(full.items).toEqual([3, 2]);
    expect(decodePageCursor(full.nextCursor!, 'x').createdAt).toEqual(rows[1]!.createdAt);
    expect(toPage(rows, 3, (r) => r, (r) => r.n).nextCursor).toBeNull();
  });
});
