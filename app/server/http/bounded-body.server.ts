// Request bodies read with a size limit suited to the route (issue 14): a body over the limit is refused
// with 413 and a German message as soon as its declared length or the bytes read so far exceed it, so
// a 500 MB POST never reaches memory; a body that is not a readable form is a 400, never a 500.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Limits per kind of form, in bytes. The booking intake has its own (prescription + fields). */
export const BODY_LIMITS = {
  /** Contact form: name, contact, 5000-character message, consent; room for multipart framing. */
  contact: 64 * 1024,
  /** Sign-in, password change, two-factor, users: a few short fields. */
  account: 16 * 1024,
  /** Drivers, vehicles, price rules, booking actions (a bulk action lists at most a page of ids). */
  staffForm: 64 * 1024,
  /** Settings: three e-mail templates with subject and body. */
  settings: 256 * 1024,
} as const;

export const BODY_MESSAGES = {
  tooLarge: 'Die Anfrage ist zu groß und wurde nicht verarbeitet. Bitte kürzen Sie Ihre Angaben.',
  malformed: 'Die Anfrage konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
} as const;

export class BodyTooLarge extends Error {
  constructor() {
    super('request body over the limit');
    this.name = 'BodyTooLarge';
  }
}

/** The whole body, at most `max` bytes; throws BodyTooLarge beyond (the rest is not read). */
export async function readLimitedBody(request: Request, max: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      // Not cancel(): on a Node request that destroys the socket, and the 413 would never arrive (the
      // HTTP layer drops the rest instead, lingerAfterRefusal).
      reader.releaseLock();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The whole body of a Node request, at most `max` bytes; throws BodyTooLarge beyond (what follows is
 * discarded, never kept) and an Error when the client goes away. For handlers answered before Express
 * that need no Web Request.
 */
export function readLimitedNodeBody(req: IncomingMessage, max: number): Promise<Uint8Array> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > max) {
        // Stop keeping the bytes; the stream keeps flowing (and is discarded) so the 413 can be answered.
        done();
        req.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => {
      done();
      reject(new Error('request closed before its body ended'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/** How long what a client still sends after its 413 is read and dropped before the connection closes. */
export const LINGER_MS = 10_000;

/**
 * For an answer sent before the request's body was read to its end (a 413): the caller sends it with
 * `Connection: close`; then whatever the client still sends is read and dropped until it has sent all
 * (or `lingerMs` passed), and only then is the connection closed. Node would end the socket and destroy
 * it at once, with the client's bytes unread: the kernel then resets the connection, and the browser
 * drops the answer and shows its own network error instead of the German message ("lingering close",
 * as nginx does). A request whose body was read to its end needs nothing.
 */
export function lingerAfterRefusal(req: IncomingMessage, res: ServerResponse, lingerMs = LINGER_MS): void {
  if (req.complete) return;
  const socket = req.socket;
  res.once('finish', () => {
    // Whatever read the body so far (React Router's stream around it) reads no more: drop the rest.
    req.removeAllListeners('data');
    req.on('data', () => {});
    req.resume();
  });
  // Called by Node once a `Connection: close` answer is written: close our side, keep reading.
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    // Closed once the answer is out and the client has sent all of its body.
    const close = () => {
      if (req.complete && this.writableFinished) this.destroy();
    };
    req.once('end', close);
    this.once('finish', close);
    close();
  };
}

export type BoundedForm = { ok: true; form: FormData } | { ok: false; status: 400 | 413; message: string };

const FORM_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * The posted form, read with the limit: `{ ok: false, status: 413 }` over the limit, 400 when the body is
 * not a form (wrong content type, broken multipart, a client that went away).
 */
export async function readBoundedForm(request: Request, max: number): Promise<BoundedForm> {
  const type = request.headers.get('content-type') ?? '';
  if (!FORM_TYPE.test(type)) return { ok: false, status: 400, message: BODY_MESSAGES.malformed };
  let body: Uint8Array;
  try {
    body = await readLimitedBody(request, max);
  } catch (error) {
    if (error instanceof BodyTooLarge) return { ok: false, status: 413, message: BODY_MESSAGES.tooLarge };
    return { ok: false, status: 400, message: BODY_MESSAGES.malformed };
  }
  try {
    return {
      ok: true,
      form: await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData(),
    };
  } catch {
    return { ok: false, status: 400, message: BODY_MESSAGES.malformed };
  }
}

/**
 * For actions whose pages never send such a body: the form, or a thrown German text/plain response
 * (413 or 400) that React Router answers as it is.
 */
export async function requireBoundedForm(request: Request, max: number): Promise<FormData> {
  const result = await readBoundedForm(request, max);
  if (result.ok) return result.form;
  throw new Response(result.message, {
    status: result.status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
