// /app/karte/:nr/:ende, the bookings list's map links (decisions 200, 204): a redirect to the Google
// Maps search for the booking's pickup or destination, for signed-in staff only; anything else a 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as mapRoute from './booking-map';
import { bookingMapPath, mapsSearchUrl } from '#app/domain/bookings/maps';
import type { AppServices } from '#app/server/services.server';
import { createBooking } from '#app/server/bookings/staff-bookings.fixtures';
import {
  anonymousRequest,
  createDriverSession,
  createStaffSession,
  createTestServices,
  testContext,
  type StaffSessionForTest,
} from '../../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../../tests/support/test-db';

let testDb: TestDb;
let services: AppServices;
let dispatcher: StaffSessionForTest;

beforeAll(async () => {
  testDb = await createTestDb();
  services = createTestServices(testDb.db);
  dispatcher = await createStaffSession(services, { role: 'disposition' });
});
afterAll(async () => testDb.close());

async function answer(request: Request, params: Record<string, string>): Promise<Response> {
  try {
    return (await mapRoute.loader({ request, context: testContext(services), params } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('the map link of a booking', () => {
  it('redirects staff to the map search of the pickup or the destination, uncached', async () => {
    const booking = await createBooking(testDb.db, {
      abholadresse: 'Schloßstraße 5, 61348 Bad Homburg',
      zieladresse: 'Klinik Höchst, Gotenstraße 6',
    });
    for (const [ende, address] of [
      ['von', booking.abholadresse],
      ['nach', booking.zieladresse],
    ] as const) {
      const path = bookingMapPath(booking.bookingNumber, ende);
      expect(path).toBe(`/app/karte/${booking.bookingNumber}/${ende}`);
      const response = await answer(dispatcher.request(path), { nr: booking.bookingNumber, ende });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(mapsSearchUrl(address));
      expect(response.headers.get('cache-control')).toBe('no-store');
      // The list's links carry no rel="noreferrer": this header keeps the list's URL from Google.
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('answers an unknown booking, a bad number or a bad end with a German 404', async () => {
    const booking = await createBooking(testDb.db);
    for (const params of [
      { nr: 'KF-1999-00001', ende: 'von' },
      { nr: booking.id, ende: 'nach' },
      { nr: "KF-2026-1' or '1'='1", ende: 'von' },
      { nr: booking.bookingNumber, ende: 'zurueck' },
    ]) {
      const response = await answer(
        dispatcher.request(`/app/karte/${encodeURIComponent(params.nr)}/${params.ende}`),
        params,
      );
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Diese Buchung gibt es nicht.');
    }
  });

  it('refuses requests without a staff session (signed out, or a driver)', async () => {
    const booking = await createBooking(testDb.db);
    const params = { nr: booking.bookingNumber, ende: 'von' };
    const path = bookingMapPath(booking.bookingNumber, 'von');
    const anonymous = await answer(anonymousRequest(path), params);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('location')).toBeNull();
    const driver = await createDriverSession(services);
    const asDriver = await answer(driver.request(path), params);
    expect(asDriver.status).toBe(403);
    expect(asDriver.headers.get('location')).toBeNull();
  });
});
