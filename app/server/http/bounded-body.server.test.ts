import { describe, expect, it } from 'vitest';
import { BODY_MESSAGES, readBoundedForm, requireBoundedForm } from './bounded-body.server';

const URL_ = 'http://localhost/kontakt/';

/** A body streamed in chunks without a Content-Length (what a chunked upload looks like). */
function chunkedRequest(totalBytes: number, type = 'application/x-www-form-urlencoded') {
  let sent = 0;
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      if (sent >= totalBytes) return controller.close();
      const chunk = new TextEncoder().encode('a'.repeat(Math.min(16 * 1024, totalBytes - sent)));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new Request(URL_, {
    method: 'POST',
    body: stream,
    headers: { 'content-type': type },
    duplex: 'half',
  } as RequestInit);
  return { request, pulledChunks: () => pulled };
}

describe('readBoundedForm', () => {
  it('reads a form under the limit', async () => {
    const result = await readBoundedForm(
      new Request(URL_, { method: 'POST', body: new URLSearchParams({ name: 'Anna' }) }),
      1024,
    );
    expect(result.ok && result.form.get('name')).toBe('Anna');
  });

  it('refuses a declared length over the limit with 413 before reading', async () => {
    const request = new Request(URL_, {
      method: 'POST',
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(10 * 1024 * 1024) },
    });
    expect(await readBoundedForm(request, 1024)).toEqual({ ok: false, status: 413, message: BODY_MESSAGES.tooLarge });
  });

  it('stops reading an undeclared (chunked) body as soon as it passes the limit', async () => {
    const { request, pulledChunks } = chunkedRequest(50 * 1024 * 1024);
    expect(await readBoundedForm(request, 64 * 1024)).toMatchObject({ ok: false, status: 413 });
    expect(pulledChunks()).toBeLessThan(10);
  });

  it('answers 400 for a body that is not a form: wrong type, broken multipart', async () => {
    expect(
      await readBoundedForm(
        new Request(URL_, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } }),
        1024,
      ),
    ).toEqual({
      ok: false,
      status: 400,
      message: BODY_MESSAGES.malformed,
    });
    const broken = new Request(URL_, {
      method: 'POST',
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnna',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(await readBoundedForm(broken, 1024)).toMatchObject({ ok: false, status: 400 });
    const noBoundary = new Request(URL_, {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(await readBoundedForm(noBoundary, 1024)).toMatchObject({ ok: false, status: 400 });
  });

  it('throws a German text response for actions that answer the status as it is', async () => {
    const request = new Request(URL_, {
      method: 'POST',
      body: 'x'.repeat(2048),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const thrown = await requireBoundedForm(request, 1024).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(413);
    expect(await (thrown as Response).text()).toBe(BODY_MESSAGES.tooLarge);
  });
});
