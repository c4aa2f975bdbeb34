// Starts an Express app (or any request listener's server) on a free loopback port for a test.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function listenOnLoopback(app: {
  listen: (port: number, host: string, ready: () => void) => Server;
}): Promise<{ server: Server; base: string }> {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
