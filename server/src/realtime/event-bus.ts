import type { RealtimeEventName, RealtimeEvents } from '@tradeshub/sdk';

/** One event on its way to the sockets of some users. */
export interface RealtimeEnvelope<K extends RealtimeEventName = RealtimeEventName> {
  /** The users whose open sockets (every tab, on every server process) receive it. */
  to: readonly string[];
  event: K;
  data: RealtimeEvents[K];
}

export type RealtimeListener = (envelope: RealtimeEnvelope) => void;

/**
 * What server processes tell each other about the sockets they hold, so presence is right
 * across processes (see realtime/presence.ts). Never sent to a socket.
 */
export type BusSignal =
  /** A user's first socket on `process` opened (online) or its last one closed. */
  | { kind: 'presence'; process: string; userId: string; online: boolean }
  /** A process started listening (or listens again): the others answer with a snapshot. */
  | { kind: 'hello'; process: string }
  /** Every user with a socket on `process`. */
  | { kind: 'snapshot'; process: string; userIds: string[] }
  /** `process` is alive; it is forgotten when these stop. */
  | { kind: 'heartbeat'; process: string }
  /** `process` is shutting down: forget its sockets now. */
  | { kind: 'bye'; process: string }
  /**
   * These sessions of the user ended (sign-out, a password change or reset): every process
   * closes their sockets at once. The database sends it when the revocation commits, so
   * `process` is '' and every process hears it, the one that revoked included.
   */
  | { kind: 'sessions-ended'; process: ''; userId: string; sessionIds: string[] };

export type SignalListener = (signal: BusSignal) => void;

/**
 * How services tell the websocket gateway something happened. Services publish after their
 * change is committed; the gateway subscribes and writes to the sockets it holds. In one
 * process the bus is in-memory; across processes it is carried by PostgreSQL LISTEN/NOTIFY.
 * Inside a transaction, publish with publishOnCommit (realtime/publish-on-commit.ts) instead,
 * and signal with signalOnCommit.
 */
export interface EventBus {
  /** This process's id on the bus (signals carry it). */
  readonly processId: string;
  publish<K extends RealtimeEventName>(to: readonly string[], event: K, data: RealtimeEvents[K]): Promise<void>;
  subscribe(listener: RealtimeListener): () => void;
  /** Tells the other server processes; a process never hears its own signals. */
  signal(signal: BusSignal): Promise<void>;
  onSignal(listener: SignalListener): () => void;
  close(): Promise<void>;
}

/** Calls every listener; one listener's error never reaches the publisher or the others. */
export function createListeners<T>(onListenerError: (error: unknown) => void) {
  const listeners = new Set<(value: T) => void>();
  return {
    add(listener: (value: T) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(value: T): void {
      for (const listener of listeners) {
        try {
          listener(value);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    clear: () => listeners.clear(),
  };
}

/**
 * The default bus: listeners in this process only. With one process there is no one to
 * signal, so signals go nowhere.
 */
export function createInProcessEventBus(onListenerError: (error: unknown) => void = () => {}): EventBus {
  const listeners = createListeners<RealtimeEnvelope>(onListenerError);
  const signalListeners = createListeners<BusSignal>(onListenerError);
  return {
    processId: 'local',
    async publish(to, event, data) {
      if (to.length === 0) return;
      listeners.emit({ to, event, data } as RealtimeEnvelope);
    },
    subscribe: listeners.add,
    async signal() {},
    onSignal: signalListeners.add,
    async close() {
      listeners.clear();
      signalListeners.clear();
    },
  };
}
