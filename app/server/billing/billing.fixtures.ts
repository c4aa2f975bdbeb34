// Test data for billing: an insurer's price rule with its billing codes, a patient, and a completed
// booking whose legs are 'abgesetzt', with prescription and signature as a billing centre wants them.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createBooking } from '#app/server/bookings/staff-bookings.fixtures';
import type { Db } from '#app/server/db/client.server';
import { legDocuments, patients, prescriptions, tripLegs } from '#app/server/db/schema';
import { createPriceRule, findPriceRule, updatePriceRule } from '#app/server/pricing/price-rules.server';
import { uploadsDir } from '#app/server/storage/prescriptions.server';

export const AOK_IK = '105313145';
/** A provider IK with a valid check digit (class 26), for Einstellungen → Rechnungsdaten. */
export const PROVIDER_IK = '260612340';

/** The AOK's Sitzend rule with billing codes (created, or the demo data's rule updated). */
export async function createBillingRule(db: Db, values: Record<string, string> = {}) {
  const existing = await findPriceRule(db, 'AOK Hessen', 'sitzend');
  const form = {
    insurer: 'AOK Hessen',
    mode: 'sitzend',
    baseFare: '49,00',
    includedKm: '10',
    perKm: '1,50',
    kostentraegerIk: AOK_IK,
    abrechnungscode: '46',
    tarifkennzeichen: '06000',
    posGrundpauschale: '460001',
    posKilometer: '460002',
    posWartezeit: '460003',
    ...values,
  };
  const result = existing ? await updatePriceRule(db, existing.id, form) : await createPriceRule(db, form);
  if (!result.ok) throw new Error(`price rule refused: ${JSON.stringify(result)}`);
  return result.value.rule;
}

/** A tiny valid PNG (1×1 pixel) standing for a scan or signature. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);

async function storeFile(dataDir: string): Promise<string> {
  const id = randomUUID();
  await mkdir(uploadsDir(dataDir), { recursive: true, mode: 0o700 });
  await writeFile(join(uploadsDir(dataDir), id), PNG_BYTES, { mode: 0o600 });
  return id;
}

/** A complete prescription (Muster 4, outbound ride) with its scan, as a billing centre wants it. */
export async function createBillablePrescription(
  db: Db,
  dataDir: string,
  bookingId: string,
  ausstellungsdatum: string,
) {
  await db.insert(prescriptions).values({
    bookingId,
    ausstellungsdatum,
    arztName: 'Dr. med. Hausarzt',
    lanr: '123456789',
    bsnr: '987654321',
    grund: 'stationaer',
    hinfahrt: true,
    rueckfahrt: false,
    dateiId: await storeFile(dataDir),
    dateiName: 'verordnung.png',
    dateiMime: 'image/png',
    dateiGroesse: PNG_BYTES.byteLength,
  });
}

type CompletedOptions = {
  dataDir: string;
  datum?: string;
  km?: string | null;
  signature?: boolean;
  prescription?: boolean;
  krankenkasse?: string;
  nachname?: string;
  bookingNumber?: string;
};

/** A booking for a patient of the AOK with its outbound leg completed ('abgesetzt'). */
export async function createCompletedBooking(db: Db, options: CompletedOptions) {
  const [patient] = await db
    .insert(patients)
    .values({
      vorname: 'Erika',
      nachname: options.nachname ?? 'Musterfrau',
      geburtsdatum: '1941-03-09',
      krankenkasse: 'AOK Hessen',
      versichertennummer: 'A123456780',
    })
    .returning();
  const booking = await createBooking(db, {
    datum: options.datum ?? '2026-10-14',
    uhrzeit: '08:30',
    krankenkasse: options.krankenkasse ?? 'AOK Hessen',
    transportart: 'sitzend',
    patientenId: patient!.id,
    nachname: options.nachname ?? 'Musterfrau',
    status: 'completed',
    ...(options.bookingNumber ? { bookingNumber: options.bookingNumber } : {}),
  });
  const [leg] = await db
    .update(tripLegs)
    .set({ status: 'abgesetzt', km: options.km === undefined ? '12.5' : options.km })
    .where(eq(tripLegs.bookingId, booking.id))
    .returning();
  if (options.prescription !== false) await createBillablePrescription(db, options.dataDir, booking.id, '2026-10-01');
  if (options.signature !== false) {
    await db.insert(legDocuments).values({
      legId: leg!.id,
      art: 'unterschrift',
      dateiId: await storeFile(options.dataDir),
      dateiMime: 'image/png',
      dateiGroesse: PNG_BYTES.byteLength,
    });
  }
  return { booking, leg: leg!, patient: patient! };
}
