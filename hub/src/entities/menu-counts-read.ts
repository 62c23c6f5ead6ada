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
// - a badge loading for the first time also takes a read already on its way (the header's
//   parts and the live parts mount a task apart on a first load: one read serves them all);
//   a badge asked again (made stale, refreshed) never does: its reason may be newer than that read;
// - every answer is offered to the other badges (`onMenuCountsAnswered`).
// Every read sent, and every change made here (a list marked seen), takes the next question
// number, which the count keeps: a count only ever gives way to the answer of a later question,
// whatever order the answers arrive in.

/** One of the menu's counts. */
export type MenuCountName = Exclude<keyof MenuCountsData, 'mode'>;

/** Whose counts, in which mode. */
export interface MenuCountsViewer {
  readonly userId: string;
  readonly mode: ViewerRole;
}

/** What a badge's query holds: the count, and the number of the question it answers. */
export interface MenuCount {
  readonly count: number;
  readonly asked: number;
}

interface MenuCountsRead {
  /** Its question number once sent (0 while it waits for the task to end). */
  asked: number;
  readonly answer: Promise<MenuCountsData>;
}

type AnswerListener = (counts: MenuCountsData, viewer: MenuCountsViewer, asked: number) => void;

let questions = 0;
const unanswered = new Map<string, MenuCountsRead>();
const listeners = new Set<AnswerListener>();

const viewerKey = ({ userId, mode }: MenuCountsViewer) => `${userId} ${mode}`;

/** A count the person has just cleared here (by opening the list it counts): newer than any read sent before. */
export function clearedCount(): MenuCount {
  questions += 1;
  return { count: 0, asked: questions };
}

/** Calls `listener` with every answer while the person who asked is still signed in. */
export function onMenuCountsAnswered(listener: AnswerListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function send(viewer: MenuCountsViewer): MenuCountsRead {
  const key = viewerKey(viewer);
  const token = session.getAccessToken();
  const read: MenuCountsRead = {
    asked: 0,
    answer: nextTask()
      .then(() => {
        questions += 1;
        read.asked = questions;
        return reads.user.getMenuCounts({ query: { mode: viewer.mode } });
      })
      .then((counts) => {
        if (session.getAccessToken() === token) for (const listener of listeners) listener(counts, viewer, read.asked);
        return counts;
      })
      .finally(() => {
        if (unanswered.get(key) === read) unanswered.delete(key);
      }),
  };
  unanswered.set(key, read);
  return read;
}

/** The read that answers a badge: one not sent yet, else (for a first load) one on its way, else a new one. */
function readFor(viewer: MenuCountsViewer, firstLoad: boolean): MenuCountsRead {
  const current = unanswered.get(viewerKey(viewer));
  if (current && (current.asked === 0 || firstLoad)) return current;
  return send(viewer);
}

/** A badge's query function: its count from the menu's read, or what it already shows if that answers a later question. */
export function menuCountQuery(name: MenuCountName, viewer: MenuCountsViewer) {
  return async ({ client, queryKey }: QueryFunctionContext<QueryKey>): Promise<MenuCount> => {
    const state = client.getQueryState<MenuCount>(queryKey);
    const read = readFor(viewer, state?.data === undefined && !state?.isInvalidated);
    const counts = await read.answer;
    const shown = client.getQueryData<MenuCount>(queryKey);
    return shown && shown.asked > read.asked ? shown : { count: counts[name], asked: read.asked };
  };
}
