import { afterEach, describe, expect, test, vi } from 'vitest';
import { createInProcessEventBus, type RealtimeEnvelope } from '../src/realtime/event-bus.js';
import { createPresence, type Presence } from '../src/realtime/presence.js';

// Presence on its own, with the audience query under the test's control: the order in which
// slow queries finish must never decide what watchers are told last.

const ann = '0b7e6d4c-3a21-4f9e-8d7c-6b5a49382716';
const bob = '7f1c2d3e-4b5a-4697-8876-5a4b3c2d1e0f';

function setup(offlineGraceMs: number) {
  const bus = createInProcessEventBus();
  const published: string[] = [];
  bus.subscribe((envelope: RealtimeEnvelope) => published.push(envelope.event));
  // Each audience query waits until the test answers it, in whatever order the test likes.
  const queries: Array<() => void> = [];
  const audience = vi.fn(
    () =>
      new Promise<string[]>((resolve) => {
        queries.push(() => resolve([bob]));
      }),
  );
  const logger = { warn: vi.fn(), error: vi.fn() };
  const presence = createPresence({ bus, audience, logger, offlineGraceMs });
  return { presence, published, queries, audience, logger };
}

let presence: Presence | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await presence?.close();
});

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('presence announcements', () => {
  test('a reload whose leave is answered after its join still leaves the user announced online, once', async () => {
    const run = setup(0);
    presence = run.presence;
    run.presence.userJoined(ann);
    await flush();
    run.queries.shift()!();
    await vi.waitFor(() => expect(run.published).toEqual(['USER_ONLINE']));

    // The last tab closes and a new one opens before either announcement has its audience.
    run.presence.userLeft(ann);
    run.presence.userJoined(ann);
    await flush();
    // Whatever runs, runs one at a time: answer every query as it comes, newest first.
    for (let round = 0; round < 3; round += 1) {
      while (run.queries.length > 0) run.queries.pop()!();
      await flush();
    }

    expect(run.published).toEqual(['USER_ONLINE']);
    expect(run.presence.isOnline(ann)).toBe(true);
    expect(run.logger.error).not.toHaveBeenCalled();
  });

  test('announcements for one user go out in order, each saying the state when it is published', async () => {
    const run = setup(0);
    presence = run.presence;
    run.presence.userJoined(ann);
    run.presence.userLeft(ann);
    await flush();
    // Only one query runs at a time for a user.
    expect(run.queries).toHaveLength(1);
    run.queries.shift()!();
    await flush();
    // By the time the first announcement had its audience Ann had left: it says so, once.
    expect(run.published).toEqual(['USER_OFFLINE']);
    expect(run.queries).toHaveLength(0);

    run.presence.userJoined(ann);
    await flush();
    run.queries.shift()!();
    await vi.waitFor(() => expect(run.published).toEqual(['USER_OFFLINE', 'USER_ONLINE']));
    run.presence.userLeft(ann);
    await flush();
    run.queries.shift()!();
    await vi.waitFor(() => expect(run.published).toEqual(['USER_OFFLINE', 'USER_ONLINE', 'USER_OFFLINE']));
  });

  test('with a grace, a socket back in time means no announcement at all; staying away means one OFFLINE', async () => {
    vi.useFakeTimers();
    const run = setup(2_000);
    presence = run.presence;
    run.presence.userJoined(ann);
    await vi.advanceTimersByTimeAsync(0);
    run.queries.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(run.published).toEqual(['USER_ONLINE']);

    run.presence.userLeft(ann);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(run.presence.isOnline(ann)).toBe(true);
    run.presence.userJoined(ann);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.audience).toHaveBeenCalledTimes(1);
    expect(run.published).toEqual(['USER_ONLINE']);
    expect(run.presence.isOnline(ann)).toBe(true);

    run.presence.userLeft(ann);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(run.audience).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.presence.isOnline(ann)).toBe(false);
    run.queries.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(run.published).toEqual(['USER_ONLINE', 'USER_OFFLINE']);
  });
});
