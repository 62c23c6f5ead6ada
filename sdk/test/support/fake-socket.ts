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

    close(code = 1000): void {
      this.closedByClient = true;
      this.serverCloses(code);
    }

    /** The connection opens and, as the real gateway does, ADD_USER is answered with READY. */
    serverOpens(): void {
      this.serverOpensSilently();
      const addUser = this.sent.map((frame) => JSON.parse(frame) as { action?: string; userId?: string }).find((f) => f.action === 'ADD_USER');
      if (addUser) this.serverSends(JSON.stringify({ event: 'READY', data: { userId: addUser.userId } }));
    }

    /** The connection opens but the gateway has not answered ADD_USER yet. */
    serverOpensSilently(): void {
      this.readyState = 1;
      this.dispatch({ type: 'open' });
    }

    serverSends(data: unknown): void {
      this.dispatch({ type: 'message', data });
    }

    /** The server ends the connection (1006, as after a drop, unless a code is given). */
    serverCloses(code = 1006): void {
      this.readyState = 3;
      this.dispatch({ type: 'close', code });
    }

    private dispatch(event: SocketEventLike): void {
      for (const listener of this.listeners.get(event.type) ?? []) listener(event);
    }
  }

  return { FakeSocket, sockets };
}
