// A prescription as data (Muster 4, issue 18) of its owner, a booking or a series (Serienverordnung,
// issue 19, decision 211): read, save (create or replace), attach the scan of the Transportschein,
// remove (series). Every change writes a history entry naming the staff user into the owner's history
// (and notifies live screens for a booking). The scan follows the storage rules of the wizard's upload
// (app/server/storage). `prescriptionsOfBookings` is the one lookup of the prescription that counts for
// a booking: its own, else its series' (or a predecessor's) whose period covers the booking's date.
import { eq, inArray } from 'drizzle-orm';
import { prescriptionForRide } from '#app/domain/approvals/prescription-period';
import {
  prescriptionFormSchema,
  type PrescriptionInput,
  type PrescriptionView,
} from '#app/domain/approvals/prescription-form';
import type { TripReason, TransportMeans } from '#app/domain/approvals/classification';
import type { TransportType } from '#app/domain/bookings/transport';
import { recordBookingEvent, type Actor } from '#app/server/bookings/booking-events.server';
import type { Db, DbOrTx } from '#app/server/db/client.server';
import { bookings, prescriptions, series, seriesBookings } from '#app/server/db/schema';
import { parseForm } from '#app/server/http/action-response.server';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import type { StoredPrescription } from '#app/server/storage/prescriptions.server';
import { recordSeriesEvent } from '#app/server/series/series-events.server';
import { invalid, isUuid, notFound, ok, type Result } from '#app/server/use-case-result.server';
import { anyOfIds } from '#app/server/db/any-of.server';
import { preparedPerDb } from '#app/server/db/prepared.server';
import { seriesChainRows } from './approvals.sql.server';

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

/** Whose prescription: one booking's or one series' (exactly one; the table checks it too). */
export type PrescriptionOwner = { kind: 'booking' | 'series'; id: string };

const OWNER_KINDS: readonly PrescriptionOwner['kind'][] = ['booking', 'series'];

/** The owner from untrusted input; null when the kind is unknown or the id no UUID. */
export function prescriptionOwner(kind: unknown, id: unknown): PrescriptionOwner | null {
  if (typeof kind !== 'string' || !(OWNER_KINDS as readonly string[]).includes(kind) || !isUuid(id)) return null;
  return { kind: kind as PrescriptionOwner['kind'], id };
}

const ownerColumn = (owner: PrescriptionOwner) =>
  owner.kind === 'booking' ? prescriptions.bookingId : prescriptions.seriesId;
const ownerValues = (owner: PrescriptionOwner) =>
  owner.kind === 'booking' ? { bookingId: owner.id, seriesId: null } : { bookingId: null, seriesId: owner.id };
const NOT_AN_OWNER = 'Eine Verordnung gehört entweder zu einer Buchung oder zu einer Serie.';

export async function getPrescriptionRow(db: DbOrTx, owner: PrescriptionOwner | null): Promise<PrescriptionRow | null> {
  if (!owner || !isUuid(owner.id)) return null;
  const [row] = await db
    .select()
    .from(prescriptions)
    .where(eq(ownerColumn(owner), owner.id));
  return row ?? null;
}

async function lockOwner(tx: DbOrTx, owner: PrescriptionOwner) {
  const table = owner.kind === 'booking' ? bookings : series;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, owner.id)).for('update');
  return row ?? null;
}

type OwnerEvent =
  | { type: 'prescription-saved'; created: boolean; data: PrescriptionInput }
  | { type: 'prescription-scan'; fileName: string }
  | { type: 'prescription-removed' };

/** The history entry in the owner's history (booking_events or series_events) and the live update. */
async function recordOwnerEvent(tx: DbOrTx, actor: Actor, owner: PrescriptionOwner, event: OwnerEvent): Promise<void> {
  if (owner.kind === 'series') {
    if (event.type === 'prescription-saved') {
      await recordSeriesEvent(tx, owner.id, actor, {
        type: event.type,
        data: { created: event.created, datumVon: event.data.datumVon, datumBis: event.data.datumBis },
      });
    } else if (event.type === 'prescription-scan') {
      await recordSeriesEvent(tx, owner.id, actor, { type: event.type, data: { fileName: event.fileName } });
    } else {
      await recordSeriesEvent(tx, owner.id, actor, { type: event.type, data: {} });
    }
    return;
  }
  if (event.type === 'prescription-saved') {
    const { grund, ausstellungsdatum } = event.data;
    await recordBookingEvent(tx, {
      bookingId: owner.id,
      actor,
      type: event.type,
      data: { created: event.created, grund, ausstellungsdatum },
    });
  } else if (event.type === 'prescription-scan') {
    await recordBookingEvent(tx, { bookingId: owner.id, actor, type: event.type, data: { fileName: event.fileName } });
  }
  await notifyChange(tx, { entity: 'booking', kind: 'update', id: owner.id, source: 'staff' });
}

/** Verordnung erfassen / ändern: one prescription per booking or series, replaced as a whole. */
export async function savePrescription(
  db: Db,
  actor: Actor,
  owner: PrescriptionOwner | null,
  values: Record<string, unknown>,
): Promise<Result<PrescriptionView>> {
  if (!owner) return invalid({}, NOT_AN_OWNER);
  if (!isUuid(owner.id)) return notFound();
  const parsed = parseForm(prescriptionFormSchema, values);
  if (!parsed.ok) return parsed;
  const data = parsed.value;
  return db.transaction(async (tx) => {
    if (!(await lockOwner(tx, owner))) return notFound();
    const column = ownerColumn(owner);
    const [before] = await tx.select({ id: prescriptions.id }).from(prescriptions).where(eq(column, owner.id));
    const [row] = await tx
      .insert(prescriptions)
      .values({ ...ownerValues(owner), ...data })
      .onConflictDoUpdate({ target: column, set: data })
      .returning();
    await recordOwnerEvent(tx, actor, owner, { type: 'prescription-saved', created: !before, data });
    return ok(prescriptionView(row!));
  });
}

/**
 * Stores the reference to a checked, already written scan on the owner's prescription. Returns the
 * replaced file's id (for removal) or not-found when the owner or its prescription is missing.
 */
export async function attachPrescriptionScan(
  db: Db,
  actor: Actor,
  owner: PrescriptionOwner | null,
  file: StoredPrescription,
): Promise<Result<{ replacedFileId: string | null }>> {
  if (!owner) return invalid({}, NOT_AN_OWNER);
  if (!isUuid(owner.id)) return notFound();
  return db.transaction(async (tx) => {
    if (!(await lockOwner(tx, owner))) return notFound();
    const column = ownerColumn(owner);
    const [current] = await tx
      .select({ dateiId: prescriptions.dateiId })
      .from(prescriptions)
      .where(eq(column, owner.id));
    if (!current) return notFound('Bitte erfassen Sie zuerst die Angaben der Verordnung.');
    await tx
      .update(prescriptions)
      .set({ dateiId: file.id, dateiName: file.fileName, dateiMime: file.mime, dateiGroesse: file.size })
      .where(eq(column, owner.id));
    await recordOwnerEvent(tx, actor, owner, { type: 'prescription-scan', fileName: file.fileName });
    return ok({ replacedFileId: current.dateiId });
  });
}

/** Verordnung entfernen (a series' prescription): returns the scan's file id to remove, if any. */
export async function deletePrescription(
  db: Db,
  actor: Actor,
  owner: PrescriptionOwner | null,
): Promise<Result<{ removedFileId: string | null }>> {
  if (!owner || owner.kind !== 'series') return invalid({}, NOT_AN_OWNER);
  if (!isUuid(owner.id)) return notFound();
  return db.transaction(async (tx) => {
    if (!(await lockOwner(tx, owner))) return notFound();
    const [removed] = await tx
      .delete(prescriptions)
      .where(eq(prescriptions.seriesId, owner.id))
      .returning({ dateiId: prescriptions.dateiId });
    if (!removed) return notFound('Diese Serie hat keine eigene Verordnung.');
    await recordOwnerEvent(tx, actor, owner, { type: 'prescription-removed' });
    return ok({ removedFileId: removed.dateiId });
  });
}

/** The series and its predecessors ("diese und alle folgenden"), nearest first (at most 50). */
async function seriesChains(db: DbOrTx, seriesIds: readonly string[]): Promise<Map<string, string[]>> {
  const chains = new Map<string, string[]>();
  if (!seriesIds.length) return chains;
  const rows = await seriesChainRows(db, seriesIds);
  for (const row of rows) chains.set(row.start_id, [...(chains.get(row.start_id) ?? []), row.series_id]);
  return chains;
}

export type CountingPrescription = { row: PrescriptionRow; seriesId: string | null };

/** Per booking its own prescription (if any) and its series (if generated by one): one statement, both are unique per booking. */
const prescriptionLinksQuery = preparedPerDb((db) =>
  db
    .select({ bookingId: bookings.id, datum: bookings.datum, own: prescriptions, seriesId: seriesBookings.seriesId })
    .from(bookings)
    .leftJoin(prescriptions, eq(prescriptions.bookingId, bookings.id))
    .leftJoin(seriesBookings, eq(seriesBookings.bookingId, bookings.id))
    .where(anyOfIds(bookings.id))
    .prepare('prescription_links_of_bookings'),
);

/**
 * The prescription that counts for each booking (booking details, approval picture, billing checks):
 * its own; else, for a booking generated by a series, the nearest prescription of the series or its
 * predecessors whose period covers the booking's date (decision 211). Bookings without one are left out.
 */
export async function prescriptionsOfBookings(
  db: DbOrTx,
  bookingIds: readonly string[],
): Promise<Map<string, CountingPrescription>> {
  const result = new Map<string, CountingPrescription>();
  const ids = [...new Set(bookingIds.filter(isUuid))];
  if (!ids.length) return result;
  const rows = await prescriptionLinksQuery(db).execute({ ids });
  const links: { bookingId: string; datum: string; seriesId: string }[] = [];
  for (const { bookingId, datum, own, seriesId } of rows) {
    if (own) result.set(bookingId, { row: own, seriesId: null });
    else if (seriesId) links.push({ bookingId, datum, seriesId });
  }
  if (!links.length) return result;
  const chains = await seriesChains(db, [...new Set(links.map((l) => l.seriesId))]);
  const chainIds = [...new Set([...chains.values()].flat())];
  const seriesRows = chainIds.length
    ? await db.select().from(prescriptions).where(inArray(prescriptions.seriesId, chainIds))
    : [];
  for (const link of links) {
    const chain = (chains.get(link.seriesId) ?? []).map((seriesId) => ({
      seriesId,
      prescription: seriesRows.find((r) => r.seriesId === seriesId) ?? null,
    }));
    const found = prescriptionForRide(null, chain, link.datum);
    if (found) result.set(link.bookingId, { row: found.prescription, seriesId: found.seriesId });
  }
  return result;
}

export type SeriesPrescription = { row: PrescriptionRow; seriesId: string; inherited: boolean };

/** Each series' prescription for the series screens: its own, else the nearest predecessor's (inherited). */
export async function seriesPrescriptionsOf(
  db: DbOrTx,
  seriesIds: readonly string[],
): Promise<Map<string, SeriesPrescription>> {
  const result = new Map<string, SeriesPrescription>();
  const chains = await seriesChains(db, [...new Set(seriesIds.filter(isUuid))]);
  const chainIds = [...new Set([...chains.values()].flat())];
  if (!chainIds.length) return result;
  const rows = await db.select().from(prescriptions).where(inArray(prescriptions.seriesId, chainIds));
  for (const [start, chain] of chains) {
    for (const id of chain) {
      const row = rows.find((r) => r.seriesId === id);
      if (!row) continue;
      result.set(start, { row, seriesId: id, inherited: id !== start });
      break;
    }
  }
  return result;
}
