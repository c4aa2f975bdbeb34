// The online booking intake (issue 4): validates the submission with the wizard's schemas, re-checks
// the earliest moment and the slot capacity, stores the booking as pending with its number, history,
// change notification and outbox jobs in one transaction, and honours the idempotency key.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { company } from '#app/company';
import { parsePhone, PHONE_MESSAGES } from '#app/domain/patients/phone';
import { legsOfTrip } from '#app/domain/rides/legs';
import { NEW_ORDER_STATUS } from '#app/domain/rides/lifecycle';
import {
  CONSENT_VERSION,
  parseBooking,
  type BookingInput,
  type FieldErrors,
  type StepNumber,
} from '#app/domain/booking/schemas';
import type { Besonderheiten } from '#app/server/db/schema';
import { bookings } from '#app/server/db/schema';
import type { Db, DbOrTx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';
import { isUniqueViolation } from '#app/server/use-case-result.server';
import {
  checkPrescription,
  removePrescription,
  storePrescription,
  type StoredPrescription,
} from '#app/server/storage/prescriptions.server';
import { slotCapacityOf, slotCapacitySetting } from './booking-capacity.server';
import { ONLINE_BOOKING_ACTOR } from './booking-events.server';
import { insertBooking, occupiedSlot } from './insert-booking.server';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export const INTAKE_MESSAGES = {
  badRequest: 'Die Anfrage ist unvollständig. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  slotFull: 'Dieser Termin ist leider gerade vergeben worden. Bitte wählen Sie eine andere Uhrzeit.',
} as const;

export type BookingSubmission = {
  /** Wizard values as parsed from the form (valuesFromFormEntries). */
  values: Record<string, unknown>;
  idempotencyKey: string;
  file: { name: string; bytes: Uint8Array } | null;
};

export type CreateBookingResult =
  | { ok: true; bookingId: string; bookingNumber: string; repeated: boolean }
  | { ok: false; reason: 'invalid'; step: StepNumber; errors: FieldErrors; message?: string }
  | { ok: false; reason: 'upload'; step: 4; message: string }
  | { ok: false; reason: 'bad-request'; message: string };

async function findByKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ id: bookings.id, bookingNumber: bookings.bookingNumber })
    .from(bookings)
    .where(eq(bookings.idempotencyKey, key));
  return row ?? null;
}

/** The booking made with this key, if any, and the slot capacity: one round trip before any work. */
async function keyAndCapacity(db: Db, key: string) {
  const [row] = await queryRows<{ capacity: unknown; id: string | null; booking_number: string | null }>(
    db,
    sql`select ${slotCapacitySetting} as capacity, ${bookings.id} as id, ${bookings.bookingNumber} as booking_number
      from (select 1) as one left join ${bookings} on ${bookings.idempotencyKey} = ${key}`,
  );
  return {
    earlier: row?.id && row.booking_number ? { id: row.id, bookingNumber: row.booking_number } : null,
    capacity: slotCapacityOf(row?.capacity),
  };
}

function besonderheitenOf(step2: BookingInput['step2']): Besonderheiten {
  const result: Besonderheiten = {
    adipositas: step2.adipositas,
    infektiös: step2.infektiös,
    rollstuhl: step2.rollstuhl,
    sehbeeinträchtigt: step2.sehbeeinträchtigt,
    weitere: step2.weitere,
  };
  if (step2.weitere && step2.weitereHinweise) result.weitereHinweise = step2.weitereHinweise;
  if (step2.rollstuhl) result.barrierefreiZugang = step2.barrierefreiZugang === 'ja';
  return result;
}

class SlotFullError extends Error {}

/**
 * Creates one online booking. `now` is the moment of submission (the earliest-moment rule is checked
 * against it). A repeated idempotency key returns the first booking and writes nothing.
 */
export async function createBooking(
  db: Db,
  submission: BookingSubmission,
  options: { dataDir: string; now?: Date },
): Promise<CreateBookingResult> {
  const now = options.now ?? new Date();
  const key = submission.idempotencyKey;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    return { ok: false, reason: 'bad-request', message: INTAKE_MESSAGES.badRequest };

  const { earlier, capacity } = await keyAndCapacity(db, key);
  if (earlier) return { ok: true, bookingId: earlier.id, bookingNumber: earlier.bookingNumber, repeated: true };

  const parsed = parseBooking(submission.values, now, company.openingHours);
  if (!parsed.success) return { ok: false, reason: 'invalid', step: parsed.step, errors: parsed.errors };
  const { step1, step2, step3, step4 } = parsed.data;
  // The wizard checks the characters (SPEC.md §5); the number itself is checked and stored in E.164 here,
  // so the phone rules' library stays out of the public bundle.
  const phone = parsePhone(step1.telefon);
  if (phone.status !== 'ok')
    return { ok: false, reason: 'invalid', step: 1, errors: { telefon: PHONE_MESSAGES.invalid } };

  let stored: StoredPrescription | null = null;
  if (submission.file) {
    const checked = await checkPrescription(submission.file);
    if (!checked.ok) return { ok: false, reason: 'upload', step: 4, message: checked.message };
    stored = await storePrescription(options.dataDir, checked.file);
  }

  const bookingId = randomUUID();
  const legs = legsOfTrip({
    datum: step3.datum,
    uhrzeit: step3.uhrzeit,
    abholadresse: step1.abholadresse,
    zieladresse: step1.zieladresse,
    rueckfahrt: step3.rueckfahrt,
    rueckUhrzeit: step3.rueckfahrt === 'fest' ? step3.rueckfahrtZeit : null,
  });
  // The capacity was read before (it changes rarely). With 0 (unlimited) no slot lock is needed, and the
  // booking is one statement that commits on its own; with a limit, the slot's count and the statement
  // share a transaction. A key submitted twice at once is caught by its unique index: the second
  // statement waits for the first commit and fails, writing nothing (no number is consumed).
  const insert = (tx: DbOrTx) =>
    insertBooking(tx, {
      id: bookingId,
      now,
      source: 'online',
      actor: ONLINE_BOOKING_ACTOR,
      row: {
        vorname: step1.vorname,
        nachname: step1.nachname,
        email: step1.email,
        telefon: phone.phone.e164,
        transportart: null,
        besonderheiten: besonderheitenOf(step2),
        hinweise: step2.weitere && step2.weitereHinweise ? step2.weitereHinweise : null,
        pflegegrad: step1.pflegegrad === 'keiner' ? null : Number(step1.pflegegrad),
        krankenkasse: step1.krankenkasse || null,
        status: NEW_ORDER_STATUS,
        bestaetigungsEmail: step4.bestaetigungsEmail,
        genehmigungVorhanden: step4.genehmigungVorhanden,
        consentAt: now,
        consentVersion: CONSENT_VERSION,
        verordnungDateiId: stored?.id ?? null,
        verordnungDateiname: stored?.fileName ?? null,
        verordnungMime: stored?.mime ?? null,
        verordnungGroesse: stored?.size ?? null,
        idempotencyKey: key,
        quelle: 'online',
      },
      legs,
      event: { status: NEW_ORDER_STATUS, source: 'online', prescription: Boolean(stored) },
      jobs: [
        { kind: 'booking-email', payload: { template: 'confirmation', to: step4.bestaetigungsEmail, bookingId } },
        { kind: 'booking-email', payload: { template: 'notification', to: company.email, bookingId } },
        { kind: 'calendar-sync', payload: { action: 'create', bookingId } },
      ],
    });
  try {
    const bookingNumber =
      capacity > 0
        ? await db.transaction(async (tx) => {
            const occupied = await occupiedSlot(tx, capacity, step3.datum, step3.uhrzeit);
            if (occupied !== null && occupied >= capacity) throw new SlotFullError();
            return insert(tx);
          })
        : await insert(db);
    return { ok: true, bookingId, bookingNumber, repeated: false };
  } catch (error) {
    if (stored) await removePrescription(options.dataDir, stored.id);
    if (isUniqueViolation(error)) {
      const first = await findByKey(db, key);
      if (first) return { ok: true, bookingId: first.id, bookingNumber: first.bookingNumber, repeated: true };
    }
    if (error instanceof SlotFullError) {
      return {
        ok: false,
        reason: 'invalid',
        step: 3,
        errors: { uhrzeit: INTAKE_MESSAGES.slotFull },
        message: INTAKE_MESSAGES.slotFull,
      };
    }
    throw error;
  }
}
