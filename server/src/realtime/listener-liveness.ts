import { newWireId } from './bus-wire.js';

/** The part of a pg.Client the probe uses. */
export interface ProbedConnection {
  query(text: string, params: unknown[]): Promise<unknown>;
}

export interface LivenessOptions {
  /** The private channel the connection LISTENs on for its own probes. */
  channel: string;
  /** How often the connection is probed. */
  intervalMs: number;
  /** How long a probe may take to come back before the connection is taken to be dead. */
  timeoutMs: number;
  /** The connection being listened on now, or null while there is none. */
  current(): ProbedConnection | null;
  /** Called with the connection that failed its probe; the caller tears it down and listens again. */
  onDead(connection: ProbedConnection, error: Error): void;
}

export interface Liveness {
  /** Feed every notification on `channel` here. */
  heard(payload: string): void;
  stop(): void;
}

/**
 * A LISTEN connection can go deaf without an error: a half-open TCP connection (a NAT or
 * firewall that forgot it, a database host that vanished) reads as quiet, not closed. So
 * every `intervalMs` the connection NOTIFYs itself on a private channel; unless it hears
 * that back within `timeoutMs` it is dead, whether the query hung or the notification never
 * arrived. Probing through the listening connection itself tests the very path events take.
 */
export function watchListenerLiveness(options: LivenessOptions): Liveness {
  const waiting = new Map<string, () => void>();
  let probing = false;

  async function probe(connection: ProbedConnection): Promise<void> {
    const nonce = newWireId();
    let timer: NodeJS.Timeout | undefined;
    const heardBack = new Promise<void>((resolve) => waiting.set(nonce, resolve));
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The realtime bus did not hear its own probe within ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
    });
    try {
      await Promise.race([connection.query('SELECT pg_notify($1, $2)', [options.channel, nonce]).then(() => heardBack), timedOut]);
    } finally {
      clearTimeout(timer);
      waiting.delete(nonce);
    }
  }

  const interval = setInterval(() => {
    const connection = options.current();
    if (!connection || probing) return;
    probing = true;
    probe(connection)
      .catch((error: unknown) => options.onDead(connection, error instanceof Error ? error : new Error(String(error))))
      .finally(() => (probing = false));
  }, options.intervalMs);
  interval.unref();

  return {
    heard(payload) {
      waiting.get(payload)?.();
    },
    stop() {
      clearInterval(interval);
      for (const resolve of waiting.values()) resolve();
      waiting.clear();
    },
  };
}
