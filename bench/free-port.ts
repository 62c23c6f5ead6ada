import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/** A port nothing listens on, so a page can name its own origin before the server starts. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}
