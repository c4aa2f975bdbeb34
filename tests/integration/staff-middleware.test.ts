// The staff area's middleware (decision 176): the session is read once per request and the guards of
// the shell and its children take it from the typed context; every answer leaves with no-store; a
// mutation's change events carry the same origin as its ActionResult token (the tab's echo).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionCatalogue } from '../../app/domain/action-result';
import { requireStaffSession } from '../../app/server/auth/guard.server';
import { changeOrigin, noStore, readStaffSession, staffMiddleware } from '../../app/server/auth/staff-context.server';
import { handleError } from '../../app/entry.server';
import { watchAvailability } from '../../app/server/db/availability.server';
import { sessions } from '../../app/server/db/schema';
import { databaseUnavailableAs503 } from '../../app/server/http/database-unavailable.server';
import { respond } from '../../app/server/http/action-response.server';
import { notifyChange } from '../../app/server/realtime/notify-change.server';
import { loadContextOf } from '../../app/server/services.server';
import { createStaffSession, type StaffSessionForTest } from '../support/staff-session';
import { createTestDb, type TestDb } from '../support/test-db';

type Middleware = (args: never, next: () => Promise<unknown>) => Promise<unknown>;
const run = (middleware: unknown, request: Request, context: unknown, next: () => Promise<unknown>) =>
  (middleware as Middleware)({ request, context, params: {} } as never, next);

let t: TestDb;
let staff: StaffSessionForTest;

beforeAll(async () => {
  t = await createTestDb();
  staff = await createStaffSession(t.db, { role: 'disposition' });
});
afterAll(async () => t?.close());

describe('the staff session, read once per request', () => {
  it('is read by the middleware; the guards of shell and children use it without reading again', async () => {
    const context = loadContextOf({ services: staff.services, cspNonce: '', requestId: 'r1' });
    const request = staff.request('/app/bookings');
    const seen = await run(readStaffSession, request, context, async () => {
      // Ended after the middleware read it: the guards of this request still see the one read.
      await t.db.delete(sessions).where(eq(sessions.userId, staff.user.id));
      const shell = await requireStaffSession(request, context);
      const child = await requireStaffSession(request, context);
      return [shell.user.id, child.user.id];
    });
    expect(seen).toEqual([staff.user.id, staff.user.id]);
    // The next request reads again: the session is gone.
    const next = loadContextOf({ services: staff.services, cspNonce: '', requestId: 'r2' });
    const refused = await run(readStaffSession, request, next, () => requireStaffSession(request, next)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(401);
    staff = await createStaffSession(t.db, { role: 'disposition' });
  });

  it('still reads the session when called without the middleware (a direct call)', async () => {
    const session = await requireStaffSession(staff.request('/app/bookings'), staff.context);
    expect(session.user.id).toBe(staff.user.id);
  });
});

describe('no-store in one layer', () => {
  it('sets Cache-Control on any answer, also one with immutable headers', async () => {
    const plain = (await run(noStore, staff.request('/app'), staff.context, async () => new Response('x'))) as Response;
    expect(plain.headers.get('cache-control')).toBe('no-store');
    const fetched = Response.redirect('http://localhost:3000/login', 302);
    const copied = (await run(noStore, staff.request('/app'), staff.context, async () => fetched)) as Response;
    expect(copied.status).toBe(302);
    expect(copied.headers.get('cache-control')).toBe('no-store');
    expect(staffMiddleware[0]).toBe(noStore);
  });
});

describe('the change origin of a mutation', () => {
  const texts: ActionCatalogue<'save'> = {
    titles: { save: { success: 'Gespeichert', failure: 'Fehler' } },
    codes: { invalid: 'a', 'not-found': 'b', conflict: 'c', 'bad-request': 'd', internal: 'e' },
  };
  /** A transaction stand-in that keeps what pg_notify would send. */
  function capturingTx() {
    const payloads: string[] = [];
    const tx = {
      execute: (query: { queryChunks: unknown[] }) => {
        // The pg_notify call may be a fragment embedded in the statement (notifySql).
        const collect = (chunks: unknown[]): void => {
          for (const chunk of chunks) {
            if (typeof chunk === 'string' && chunk.startsWith('{')) payloads.push(chunk);
            else if (chunk && typeof chunk === 'object' && 'queryChunks' in chunk)
              collect((chunk as { queryChunks: unknown[] }).queryChunks);
          }
        };
        collect(query.queryChunks);
        return Promise.resolve();
      },
    };
    return { tx: tx as never, payloads };
  }

  it('stamps the change events with the ActionResult token of the same request', async () => {
    const { tx, payloads } = capturingTx();
    const answer = (await run(
      changeOrigin,
      staff.request('/app/drivers', { method: 'POST' }),
      staff.context,
      async () => {
        await notifyChange(tx, { entity: 'driver', kind: 'update', id: 'd-1', source: 'staff' });
        return respond(texts, 'save', null, { ok: true, value: 1 });
      },
    )) as { data: { token: string } };
    expect(payloads).toHaveLength(1);
    const event = JSON.parse(payloads[0]!) as { origin?: string; id: string };
    expect(event).toMatchObject({ entity: 'driver', id: 'd-1' });
    expect(event.origin).toBe(answer.data.token);
  });

  it('gives every mutation its own origin and reads none', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const answer = (await run(
        changeOrigin,
        staff.request('/app/drivers', { method: 'POST' }),
        staff.context,
        async () => respond(texts, 'save', null, { ok: true, value: 1 }),
      )) as { data: { token: string } };
      tokens.add(answer.data.token);
    }
    expect(tokens.size).toBe(3);
    const { tx, payloads } = capturingTx();
    await run(changeOrigin, staff.request('/app/drivers'), staff.context, () =>
      notifyChange(tx, { entity: 'driver', kind: 'update', id: 'd-2' }),
    );
    expect(JSON.parse(payloads[0]!)).not.toHaveProperty('origin');
  });
});

describe('a database away while the session is read (issue 39)', () => {
  it('fails the request as 503 (handleError marks it, the root middleware answers), never as signed out', async () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    // Every statement fails as in a PostgreSQL restart; the same session cookie stays valid afterwards.
    const away = new Proxy(t.db, {
      get: (target, property, receiver) =>
        ['select', 'insert', 'update', 'delete', 'execute', 'transaction'].includes(String(property))
          ? () => {
              throw lost;
            }
          : Reflect.get(target, property, receiver),
    });
    const services = {
      ...staff.services,
      db: away,
      dbHandle: { ...staff.services.dbHandle, availability: watchAvailability({ probe: async () => {} }) },
    };
    const context = loadContextOf({ services, cspNonce: '', requestId: 'away' });
    const request = staff.request('/app/bookings');
    const response = (await run(databaseUnavailableAs503, request, context, async () => {
      try {
        await run(readStaffSession, request, context, async () => new Response('signed in'));
        return new Response('signed in');
      } catch (error) {
        // What React Router does with a middleware's error: handleError, then the boundary's 500.
        handleError(error, { request, context, params: {} } as never);
        return new Response('Fehler', { status: 500 });
      }
    })) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    services.dbHandle.availability.stop();
    // The database back: the same session is still signed in.
    const back = loadContextOf({ services: staff.services, cspNonce: '', requestId: 'back' });
    const session = await run(readStaffSession, request, back, () => requireStaffSession(request, back));
    expect((session as { user: { id: string } }).user.id).toBe(staff.user.id);
  });

  it('leaves every other failure a 500', async () => {
    const context = loadContextOf({ services: staff.services, cspNonce: '', requestId: 'bug' });
    const request = staff.request('/app/bookings');
    const response = (await run(databaseUnavailableAs503, request, context, async () => {
      handleError(Object.assign(new Error('duplicate key'), { code: '23505' }), {
        request,
        context,
        params: {},
      } as never);
      return new Response('Fehler', { status: 500 });
    })) as Response;
    expect(response.status).toBe(500);
  });
});
