import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffSession } from '../../../tests/support/staff-session';
import { createTestDb } from '../../../tests/support/test-db';
import { createServicesWithOwnDb, type OwnedTestServices } from '../../../tests/support/test-services';
import { getChangeHub } from './change-hub.server';
import { createEventStream } from './event-stream.server';
import { notifyChange, type ChangeEvent } from './notify-change.server';
import { sessions, users } from '#app/server/db/schema';
import { sessionStillValid } from './session-still-valid.server';

/** Reads from a stream until `predicate` holds for the text so far (or fails after `ms`). */
async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  predicate: (text: string) => boolean,
  ms = 3000,
) {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (!predicate(text)) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new Error(`timed out; got: ${JSON.stringify(text)}`);
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`timed out; got: ${JSON.stringify(text)}`)), remaining),
      ),
    ]);
    if (chunk.done) return { text, done: true };
    text += decoder.decode(chunk.value);
  }
  return { text, done: false };
}

describe('realtime changes', () => {
  let services: OwnedTestServices;
  beforeAll(async () => {
    services = await createServicesWithOwnDb();
  });
  afterAll(async () => services.close());

  it('delivers a change to subscribers only once its transaction commits', async () => {
    const hub = await getChangeHub(services);
    const seen: ChangeEvent[] = [];
    const unsubscribe = hub.subscribe((event) => seen.push(event));
    try {
      await services.db
        .transaction(async (tx) => {
          await notifyChange(tx, { entity: 'booking', kind: 'insert', id: 'rolled-back' });
          throw new Error('rollback');
        })
        .catch(() => {});
      await services.db.transaction(async (tx) => {
        await notifyChange(tx, { entity: 'driver', kind: 'update', id: 'd-1' });
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(seen).toEqual([]);
      });
      await expect.poll(() => seen, { timeout: 2000 }).toEqual([{ entity: 'driver', kind: 'update', id: 'd-1' }]);
    } finally {
      unsubscribe();
    }
  });

  it('streams events as SSE with ids and kinds only, and ends when the session ends', async () => {
    let valid = true;
    const controller = new AbortController();
    const response = await createEventStream({
      services,
      sessionValid: async () => valid,
      signal: controller.signal,
      heartbeatMs: 100,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toContain('no-transform');
    const reader = response.body!.getReader();
    await readUntil(reader, (text) => text.includes('retry: 1000'));

    await notifyChange(services.db, { entity: 'booking', kind: 'insert', id: 'b-42', source: 'online' });
    const { text } = await readUntil(reader, (t) => t.includes('b-42'));
    expect(text).toContain(
      'event: change\ndata: {"entity":"booking","kind":"insert","id":"b-42","source":"online"}\n\n',
    );

    await readUntil(reader, (t) => t.includes('event: ping'));
    valid = false;
    const end = await readUntil(reader, () => false, 2000).catch((error: Error) => error);
    expect(end).toEqual({ text: expect.stringMatching(/event: session-ended\ndata: \{\}\n\n$/), done: true });
    expect((await getChangeHub(services)).size()).toBe(0);
  });

  it('ends the stream when the client goes away or the server shuts down', async () => {
    const hub = await getChangeHub(services);
    const controller = new AbortController();
    const response = await createEventStream({ services, sessionValid: async () => true, signal: controller.signal });
    const reader = response.body!.getReader();
    await readUntil(reader, (text) => text.includes('retry'));
    expect(hub.size()).toBe(1);
    controller.abort();
    expect((await readUntil(reader, () => false).catch((e: Error) => e)) as unknown).toEqual({ text: '', done: true });
    expect(hub.size()).toBe(0);
  });
});

describe('sessionStillValid', () => {
  it('holds for a live session and ends with sign-out or deactivation', async () => {
    const t = await createTestDb();
    try {
      const staff = await createStaffSession(t.db, { role: 'disposition' });
      const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, staff.user.id));
      expect(await sessionStillValid(t.db, row!.id)).toBe(true);
      await t.db.update(users).set({ banned: true }).where(eq(users.id, staff.user.id));
      expect(await sessionStillValid(t.db, row!.id)).toBe(false);
      await t.db.update(users).set({ banned: false }).where(eq(users.id, staff.user.id));
      await t.db.delete(sessions).where(eq(sessions.id, row!.id));
      expect(await sessionStillValid(t.db, row!.id)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
