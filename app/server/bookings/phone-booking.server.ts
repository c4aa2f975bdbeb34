// "Neue Buchung" in the back office (issue 17): a booking a dispatcher takes on the phone. The rules of
// app/domain/bookings/phone-booking-form.ts (no 24-hour rule; a leg today or in the past confirmed; the
// status chosen), the intake's slot capacity and a ride the patient already has at that time (issue 37),
// each with an explicit override, the intake's insert (number,
// legs as entered, history, outbox: insert-booking.server.ts), and the patient linked (a chosen one, or a
// new one made from the booking's data).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  parsePhoneBookingForm,
  PHONE_BOOKING_MESSAGES,
  phoneBookingLegs,
  type PhoneBookingInput,
} from '#app/domain/bookings/phone-booking-form';
import type { Besonderheiten } from '#app/server/db/schema';
import { patients } from '#app/server/db/schema';
import type { Db, Tx } from '#app/server/db/client.server';
import type { OutboxJob } from '#app/server/jobs/outbox.server';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import { invalid, ok, type Result } from '#app/server/use-case-result.server';
import { DUPLICATE_OVERRIDE_FIELD, duplicateOrderNumbers, duplicateWarning } from '#app/domain/rides/duplicate-rides';
import { findDuplicateRides } from '#app/server/rides/duplicate-rides.server';
import { getSlotCapacity } from './booking-capacity.server';
import type { Actor } from './booking-events.server';
import { insertBooking, occupiedSlot } from './insert-booking.server';

export type PhoneBookingCreated = {
  bookingId: string;
  bookingNumber: string;
  patientId: string | null;
  status: PhoneBookingInput['status'];
  emailQueued: boolean;
  /** The slot was full and the dispatcher chose to book anyway. */
  overbooked: boolean;
  datum: string;
};

/** The history entry's source of a booking entered by staff on the phone. */
export const PHONE_SOURCE = 'telefon' as const;

function besonderheitenOf(input: PhoneBookingInput): Besonderheiten {
  const { flags } = input;
  const result: Besonderheiten = {
    infektiös: flags.infektiös,
    adipositas: flags.adipositas,
    rollstuhl: flags.rollstuhl,
    sehbeeinträchtigt: flags.sehbeeinträchtigt,
    weitere: Boolean(input.hinweise),
  };
  if (input.hinweise) result.weitereHinweise = input.hinweise;
  if (flags.treppen) result.barrierefreiZugang = false;
  else if (flags.rollstuhl) result.barrierefreiZugang = true;
  return result;
}

/** The patient to link: the chosen one (must exist and be active), or a new one from the booking's data. */
async function patientFor(
  tx: Tx,
  input: PhoneBookingInput,
  besonderheiten: Besonderheiten,
): Promise<{ id: string | null } | { error: string }> {
  if (input.patientId) {
    const [row] = await tx
      .select({ id: patients.id, archivedAt: patients.archivedAt })
      .from(patients)
      .where(eq(patients.id, input.patientId));
    if (!row || row.archivedAt) return { error: PHONE_BOOKING_MESSAGES.patient };
    return { id: row.id };
  }
  if (!input.savePatient) return { id: null };
  const [row] = await tx
    .insert(patients)
    .values({
      vorname: input.vorname,
      nachname: input.nachname,
      telefone: input.telefon ? [input.telefon] : [],
      email: input.email,
      adresse: input.abholadresse,
      krankenkasse: input.krankenkasse,
      pflegegrad: input.pflegegrad,
      transportart: input.transportart,
      besonderheiten,
    })
    .returning({ id: patients.id });
  await notifyChange(tx, { entity: 'patient', kind: 'insert', id: row!.id, source: 'staff' });
  return { id: row!.id };
}

export async function createPhoneBooking(
  db: Db,
  actor: Actor,
  values: Record<string, unknown>,
  options: { now?: Date } = {},
): Promise<Result<PhoneBookingCreated>> {
  const now = options.now ?? new Date();
  const parsed = parsePhoneBookingForm(values, now);
  if (!parsed.success) return invalid(parsed.fieldErrors);
  const input = parsed.data;
  const { hin, back } = phoneBookingLegs(input);
  const besonderheiten = besonderheitenOf(input);
  const capacity = await getSlotCapacity(db);
  const bookingId = randomUUID();

  return db.transaction(async (tx) => {
    const occupied = await occupiedSlot(tx, capacity, input.datum, input.uhrzeit);
    const full = occupied !== null && occupied >= capacity;
    // A chosen patient is checked first (that writes nothing): an archived one is refused before any warning.
    const chosen = input.patientId ? await patientFor(tx, input, besonderheiten) : null;
    if (chosen && 'error' in chosen) return invalid({ patientId: chosen.error });

    // Both warnings at once, so the dispatcher answers them in one go; every typed value stays in the form.
    const warnings: Record<string, string> = {};
    if (full && !input.capacityOverride)
      warnings.capacityOverride = PHONE_BOOKING_MESSAGES.slotFull(occupied, capacity);
    // Read with the override too: the history names the rides it was booked beside.
    const duplicates = input.patientId ? await findDuplicateRides(tx, input.patientId, back ? [hin, back] : [hin]) : [];
    if (duplicates.length && !input.duplicateOverride)
      warnings[DUPLICATE_OVERRIDE_FIELD] = duplicateWarning(duplicates);
    if (Object.keys(warnings).length) return invalid(warnings);

    const patient = chosen ?? (await patientFor(tx, input, besonderheiten));
    if ('error' in patient) return invalid({ patientId: patient.error });

    const emailTo = input.sendEmail ? input.email : null;
    const jobs: OutboxJob[] = [{ kind: 'calendar-sync', payload: { action: 'create', bookingId } }];
    if (emailTo)
      jobs.unshift({
        kind: 'booking-email',
        payload: { template: input.status === 'confirmed' ? 'acceptance' : 'confirmation', to: emailTo, bookingId },
      });

    const bookingNumber = await insertBooking(tx, {
      id: bookingId,
      now,
      source: 'staff',
      actor,
      row: {
        vorname: input.vorname,
        nachname: input.nachname,
        email: input.email,
        telefon: input.telefon,
        transportart: input.transportart,
        besonderheiten,
        hinweise: input.hinweise,
        pflegegrad: input.pflegegrad,
        begleitpersonen: input.begleitpersonen,
        krankenkasse: input.krankenkasse,
        status: input.status,
        patientenId: patient.id,
        bestaetigungsEmail: input.email,
        quelle: PHONE_SOURCE,
      },
      legs: { hin, back },
      event: {
        status: input.status,
        source: PHONE_SOURCE,
        staff: actor.label,
        patientId: patient.id,
        ...(input.pastConfirmed ? { pastConfirmed: true } : {}),
        ...(full ? { overbooked: true } : {}),
        ...(duplicates.length ? { duplicateOf: duplicateOrderNumbers(duplicates) } : {}),
        ...(emailTo ? { emailed: true } : {}),
      },
      jobs,
    });
    return ok({
      bookingId,
      bookingNumber,
      patientId: patient.id,
      status: input.status,
      emailQueued: Boolean(emailTo),
      overbooked: full,
      datum: input.datum,
    });
  });
}
