import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { MenuCountsData, ViewerRole } from '@tradeshub/sdk';
import { nextTask } from '../lib/next-task';
import { reads } from '../lib/plain-reads';
import { session } from '../lib/session-store';

// The menu's badges read their counts in one request (docs/decisions/0081-the-menu-counts-in-one-read.md).
// Each badge keeps its own query and key, so what refreshes it (a pushed event, a page
// marking things seen) is unchanged; its query function asks here, and here:
// - counts asked in the same task go out as one read, sent in the next task: every badge that
//   asked in it is answered by something asked after its reason to ask. A task, not a
//   microtask: the socket's first open refreshes the messages a promise later than the rest;
// - a badge with nothing to show yet also takes a read already on its way (the header's parts
//   and the live parts mount a turn apart on a first load: one read serves them all);
// - every answer is offered to the other badges (`onMenuCountsAnswered`), which take it only
//   where what they show is older than the question.

/** One of the menu's counts. */
export type MenuCountName = Exclude<keyof MenuCountsData, 'mode'>;

/** Whose counts, in which mode. */
export interface MenuCountsViewer {
  readonly userId: string;
  readonly mode: ViewerRole;
}

/** What a badge's query holds. */
export interface MenuCount {
  readonly count: number;
}

interface MenuCountsRead {
  /** When it was sent (epoch ms; 0 while it waits for the task to end). */
  askedAt: number;
  readonly answer: Promise<MenuCountsData>;
}

type AnswerListener = (counts: MenuCountsData, viewer: MenuCountsViewer, askedAt: number) => void;

const unanswered = new Map<string, MenuCountsRead>();
const listeners = new Set<AnswerListener>();

const viewerKey = ({ userId, mode }: MenuCountsViewer) => `${userId} ${mode}`;

/** Calls `listener` with every answer while the person who asked is still signed in. */
export function onMenuCountsAnswered(listener: AnswerListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function send(viewer: MenuCountsViewer): MenuCountsRead {
  const key = viewerKey(viewer);
  const token = session.getAccessToken();
  const read: MenuCountsRead = {
    askedAt: 0,
    answer: nextTask()
      .then(() => {
        read.askedAt = Date.now();
        return reads.user.getMenuCounts({ query: { mode: viewer.mode } });
      })
      .then((counts) => {
        if (session.getAccessToken() === token) for (const listener of listeners) listener(counts, viewer, read.askedAt);
        return counts;
      })
      .finally(() => {
        if (unanswered.get(key) === read) unanswered.delete(key);
      }),
  };
  unanswered.set(key, read);
  return read;
}

/** The read that answers a badge: one not sent yet, else (for a badge with nothing yet) one on its way, else a new one. */
function readFor(viewer: MenuCountsViewer, hasData: boolean): MenuCountsRead {
  const current = unanswered.get(viewerKey(viewer));
  if (current && (current.askedAt === 0 || !hasData)) return current;
  return send(viewer);
}

/** A badge's query function: its count from the menu's read, or what it already shows if that is newer. */
export function menuCountQuery(name: MenuCountName, viewer: MenuCountsViewer) {
  return async ({ client, queryKey }: QueryFunctionContext<QueryKey>): Promise<MenuCount> => {
    const read = readFor(viewer, client.getQueryData(queryKey) !== undefined);
    const counts = await read.answer;
    const shown = client.getQueryState<MenuCount>(queryKey);
    if (shown?.data !== undefined && shown.dataUpdatedAt > read.askedAt) return shown.data;
    return { count: counts[name] };
  };
}
