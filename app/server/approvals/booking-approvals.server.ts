// The approval picture of bookings (issue 18): per leg the class from the prescription and the patient,
// the approval state from the patient's approvals, the badge, and the co-payment. One batch read for a
// page of the bookings list, the same for one booking's details and for the check before confirming or
// assigning (`approvalWarningFor`).
import { inArray } from 'drizzle-orm';
import type { BookingApprovalView } from '#app/domain/approvals/read-models';
import {
  bookingApprovalBadge,
  legApprovals,
  approvalWarning,
  type ApprovalBadgeKind,
  type LegApproval,
  type LegFacts,
} from '#app/domain/approvals/leg-approvals';
import type { ApprovalForLeg } from '#app/domain/approvals/validity';
import { legCoPayments } from '#app/domain/billing/leg-co-payments';
import { estimatePriceCents } from '#app/domain/pricing/estimate';
import { isUuid } from '#app/domain/uuid';
import { readLegsOf, type BookingLegs } from '#app/server/bookings/trip-legs.server';
import type { DbOrTx } from '#app/server/db/client.server';
import { approvals, bookings, patients } from '#app/server/db/schema';
import { estimateForBooking } from '#app/server/pricing/estimate-for-booking.server';
import { approvalForLeg } from './approvals.server';
import { approvalSettingsOf, listInsurerSettings, type InsurerSettingsRow } from './insurer-settings.server';
import { prescriptionsOfBookings, prescriptionView, type PrescriptionRow } from './prescriptions.server';
import { anyOfIds } from '#app/server/db/any-of.server';
import { preparedPerDb } from '#app/server/db/prepared.server';

type BookingFacts = Pick<
  typeof bookings.$inferSelect,
  'id' | 'krankenkasse' | 'pflegegrad' | 'patientenId' | 'transportart' | 'besonderheiten' | 'entfernungKm'
>;
type PatientFacts = Pick<typeof patients.$inferSelect, 'id' | 'vorname' | 'nachname' | 'pflegegrad' | 'merkzeichen' | 'befreiungBis' | 'krankenkasse'>;

type Loaded = {
  booking: BookingFacts;
  legs: BookingLegs | null;
  prescription: PrescriptionRow | null;
  /** The series whose prescription counts (Serienverordnung), null for the booking's own. */
  prescriptionSeriesId: string | null;
  patient: PatientFacts | null;
  approvals: ApprovalForLeg[];
  insurer: InsurerSettingsRow | null;
};

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
    })
    .from(bookings)
    .where(anyOfIds(bookings.id))
    .prepare('approval_bookings'),
);

async function load(db: DbOrTx, ids: readonly string[]): Promise<Map<string, Loaded>> {
  const result = new Map<string, Loaded>();
  const valid = [...new Set(ids.filter(isUuid))];
  if (!valid.length) return result;
  const rows = await bookingsQuery(db).execute({ ids: valid });
  if (!rows.length) return result;
  const legs = await readLegsOf(db, valid);
  const recipes = await prescriptionsOfBookings(db, valid);
  const patientIds = [...new Set(rows.map((r) => r.patientenId).filter(isUuid))];
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
  const granted = patientIds.length ? await db.select().from(approvals).where(inArray(approvals.patientId, patientIds)) : [];
  const insurers = await listInsurerSettings(db);
  const insurerOf = (name: string | null | undefined) =>
    name?.trim() ? (insurers.find((i) => i.krankenkasse.toLowerCase() === name.trim().toLowerCase()) ?? null) : null;
  for (const booking of rows) {
    const patient = people.find((p) => p.id === booking.patientenId) ?? null;
    result.set(booking.id, {
      booking,
      legs: legs.get(booking.id) ?? null,
      prescription: recipes.get(booking.id)?.row ?? null,
      prescriptionSeriesId: recipes.get(booking.id)?.seriesId ?? null,
      patient,
      approvals: granted.filter((a) => a.patientId === booking.patientenId).map(approvalForLeg),
      insurer: insurerOf(booking.krankenkasse) ?? insurerOf(patient?.krankenkasse),
    });
  }
  return result;
}

function legFacts(legs: BookingLegs | null): LegFacts[] {
  if (!legs) return [];
  return [legs.hin, legs.back]
    .filter((leg) => leg !== null && leg.status !== 'storniert')
    .map((leg) => ({ direction: leg!.kind, date: leg!.datum }));
}

function picture(loaded: Loaded, today: string): LegApproval[] {
  const p = loaded.prescription;
  if (!p) return [];
  return legApprovals({
    legs: legFacts(loaded.legs),
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
      merkzeichen: loaded.patient?.merkzeichen ?? [],
      pflegegrad: loaded.patient ? loaded.patient.pflegegrad : loaded.booking.pflegegrad,
    },
    approvals: loaded.approvals,
    insurer: approvalSettingsOf(loaded.insurer),
    today,
  });
}

/** The badge of each booking that has a prescription (list rows). */
export async function approvalBadgesOf(db: DbOrTx, ids: readonly string[], today: string): Promise<Map<string, ApprovalBadgeKind>> {
  const badges = new Map<string, ApprovalBadgeKind>();
  for (const [id, loaded] of await load(db, ids)) {
    const badge = bookingApprovalBadge(picture(loaded, today));
    if (badge) badges.set(id, badge);
  }
  return badges;
}

/** The German warning when a leg needs an approval that is not granted, or null. */
export async function approvalWarningFor(db: DbOrTx, id: string, today: string): Promise<string | null> {
  const loaded = (await load(db, [id])).get(id);
  return loaded ? approvalWarning(picture(loaded, today)) : null;
}

/** Everything the booking details show about prescription, approvals and co-payment. */
export async function bookingApprovalView(db: DbOrTx, id: string, today: string): Promise<BookingApprovalView | null> {
  const loaded = (await load(db, [id])).get(id);
  if (!loaded) return null;
  const legs = picture(loaded, today);
  const p = loaded.prescription;
  const estimate = await estimateForBooking(db, loaded.booking);
  const legList = [loaded.legs?.hin, loaded.legs?.back].filter((leg) => leg && leg.status !== 'storniert');
  const costOf = (km: string | null): number | null => {
    if (!estimate.ok) return null;
    const value = km === null ? estimate.km : Number(km);
    return Number.isFinite(value) && value >= 0 ? estimatePriceCents(estimate.rule, value) : null;
  };
  const patient = loaded.patient;
  return {
    prescription: p ? prescriptionView(p) : null,
    prescriptionSeriesId: loaded.prescriptionSeriesId,
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
    badge: bookingApprovalBadge(legs),
    coPayments: legCoPayments({
      legs: legList.map((leg) => ({ direction: leg!.kind, date: leg!.datum, costCents: costOf(leg!.km) })),
      krankenkasse: loaded.booking.krankenkasse,
      prescription: p ? { zuzahlungsbefreit: p.zuzahlungsbefreit, unfall: p.unfall, grund: prescriptionView(p).grund } : null,
      exemptionUntil: patient?.befreiungBis ?? null,
      insurerSeriesRule: loaded.insurer?.seriesRule,
    }),
  };
}

/** Each booking's legs' approval picture (billing, issue 21), by booking id; bookings without prescription have none. */
export async function legApprovalsOf(db: DbOrTx, ids: readonly string[], today: string): Promise<Map<string, LegApproval[]>> {
  const pictures = new Map<string, LegApproval[]>();
  for (const [id, loaded] of await load(db, ids)) pictures.set(id, picture(loaded, today));
  return pictures;
}
