// A body over its limit over real HTTP (issue 39): the 413 with its German message arrives, the
// connection says `Connection: close` and is closed cleanly (FIN) once the client has sent the rest,
// never reset while the client is still sending. Both ways a body is read: React Router's (a Web stream
// around the Node request, as @react-router/node makes it) and the booking intake's fast path.
import { connect, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { createReadableStreamFromReadable } from '@react-router/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../../tests/support/listen';
import { createServicesWithOwnDb, type OwnedTestServices } from '../../../tests/support/test-services';
import { BODY_MESSAGES, readBoundedForm } from './bounded-body.server';
import { createHttpApp } from './create-http-app.server';

type Outcome = { answer: string; reset: boolean; closedCleanly: boolean; sentAll: boolean };

/**
 * Posts `total` bytes (declared or chunked) in 64 KB writes, as a browser uploads a file, and reads
 * whatever comes back until the connection ends.
 */
function upload(base: string, path: string, total: number, declared: boolean): Promise<Outcome> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    // Half-open, as a browser: the server's close does not end the upload.
    const socket: Socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
    let answer = '';
    let reset = false;
    let sent = 0;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => (reset = true));
    socket.on('close', () => resolve({ answer, reset, closedCleanly: !reset, sentAll: sent >= total }));
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
          (declared ? `Content-Length: ${total}\r\n` : 'Transfer-Encoding: chunked\r\n') +
          '\r\n',
      );
      const piece = Buffer.alloc(64 * 1024, 'a');
      const next = () => {
        while (sent < total && !socket.destroyed) {
          const data = declared
            ? piece
            : Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
          sent += piece.length;
          if (!socket.write(data)) return void socket.once('drain', next);
        }
        // A browser sends its whole body even after the server's close (a half-close), then ends.
        if (!socket.destroyed) socket.end(declared ? '' : '0\r\n\r\n');
      };
      next();
    });
  });
}

describe('a body over the limit, over real HTTP', () => {
  let services: OwnedTestServices;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    services = await createServicesWithOwnDb({ NODE_ENV: 'production', PUBLIC_URL: 'https://krankenfahrt.example' });
    const app = createHttpApp({
      services,
      // React Router's way: the Node request as a Web stream, read with the limit by the action.
      handleRequest: (req, res, next) => {
        const request = new Request(`http://${req.headers.host}${req.originalUrl}`, {
          method: 'POST',
          headers: req.headers as Record<string, string>,
          body: createReadableStreamFromReadable(req),
          duplex: 'half',
        } as RequestInit);
        readBoundedForm(request, 64 * 1024)
          .then((result) => {
            if (result.ok) res.type('text/plain').send('ok');
            else res.status(result.status).type('text/plain; charset=utf-8').send(result.message);
          })
          .catch(next);
      },
    });
    ({ server, base } = await listenOnLoopback(app));
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await services.close();
  });

  it.each([
    ['declared (Content-Length)', true],
    ['chunked', false],
  ])(
    'a form action: 413 with the German message, Connection: close, closed without a reset (%s)',
    async (_name, declared) => {
      const outcome = await upload(base, '/kontakt/', 8 * 1024 * 1024, declared);
      expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(outcome.answer.toLowerCase()).toContain('connection: close');
      expect(Buffer.from(outcome.answer, 'latin1').toString('utf8')).toContain(BODY_MESSAGES.tooLarge);
      expect(outcome).toMatchObject({ reset: false, closedCleanly: true, sentAll: true });
    },
  );

  it('the booking intake: 413 with its German message, Connection: close, closed without a reset', async () => {
    const outcome = await upload(base, '/online-buchung/absenden', 12 * 1024 * 1024, true);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.answer.toLowerCase()).toContain('connection: close');
    expect(outcome).toMatchObject({ reset: false, closedCleanly: true, sentAll: true });
  });
});
