// A booking's prescription as data (Muster 4, issue 18): read, save (create or replace) and attach the
// scan of the Transportschein. Every save writes a history entry naming the staff user and notifies live
// screens. The scan follows the storage rules of the wizard's upload (app/server/storage).
import { eq } from 'drizzle-orm';
import { prescriptionFormSchema, type PrescriptionView } from '#app/domain/approvals/prescription-form';
import type { TripReason, TransportMeans } from '#app/domain/approvals/classification';
import type { TransportType } from '#app/domain/bookings/transport';
import { recordBookingEvent, type Actor } from '#app/server/bookings/booking-events.server';
import type { Db, DbOrTx } from '#app/server/db/client.server';
import { bookings, prescriptions } from '#app/server/db/schema';
import { parseForm } from '#app/server/http/action-response.server';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import type { StoredPrescription } from '#app/server/storage/prescriptions.server';
import { isUuid, notFound, ok, type Result } from '#app/server/use-case-result.server';

export type PrescriptionRow = typeof prescriptions.$inferSelect;

export function prescriptionView(row: PrescriptionRow): PrescriptionView {
  return {
    ausstellungsdatum: row.ausstellungsdatum,
    arztName: row.arztName,
    lanr: row.lanr,
    bsnr: row.bsnr,
    zuzahlungsbefreit: row.zuzahlungsbefreit,
    unfall: row.unfall as PrescriptionView['unfall'],
    hinfahrt: row.hinfahrt,
    rueckfahrt: row.rueckfahrt,
    grund: row.grund as TripReason,
    befoerderungsmittel: row.befoerderungsmittel as TransportMeans,
    position: row.position as TransportType,
    ktwBegruendung: row.ktwBegruendung,
    mobilitaetDauerhaft: row.mobilitaetDauerhaft,
    aufnahmedatum: row.aufnahmedatum,
    entlassungsdatum: row.entlassungsdatum,
    behandlungsstaette: row.behandlungsstaette,
    datumVon: row.datumVon,
    datumBis: row.datumBis,
    proWoche: row.proWoche,
    wartezeit: row.wartezeit,
    hasScan: Boolean(row.dateiId),
    scanName: row.dateiName,
  };
}

export async function getPrescriptionRow(db: DbOrTx, bookingId: string): Promise<PrescriptionRow | null> {
  if (!isUuid(bookingId)) return null;
  const [row] = await db.select().from(prescriptions).where(eq(prescriptions.bookingId, bookingId));
  return row ?? null;
}

async function lockBooking(tx: DbOrTx, bookingId: string) {
  const [row] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row ?? null;
}

/** Verordnung erfassen / ändern: one prescription per booking, replaced as a whole. */
export async function savePrescription(db: Db, actor: Actor, bookingId: unknown, values: Record<string, unknown>): Promise<Result<PrescriptionView>> {
  if (!isUuid(bookingId)) return notFound();
  const parsed = parseForm(prescriptionFormSchema, values);
  if (!parsed.ok) return parsed;
  const data = parsed.value;
  return db.transaction(async (tx) => {
    if (!(await lockBooking(tx, bookingId))) return notFound();
    const [before] = await tx.select({ id: prescriptions.id }).from(prescriptions).where(eq(prescriptions.bookingId, bookingId));
    const [row] = await tx
      .insert(prescriptions)
      .values({ bookingId, ...data })
      .onConflictDoUpdate({ target: prescriptions.bookingId, set: data })
      .returning();
    await recordBookingEvent(tx, {
      bookingId,
      actor,
      type: 'prescription-saved',
      data: { created: !before, grund: data.grund, ausstellungsdatum: data.ausstellungsdatum },
    });
    await notifyChange(tx, { entity: 'booking', kind: 'update', id: bookingId, source: 'staff' });
    return ok(prescriptionView(row!));
  });
}

/**
 * Stores the reference to a checked, already written scan on the booking's prescription. Returns the
 * replaced file's id (for removal) or not-found when the booking or its prescription is missing.
 */
export async function attachPrescriptionScan(
  db: Db,
  actor: Actor,
  bookingId: unknown,
  file: StoredPrescription,
): Promise<Result<{ replacedFileId: string | null }>> {
  if (!isUuid(bookingId)) return notFound();
  return db.transaction(async (tx) => {
    if (!(await lockBooking(tx, bookingId))) return notFound();
    const [current] = await tx.select({ dateiId: prescriptions.dateiId }).from(prescriptions).where(eq(prescriptions.bookingId, bookingId));
    if (!current) return notFound('Bitte erfassen Sie zuerst die Angaben der Verordnung.');
    await tx
      .update(prescriptions)
      .set({ dateiId: file.id, dateiName: file.fileName, dateiMime: file.mime, dateiGroesse: file.size })
      .where(eq(prescriptions.bookingId, bookingId));
    await recordBookingEvent(tx, { bookingId, actor, type: 'prescription-scan', data: { fileName: file.fileName } });
    await notifyChange(tx, { entity: 'booking', kind: 'update', id: bookingId, source: 'staff' });
    return ok({ replacedFileId: current.dateiId });
  });
}
