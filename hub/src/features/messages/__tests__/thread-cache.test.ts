import { describe, expect, it } from 'vitest';
import { markSeenUpTo, newestUnseenFor, patchMessage, unconfirmed, upsertMessages, withNewestPage, withOlderPage } from '../thread-cache';
import { ME, SAM, detail, message } from './fixtures';

describe('the thread cache', () => {
  it('keeps each message once, oldest first, whichever way it arrived', () => {
    const [a, b, c] = [message(), message(), message()];
    const merged = upsertMessages([c!, a!], [b!, a!, { ...c!, text: 'edited' }]);
    expect(merged.map((m) => m.id)).toEqual([a!.id, b!.id, c!.id]);
    expect(merged[2]!.text).toBe('edited');
  });

  it('never takes a receipt back when an older copy of a message arrives late', () => {
    const sent = message({ senderId: ME, receiverId: SAM });
    const [merged] = upsertMessages([{ ...sent, delivered: true, seen: true }], [sent]);
    expect(merged).toMatchObject({ delivered: true, seen: true });
  });

  it('merges a refetched newest page into what was loaded, keeping older pages', () => {
    const older = [message(), message()];
    const newest = [message(), message()];
    const loaded = withOlderPage(withNewestPage(undefined, detail(newest, newest[0]!.id)), { items: [...older].reverse(), nextCursor: null });
    const arrived = message();
    const caughtUp = withNewestPage(loaded, detail([newest[1]!, arrived], newest[1]!.id));
    expect(caughtUp.messages.map((m) => m.id)).toEqual([...older, ...newest, arrived].map((m) => m.id));
    expect(caughtUp.olderFrom).toBeNull();
    expect(caughtUp.conversation.lastMessage?.id).toBe(arrived.id);
  });

  it('starts again from the newest page when so much arrived that the two would leave a gap', () => {
    const loaded = withNewestPage(undefined, detail([message(), message()]));
    const missed = [message(), message()];
    const newest = [message(), message()];
    const caughtUp = withNewestPage(loaded, detail(newest, missed[1]!.id));
    expect(caughtUp.messages.map((m) => m.id)).toEqual(newest.map((m) => m.id));
    expect(caughtUp.olderFrom).toBe(missed[1]!.id);
  });

  it('asks for the page before the oldest loaded message, and stops at the start', () => {
    const thread = withNewestPage(undefined, detail([message()], 'x'));
    const page = [message(), message()].reverse();
    expect(withOlderPage(thread, { items: page, nextCursor: 'more' }).olderFrom).toBe(page[1]!.id);
    expect(withOlderPage(thread, { items: page, nextCursor: null }).olderFrom).toBeNull();
  });

  it('marks a message and the earlier ones to the same person seen, and no others', () => {
    const toMe1 = message();
    const fromMe = message({ senderId: ME, receiverId: SAM });
    const toMe2 = message();
    const toMe3 = message();
    const thread = withNewestPage(undefined, detail([toMe1, fromMe, toMe2, toMe3]));
    const seen = markSeenUpTo(thread, ME, toMe2.id);
    expect(seen.messages.map((m) => m.seen)).toEqual([true, false, true, false]);
    expect(newestUnseenFor(seen, ME)?.id).toBe(toMe3.id);
    expect(newestUnseenFor(markSeenUpTo(seen, ME), ME)).toBeNull();
  });

  it('leaves the thread alone for a message it does not hold', () => {
    const thread = withNewestPage(undefined, detail([message()]));
    expect(patchMessage(thread, '00000000-0000-4000-8000-999999999999', { seen: true })).toBe(thread);
  });

  it('hides a pending send once its pushed copy arrives, matching each copy once', () => {
    const before = message({ senderId: ME, receiverId: SAM, text: 'On my way' });
    const pending = [
      { clientId: '1', text: 'On my way', attachments: [], afterMessageId: before.id },
      { clientId: '2', text: 'On my way', attachments: [], afterMessageId: before.id },
    ];
    expect(unconfirmed(pending, [before], ME).map((p) => p.clientId)).toEqual(['1', '2']);
    const copy = message({ senderId: ME, receiverId: SAM, text: 'On my way' });
    expect(unconfirmed(pending, [before, copy], ME).map((p) => p.clientId)).toEqual(['2']);
    const theirs = message({ text: 'On my way' });
    expect(unconfirmed(pending, [before, theirs], ME)).toHaveLength(2);
  });
});
