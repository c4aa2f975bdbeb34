// Approvals (Genehmigungen, issue 18): per patient, with number, date, validity, legs and means covered
// and status. Saving links the approval to the patient's bookings that have a leg in its period
// (approval_bookings) and writes a history entry on each booking it gained or lost; the list filters
// approvals that run out within 14 days and open applications.
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { ReplannedSeriesRide, SeriesReplan } from '#app/domain/approvals/action-texts';
import { approvalFormSchema, type ApprovalInput } from '#app/domain/approvals/approval-form';
import type { TransportMeans } from '#app/domain/approvals/classification';
import {
  APPROVAL_EXPIRY_WARNING_DAYS,
  approvalExpiringSoon,
  type ApprovalForLeg,
  type ApprovalStatus,
} from '#app/domain/approvals/validity';
import { addCalendarDays, daysInMonth } from '#app/domain/calendar-days';
import { formatGermanDate } from '#app/domain/german-date';
import type { GeneratedBooking } from '#app/domain/series/plan';
import type { TransportType } from '#app/domain/bookings/transport';
import { recordBookingEvent, type Actor } from '#app/server/bookings/booking-events.server';
import type { Db, DbOrTx, Tx } from '#app/server/db/client.server';
import { approvalBookings, approvals, bookings, patients, tripLegs } from '#app/server/db/schema';
import { parseForm } from '#app/server/http/action-response.server';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import { regenerateSeriesOfApproval } from '#app/server/series/generate.server';
import { isUuid, notFound, ok, type Result } from '#app/server/use-case-result.server';
import type { ApprovalFilter, ApprovalRow } from '#app/domain/approvals/read-models';
import type { LegKind } from '#app/domain/rides/legs';

type Stored = typeof approvals.$inferSelect;

/** The approval as the coverage rules read it. */
export function approvalForLeg(row: Stored): ApprovalForLeg {
  const kinds: LegKind[] = [];
  if (row.hinfahrt) kinds.push('hin');
  if (row.rueckfahrt) kinds.push('rueck');
  return {
    id: row.id,
    status: row.status as ApprovalStatus,
    validFrom: row.gueltigVon,
    validTo: row.gueltigBis,
    kinds,
    means: row.befoerderungsmittel as TransportMeans,
    position: (row.position as TransportType | null) ?? null,
  };
}

const listColumns = {
  approval: approvals,
  vorname: patients.vorname,
  nachname: patients.nachname,
  bookingCount: sql<number>`(select count(*)::int from ${approvalBookings} where ${approvalBookings.approvalId} = ${approvals.id})`,
};

function toRow(
  r: { approval: Stored; vorname: string; nachname: string; bookingCount: number },
  today: string,
): ApprovalRow {
  const a = r.approval;
  return {
    id: a.id,
    patientId: a.patientId,
    patientName: `${r.nachname}, ${r.vorname}`,
    krankenkasse: a.krankenkasse,
    nummer: a.nummer,
    genehmigungsdatum: a.genehmigungsdatum,
    gueltigVon: a.gueltigVon,
    gueltigBis: a.gueltigBis,
    hinfahrt: a.hinfahrt,
    rueckfahrt: a.rueckfahrt,
    befoerderungsmittel: a.befoerderungsmittel as TransportMeans,
    position: (a.position as TransportType | null) ?? null,
    status: a.status as ApprovalStatus,
    notizen: a.notizen,
    bookingCount: Number(r.bookingCount),
    expiry: approvalExpiringSoon(approvalForLeg(a), today),
  };
}

export const APPROVAL_LIST_LIMIT = 200;

/** Approvals, soonest end first for "ablaufend", else newest validity first; at most 200. */
export async function listApprovals(
  db: DbOrTx,
  options: { filter: ApprovalFilter; today: string; patientId?: string },
): Promise<ApprovalRow[]> {
  const conditions = [];
  if (options.filter === 'beantragt') conditions.push(eq(approvals.status, 'beantragt'));
  if (options.filter === 'ablaufend') {
    conditions.push(
      eq(approvals.status, 'genehmigt'),
      gte(approvals.gueltigBis, options.today),
      lte(approvals.gueltigBis, addCalendarDays(options.today, APPROVAL_EXPIRY_WARNING_DAYS)),
    );
  }
  if (options.patientId && isUuid(options.patientId)) conditions.push(eq(approvals.patientId, options.patientId));
  const rows = await db
    .select(listColumns)
    .from(approvals)
    .innerJoin(patients, eq(patients.id, approvals.patientId))
    .where(and(...conditions))
    .orderBy(
      ...(options.filter === 'ablaufend' ? [asc(approvals.gueltigBis)] : [desc(approvals.gueltigVon)]),
      asc(patients.nachname),
      asc(approvals.id),
    )
    .limit(APPROVAL_LIST_LIMIT);
  return rows.map((r) => toRow(r, options.today));
}

/** Granted approvals whose last day is within 14 days from today (dashboard). */
export async function expiringApprovals(db: DbOrTx, today: string): Promise<ApprovalRow[]> {
  return listApprovals(db, { filter: 'ablaufend', today });
}

/** Every approval of a patient as the coverage rules read it. */
export async function approvalsOfPatient(db: DbOrTx, patientId: string): Promise<ApprovalForLeg[]> {
  if (!isUuid(patientId)) return [];
  const rows = await db
    .select()
    .from(approvals)
    .where(eq(approvals.patientId, patientId))
    .orderBy(asc(approvals.gueltigVon));
  return rows.map(approvalForLeg);
}

/** Links the approval to its patient's bookings that have a leg in its period; history on each change. */
async function relink(tx: Tx, actor: Actor, approval: Stored): Promise<{ linked: number }> {
  const end = approval.gueltigBis ?? '9999-12-31';
  const covered = await tx
    .selectDistinct({ id: bookings.id })
    .from(bookings)
    .innerJoin(tripLegs, eq(tripLegs.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.patientenId, approval.patientId),
        gte(tripLegs.datum, approval.gueltigVon),
        lte(tripLegs.datum, end),
      ),
    );
  const wanted = new Set(covered.map((b) => b.id));
  const current = await tx
    .select({ id: approvalBookings.bookingId })
    .from(approvalBookings)
    .where(eq(approvalBookings.approvalId, approval.id));
  const had = new Set(current.map((b) => b.id));
  const added = [...wanted].filter((id) => !had.has(id));
  const removed = [...had].filter((id) => !wanted.has(id));
  if (added.length)
    await tx.insert(approvalBookings).values(added.map((bookingId) => ({ approvalId: approval.id, bookingId })));
  if (removed.length) {
    await tx
      .delete(approvalBookings)
      .where(and(eq(approvalBookings.approvalId, approval.id), inArray(approvalBookings.bookingId, removed)));
  }
  const summary = {
    approvalId: approval.id,
    nummer: approval.nummer,
    status: approval.status,
    gueltigBis: approval.gueltigBis,
  };
  for (const bookingId of wanted) {
    await recordBookingEvent(tx, {
      bookingId,
      actor,
      type: had.has(bookingId) ? 'approval-changed' : 'approval-linked',
      data: summary,
    });
    await notifyChange(tx, { entity: 'booking', kind: 'update', id: bookingId, source: 'staff' });
  }
  for (const bookingId of removed) {
    await recordBookingEvent(tx, { bookingId, actor, type: 'approval-unlinked', data: summary });
    await notifyChange(tx, { entity: 'booking', kind: 'update', id: bookingId, source: 'staff' });
  }
  return { linked: wanted.size };
}

export type SavedApproval = {
  id: string;
  patientName: string;
  linked: number;
  /** The linked series re-planned at once (a changed last day): rides created, cancelled, and left for the dispatcher. */
  series?: SeriesReplan;
};

const replannedRide = (booking: GeneratedBooking): ReplannedSeriesRide => ({
  datum: booking.hin.datum,
  uhrzeit: booking.hin.uhrzeit,
  bookingNumber: booking.bookingNumber,
});

async function patientName(tx: DbOrTx, id: string): Promise<string | null> {
  const [p] = await tx
    .select({ vorname: patients.vorname, nachname: patients.nachname })
    .from(patients)
    .where(eq(patients.id, id));
  return p ? `${p.vorname} ${p.nachname}` : null;
}

const NO_PATIENT = 'Der Patient wurde nicht gefunden. Bitte wählen Sie ihn erneut.';

function columns(input: ApprovalInput) {
  return { ...input };
}

export async function createApproval(
  db: Db,
  actor: Actor,
  values: Record<string, unknown>,
): Promise<Result<SavedApproval>> {
  const parsed = parseForm(approvalFormSchema, values);
  if (!parsed.ok) return parsed;
  return db.transaction(async (tx) => {
    const name = await patientName(tx, parsed.value.patientId);
    if (!name) return { ok: false, code: 'invalid', message: NO_PATIENT, fieldErrors: { patientId: NO_PATIENT } };
    const [row] = await tx.insert(approvals).values(columns(parsed.value)).returning();
    const { linked } = await relink(tx, actor, row!);
    await notifyChange(tx, { entity: 'patient', kind: 'update', id: row!.patientId, source: 'staff' });
    return ok({ id: row!.id, patientName: name, linked });
  });
}

/**
 * Saves a changed approval. Its series are re-planned in the same transaction (the same run as the
 * hourly generation): a shortened approval cancels the rides after its new last day at once instead of
 * leaving them "Angenommen" until the next run; the answer names them.
 */
export async function updateApproval(
  db: Db,
  actor: Actor,
  id: unknown,
  values: Record<string, unknown>,
  now = new Date(),
): Promise<Result<SavedApproval>> {
  if (!isUuid(id)) return notFound();
  const parsed = parseForm(approvalFormSchema, values);
  if (!parsed.ok) return parsed;
  return db.transaction(async (tx) => {
    const name = await patientName(tx, parsed.value.patientId);
    if (!name) return { ok: false, code: 'invalid', message: NO_PATIENT, fieldErrors: { patientId: NO_PATIENT } };
    const [row] = await tx.update(approvals).set(columns(parsed.value)).where(eq(approvals.id, id)).returning();
    if (!row) return notFound();
    const grund = row.gueltigBis
      ? `Genehmigung gültig bis ${formatGermanDate(row.gueltigBis)}`
      : 'Genehmigung geändert';
    const replanned = await regenerateSeriesOfApproval(tx, actor, row.id, grund, now);
    const { linked } = await relink(tx, actor, row);
    await notifyChange(tx, { entity: 'patient', kind: 'update', id: row.patientId, source: 'staff' });
    const { effect, cancelled, leftAssigned } = replanned;
    const touched = effect.angelegt + cancelled.length + leftAssigned.length > 0;
    return ok({
      id,
      patientName: name,
      linked,
      ...(touched
        ? {
            series: {
              gueltigBis: row.gueltigBis,
              angelegt: effect.angelegt,
              cancelled: cancelled.map(replannedRide),
              leftAssigned: leftAssigned.map(replannedRide),
            },
          }
        : {}),
    });
  });
}

export async function deleteApproval(
  db: Db,
  actor: Actor,
  id: unknown,
): Promise<Result<{ id: string; nummer: string | null }>> {
  if (!isUuid(id)) return notFound();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(approvals).where(eq(approvals.id, id)).for('update');
    if (!row) return notFound();
    const linked = await tx
      .select({ id: approvalBookings.bookingId })
      .from(approvalBookings)
      .where(eq(approvalBookings.approvalId, id));
    for (const { id: bookingId } of linked) {
      await recordBookingEvent(tx, {
        bookingId,
        actor,
        type: 'approval-unlinked',
        data: { approvalId: id, nummer: row.nummer, deleted: true },
      });
      await notifyChange(tx, { entity: 'booking', kind: 'update', id: bookingId, source: 'staff' });
    }
    await tx.delete(approvals).where(eq(approvals.id, id));
    await notifyChange(tx, { entity: 'patient', kind: 'update', id: row.patientId, source: 'staff' });
    return ok({ id, nummer: row.nummer });
  });
}

/** How many approvals run out soon and how many are applied for (the list's filter counts). */
export async function approvalCounts(db: DbOrTx, today: string): Promise<{ ablaufend: number; beantragt: number }> {
  const [row] = await db
    .select({
      ablaufend: count(
        sql`case when ${approvals.status} = 'genehmigt' and ${approvals.gueltigBis} between ${today} and ${addCalendarDays(today, APPROVAL_EXPIRY_WARNING_DAYS)} then 1 end`,
      ),
      beantragt: count(sql`case when ${approvals.status} = 'beantragt' then 1 end`),
    })
    .from(approvals);
  return { ablaufend: Number(row?.ablaufend ?? 0), beantragt: Number(row?.beantragt ?? 0) };
}

/** Patients whose exemption card (Befreiungsausweis) ends this month, not yet past (dashboard). */
export async function exemptionCardsEndingThisMonth(
  db: DbOrTx,
  today: string,
): Promise<{ id: string; name: string; befreiungBis: string }[]> {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthEnd = `${today.slice(0, 8)}${String(daysInMonth(year, month)).padStart(2, '0')}`;
  const rows = await db
    .select({
      id: patients.id,
      vorname: patients.vorname,
      nachname: patients.nachname,
      befreiungBis: patients.befreiungBis,
    })
    .from(patients)
    .where(and(isNull(patients.archivedAt), gte(patients.befreiungBis, today), lte(patients.befreiungBis, monthEnd)))
    .orderBy(asc(patients.befreiungBis), asc(patients.nachname))
    .limit(100);
  return rows.map((r) => ({ id: r.id, name: `${r.vorname} ${r.nachname}`, befreiungBis: r.befreiungBis! }));
}
