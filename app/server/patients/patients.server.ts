// Patients (Stammdaten, issue 17): list with search, detail with past and upcoming legs, create, edit,
// archive (never a hard delete: their bookings keep pointing to them), matching suggestions for a
// booking and duplicate flags. Matching itself is the pure rule of app/domain/patients/matching.ts; it
// runs over the active patients' names, dates of birth and phones (a small firm has hundreds to a few
// thousand), so umlaut spellings and swapped names are found, which SQL alone would miss.
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { containsPattern } from '#app/domain/bookings/list-filters';
import { parseGermanDate } from '#app/domain/german-date';
import { compareLegs } from '#app/domain/rides/legs';
import { suggestPatients, type PatientMatch } from '#app/domain/patients/matching';
import { parsePatientForm, type PatientInput } from '#app/domain/patients/patient-form';
import { toE164 } from '#app/domain/patients/phone';
import { searchWords } from '#app/domain/patients/search';
import { recordBookingEvent, type Actor } from '#app/server/bookings/booking-events.server';
import type { Db, DbOrTx, Tx } from '#app/server/db/client.server';
import { bookings, patients, tripLegs } from '#app/server/db/schema';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import { rideWhere } from '#app/server/rides/ride-sql.server';
import { conflict, invalid, isUuid, notFound, ok, type Result } from '#app/server/use-case-result.server';
import type { PatientLeg } from '#app/domain/patients/read-models';

export type PatientRow = typeof patients.$inferSelect;

export type PatientSummary = Pick<
  PatientRow,
  'id' | 'vorname' | 'nachname' | 'geburtsdatum' | 'telefone' | 'krankenkasse' | 'archivedAt'
>;

export type Suggestion = { patient: PatientSummary; match: PatientMatch };

const summaryColumns = {
  id: patients.id,
  vorname: patients.vorname,
  nachname: patients.nachname,
  geburtsdatum: patients.geburtsdatum,
  telefone: patients.telefone,
  krankenkasse: patients.krankenkasse,
  archivedAt: patients.archivedAt,
};

/** The search of the patient list and the booking form's patient picker. */
function searchConditions(options: { q?: string; archived?: boolean }) {
  const conditions = [options.archived ? isNotNull(patients.archivedAt) : isNull(patients.archivedAt)];
  const q = options.q?.trim().toLowerCase();
  // A complete date (no reference day) is a date of birth: a short one is never guessed here.
  const birthday = q ? parseGermanDate(q) : null;
  if (birthday) conditions.push(eq(patients.geburtsdatum, birthday));
  else if (q && searchWords(q).length > 0) {
    // Every word somewhere, in any order ("Sommerfeld, Erna" as the lists show it, or "Erna Sommerfeld");
    // each word is its own LIKE so the trigram index still serves it.
    const words = searchWords(q).map((word) => sql`${patients.searchText} like ${containsPattern(word)} escape '\\'`);
    const text = sql`(${and(...words)})`;
    const phone = toE164(q);
    conditions.push(phone ? sql`(${text} or ${patients.searchText} like ${containsPattern(phone)} escape '\\')` : text);
  }
  return and(...conditions);
}

const byName = [asc(patients.nachname), asc(patients.vorname), asc(patients.id)];

/**
 * Active (or archived) patients by name, filtered by a search over name, KVNR, e-mail, address and phone
 * (in any notation), or by a date of birth typed as dd.MM.yyyy.
 */
export async function listPatients(
  db: DbOrTx,
  options: { q?: string; archived?: boolean; limit?: number } = {},
): Promise<PatientSummary[]> {
  return db
    .select(summaryColumns)
    .from(patients)
    .where(searchConditions(options))
    .orderBy(...byName)
    .limit(options.limit ?? 200);
}

/** What the phone booking form takes over from a patient (issue 17). */
export type PatientForBooking = Pick<
  PatientRow,
  | 'id'
  | 'vorname'
  | 'nachname'
  | 'geburtsdatum'
  | 'telefone'
  | 'email'
  | 'adresse'
  | 'orte'
  | 'krankenkasse'
  | 'pflegegrad'
  | 'transportart'
  | 'besonderheiten'
>;

const bookingColumns = {
  ...summaryColumns,
  email: patients.email,
  adresse: patients.adresse,
  orte: patients.orte,
  pflegegrad: patients.pflegegrad,
  transportart: patients.transportart,
  besonderheiten: patients.besonderheiten,
};

/** Active patients for the booking form: one by id, or the first `limit` matches of a search. */
export async function patientsForBooking(
  db: DbOrTx,
  options: { id?: unknown; q?: string; limit?: number },
): Promise<PatientForBooking[]> {
  if (options.id !== undefined) {
    if (!isUuid(options.id)) return [];
    return db
      .select(bookingColumns)
      .from(patients)
      .where(and(eq(patients.id, options.id), isNull(patients.archivedAt)));
  }
  if (!options.q?.trim()) return [];
  return db
    .select(bookingColumns)
    .from(patients)
    .where(searchConditions({ q: options.q }))
    .orderBy(...byName)
    .limit(options.limit ?? 8);
}

/** Likely duplicates of `person` among the active patients (never merged: staff decide). */
export async function findMatches(
  db: DbOrTx,
  person: { vorname: string; nachname: string; geburtsdatum: string | null; telefone: string[] },
  exceptId?: string,
): Promise<Suggestion[]> {
  const all = await db.select(summaryColumns).from(patients).where(isNull(patients.archivedAt));
  const candidates = all
    .filter((p) => p.id !== exceptId)
    .map((p) => ({
      ...p,
      firstName: p.vorname,
      lastName: p.nachname,
      dateOfBirth: p.geburtsdatum,
      phones: p.telefone,
    }));
  return suggestPatients(
    { firstName: person.vorname, lastName: person.nachname, dateOfBirth: person.geburtsdatum, phones: person.telefone },
    candidates,
  ).map(({ patient, match }) => ({
    patient: {
      id: patient.id,
      vorname: patient.vorname,
      nachname: patient.nachname,
      geburtsdatum: patient.geburtsdatum,
      telefone: patient.telefone,
      krankenkasse: patient.krankenkasse,
      archivedAt: patient.archivedAt,
    },
    match,
  }));
}

export type SavedPatient = { id: string; patient: PatientInput; duplicates: Suggestion[] };

/** Creates a patient; the answer lists likely duplicates so the screen can flag them. */
export async function createPatient(
  db: Db,
  values: Record<string, unknown>,
  today: string,
): Promise<Result<SavedPatient>> {
  const parsed = parsePatientForm(values, today);
  if (!parsed.success) return invalid(parsed.fieldErrors);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(patients).values(parsed.data).returning({ id: patients.id });
    const id = row!.id;
    await notifyChange(tx, { entity: 'patient', kind: 'insert', id, source: 'staff' });
    return ok({ id, patient: parsed.data, duplicates: await findMatches(tx, parsed.data, id) });
  });
}

export async function updatePatient(
  db: Db,
  id: unknown,
  values: Record<string, unknown>,
  today: string,
): Promise<Result<SavedPatient>> {
  if (!isUuid(id)) return notFound();
  const parsed = parsePatientForm(values, today);
  if (!parsed.success) return invalid(parsed.fieldErrors);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(patients).set(parsed.data).where(eq(patients.id, id)).returning({ id: patients.id });
    if (!row) return notFound();
    await notifyChange(tx, { entity: 'patient', kind: 'update', id, source: 'staff' });
    return ok({ id, patient: parsed.data, duplicates: await findMatches(tx, parsed.data, id) });
  });
}

/** Archives (or, with `archived: false`, restores) a patient. Bookings keep their link. */
export async function setPatientArchived(db: Db, id: unknown, archived: boolean): Promise<Result<{ id: string }>> {
  if (!isUuid(id)) return notFound();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(patients)
      .set({ archivedAt: archived ? new Date() : null })
      .where(eq(patients.id, id))
      .returning({ id: patients.id });
    if (!row) return notFound();
    await notifyChange(tx, { entity: 'patient', kind: 'update', id, source: 'staff' });
    return ok({ id });
  });
}

const withoutFlag = ({ upcoming: _, ...leg }: PatientLeg & { upcoming: boolean }): PatientLeg => leg;

/**
 * A patient with the legs of their bookings: upcoming (still to be driven, from `today` on, Berlin)
 * first-to-last; the rest (earlier, set down, missed or cancelled) newest first.
 */
export async function getPatient(
  db: DbOrTx,
  id: unknown,
  today: string,
): Promise<{ patient: PatientRow; upcoming: PatientLeg[]; past: PatientLeg[]; duplicates: Suggestion[] } | null> {
  if (!isUuid(id)) return null;
  const [patient] = await db.select().from(patients).where(eq(patients.id, id));
  if (!patient) return null;
  const legs = (await db
    .select({
      bookingId: bookings.id,
      bookingNumber: bookings.bookingNumber,
      status: bookings.status,
      kind: tripLegs.kind,
      timing: tripLegs.timing,
      datum: tripLegs.datum,
      uhrzeit: tripLegs.uhrzeit,
      abholadresse: tripLegs.abholadresse,
      zieladresse: tripLegs.zieladresse,
      legStatus: tripLegs.status,
      // Upcoming = still to be driven (the rides core's "driveable": not cancelled, not set down or missed,
      // not billed) from today on. Everything else (earlier, done or cancelled) is listed under the past.
      upcoming: sql<boolean>`(${tripLegs.datum} >= ${today} and ${rideWhere.driveable})`,
    })
    .from(tripLegs)
    .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
    .where(eq(bookings.patientenId, id))
    .orderBy(desc(tripLegs.datum))
    .limit(500)) as (PatientLeg & { upcoming: boolean })[];
  const upcoming = legs
    .filter((leg) => leg.upcoming)
    .sort(compareLegs)
    .map(withoutFlag);
  const past = legs
    .filter((leg) => !leg.upcoming)
    .sort((a, b) => compareLegs(b, a))
    .map(withoutFlag);
  const duplicates = await findMatches(
    db,
    {
      vorname: patient.vorname,
      nachname: patient.nachname,
      geburtsdatum: patient.geburtsdatum,
      telefone: patient.telefone,
    },
    id,
  );
  return { patient, upcoming, past, duplicates };
}

/** The patients an (online) booking probably belongs to, strongest first: a suggestion for staff. */
export async function suggestPatientsForBooking(db: DbOrTx, bookingId: unknown): Promise<Suggestion[]> {
  if (!isUuid(bookingId)) return [];
  const [booking] = await db
    .select({ vorname: bookings.vorname, nachname: bookings.nachname, telefon: bookings.telefon })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return [];
  return findMatches(db, {
    vorname: booking.vorname,
    nachname: booking.nachname,
    geburtsdatum: null,
    telefone: booking.telefon ? [booking.telefon] : [],
  });
}

/** Links the (locked) booking to the patient inside the caller's transaction; history when it changes. */
async function linkInTx(
  tx: Tx,
  actor: Actor,
  bookingId: string,
  patientId: string,
  previous: string | null,
  created = false,
): Promise<void> {
  if (previous === patientId) return;
  await tx.update(bookings).set({ patientenId: patientId }).where(eq(bookings.id, bookingId));
  await recordBookingEvent(tx, {
    bookingId,
    actor,
    type: 'patient-linked',
    data: { patientId, previousPatientId: previous, ...(created ? { created: true } : {}) },
  });
  await notifyChange(tx, { entity: 'booking', kind: 'update', id: bookingId, source: 'staff' });
}

async function lockBooking(tx: Tx, bookingId: string) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return booking ?? null;
}

/** Links a booking to a patient (accepting a suggestion, or choosing one), with a history entry. */
export async function linkBookingToPatient(
  db: Db,
  actor: Actor,
  bookingId: unknown,
  patientId: unknown,
): Promise<Result<{ bookingId: string; patientId: string }>> {
  if (!isUuid(bookingId) || !isUuid(patientId)) return notFound();
  return db.transaction(async (tx) => {
    const [patient] = await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
    if (!patient) return notFound('Dieser Patient existiert nicht mehr.');
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return notFound();
    await linkInTx(tx, actor, bookingId, patientId, booking.patientenId);
    return ok({ bookingId, patientId });
  });
}

/**
 * A new patient from a booking's data (name, phone, e-mail, pickup address as home, insurer, Pflegegrad,
 * transport and handling flags), linked to the booking: when none of the suggestions is the caller.
 */
export async function createPatientFromBooking(
  db: Db,
  actor: Actor,
  bookingId: unknown,
): Promise<Result<{ bookingId: string; patientId: string; name: string }>> {
  if (!isUuid(bookingId)) return notFound();
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return notFound();
    if (booking.patientenId) return conflict('Diese Buchung ist bereits mit einem Patienten verknüpft.');
    const [row] = await tx
      .insert(patients)
      .values({
        vorname: booking.vorname,
        nachname: booking.nachname,
        telefone: booking.telefon && toE164(booking.telefon) ? [toE164(booking.telefon)!] : [],
        email: booking.email,
        adresse: booking.abholadresse,
        krankenkasse: booking.krankenkasse,
        pflegegrad: booking.pflegegrad,
        transportart: booking.transportart,
        besonderheiten: booking.besonderheiten,
      })
      .returning({ id: patients.id });
    const patientId = row!.id;
    await notifyChange(tx, { entity: 'patient', kind: 'insert', id: patientId, source: 'staff' });
    await linkInTx(tx, actor, bookingId, patientId, null, true);
    return ok({ bookingId, patientId, name: `${booking.vorname} ${booking.nachname}` });
  });
}

/** The patient a booking is linked to (id and name), or null. */
export async function linkedPatientOf(
  db: DbOrTx,
  bookingId: unknown,
): Promise<{ found: boolean; patient: PatientSummary | null }> {
  if (!isUuid(bookingId)) return { found: false, patient: null };
  const [booking] = await db
    .select({ patientenId: bookings.patientenId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return { found: false, patient: null };
  if (!booking.patientenId || !isUuid(booking.patientenId)) return { found: true, patient: null };
  const [patient] = await db.select(summaryColumns).from(patients).where(eq(patients.id, booking.patientenId));
  return { found: true, patient: patient ?? null };
}
