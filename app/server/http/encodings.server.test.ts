import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, encodeBody, notModified, representation } from './encodings.server';

const both = { br: true, gzip: true };

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as browsers send them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('deflate', both)).toBe('identity');
    expect(chooseEncoding(undefined, both)).toBe('identity');
    expect(chooseEncoding('', both)).toBe('identity');
  });

  it('honours q-values, q=0 refusals, x-gzip and the wildcard', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBe('identity');
    expect(chooseEncoding('x-gzip', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*;q=0.1, br;q=0', both)).toBe('gzip');
    expect(chooseEncoding('BR', both)).toBe('br');
  });

  it('only chooses what exists', () => {
    expect(chooseEncoding('br, gzip', { gzip: true })).toBe('gzip');
    expect(chooseEncoding('br', { gzip: true })).toBe('identity');
    expect(chooseEncoding('br, gzip', {})).toBe('identity');
  });
});

describe('encodeBody', () => {
  it('makes brotli and gzip bytes that decode to the original', async () => {
    const text = Buffer.from('<p>Krankenfahrt nach Frankfurt</p>'.repeat(200));
    const body = await encodeBody(text, { compress: true });
    expect(brotliDecompressSync(body.br!).equals(text)).toBe(true);
    expect(gunzipSync(body.gzip!).equals(text)).toBe(true);
    expect(body.br!.length).toBeLessThan(text.length / 10);
  });

  it('leaves tiny bodies and uncompressible content alone', async () => {
    expect(await encodeBody(Buffer.from('kurz'), { compress: true })).toEqual({
      identity: Buffer.from('kurz'),
      etag: expect.any(String),
    });
    const random = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919 + 13) % 251));
    expect((await encodeBody(random, { compress: false })).br).toBeUndefined();
  });
});

describe('representation and notModified', () => {
  it('gives each encoding its own ETag and recognises it in If-None-Match', async () => {
    const body = await encodeBody(Buffer.from('x'.repeat(5000)), { compress: true });
    const br = representation(body, 'br');
    const gz = representation(body, 'gzip');
    const plain = representation(body, undefined);
    expect(new Set([br.etag, gz.etag, plain.etag]).size).toBe(3);
    expect(notModified(br.etag, br.etag)).toBe(true);
    expect(notModified(`"anders", W/${gz.etag}`, gz.etag)).toBe(true);
    expect(notModified(gz.etag, br.etag)).toBe(false);
    expect(notModified('*', br.etag)).toBe(true);
    expect(notModified(undefined, br.etag)).toBe(false);
  });
});
