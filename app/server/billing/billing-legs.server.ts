// Everything billing needs to know about legs (issue 21), read in a few batch queries: the leg, its
// booking, patient, prescription, vehicle, price rule, insurer settings, approval picture, signature and
// whether it is billed already. The pricing (leg-pricing.server.ts), the checks of /app/billing and the
// monthly package all start from these facts.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { LegApproval } from '#app/domain/approvals/leg-approvals';
import { payerOf } from '#app/domain/billing/leg-co-payments';
import type { Payer } from '#app/domain/billing/co-payment';
import type { TransportType } from '#app/domain/bookings/transport';
import { handlingFlags, type HandlingFlagKey } from '#app/domain/bookings/handling-flags';
import { berlinDate, berlinTime } from '#app/domain/berlin-time';
import { isUuid } from '#app/domain/uuid';
import { legApprovalsOf } from '#app/server/approvals/booking-approvals.server';
import { listInsurerSettings, type InsurerSettingsRow } from '#app/server/approvals/insurer-settings.server';
import { prescriptionsOfBookings, type PrescriptionRow } from '#app/server/approvals/prescriptions.server';
import type { DbOrTx } from '#app/server/db/client.server';
import { parseBookingEvent } from '#app/server/bookings/booking-events.server';
import { approvals, billingExportLegs, bookingEvents, bookings, legDocuments, patients, tripLegs, vehicles } from '#app/server/db/schema';
import { findPriceRule, type PriceRuleRow } from '#app/server/pricing/price-rules.server';
import { pricingModeOf } from '#app/server/pricing/estimate-for-booking.server';

/** The insurer name under which the price rule for private rides is filed. */
export const PRIVATE_PRICE_RULE_INSURER = 'Privat';

export type BillingLegFacts = {
  leg: {
    id: string;
    bookingId: string;
    kind: 'hin' | 'rueck';
    datum: string;
    uhrzeit: string | null;
    abholadresse: string;
    zieladresse: string;
    status: string;
    km: number | null;
    wartezeitMinuten: number | null;
    /**
     * When the patient was set down (HH:MM, Berlin): the time of the driver's last "Abgesetzt" report in
     * the drivers' app, else the time staff entered on /app/billing; null when unknown.
     */
    abgesetztUm: string | null;
    /** Where abgesetztUm comes from: the driver's report, staff's entry, or nowhere. */
    abgesetztQuelle: 'fahrer' | 'personal' | null;
    /** The time staff entered (kept even when a driver's report wins). */
    abgesetztUmErfasst: string | null;
  };
  booking: {
    id: string;
    bookingNumber: string;
    /** The order's date (SPEC's column, the outbound leg's). */
    datum: string;
    vorname: string;
    nachname: string;
    krankenkasse: string | null;
    patientenId: string | null;
    status: string;
  };
  /** Who pays: from the insurer field, a work accident on the prescription makes it the BG. */
  payer: Payer;
  /** The payer's name as staff typed it (trimmed), "Privat" for private rides. */
  payerName: string;
  mode: TransportType | null;
  /** The booking's handling flags (Treppen, Adipositas, …): surcharges may depend on them. */
  handlingFlags: HandlingFlagKey[];
  patient: { id: string; vorname: string; nachname: string; geburtsdatum: string | null; versichertennummer: string | null; befreiungBis: string | null } | null;
  prescription: PrescriptionRow | null;
  vehicleEquipped: boolean;
  rule: PriceRuleRow | null;
  insurer: InsurerSettingsRow | null;
  /** The leg's position among the booking's legs that are not cancelled (0-based) and their count. */
  position: { index: number; count: number };
  approval: LegApproval | null;
  approvalRecord: { nummer: string | null; genehmigungsdatum: string | null } | null;
  hasSignature: boolean;
  /** The stored files (DATA_DIR/uploads) of the driver's proof of service, if any. */
  signature: { dateiId: string; mime: string } | null;
  transportschein: { dateiId: string; mime: string } | null;
  billed: boolean;
};

const CANCELLED = new Set(['storniert', 'nicht-angetroffen']);

function openLegsWhere(month: string | null) {
  const from = month ? `${month}-01` : null;
  return and(
    eq(tripLegs.status, 'abgesetzt'),
    isNull(billingExportLegs.legId),
    ne(bookings.status, 'billed'),
    from ? sql`${tripLegs.datum} >= ${from}::date and ${tripLegs.datum} < (${from}::date + interval '1 month')` : undefined,
  );
}

/**
 * Completed legs (abgesetzt) not yet in an export, oldest first; with `month` ("2026-10") only that
 * month's. A booking already "Abgerechnet" before billing existed (old data, set by hand) counts as billed.
 */
export async function openLegIds(db: DbOrTx, month: string | null = null): Promise<string[]> {
  const rows = await db
    .select({ id: tripLegs.id })
    .from(tripLegs)
    .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
    .leftJoin(billingExportLegs, eq(billingExportLegs.legId, tripLegs.id))
    .where(openLegsWhere(month))
    .orderBy(tripLegs.datum, sql`${tripLegs.uhrzeit} nulls last`);
  return rows.map((r) => r.id);
}

/** The months ("2026-10") that have open legs, newest first: one cheap query for the month filter. */
export async function openLegMonths(db: DbOrTx): Promise<string[]> {
  const month = sql<string>`to_char(${tripLegs.datum}, 'YYYY-MM')`;
  const rows = await db
    .selectDistinct({ month })
    .from(tripLegs)
    .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
    .leftJoin(billingExportLegs, eq(billingExportLegs.legId, tripLegs.id))
    .where(openLegsWhere(null))
    .orderBy(sql`1 desc`);
  return rows.map((r) => r.month);
}

/** The facts of the given legs, in the order given; unknown ids are left out. */
export async function loadBillingLegs(db: DbOrTx, legIds: readonly string[], today = berlinDate()): Promise<BillingLegFacts[]> {
  const ids = [...new Set(legIds.filter(isUuid))];
  if (!ids.length) return [];
  const legRows = await db.select().from(tripLegs).where(inArray(tripLegs.id, ids));
  if (!legRows.length) return [];
  const bookingIds = [...new Set(legRows.map((l) => l.bookingId))];
  const bookingRows = await db.select().from(bookings).where(inArray(bookings.id, bookingIds));
  const siblings = await db
    .select({ id: tripLegs.id, bookingId: tripLegs.bookingId, kind: tripLegs.kind, status: tripLegs.status })
    .from(tripLegs)
    .where(inArray(tripLegs.bookingId, bookingIds));
  // The booking's own prescription, else its series' covering the date (decision 211).
  const recipes = await prescriptionsOfBookings(db, bookingIds);
  const patientIds = [...new Set(bookingRows.map((b) => b.patientenId).filter(isUuid))];
  const people = patientIds.length ? await db.select().from(patients).where(inArray(patients.id, patientIds)) : [];
  const vehicleIds = [...new Set(legRows.map((l) => l.vehicleId).filter((v): v is string => v !== null))];
  const cars = vehicleIds.length ? await db.select({ id: vehicles.id, wheelchair: vehicles.wheelchair }).from(vehicles).where(inArray(vehicles.id, vehicleIds)) : [];
  const documents = await db.select().from(legDocuments).where(inArray(legDocuments.legId, ids));
  const billed = await db.select({ legId: billingExportLegs.legId }).from(billingExportLegs).where(inArray(billingExportLegs.legId, ids));
  const pictures = await legApprovalsOf(db, bookingIds, today);
  const approvalIds = [...pictures.values()].flat().flatMap((a) => (a.state && 'approvalId' in a.state ? [a.state.approvalId] : []));
  const approvalRows = approvalIds.length
    ? await db.select({ id: approvals.id, nummer: approvals.nummer, genehmigungsdatum: approvals.genehmigungsdatum }).from(approvals).where(inArray(approvals.id, approvalIds))
    : [];
  const insurers = await listInsurerSettings(db);
  const reports = await db
    .select({ bookingId: bookingEvents.bookingId, type: bookingEvents.type, data: bookingEvents.data })
    .from(bookingEvents)
    .where(and(inArray(bookingEvents.bookingId, bookingIds), eq(bookingEvents.type, 'leg-report')));
  // The driver's last "Abgesetzt" per leg (booking id + kind), by the time it was made on the phone.
  const droppedAt = new Map<string, Date>();
  for (const row of reports) {
    const event = parseBookingEvent(row.type, row.data);
    if (event.type !== 'leg-report' || event.data.report !== 'abgesetzt') continue;
    const at = new Date(event.data.reportedAt);
    const key = `${row.bookingId}|${event.data.leg}`;
    const seen = droppedAt.get(key);
    if (!Number.isNaN(at.getTime()) && (!seen || at > seen)) droppedAt.set(key, at);
  }
  const rules = new Map<string, PriceRuleRow | null>();

  // Lookups by id for the per-leg details: a month can hold thousands of legs.
  const legById = new Map(legRows.map((l) => [l.id, l]));
  const bookingById = new Map(bookingRows.map((b) => [b.id, b]));
  const patientById = new Map(people.map((p) => [p.id, p]));
  const equippedById = new Map(cars.map((c) => [c.id, c.wheelchair]));
  const approvalById = new Map(approvalRows.map((a) => [a.id, a]));
  const billedIds = new Set(billed.map((b) => b.legId));
  const documentByLeg = new Map(documents.map((d) => [`${d.legId}|${d.art}`, d]));
  const siblingsByBooking = new Map<string, typeof siblings>();
  for (const s of siblings) siblingsByBooking.set(s.bookingId, [...(siblingsByBooking.get(s.bookingId) ?? []), s]);
  const insurerByName = new Map(insurers.map((i) => [i.krankenkasse.toLowerCase(), i]));

  const result: BillingLegFacts[] = [];
  for (const id of ids) {
    const leg = legById.get(id);
    const booking = leg && bookingById.get(leg.bookingId);
    if (!leg || !booking) continue;
    const prescription = recipes.get(booking.id)?.row ?? null;
    const patient = (booking.patientenId && patientById.get(booking.patientenId)) || null;
    const insurerName = booking.krankenkasse?.trim().replace(/\s+/g, ' ') || null;
    const basePayer = payerOf(insurerName);
    const payer: Payer = basePayer !== 'privat' && prescription?.unfall === 'arbeitsunfall' ? 'berufsgenossenschaft' : basePayer;
    const mode = pricingModeOf(booking);
    // A private ride without a payer's name is priced under the rule filed as "Privat".
    const ruleInsurer = insurerName ?? PRIVATE_PRICE_RULE_INSURER;
    const ruleKey = `${ruleInsurer.toLowerCase()}|${mode ?? ''}`;
    if (!rules.has(ruleKey)) rules.set(ruleKey, mode ? await findPriceRule(db, ruleInsurer, mode) : null);
    const active = (siblingsByBooking.get(booking.id) ?? []).filter((s) => !CANCELLED.has(s.status)).sort((a, b) => a.kind.localeCompare(b.kind));
    const approval = pictures.get(booking.id)?.find((a) => a.direction === leg.kind) ?? null;
    const approvalId = approval?.state && 'approvalId' in approval.state ? approval.state.approvalId : null;
    const record = approvalId ? approvalById.get(approvalId) : undefined;
    const signature = documentByLeg.get(`${id}|unterschrift`);
    const schein = documentByLeg.get(`${id}|transportschein`);
    const reportedDropOff = droppedAt.get(`${leg.bookingId}|${leg.kind}`);
    result.push({
      leg: {
        id: leg.id,
        bookingId: leg.bookingId,
        kind: leg.kind === 'rueck' ? 'rueck' : 'hin',
        datum: leg.datum,
        uhrzeit: leg.uhrzeit,
        abholadresse: leg.abholadresse,
        zieladresse: leg.zieladresse,
        status: leg.status,
        km: leg.km === null ? null : Number(leg.km),
        wartezeitMinuten: leg.wartezeitMinuten,
        abgesetztUm: reportedDropOff ? berlinTime(reportedDropOff) : leg.abgesetztUm,
        abgesetztQuelle: reportedDropOff ? 'fahrer' : leg.abgesetztUm ? 'personal' : null,
        abgesetztUmErfasst: leg.abgesetztUm,
      },
      booking: {
        id: booking.id,
        bookingNumber: booking.bookingNumber,
        datum: booking.datum,
        vorname: booking.vorname,
        nachname: booking.nachname,
        krankenkasse: booking.krankenkasse,
        patientenId: patient ? patient.id : null,
        status: booking.status,
      },
      payer,
      payerName: payer === 'privat' ? 'Privat' : (insurerName ?? ''),
      mode,
      handlingFlags: handlingFlags({ transportart: booking.transportart, besonderheiten: booking.besonderheiten }).map((f) => f.key),
      patient: patient
        ? {
            id: patient.id,
            vorname: patient.vorname,
            nachname: patient.nachname,
            geburtsdatum: patient.geburtsdatum,
            versichertennummer: patient.versichertennummer,
            befreiungBis: patient.befreiungBis,
          }
        : null,
      prescription,
      vehicleEquipped: (leg.vehicleId && equippedById.get(leg.vehicleId)) || false,
      rule: rules.get(ruleKey) ?? null,
      insurer: insurerName ? (insurerByName.get(insurerName.toLowerCase()) ?? null) : null,
      position: { index: Math.max(0, active.findIndex((s) => s.id === id)), count: Math.max(1, active.length) },
      approval,
      approvalRecord: record ? { nummer: record.nummer, genehmigungsdatum: record.genehmigungsdatum } : null,
      hasSignature: Boolean(signature),
      signature: signature ? { dateiId: signature.dateiId, mime: signature.dateiMime } : null,
      transportschein: schein ? { dateiId: schein.dateiId, mime: schein.dateiMime } : null,
      billed: billedIds.has(id),
    });
  }
  return result;
}
