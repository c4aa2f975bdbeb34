// The proof of service in the back office (issue 20): GET /app/bookings/:id/nachweis/:leg/:art serves a
// leg's signature or Transportschein photo with the protections of the prescription scans: the office
// roles only (a driver, even for their own leg, is refused: the back office is not their area), never
// cached, never sniffed, the stored type, inline or as a download, a German 404 for anything unknown.
// The booking details list the documents with time and author.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinDate } from '#app/domain/berlin-time';
import { LEG_DOCUMENT_NOT_FOUND } from '#app/domain/driver-app/leg-documents';
import { loader as detailsLoader } from './booking-details';
import { loader as documentLoader } from './leg-document';
import { action as reportsAction } from '#app/routes/staff/driver-app/driver-reports';
import { legDocuments, tripLegs } from '#app/server/db/schema';
import { uploadsDir } from '#app/server/storage/prescriptions.server';
import {
  anonymousRequest,
  createDriverSession,
  createStaffSession,
  createTestServices,
  testContext,
  type DriverSessionForTest,
  type StaffSessionForTest,
} from '../../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../../tests/support/test-db';
import { PHOTO_JPEG, SIGNATURE_PNG } from '../../../../tests/support/test-images';
import { insertBookingRows } from '#app/server/rides/insert-rides.server';

let t: TestDb;
let owner: StaffSessionForTest;
let dispo: StaffSessionForTest;
let driver: DriverSessionForTest;
let bookingId: string;

// Real images: a stored image is decoded and written anew (issue 39), so the answer is compared by its pixels.
const PNG = SIGNATURE_PNG;
const JPEG = PHOTO_JPEG;
const picture = async (bytes: ArrayBuffer) => {
  const meta = await sharp(Buffer.from(bytes)).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, exif: meta.exif };
};

async function respond(run: () => unknown): Promise<Response> {
  try {
    return (await run()) as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

function get(
  session: StaffSessionForTest | null,
  path: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const [, , , id, , leg, art] = new URL(path, 'http://x').pathname.split('/');
  const request = session ? session.request(path, { headers }) : anonymousRequest(path, {}, headers);
  const context = session ? session.context : testContext(createTestServices(t.db));
  return respond(() => documentLoader({ request, context, params: { id: id!, leg: leg!, art: art! } } as never));
}

async function upload(
  legId: string,
  art: 'unterschrift' | 'transportschein',
  bytes: Buffer,
  name: string,
  type: string,
) {
  const body = new FormData();
  body.set('intent', 'document');
  body.set('reportId', randomUUID());
  body.set('legId', legId);
  body.set('art', art);
  body.set('datei', new Blob([new Uint8Array(bytes)], { type }), name);
  const answer = await respond(() =>
    reportsAction({
      request: driver.request('/fahrer/meldungen', { method: 'POST', body }),
      context: driver.context,
      params: {},
    } as never),
  );
  return answer;
}

beforeAll(async () => {
  t = await createTestDb();
  owner = await createStaffSession(t.db, { role: 'inhaber' });
  dispo = await createStaffSession(t.db, { role: 'disposition' });
  driver = await createDriverSession(t.db, { name: 'Anna Hinweg' });
  const [booking] = await insertBookingRows(t.db, [
    {
      bookingNumber: 'KF-2099-70001',
      vorname: 'Erika',
      nachname: 'Muster',
      datum: berlinDate(),
      uhrzeit: '09:00',
      abholadresse: 'A 1',
      zieladresse: 'B 2',
      assignedDriverId: driver.driverId,
    },
  ]);
  bookingId = booking!.id;
  const [leg] = await t.db.select().from(tripLegs).where(eq(tripLegs.bookingId, bookingId));
  await upload(leg!.id, 'unterschrift', PNG, 'unterschrift.png', 'image/png');
  await upload(leg!.id, 'transportschein', JPEG, 'transportschein.jpg', 'image/jpeg');
  expect(await t.db.select().from(legDocuments).where(eq(legDocuments.legId, leg!.id))).toHaveLength(2);
});
afterAll(async () => t?.close());

describe('GET /app/bookings/:id/nachweis/:leg/:art', () => {
  const path = () => `/app/bookings/${bookingId}/nachweis/hin/unterschrift`;

  it('refuses anonymous requests: a page load goes to the sign-in, a fetch gets 401, no bytes', async () => {
    const page = await get(null, path(), { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(path())}`);
    const fetched = await get(null, path());
    expect(fetched.status).toBe(401);
    expect(fetched.headers.get('content-type')).not.toMatch(/image/);
  });

  it("refuses a driver (role fahrer), even for their own leg: 403, or the drivers' app for a page load", async () => {
    const fetched = await get(driver, path());
    expect(fetched.status).toBe(403);
    expect(fetched.headers.get('content-type')).not.toMatch(/image/);
    const page = await get(driver, path(), { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/fahrer');
  });

  it.each([
    ['Inhaber', () => owner],
    ['Disposition', () => dispo],
  ])(
    'shows %s the signature inline: the stored PNG, no-store, nosniff, a policy that runs nothing',
    async (_role, session) => {
      const answer = await get(session(), path());
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-disposition')).toMatch(
        /^inline; filename="KF-2099-70001-hinfahrt-unterschrift\.png"/,
      );
      expect(answer.headers.get('content-security-policy')).toContain('sandbox');
      expect(await picture(await answer.arrayBuffer())).toEqual({
        format: 'png',
        width: 360,
        height: 180,
        exif: undefined,
      });
    },
  );

  it('sends a download as an attachment, and the Transportschein photo as a JPEG', async () => {
    const download = await get(dispo, `${path()}?download=1`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="KF-2099-70001-hinfahrt-unterschrift\.png"/,
    );
    expect(download.headers.get('content-security-policy')).toBeNull();
    await download.arrayBuffer();
    const photo = await get(owner, `/app/bookings/${bookingId}/nachweis/hin/transportschein`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('content-disposition')).toMatch(
      /^inline; filename="KF-2099-70001-hinfahrt-transportschein\.jpg"/,
    );
    expect(await picture(await photo.arrayBuffer())).toEqual({
      format: 'jpeg',
      width: 64,
      height: 48,
      exif: undefined,
    });
  });

  it.each([
    ['an unknown booking', () => `/app/bookings/${randomUUID()}/nachweis/hin/unterschrift`],
    ['an id that is no UUID', () => `/app/bookings/1%27%20or%201=1/nachweis/hin/unterschrift`],
    ['a leg without a document (no return leg)', () => `/app/bookings/${bookingId}/nachweis/rueck/unterschrift`],
    ['an unknown leg', () => `/app/bookings/${bookingId}/nachweis/zurueck/unterschrift`],
    ['an unknown kind', () => `/app/bookings/${bookingId}/nachweis/hin/verordnung`],
  ])('answers %s with a German 404', async (_case, url) => {
    const answer = await get(owner, url());
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe(LEG_DOCUMENT_NOT_FOUND);
  });

  it('lists the documents in the booking details with time and author, and answers 404 once the file is gone', async () => {
    const answer = await respond(() =>
      detailsLoader({
        request: dispo.request(`/app/bookings/${bookingId}/details`),
        context: dispo.context,
        params: { id: bookingId },
      } as never),
    );
    const body = (await answer.json()) as {
      details: { legs: { kind: string; documents: { art: string; mime: string; at: string; recordedBy: string }[] }[] };
    };
    const hin = body.details.legs.find((leg) => leg.kind === 'hin')!;
    expect(hin.documents).toEqual([
      { art: 'unterschrift', mime: 'image/png', at: expect.any(String), recordedBy: 'Anna Hinweg' },
      { art: 'transportschein', mime: 'image/jpeg', at: expect.any(String), recordedBy: 'Anna Hinweg' },
    ]);
    const [stored] = await t.db.select().from(legDocuments).where(eq(legDocuments.art, 'transportschein'));
    await rm(join(uploadsDir(owner.services.dataDir), stored!.dateiId));
    const gone = await get(owner, `/app/bookings/${bookingId}/nachweis/hin/transportschein`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe(LEG_DOCUMENT_NOT_FOUND);
  });
});
