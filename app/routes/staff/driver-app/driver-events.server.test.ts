// The drivers' app's live updates (issue 20): which change events a driver's stream passes (changes of
// their rides of today or tomorrow, also the one that takes a ride away; nothing of other drivers' rides
// or other records), and GET /fahrer/ereignisse streaming them as events without data, never an id.
// Office roles and anonymous requests are refused by the authorization sweep
// (staff-authorization.test.ts). PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, berlinDate } from '#app/domain/berlin-time';
import { loader as eventsLoader } from './driver-events';
import { createBooking, createDriver } from '#app/server/bookings/staff-bookings.fixtures';
import { drivers, tripLegs } from '#app/server/db/schema';
import { DRIVER_CHANGE_EVENT, driverChangeSelection } from '#app/server/driver-app/driver-events.server';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import { createDriverSession, type DriverSessionForTest } from '../../../../tests/support/staff-session';
import { createServicesWithOwnDb, type OwnedTestServices } from '../../../../tests/support/test-services';

let services: OwnedTestServices;
let driver: DriverSessionForTest;
const today = berlinDate();

beforeAll(async () => {
  services = await createServicesWithOwnDb();
  driver = await createDriverSession(services, { name: 'Anna Live' });
});
afterAll(async () => services?.close());

describe('driverChangeSelection', () => {
  it("passes changes of the driver's rides of today and tomorrow, also the one that takes a ride away, as an event without data", async () => {
    const other = await createDriver(services.db, { name: 'Bruno Anders' });
    const mine = await createBooking(services.db, {
      datum: today,
      uhrzeit: '09:00',
      assignedDriverId: driver.driverId,
    });
    const later = await createBooking(services.db, { datum: addCalendarDays(today, 1), uhrzeit: '07:00' });
    const theirs = await createBooking(services.db, { datum: today, uhrzeit: '10:00', assignedDriverId: other.id });
    const farAway = await createBooking(services.db, {
      datum: addCalendarDays(today, 5),
      uhrzeit: '10:00',
      assignedDriverId: driver.driverId,
    });
    const select = await driverChangeSelection(services.db, driver.driverId);

    expect(await select({ entity: 'booking', kind: 'update', id: mine.id })).toBe(DRIVER_CHANGE_EVENT);
    expect(DRIVER_CHANGE_EVENT).toBe('event: change\ndata: {}\n\n');
    expect(await select({ entity: 'booking', kind: 'update', id: theirs.id })).toBeNull();
    expect(await select({ entity: 'booking', kind: 'update', id: farAway.id })).toBeNull();
    expect(await select({ entity: 'booking', kind: 'update', id: later.id })).toBeNull();
    expect(await select({ entity: 'driver', kind: 'update', id: driver.driverId })).toBeNull();
    expect(await select({ entity: 'booking', kind: 'update', id: 'kein-uuid' })).toBeNull();

    // Tomorrow's ride is assigned to her: she hears of it.
    await services.db.update(tripLegs).set({ driverId: driver.driverId }).where(eq(tripLegs.bookingId, later.id));
    expect(await select({ entity: 'booking', kind: 'update', id: later.id })).toBe(DRIVER_CHANGE_EVENT);
    // Today's ride is taken away: she hears of it once, then no more of that booking.
    await services.db.update(tripLegs).set({ driverId: other.id }).where(eq(tripLegs.bookingId, mine.id));
    expect(await select({ entity: 'booking', kind: 'update', id: mine.id })).toBe(DRIVER_CHANGE_EVENT);
    expect(await select({ entity: 'booking', kind: 'update', id: mine.id })).toBeNull();
  });
});

describe('GET /fahrer/ereignisse', () => {
  it('answers 204 to a driver account without a driver record (the browser does not reconnect)', async () => {
    const unlinked = await createDriverSession(services, { name: 'Ohne Verknüpfung' });
    await services.db.delete(drivers).where(eq(drivers.id, unlinked.driverId));
    const response = (await eventsLoader({
      request: unlinked.request('/fahrer/ereignisse'),
      context: unlinked.context,
      params: {},
    } as never)) as Response;
    expect(response.status).toBe(204);
  });

  it("streams the driver's own changes without ids, and nothing of other bookings", async () => {
    const other = await createDriver(services.db, { name: 'Carla Fremd' });
    const mine = await createBooking(services.db, {
      datum: today,
      uhrzeit: '11:00',
      assignedDriverId: driver.driverId,
    });
    const theirs = await createBooking(services.db, { datum: today, uhrzeit: '11:00', assignedDriverId: other.id });
    const controller = new AbortController();
    const request = driver.request('/fahrer/ereignisse', { signal: controller.signal });
    const response = (await eventsLoader({ request, context: driver.context, params: {} } as never)) as Response;
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (predicate: (t: string) => boolean) => {
      const deadline = Date.now() + 3000;
      while (!predicate(text)) {
        if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(text)}`);
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value);
      }
    };
    await readUntil((t) => t.includes('retry:'));
    await notifyChange(services.db, { entity: 'booking', kind: 'update', id: theirs.id });
    await notifyChange(services.db, { entity: 'patient', kind: 'update', id: theirs.id });
    await notifyChange(services.db, { entity: 'booking', kind: 'update', id: mine.id });
    await readUntil((t) => t.includes('event: change'));
    controller.abort();
    expect(text.match(/event: change/g)).toHaveLength(1);
    expect(text).toContain(DRIVER_CHANGE_EVENT);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});
