import { REALTIME_EVENTS } from '@tradeshub/sdk';
import type { BusLogger } from './database-event-bus.js';
import type { BusSignal, EventBus } from './event-bus.js';

export interface PresenceOptions {
  bus: EventBus;
  /** Who may see a user's presence (conversation partners and connections, not blocked). */
  audience(userId: string): Promise<string[]>;
  logger: BusLogger;
  /** How often this process tells the others it is alive. */
  heartbeatMs?: number;
  /** A process not heard from for this long is taken to be gone, with its sockets. */
  staleAfterMs?: number;
  /** How long the users of a process that went away have to reconnect elsewhere before they are announced offline. */
  reconnectGraceMs?: number;
  /**
   * How long a user whose last socket here closed stays online, so a tab reload (close,
   * then open) does not flicker offline and online. 0 announces at once.
   */
  offlineGraceMs?: number;
}

/** Who is online, across every server process, and telling the people who can see them. */
export interface Presence {
  isOnline(userId: string): boolean;
  /** This process's socket count for a user went from 0 to 1. */
  userJoined(userId: string): void;
  /** This process's last socket of a user closed (they stay online for the offline grace). */
  userLeft(userId: string): void;
  /** Says goodbye to the other processes; no announcements after this. */
  close(): Promise<void>;
}

interface ProcessView {
  userIds: Set<string>;
  heardAt: number;
}

/**
 * Each process counts its own sockets and tells the others when a user's first socket opens
 * or last one closes there (signals on the bus); each keeps a view of the others' users.
 * A user is online while any process holds a socket of theirs, and for `offlineGraceMs`
 * after the last one closes. USER_ONLINE/USER_OFFLINE go out when the whole-cluster state
 * changes, from the process where the change happened, one at a time per user and saying
 * the state at the moment of publishing (never a stale one overtaking a newer one). A
 * process that stops without a goodbye is forgotten after `staleAfterMs` without heartbeats;
 * its users are announced offline (after a grace to reconnect elsewhere) by one surviving
 * process, the one with the smallest id. See docs/decisions/0010-realtime-bus.md.
 */
export function createPresence(options: PresenceOptions): Presence {
  const { bus, logger } = options;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const staleAfterMs = options.staleAfterMs ?? 3 * heartbeatMs;
  const graceMs = options.reconnectGraceMs ?? 10_000;
  const offlineGraceMs = options.offlineGraceMs ?? 2_500;
  const local = new Set<string>();
  const others = new Map<string, ProcessView>();
  const graceTimers = new Set<NodeJS.Timeout>();
  /** Users whose last socket here closed, still counted online until their timer fires. */
  const leaving = new Map<string, NodeJS.Timeout>();
  /** Per user: the announcement running or queued last, and what this process last announced. */
  const queues = new Map<string, Promise<void>>();
  const announced = new Map<string, boolean>();
  let closing = false;

  const onlineElsewhere = (userId: string) => [...others.values()].some((view) => view.userIds.has(userId));
  const isOnline = (userId: string) => local.has(userId) || onlineElsewhere(userId);

  /**
   * Queues an announcement of the user's presence behind any earlier one. A leave and a join
   * close together (a reload) each run a few queries first; unqueued, the older one could
   * publish last and leave watchers with the wrong state.
   */
  function announce(userId: string): void {
    if (closing) return;
    const queued = (queues.get(userId) ?? Promise.resolve())
      .then(() => announceNow(userId))
      .catch((error: unknown) => logger.error({ err: error, userId }, 'Could not announce a change of presence'));
    queues.set(userId, queued);
    void queued.then(() => {
      if (queues.get(userId) !== queued) return;
      queues.delete(userId);
      // Nothing further queued: forget offline users, so the map holds only online ones.
      if (announced.get(userId) === false) announced.delete(userId);
    });
  }

  /** Publishes the user's state now, unless it is what this process last said. */
  async function announceNow(userId: string): Promise<void> {
    if (closing || announced.get(userId) === isOnline(userId)) return;
    const audience = await options.audience(userId);
    const online = isOnline(userId);
    if (closing || announced.get(userId) === online) return;
    announced.set(userId, online);
    await bus.publish(audience, online ? REALTIME_EVENTS.USER_ONLINE : REALTIME_EVENTS.USER_OFFLINE, { userId });
  }

  /** The user's last socket here closed and the grace is over. */
  function leave(userId: string): void {
    leaving.delete(userId);
    if (!local.delete(userId) || closing) return;
    send({ kind: 'presence', process: bus.processId, userId, online: false });
    if (!onlineElsewhere(userId)) announce(userId);
    // Still online elsewhere: the process where they leave last announces it, so what this
    // one announced is no longer the news and must not stop it announcing their return.
    else if (!queues.has(userId)) announced.delete(userId);
  }

  function send(signal: BusSignal): void {
    bus.signal(signal).catch((error: unknown) => logger.error({ err: error }, 'Could not tell the other processes about presence'));
  }

  function viewOf(process: string): ProcessView {
    let view = others.get(process);
    if (!view) {
      view = { userIds: new Set(), heardAt: Date.now() };
      others.set(process, view);
    }
    view.heardAt = Date.now();
    return view;
  }

  /** Forgets a process; its users who do not come back within the grace are announced offline. */
  function forget(process: string): void {
    const view = others.get(process);
    if (!view) return;
    others.delete(process);
    if (view.userIds.size === 0 || closing) return;
    const timer = setTimeout(() => {
      graceTimers.delete(timer);
      const leader = [bus.processId, ...others.keys()].sort()[0];
      if (leader !== bus.processId) return;
      for (const userId of view.userIds) if (!isOnline(userId)) announce(userId);
    }, graceMs);
    timer.unref();
    graceTimers.add(timer);
  }

  function onSignal(signal: BusSignal): void {
    if (closing) return;
    if (signal.process === bus.processId) {
      // The bus (re)started listening: whatever we knew of the others may be stale.
      if (signal.kind === 'hello') send({ kind: 'hello', process: bus.processId });
      return;
    }
    switch (signal.kind) {
      case 'hello':
        viewOf(signal.process);
        send({ kind: 'snapshot', process: bus.processId, userIds: [...local] });
        return;
      case 'snapshot':
        viewOf(signal.process).userIds = new Set(signal.userIds);
        return;
      case 'presence': {
        const view = viewOf(signal.process);
        if (signal.online) view.userIds.add(signal.userId);
        else view.userIds.delete(signal.userId);
        return;
      }
      case 'heartbeat':
        if (!others.has(signal.process)) send({ kind: 'hello', process: bus.processId });
        viewOf(signal.process);
        return;
      case 'bye':
        forget(signal.process);
        return;
    }
  }

  const stopListening = bus.onSignal(onSignal);
  const heartbeat = setInterval(() => {
    send({ kind: 'heartbeat', process: bus.processId });
    const limit = Date.now() - staleAfterMs;
    for (const [process, view] of others) if (view.heardAt < limit) forget(process);
  }, heartbeatMs);
  heartbeat.unref();
  send({ kind: 'hello', process: bus.processId });

  return {
    isOnline,
    userJoined(userId) {
      if (closing) return;
      const timer = leaving.get(userId);
      if (timer) {
        // Back within the grace: as far as anyone else knows, they never left.
        clearTimeout(timer);
        leaving.delete(userId);
        return;
      }
      if (local.has(userId)) return;
      local.add(userId);
      send({ kind: 'presence', process: bus.processId, userId, online: true });
      if (!onlineElsewhere(userId)) announce(userId);
    },
    userLeft(userId) {
      if (!local.has(userId) || leaving.has(userId) || closing) return;
      if (offlineGraceMs === 0) return leave(userId);
      const timer = setTimeout(leave, offlineGraceMs, userId);
      timer.unref();
      leaving.set(userId, timer);
    },
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(heartbeat);
      for (const timer of graceTimers) clearTimeout(timer);
      for (const timer of leaving.values()) clearTimeout(timer);
      stopListening();
      await bus.signal({ kind: 'bye', process: bus.processId }).catch(() => undefined);
    },
  };
}
