// Billing without the app (issue 37, decision 252): staff complete a ride the drivers' app never set
// down (a dead phone, a substitute driver, a forgotten ride) and attach the signed paper Transportschein
// as the proof instead of the touch signature. The leg's status goes through the rides core's one writer
// (completeLegInOffice, planned by the lifecycle), its driver and vehicle through the one writer of a
// leg's plan (writeLegs); the scan is stored like the drivers' proof (DATA_DIR/uploads, 0600, a random
// name, one per kind and leg in leg_documents). Each change is one transaction with its history entry
// naming the staff member, and the live notification that moves the board and the driver's phone.
import { and, eq } from 'drizzle-orm';
import { berlinDate } from '#app/domain/berlin-time';
import type { BillingProblem } from '#app/domain/billing/billing-checks';
import { PAPER_PROOF_KIND, PAPER_PROOF_MESSAGES } from '#app/domain/driver-app/leg-documents';
import { isCancelled, isLocked, LIFECYCLE_MESSAGES, planOfficeCompletion } from '#app/domain/rides/lifecycle';
import { parseOfficeCompletion, type OfficeCompletionField } from '#app/domain/rides/office-completion';
import type { LegKind } from '#app/domain/rides/legs';
import type { BookingStatus } from '#app/domain/rides/statuses';
import { problemsOf } from '#app/server/billing/billing.server';
import { recordBookingEvent, type Actor } from '#app/server/bookings/booking-events.server';
import type { Tx } from '#app/server/db/client.server';
import { drivers, legDocuments, tripLegs, vehicles } from '#app/server/db/schema';
import { checkLegDocument } from '#app/server/driver-app/driver-reports.server';
import { enqueueJobs } from '#app/server/jobs/outbox.server';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import type { AppServices } from '#app/server/services.server';
import {
  removePrescription,
  storePrescription,
  type StoredPrescription,
} from '#app/server/storage/prescriptions.server';
import { conflict, invalid, isUuid, notFound, ok, type Result } from '#app/server/use-case-result.server';
import { loadLegFacts } from './leg-facts.server';
import { completeLegInOffice, lockRideOfLeg, rideStateOf } from './ride-status.server';
import { writeLegs } from './trip-legs.server';
import { decimalText } from '#app/domain/numbers';

type Services = Pick<AppServices, 'db' | 'dataDir'>;

/** The form field of the scan (the completion form's and the billing entry's upload). */
export const PAPER_PROOF_FIELD = 'transportschein';

export type OfficeCompletionDone = {
  bookingNumber: string;
  kind: LegKind;
  status: BookingStatus;
  paperProof: boolean;
  /** What billing's checks still miss for the ride now set down (empty: billable), as its entry shows it. */
  billingProblems: BillingProblem[];
};
export type PaperProofDone = { bookingNumber: string; kind: LegKind };

type Field = OfficeCompletionField | typeof PAPER_PROOF_FIELD;

/** A scan checked by its content and written to DATA_DIR, or why it is refused; null when none was sent. */
async function storeScan(dataDir: string, bytes: Uint8Array | null): Promise<Result<StoredPrescription | null, Field>> {
  if (!bytes || bytes.byteLength === 0) return ok(null);
  const checked = await checkLegDocument(PAPER_PROOF_KIND, bytes);
  if (!checked.ok) return invalid<Field>({ [PAPER_PROOF_FIELD]: checked.message }, checked.message);
  return ok(
    await storePrescription(dataDir, {
      bytes: checked.bytes,
      mime: checked.mime,
      fileName: PAPER_PROOF_KIND,
      size: checked.bytes.byteLength,
    }),
  );
}

/** Lists the stored scan as the leg's paper proof (replacing an earlier one); the replaced file's id. */
async function recordScan(
  tx: Tx,
  actor: Actor,
  leg: { id: string; bookingId: string; kind: LegKind },
  scan: StoredPrescription,
): Promise<string | null> {
  const [previous] = await tx
    .select({ dateiId: legDocuments.dateiId })
    .from(legDocuments)
    .where(and(eq(legDocuments.legId, leg.id), eq(legDocuments.art, PAPER_PROOF_KIND)));
  const values = {
    dateiId: scan.id,
    dateiMime: scan.mime,
    dateiGroesse: scan.size,
    recordedBy: actor.userId,
    createdAt: new Date(),
  };
  await tx
    .insert(legDocuments)
    .values({ legId: leg.id, art: PAPER_PROOF_KIND, ...values })
    .onConflictDoUpdate({ target: [legDocuments.legId, legDocuments.art], set: values });
  await recordBookingEvent(tx, {
    bookingId: leg.bookingId,
    actor,
    type: 'leg-proof',
    data: { leg: leg.kind, art: PAPER_PROOF_KIND },
  });
  return previous?.dateiId ?? null;
}

/**
 * Runs `work` with the scan stored first: the file is removed again when the work refuses or fails, and
 * the file it replaced once the work committed.
 */
async function withStoredScan<T>(
  dataDir: string,
  scan: StoredPrescription | null,
  work: (replaced: { id: string | null }) => Promise<Result<T, Field>>,
): Promise<Result<T, Field>> {
  const replaced = { id: null as string | null };
  try {
    const result = await work(replaced);
    if (!result.ok && scan) await removePrescription(dataDir, scan.id);
    if (result.ok && replaced.id) await removePrescription(dataDir, replaced.id);
    return result;
  } catch (error) {
    if (scan) await removePrescription(dataDir, scan.id);
    throw error;
  }
}

/**
 * "Im Büro abschließen": the leg gets its actual driver and vehicle, pickup and drop-off time, km and
 * waiting time, and is set down (with the scan of the signed Transportschein when one is sent).
 * Refused in German: a leg of a later day, a billed, cancelled or missed leg, or one already completed.
 */
export async function completeRideInOffice(
  services: Services,
  actor: Actor,
  input: { legId: unknown; values: Record<string, unknown>; scan: Uint8Array | null },
  today = berlinDate(),
): Promise<Result<OfficeCompletionDone, Field>> {
  if (!isUuid(input.legId)) return notFound();
  const legId = input.legId;
  const parsed = parseOfficeCompletion(input.values);
  const stored = await storeScan(services.dataDir, input.scan);
  if (!parsed.success || !stored.ok) {
    if (stored.ok && stored.value) await removePrescription(services.dataDir, stored.value.id);
    return invalid<Field>({ ...(parsed.success ? {} : parsed.fieldErrors), ...(stored.ok ? {} : stored.fieldErrors) });
  }
  const values = parsed.data;
  const scan = stored.value;
  return withStoredScan(services.dataDir, scan, (replaced) =>
    services.db.transaction(async (tx): Promise<Result<OfficeCompletionDone, Field>> => {
      const found = await lockRideOfLeg(tx, legId);
      if (!found) return notFound();
      const { ride, leg } = found;
      // Refused before anything is written: the same plan the writer applies below.
      const plan = planOfficeCompletion(rideStateOf(ride, leg), leg.datum, today);
      if (!plan.ok) return conflict(plan.message);
      const [driver] = await tx.select({ name: drivers.name }).from(drivers).where(eq(drivers.id, values.driverId));
      if (!driver)
        return invalid<Field>({ fahrer: 'Dieser Fahrer wurde nicht gefunden. Bitte wählen Sie ihn erneut.' });
      if (values.vehicleId) {
        const [vehicle] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, values.vehicleId));
        if (!vehicle)
          return invalid<Field>({ fahrzeug: 'Das Fahrzeug wurde nicht gefunden. Bitte wählen Sie es erneut.' });
      }
      // Driver and vehicle through the one writer of a leg's plan; "Fahrzeug des Fahrers" keeps none, so
      // setting the leg down records the driver's vehicle of that day.
      const hin = ride.legs.find((l) => l.kind === 'hin')!;
      const back = ride.legs.find((l) => l.kind === 'rueck') ?? null;
      const planned = { ...leg, driverId: values.driverId, vehicleId: values.vehicleId };
      await writeLegs(
        tx,
        ride.booking.id,
        ride.booking.status,
        leg.kind === 'hin' ? planned : hin,
        leg.kind === 'hin' ? back : planned,
      );
      await tx
        .update(tripLegs)
        .set({
          km: decimalText(values.km, 1),
          wartezeitMinuten: values.wartezeitMinuten,
          abgeholtUm: values.abgeholtUm,
          abgesetztUm: values.abgesetztUm,
          updatedAt: new Date(),
        })
        .where(eq(tripLegs.id, leg.id));
      const fresh = (await lockRideOfLeg(tx, leg.id))!;
      const completed = await completeLegInOffice(tx, actor, fresh.ride, fresh.leg, today);
      if (!completed.ok) return completed;
      const vehicleId = fresh.ride.legs.find((l) => l.id === leg.id)?.vehicleId ?? null;
      const [vehicle] = vehicleId
        ? await tx.select({ plate: vehicles.plate }).from(vehicles).where(eq(vehicles.id, vehicleId))
        : [];
      await recordBookingEvent(tx, {
        bookingId: ride.booking.id,
        actor,
        type: 'leg-completed-office',
        data: {
          leg: leg.kind,
          from: completed.value.from,
          by: actor.label,
          driverName: driver.name,
          vehicleLabel: vehicle?.plate ?? null,
          abgeholtUm: values.abgeholtUm,
          abgesetztUm: values.abgesetztUm,
          km: values.km,
          wartezeitMinuten: values.wartezeitMinuten,
        },
      });
      if (scan) replaced.id = await recordScan(tx, actor, leg, scan);
      await enqueueJobs(tx, [{ kind: 'calendar-sync', payload: { action: 'update', bookingId: ride.booking.id } }]);
      // Billing's own checks over what was just written, so the answer never calls a ride billable that
      // its entry below lists as "Nicht abrechenbar".
      const [facts] = await loadLegFacts(tx, [leg.id], today);
      return ok({
        bookingNumber: ride.booking.bookingNumber,
        kind: leg.kind,
        status: completed.value.status,
        paperProof: scan !== null,
        billingProblems: facts ? problemsOf(facts) : [],
      });
    }),
  );
}

/**
 * The signed paper Transportschein of a leg (PDF, JPEG or PNG by content, at most 10 MB) as its proof
 * instead of the touch signature: for a leg not cancelled and not yet billed (a billed leg keeps the
 * proof it was billed with). A new scan replaces the earlier one.
 */
export async function attachPaperProof(
  services: Services,
  actor: Actor,
  input: { legId: unknown; scan: Uint8Array | null },
): Promise<Result<PaperProofDone, Field>> {
  if (!isUuid(input.legId)) return notFound();
  const legId = input.legId;
  const stored = await storeScan(services.dataDir, input.scan);
  if (!stored.ok) return stored;
  const scan = stored.value;
  if (!scan) return invalid<Field>({ [PAPER_PROOF_FIELD]: PAPER_PROOF_MESSAGES.missing }, PAPER_PROOF_MESSAGES.missing);
  return withStoredScan(services.dataDir, scan, (replaced) =>
    services.db.transaction(async (tx): Promise<Result<PaperProofDone, Field>> => {
      const found = await lockRideOfLeg(tx, legId);
      if (!found) return notFound();
      const state = rideStateOf(found.ride, found.leg);
      if (isLocked(state)) return conflict(LIFECYCLE_MESSAGES.locked);
      if (isCancelled(state)) return conflict(LIFECYCLE_MESSAGES.officeCancelled);
      replaced.id = await recordScan(tx, actor, found.leg, scan);
      await notifyChange(tx, { entity: 'booking', kind: 'update', id: found.ride.booking.id, source: 'staff' });
      return ok({ bookingNumber: found.ride.booking.bookingNumber, kind: found.leg.kind });
    }),
  );
}
