// The approval picture of bookings (issue 18): per leg the class from the prescription and the patient,
// the approval state from the patient's approvals, the badge, and the co-payment. One batch read for a
// page of the bookings list (from the rows it already read: `approvalBadgesOfSubjects`), the same by id
// for the board, one booking's details and the check before confirming or assigning (`approvalWarningFor`).
import { and, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { POST_INPATIENT_WINDOW_DAYS, PRE_INPATIENT_WINDOW_DAYS } from '#app/domain/approvals/classification';
import { addCalendarDays } from '#app/domain/berlin-time';
import { isCancelledLeg, isPlanned } from '#app/domain/rides/lifecycle';
import type { BookingStatus, LegStatus } from '#app/domain/rides/statuses';
import type { BookingApprovalView } from '#app/domain/approvals/read-models';
import {
  approvalStatementNote,
  bookingApprovalBadge,
  legApprovals,
  approvalWarning,
  type ApprovalBadgeKind,
  type LegApproval,
  type LegFacts,
} from '#app/domain/approvals/leg-approvals';
import type { ApprovalForLeg } from '#app/domain/approvals/validity';
import { defaultPrescriptionLegs, defaultPrescriptionPosition } from '#app/domain/approvals/prescription-form';
import { isUuid } from '#app/domain/uuid';
import { readLegsOf, type BookingLegs } from '#app/server/rides/trip-legs.server';
import type { DbOrTx } from '#app/server/db/client.server';
import { approvals, bookings, patients, tripLegs } from '#app/server/db/schema';
import { rideWhere } from '#app/server/rides/ride-sql.server';
import { approvalForLeg } from './approvals.server';
import { approvalSettingsOf, listInsurerSettings, type InsurerSettingsRow } from './insurer-settings.server';
import { prescriptionsOfBookings, prescriptionView, type PrescriptionRow } from './prescriptions.server';
import { anyOfIds } from '#app/server/db/any-of.server';
import { preparedPerDb } from '#app/server/db/prepared.server';

type BookingFacts = Pick<
  typeof bookings.$inferSelect,
  | 'id'
  | 'krankenkasse'
  | 'pflegegrad'
  | 'patientenId'
  | 'transportart'
  | 'besonderheiten'
  | 'entfernungKm'
  | 'status'
  | 'genehmigungVorhanden'
>;
type PatientFacts = Pick<
  typeof patients.$inferSelect,
  'id' | 'vorname' | 'nachname' | 'pflegegrad' | 'merkzeichen' | 'befreiungBis' | 'krankenkasse'
>;

/** What a booking's approval picture starts from: the booking's own facts, its status and its legs (kind, date, status). */
export type ApprovalSubject = {
  id: string;
  krankenkasse: string | null;
  pflegegrad: number | null;
  patientenId: string | null;
  status: BookingStatus;
  legs: readonly { kind: LegFacts['kind']; datum: string; status: LegStatus }[];
};

/** What the picture adds to a subject: the prescription that counts, the patient, their approvals, the insurer. */
type Context = {
  prescription: PrescriptionRow | null;
  /** The series whose prescription counts (Serienverordnung), null for the booking's own. */
  prescriptionSeriesId: string | null;
  patient: PatientFacts | null;
  approvals: ApprovalForLeg[];
  insurer: InsurerSettingsRow | null;
  /**
   * Pre-/post-inpatient treatment: the patient's treatment days for the same admission or discharge day
   * across all of their bookings (DOMAIN.md), null for other reasons.
   */
  treatmentDates: string[] | null;
};

/** A stored booking read by id: its facts, its stored legs (with km, for the co-payment) and its subject. */
type StoredSubject = { booking: BookingFacts; legs: BookingLegs | null; subject: ApprovalSubject };

type Loaded = StoredSubject & { context: Context };

const bookingsQuery = preparedPerDb((db) =>
  db
    .select({
      id: bookings.id,
      krankenkasse: bookings.krankenkasse,
      pflegegrad: bookings.pflegegrad,
      patientenId: bookings.patientenId,
      transportart: bookings.transportart,
      besonderheiten: bookings.besonderheiten,
      entfernungKm: bookings.entfernungKm,
      status: bookings.status,
      genehmigungVorhanden: bookings.genehmigungVorhanden,
    })
    .from(bookings)
    .where(anyOfIds(bookings.id))
    .prepare('approval_bookings'),
);

const NO_CONTEXT: Context = {
  prescription: null,
  prescriptionSeriesId: null,
  patient: null,
  approvals: [],
  insurer: null,
  treatmentDates: null,
};

/**
 * The context of each subject. `onlyPrescribed`: a booking without prescription has no picture, so the
 * badges skip its patient, approvals and insurer (and read none of them when no booking on the page has
 * a prescription); the details show the patient either way.
 */
async function contextsOf(
  db: DbOrTx,
  subjects: readonly ApprovalSubject[],
  options: { onlyPrescribed: boolean },
): Promise<Map<string, Context>> {
  const result = new Map<string, Context>();
  if (!subjects.length) return result;
  const recipes = await prescriptionsOfBookings(
    db,
    subjects.map((s) => s.id),
  );
  const needed = options.onlyPrescribed ? subjects.filter((s) => recipes.has(s.id)) : subjects;
  if (!needed.length) return result;
  const patientIds = [...new Set(needed.map((s) => s.patientenId).filter(isUuid))];
  const people = patientIds.length
    ? await db
        .select({
          id: patients.id,
          vorname: patients.vorname,
          nachname: patients.nachname,
          pflegegrad: patients.pflegegrad,
          merkzeichen: patients.merkzeichen,
          befreiungBis: patients.befreiungBis,
          krankenkasse: patients.krankenkasse,
        })
        .from(patients)
        .where(inArray(patients.id, patientIds))
    : [];
  const granted = patientIds.length
    ? await db.select().from(approvals).where(inArray(approvals.patientId, patientIds))
    : [];
  const insurers = await listInsurerSettings(db);
  const insurerOf = (name: string | null | undefined) =>
    name?.trim() ? (insurers.find((i) => i.krankenkasse.toLowerCase() === name.trim().toLowerCase()) ?? null) : null;
  for (const subject of needed) {
    const patient = people.find((p) => p.id === subject.patientenId) ?? null;
    result.set(subject.id, {
      prescription: recipes.get(subject.id)?.row ?? null,
      prescriptionSeriesId: recipes.get(subject.id)?.seriesId ?? null,
      patient,
      approvals: granted.filter((a) => a.patientId === subject.patientenId).map(approvalForLeg),
      insurer: insurerOf(subject.krankenkasse) ?? insurerOf(patient?.krankenkasse),
      treatmentDates: null,
    });
  }
  await addTreatmentDates(db, needed, result);
  return result;
}

/** The period around a hospital stay whose treatment days are limited (classification.ts): reason and anchor day. */
function stayAnchor(
  prescription: PrescriptionRow | null,
): { grund: 'vorstationaer' | 'nachstationaer'; anchor: string } | null {
  if (prescription?.grund === 'vorstationaer' && prescription.aufnahmedatum)
    return { grund: 'vorstationaer', anchor: prescription.aufnahmedatum };
  if (prescription?.grund === 'nachstationaer' && prescription.entlassungsdatum)
    return { grund: 'nachstationaer', anchor: prescription.entlassungsdatum };
  return null;
}

/**
 * Pre- and post-inpatient treatment days count across all of the patient's bookings (DOMAIN.md): for each
 * such subject, the days of the patient's rides that take place (the lifecycle's `planned`: to be driven or
 * driven, not cancelled, not missed) whose prescription (the booking's own or its series') names the same
 * reason and the same admission or discharge day, within the days around the stay that the limits look at.
 */
async function addTreatmentDates(
  db: DbOrTx,
  subjects: readonly ApprovalSubject[],
  contexts: Map<string, Context>,
): Promise<void> {
  const asked = subjects.flatMap((subject) => {
    const stay = stayAnchor(contexts.get(subject.id)?.prescription ?? null);
    return stay && isUuid(subject.patientenId) ? [{ subject, stay, patientId: subject.patientenId }] : [];
  });
  if (!asked.length) return;
  const windows = asked.map(({ patientId, stay }) => ({
    patientId,
    from: addCalendarDays(stay.anchor, -PRE_INPATIENT_WINDOW_DAYS),
    to: addCalendarDays(stay.anchor, POST_INPATIENT_WINDOW_DAYS),
  }));
  const rides = await db
    .select({ bookingId: tripLegs.bookingId, datum: tripLegs.datum, patientId: bookings.patientenId })
    .from(tripLegs)
    .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
    .where(
      and(
        rideWhere.planned,
        or(
          ...windows.map((w) =>
            and(eq(bookings.patientenId, w.patientId), gte(tripLegs.datum, w.from), lte(tripLegs.datum, w.to)),
          ),
        ),
      ),
    );
  const recipes = await prescriptionsOfBookings(db, [...new Set(rides.map((ride) => ride.bookingId))]);
  for (const { subject, stay, patientId } of asked) {
    const dates = rides
      .filter((ride) => ride.patientId === patientId)
      .filter((ride) => {
        const other = stayAnchor(recipes.get(ride.bookingId)?.row ?? null);
        return other?.grund === stay.grund && other.anchor === stay.anchor;
      })
      .map((ride) => ride.datum);
    // `planned` does not ask about billing: the subject's legs are read without it.
    const own = subject.legs.filter((leg) => isPlanned({ booking: subject.status, leg: leg.status, billing: 'offen' }));
    contexts.get(subject.id)!.treatmentDates = [...new Set([...dates, ...own.map((leg) => leg.datum)])].sort();
  }
}

/** The stored bookings among `ids` (unknown and malformed ids left out), with their legs. */
async function readStoredSubjects(db: DbOrTx, ids: readonly string[]): Promise<StoredSubject[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (!valid.length) return [];
  const rows = await bookingsQuery(db).execute({ ids: valid });
  if (!rows.length) return [];
  const legsById = await readLegsOf(db, valid);
  return rows.map((booking) => {
    const legs = legsById.get(booking.id) ?? null;
    return {
      booking,
      legs,
      subject: { ...booking, legs: legs ? [legs.hin, legs.back].filter((leg) => leg !== null) : [] },
    };
  });
}

/** Bookings by id with their stored legs and full context (details, warnings, billing). */
async function load(db: DbOrTx, ids: readonly string[]): Promise<Map<string, Loaded>> {
  const stored = await readStoredSubjects(db, ids);
  const contexts = await contextsOf(
    db,
    stored.map((s) => s.subject),
    { onlyPrescribed: false },
  );
  return new Map(stored.map((s) => [s.booking.id, { ...s, context: contexts.get(s.booking.id) ?? NO_CONTEXT }]));
}

/** The subject's legs that count (not cancelled, by the rides core). */
function legFacts(subject: ApprovalSubject): LegFacts[] {
  return subject.legs
    .filter((leg) => !isCancelledLeg(subject.status, leg.status))
    .map((leg) => ({ kind: leg.kind, date: leg.datum }));
}

function picture(subject: ApprovalSubject, context: Context, today: string): LegApproval[] {
  const p = context.prescription;
  if (!p) return [];
  return legApprovals({
    legs: legFacts(subject),
    treatmentDates: context.treatmentDates ?? undefined,
    prescription: {
      reason: prescriptionView(p).grund,
      means: prescriptionView(p).befoerderungsmittel,
      position: prescriptionView(p).position,
      outbound: p.hinfahrt,
      return: p.rueckfahrt,
      permanentMobilityImpairment: p.mobilitaetDauerhaft,
      admissionDate: p.aufnahmedatum,
      dischargeDate: p.entlassungsdatum,
    },
    patient: {
      merkzeichen: context.patient?.merkzeichen ?? [],
      pflegegrad: context.patient ? context.patient.pflegegrad : subject.pflegegrad,
    },
    approvals: context.approvals,
    insurer: approvalSettingsOf(context.insurer),
    today,
  });
}

const loadedPicture = (loaded: Loaded, today: string) => picture(loaded.subject, loaded.context, today);

/**
 * The badge of each subject that has a prescription. The bookings list passes its page's rows, which
 * already hold the booking's facts and legs (no second read of either, decision 207).
 */
export async function approvalBadgesOfSubjects(
  db: DbOrTx,
  subjects: readonly ApprovalSubject[],
  today: string,
): Promise<Map<string, ApprovalBadgeKind>> {
  const badges = new Map<string, ApprovalBadgeKind>();
  const contexts = await contextsOf(db, subjects, { onlyPrescribed: true });
  for (const subject of subjects) {
    const context = contexts.get(subject.id);
    const badge = context ? bookingApprovalBadge(picture(subject, context, today)) : null;
    if (badge) badges.set(subject.id, badge);
  }
  return badges;
}

/** The badge of each booking that has a prescription, by booking id (dispatch board). */
export async function approvalBadgesOf(
  db: DbOrTx,
  ids: readonly string[],
  today: string,
): Promise<Map<string, ApprovalBadgeKind>> {
  const stored = await readStoredSubjects(db, ids);
  return approvalBadgesOfSubjects(
    db,
    stored.map((s) => s.subject),
    today,
  );
}

/** The German warning when a leg needs an approval that is not granted, or null. */
export async function approvalWarningFor(db: DbOrTx, id: string, today: string): Promise<string | null> {
  const loaded = (await load(db, [id])).get(id);
  return loaded ? approvalWarning(loadedPicture(loaded, today)) : null;
}

/** Everything the booking details show about prescription and approvals (the co-payment: booking-co-payments.server.ts). */
export async function bookingApprovalView(
  db: DbOrTx,
  id: string,
  today: string,
): Promise<Omit<BookingApprovalView, 'coPayments'> | null> {
  const loaded = (await load(db, [id])).get(id);
  if (!loaded) return null;
  const legs = loadedPicture(loaded, today);
  const badge = bookingApprovalBadge(legs);
  const { prescription: p, patient, prescriptionSeriesId } = loaded.context;
  return {
    prescription: p ? prescriptionView(p) : null,
    prescriptionSeriesId,
    patient: patient
      ? {
          id: patient.id,
          name: `${patient.vorname} ${patient.nachname}`,
          pflegegrad: patient.pflegegrad,
          merkzeichen: patient.merkzeichen,
          befreiungBis: patient.befreiungBis,
        }
      : null,
    legs,
    badge,
    statementNote: approvalStatementNote(badge, loaded.booking.genehmigungVorhanden),
    defaultPosition: defaultPrescriptionPosition(loaded.booking),
    defaultLegs: defaultPrescriptionLegs(loaded.subject.legs),
  };
}

/** Each booking's legs' approval picture (billing, issue 21), by booking id; bookings without prescription have none. */
export async function legApprovalsOf(
  db: DbOrTx,
  ids: readonly string[],
  today: string,
): Promise<Map<string, LegApproval[]>> {
  const pictures = new Map<string, LegApproval[]>();
  for (const [id, loaded] of await load(db, ids)) pictures.set(id, loadedPicture(loaded, today));
  return pictures;
}
