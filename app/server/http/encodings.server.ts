// Compress once, serve many times (issue 15): the page cache and /assets keep each body as identity,
// brotli and gzip bytes made once, pick one per request from Accept-Encoding and answer a matching
// If-None-Match with 304. Nothing here compresses per request.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One body in every encoding worth sending; a compressed variant exists only when it is smaller. */
export type EncodedBody = { identity: Buffer; br?: Buffer; gzip?: Buffer; etag: string };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies below this size are sent as they are (a compressed stream would not be smaller). */
export const MIN_COMPRESS_BYTES = 256;

/** Strong validator of the identity bytes; each encoding gets its own suffix (RFC 9110 §8.8.3.3). */
export function entityTag(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 27);
}

// One body is compressed at a time: the page cache fills many pages at once after a start, and each
// brotli-11 encoder holds several MiB (memory goal of issue 15); the total time is the same.
let compressing: Promise<unknown> = Promise.resolve();

export async function encodeBody(identity: Buffer, options: { compress: boolean }): Promise<EncodedBody> {
  const encoded: EncodedBody = { identity, etag: entityTag(identity) };
  if (!options.compress || identity.length < MIN_COMPRESS_BYTES) return encoded;
  const turn = compressing.then(() => compress(identity));
  compressing = turn.catch(() => undefined);
  const [br, gz] = await turn;
  if (br.length < identity.length) encoded.br = br;
  if (gz.length < identity.length) encoded.gzip = gz;
  return encoded;
}

function compress(identity: Buffer): Promise<[Buffer, Buffer]> {
  return Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        // A window just large enough for the body: the same bytes out, a fraction of the encoder's memory.
        [constants.BROTLI_PARAM_LGWIN]: Math.min(
          constants.BROTLI_MAX_WINDOW_BITS,
          Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(identity.length + 1))),
        ),
      },
    }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
}

/**
 * The encoding to send: the client's acceptable codings by q-value (RFC 9110 §12.5.3), brotli before
 * gzip on a tie, identity when neither is acceptable or available.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: { br?: unknown; gzip?: unknown },
): Encoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.trim().toLowerCase().split(';');
    const name = rawName?.trim();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param);
      if (match) weight = Number(match[1]);
    }
    q.set(name, weight);
  }
  const weightOf = (coding: string) =>
    q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  const br = available.br ? weightOf('br') : 0;
  const gz = available.gzip ? weightOf('gzip') : 0;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

export function representation(
  body: EncodedBody,
  acceptEncoding: string | undefined,
): { encoding: Encoding; bytes: Buffer; etag: string } {
  const encoding = chooseEncoding(acceptEncoding, body);
  const bytes = encoding === 'br' ? body.br! : encoding === 'gzip' ? body.gzip! : body.identity;
  return { encoding, bytes, etag: encoding === 'identity' ? `"${body.etag}"` : `"${body.etag}-${encoding}"` };
}

/** Whether If-None-Match names this representation (weak comparison, as RFC 9110 §13.1.2 asks). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

type Req = { method: string; headers: { 'accept-encoding'?: string; 'if-none-match'?: string } };
type Res = {
  setHeader(name: string, value: string | number): unknown;
  statusCode: number;
  end(body?: Buffer): unknown;
};

/**
 * Sends the right representation of a prepared body in one write, with `Vary: Accept-Encoding`, its
 * ETag and Content-Length; 304 without a body when the client already has it. The caller sets every
 * other header (type, caching, security) before.
 */
export function sendEncoded(req: Req, res: Res, body: EncodedBody, status = 200): void {
  const { encoding, bytes, etag } = representation(body, req.headers['accept-encoding']);
  if (body.br || body.gzip) res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  if (status === 200 && notModified(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.statusCode = status;
  if (req.method === 'HEAD') res.end();
  else res.end(bytes);
}
