import type { SocketEventLike, SocketLike } from '../../src/realtime/socket-client.js';

type Listener = (event: SocketEventLike) => void;

/** A fresh fake WebSocket class per test; its sockets are driven from the test as the server. */
export function fakeWebSocketClass() {
  const sockets: FakeSocket[] = [];

  class FakeSocket implements SocketLike {
    readyState = 0;
    readonly sent: string[] = [];
    closedByClient = false;
    private readonly listeners = new Map<string, Listener[]>();

    constructor(readonly url: string) {
      sockets.push(this);
    }

    addEventListener(type: string, listener: Listener): void {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }

    send(data: string): void {
      this.sent.push(data);
    }

    close(): void {
      this.closedByClient = true;
      this.serverCloses();
    }

    serverOpens(): void {
      this.readyState = 1;
      this.dispatch({ type: 'open' });
    }

    serverSends(data: unknown): void {
      this.dispatch({ type: 'message', data });
    }

    serverCloses(): void {
      this.readyState = 3;
      this.dispatch({ type: 'close' });
    }

    private dispatch(event: SocketEventLike): void {
      for (const listener of this.listeners.get(event.type) ?? []) listener(event);
    }
  }

  return { FakeSocket, sockets };
}
