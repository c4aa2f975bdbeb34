// The reports of the drivers' app (issue 20): a status per leg, km and waiting time, the patient's
// signature and the photo of the Transportschein. Each carries the id the phone generated; leg_reports
// keeps it unique, so a report that a phone sends twice (an offline queue retrying after a lost answer)
// changes nothing the second time. The lifecycle (issue 36) decides whether a leg takes reports: a
// cancelled, missed or billed one refuses them in German, and its status goes through the rides core's
// writer (the order follows). Each applied report updates the leg, is written to the booking's history
// and emits the change event that keeps staff screens live, all in one transaction.
import { and, eq, max, ne } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { berlinDate } from '#app/domain/berlin-time';
import {
  DOCUMENT_MESSAGES,
  LEG_DOCUMENT_MAX_BYTES,
  parseProof,
  reportableDays,
  reportTime,
  reportProblem,
  REPORT_MESSAGES,
  REPORT_STATUS,
  rideReportProblem,
  statusAfterReport,
  type DriverReport,
  type LegDocumentKind,
  type ProofInput,
} from '#app/domain/driver-app/reports';
import {
  PAPER_PROOF_KIND,
  PAPER_PROOF_MAX_BYTES,
  PAPER_PROOF_MESSAGES,
  type StoredLegDocumentKind,
} from '#app/domain/driver-app/leg-documents';
import { isCancelled } from '#app/domain/rides/lifecycle';
import type { LegStatus } from '#app/domain/rides/statuses';
import { stripToPlainText } from '#app/domain/text/plain-text';
import type { Actor } from '#app/server/bookings/booking-events.server';
import { recordBookingEvent } from '#app/server/bookings/booking-events.server';
import type { Db, Tx } from '#app/server/db/client.server';
import { legDocuments, legReports, tripLegs } from '#app/server/db/schema';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import type { AppServices } from '#app/server/services.server';
import { cleanImage } from '#app/server/storage/images.server';
import { removePrescription, storePrescription } from '#app/server/storage/prescriptions.server';
import {
  lockRideOfLeg,
  rideStateOf,
  setReportedLegStatus,
  type LockedLeg,
  type LockedRide,
} from '#app/server/rides/ride-status.server';
import { conflict, invalid, isUuid, notFound, ok, type Result } from '#app/server/use-case-result.server';
import { decimalText } from '#app/domain/numbers';

/** The signed-in driver: their account (the history's author) and their driver record. */
export type ReportingDriver = { userId: string; driverId: string; actor: Actor };

type DriverRide = { ride: LockedRide; leg: LockedLeg; duplicate: boolean };

const ID_MESSAGE = 'Die Meldung hat keine gültige Kennung. Bitte laden Sie die Seite neu.';

/**
 * The driver's leg of a reportable day with its order, locked for the transaction (the rides core's
 * order: booking, then legs). A leg taken away from this driver (cancelled, or given to someone else)
 * answers why, so a report waiting in the phone's queue is answered rather than retried; any other leg
 * is "not found". A report id seen before is a repetition (the phone lost the answer): it is answered as
 * such whatever happened to the leg since. Otherwise the lifecycle decides whether the leg takes reports.
 */
async function lockDriverRide(
  tx: Tx,
  driver: ReportingDriver,
  legId: string,
  reportId: string,
  today: string,
): Promise<Result<DriverRide>> {
  const [seen] = await tx
    .select({ driverId: tripLegs.driverId, releasedDriverId: tripLegs.releasedDriverId, datum: tripLegs.datum })
    .from(tripLegs)
    .where(eq(tripLegs.id, legId));
  const ours = (leg: { driverId: string | null; releasedDriverId: string | null; datum: string } | undefined) =>
    leg &&
    (leg.driverId === driver.driverId || leg.releasedDriverId === driver.driverId) &&
    reportableDays(today).includes(leg.datum);
  if (!ours(seen)) return notFound();
  const found = await lockRideOfLeg(tx, legId);
  if (!found || !ours(found.leg)) return notFound();
  const [repeated] = await tx
    .select({ id: legReports.id })
    .from(legReports)
    .where(and(eq(legReports.id, reportId), eq(legReports.legId, legId)));
  if (repeated) return ok({ ...found, duplicate: true });
  if (found.leg.driverId !== driver.driverId) {
    return conflict(
      isCancelled(rideStateOf(found.ride, found.leg)) ? REPORT_MESSAGES.cancelled : REPORT_MESSAGES.reassigned,
    );
  }
  const refused = rideReportProblem(rideStateOf(found.ride, found.leg));
  return refused ? conflict(refused) : ok({ ...found, duplicate: false });
}

/** Records the report's id; false when it was recorded before (the report is a repetition). */
async function claimReport(
  tx: Tx,
  driver: ReportingDriver,
  values: {
    id: string;
    legId: string;
    art: 'status' | 'nachweis' | LegDocumentKind;
    meldung?: DriverReport;
    grund?: string | null;
    reportedAt: Date;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(legReports)
    .values({ ...values, meldung: values.meldung ?? null, grund: values.grund ?? null, userId: driver.userId })
    .onConflictDoNothing({ target: legReports.id })
    .returning({ id: legReports.id });
  return inserted.length === 1;
}

async function changed(tx: Tx, bookingId: string): Promise<void> {
  await notifyChange(tx, { entity: 'booking', kind: 'update', id: bookingId, source: 'staff' });
}

export type ReportInput = { reportId: string; legId: string; report: string; grund: string; reportedAt: string };
/** `clockOff`: the phone's clock was off, the report counts when it arrived (the driver is told). */
export type ReportOutcome = { duplicate: boolean; status: LegStatus; clockOff: boolean };

/** A status report (unterwegs … Patient fertig) for one of the driver's legs; the order follows (rides core). */
export async function reportLegStatus(
  db: Db,
  driver: ReportingDriver,
  input: ReportInput,
  now = new Date(),
): Promise<Result<ReportOutcome>> {
  if (!isUuid(input.reportId)) return invalid({ reportId: ID_MESSAGE }, ID_MESSAGE);
  if (!isUuid(input.legId)) return notFound();
  const time = reportTime(input.reportedAt, now);
  if (!time) return invalid({ reportedAt: REPORT_MESSAGES.time }, REPORT_MESSAGES.time);
  const { at, phoneAt } = time;
  const grund = stripToPlainText(input.grund.replace(/\s+/g, ' ')).trim();
  return db.transaction(async (tx): Promise<Result<ReportOutcome>> => {
    const locked = await lockDriverRide(tx, driver, input.legId, input.reportId, berlinDate(now));
    if (!locked.ok) return locked;
    const { ride, leg } = locked.value;
    if (locked.value.duplicate) return ok({ duplicate: true, status: leg.status, clockOff: false });
    const problem = reportProblem(
      { kind: leg.kind, timing: leg.timing, ride: rideStateOf(ride, leg) },
      input.report,
      grund,
    );
    if (problem)
      return invalid(
        {
          report: problem,
          ...(problem === REPORT_MESSAGES.reasonMissing || problem === REPORT_MESSAGES.reasonTooLong
            ? { grund: problem }
            : {}),
        },
        problem,
      );
    const report = input.report as DriverReport;
    const [latest] = await tx
      .select({ at: max(legReports.reportedAt) })
      .from(legReports)
      .where(and(eq(legReports.legId, leg.id), eq(legReports.art, 'status'), ne(legReports.id, input.reportId)));
    if (
      !(await claimReport(tx, driver, {
        id: input.reportId,
        legId: leg.id,
        art: 'status',
        meldung: report,
        grund: grund || null,
        reportedAt: at,
      }))
    ) {
      return ok({ duplicate: true, status: leg.status, clockOff: false });
    }
    const latestAt = latest?.at ? new Date(latest.at) : null;
    const status = statusAfterReport(leg.status, latestAt, report, at);
    const applied = REPORT_STATUS[report] === null || !latestAt || at.getTime() >= latestAt.getTime();
    await recordBookingEvent(tx, {
      bookingId: leg.bookingId,
      actor: driver.actor,
      type: 'leg-report',
      data: {
        leg: leg.kind,
        report,
        reportedAt: at.toISOString(),
        applied,
        ...(grund ? { grund } : {}),
        ...(phoneAt ? { phoneTime: phoneAt.toISOString() } : {}),
      },
    });
    await setReportedLegStatus(tx, driver.actor, ride, leg, status);
    return ok({ duplicate: false, status, clockOff: phoneAt !== null });
  });
}

export type ProofReportInput = ProofInput & { reportId: string; legId: string };

/** Km driven and waiting time of one of the driver's legs (into trip_legs.km / wartezeit_minuten). */
export async function reportLegProof(
  db: Db,
  driver: ReportingDriver,
  input: ProofReportInput,
  now = new Date(),
): Promise<Result<{ duplicate: boolean }>> {
  if (!isUuid(input.reportId)) return invalid({ reportId: ID_MESSAGE }, ID_MESSAGE);
  if (!isUuid(input.legId)) return notFound();
  const proof = parseProof(input);
  if (!proof.ok) return invalid(proof.fieldErrors);
  const { km, wartezeitMinuten } = proof.value;
  return db.transaction(async (tx): Promise<Result<{ duplicate: boolean }>> => {
    const locked = await lockDriverRide(tx, driver, input.legId, input.reportId, berlinDate(now));
    if (!locked.ok) return locked;
    const { leg } = locked.value;
    if (
      locked.value.duplicate ||
      !(await claimReport(tx, driver, { id: input.reportId, legId: leg.id, art: 'nachweis', reportedAt: now }))
    )
      return ok({ duplicate: true });
    await tx
      .update(tripLegs)
      .set({
        ...(km !== null ? { km: decimalText(km, 1) } : {}),
        ...(wartezeitMinuten !== null ? { wartezeitMinuten } : {}),
        updatedAt: now,
      })
      .where(eq(tripLegs.id, leg.id));
    await recordBookingEvent(tx, {
      bookingId: leg.bookingId,
      actor: driver.actor,
      type: 'leg-proof',
      data: { leg: leg.kind, art: 'nachweis', km, wartezeitMinuten },
    });
    await changed(tx, leg.bookingId);
    return ok({ duplicate: false });
  });
}

export type DocumentInput = { reportId: string; legId: string; art: LegDocumentKind; bytes: Uint8Array };

type CheckedLegDocument =
  | { ok: true; mime: 'image/png' | 'image/jpeg' | 'application/pdf'; bytes: Uint8Array }
  | { ok: false; message: string };

/**
 * Why a file is refused (German), or its type, by its content (never its name), and the bytes to store:
 * a signature is a PNG of a signature's pixel size, a photo a JPEG or PNG, the office's scan of the
 * signed paper Transportschein a PDF, JPEG or PNG, each image of a document's pixel size and written anew
 * without metadata (images.server.ts); a PDF as it is.
 */
export async function checkLegDocument(art: StoredLegDocumentKind, bytes: Uint8Array): Promise<CheckedLegDocument> {
  const messages =
    art === PAPER_PROOF_KIND
      ? {
          missing: PAPER_PROOF_MESSAGES.missing,
          tooLarge: PAPER_PROOF_MESSAGES.tooLarge,
          type: PAPER_PROOF_MESSAGES.type,
        }
      : {
          missing: DOCUMENT_MESSAGES.missing,
          tooLarge: DOCUMENT_MESSAGES.tooLarge(art),
          type: art === 'unterschrift' ? DOCUMENT_MESSAGES.signatureType : DOCUMENT_MESSAGES.photoType,
        };
  const maxBytes = art === PAPER_PROOF_KIND ? PAPER_PROOF_MAX_BYTES : LEG_DOCUMENT_MAX_BYTES[art];
  if (bytes.byteLength === 0) return { ok: false, message: messages.missing };
  if (bytes.byteLength > maxBytes) return { ok: false, message: messages.tooLarge };
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (mime === 'application/pdf' && art === PAPER_PROOF_KIND) return { ok: true, mime, bytes };
  if (mime !== 'image/png' && (mime !== 'image/jpeg' || art === 'unterschrift')) {
    return { ok: false, message: messages.type };
  }
  const image = await cleanImage(bytes, mime, art === 'unterschrift' ? 'signature' : 'document', maxBytes);
  if (image.ok) return { ok: true, mime, bytes: image.bytes };
  return {
    ok: false,
    message: image.problem === 'size' ? image.message : image.problem === 'bytes' ? messages.tooLarge : messages.type,
  };
}

/**
 * The patient's signature or the Transportschein photo of one of the driver's legs: stored as a file
 * under DATA_DIR (0600, a random name, like prescriptions) and listed in leg_documents, one per kind
 * (a new one replaces the old one, whose file is removed after the commit).
 */
export async function saveLegDocument(
  services: Pick<AppServices, 'db' | 'dataDir'>,
  driver: ReportingDriver,
  input: DocumentInput,
  now = new Date(),
): Promise<Result<{ duplicate: boolean }>> {
  if (!isUuid(input.reportId)) return invalid({ reportId: ID_MESSAGE }, ID_MESSAGE);
  if (!isUuid(input.legId)) return notFound();
  const checked = await checkLegDocument(input.art, input.bytes);
  if (!checked.ok) return invalid({ [input.art]: checked.message }, checked.message);
  const stored = await storePrescription(services.dataDir, {
    bytes: checked.bytes,
    mime: checked.mime,
    fileName: input.art,
    size: checked.bytes.byteLength,
  });
  let replaced: string | null = null;
  try {
    const result = await services.db.transaction(async (tx): Promise<Result<{ duplicate: boolean }>> => {
      const locked = await lockDriverRide(tx, driver, input.legId, input.reportId, berlinDate(now));
      if (!locked.ok) return locked;
      const { leg } = locked.value;
      if (
        locked.value.duplicate ||
        !(await claimReport(tx, driver, { id: input.reportId, legId: leg.id, art: input.art, reportedAt: now }))
      )
        return ok({ duplicate: true });
      const [previous] = await tx
        .select({ dateiId: legDocuments.dateiId })
        .from(legDocuments)
        .where(and(eq(legDocuments.legId, leg.id), eq(legDocuments.art, input.art)));
      const values = {
        dateiId: stored.id,
        dateiMime: checked.mime,
        dateiGroesse: stored.size,
        recordedBy: driver.userId,
        createdAt: now,
      };
      await tx
        .insert(legDocuments)
        .values({ legId: leg.id, art: input.art, ...values })
        .onConflictDoUpdate({ target: [legDocuments.legId, legDocuments.art], set: values });
      await recordBookingEvent(tx, {
        bookingId: leg.bookingId,
        actor: driver.actor,
        type: 'leg-proof',
        data: { leg: leg.kind, art: input.art },
      });
      await changed(tx, leg.bookingId);
      replaced = previous?.dateiId ?? null;
      return ok({ duplicate: false });
    });
    if (!result.ok || result.value.duplicate) await removePrescription(services.dataDir, stored.id);
    if (replaced) await removePrescription(services.dataDir, replaced);
    return result;
  } catch (error) {
    await removePrescription(services.dataDir, stored.id);
    throw error;
  }
}
