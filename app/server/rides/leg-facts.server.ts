// The one read of rides (issue 36, decision 250): a leg with its order, its driver, the vehicle it is
// driven with and its billing (`readRides`), for every list that shows rides (the dispatch board and day
// plan, the drivers' app, the trip list, the dashboard, a patient's page, the booking details); and the
// same rows with everything billing decides from (`loadLegFacts` in billing-legs: patient, prescription,
// price rule, insurer, approval, the ride's place in its series or hospital stay). A field of a leg is
// added to trip_legs, to RideLeg (toRideLeg fails to compile until it is mapped) and to the screens that
// show it. Billing and invoices read the facts of the legs a condition selects with `readLegFacts`, the one
// read of legs, orders and patients both use (issue 40).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { LegApproval } from '#app/domain/approvals/leg-approvals';
import { payerOf } from '#app/domain/billing/leg-co-payments';
import type { Payer } from '#app/domain/billing/co-payment';
import { berlinDate, berlinTime } from '#app/domain/berlin-time';
import { handlingFlags, type HandlingFlagKey } from '#app/domain/bookings/handling-flags';
import type { DriverReport } from '#app/domain/driver-app/reports';
import { transportTypeOf, type TransportType } from '#app/domain/bookings/transport';
import { isBillable, isCompleted, isLocked, type RideState } from '#app/domain/rides/lifecycle';
import type { LegKind, RideOrder, RideRow } from '#app/domain/rides/legs';
import type { BookingStatus, LegStatus } from '#app/domain/rides/statuses';
import { windowOf } from '#app/domain/series/plan';
import type { LicenceKind } from '#app/domain/billing/vat';
import { withinPostalCodes } from '#app/domain/postal-code';
import { isUuid } from '#app/domain/uuid';
import { legApprovalsOf } from '#app/server/approvals/booking-approvals.server';
import { listInsurerSettings, type InsurerSettingsRow } from '#app/server/approvals/insurer-settings.server';
import { prescriptionsOfBookings, type PrescriptionRow } from '#app/server/approvals/prescriptions.server';
import { parseBookingEvent } from '#app/server/bookings/booking-events.server';
import type { DbOrTx } from '#app/server/db/client.server';
import {
  approvals,
  bookingEvents,
  bookings,
  drivers,
  invoiceLines,
  legDocuments,
  patients,
  tripLegs,
  vehicles,
} from '#app/server/db/schema';
import { vatSettings } from '#app/server/invoices/invoice-settings.server';
import { findPriceRule, type PriceRuleRow } from '#app/server/pricing/price-rules.server';
import { getSeriesHorizonWeeks } from '#app/server/series/series-horizon.server';
import { effectiveVehicleSql, legBillingSql, rideWhere } from './ride-sql.server';
import { rideUnits, type RideUnit } from './ride-units.server';
import { toRideLeg, tripOrder } from './trip-legs.server';

/** The insurer name under which the price rule for private rides is filed. */
export const PRIVATE_PRICE_RULE_INSURER = 'Privat';

/** The order's columns a ride list reads (RideOrder). */
export const rideOrderColumns = {
  id: bookings.id,
  bookingNumber: bookings.bookingNumber,
  status: bookings.status,
  vorname: bookings.vorname,
  nachname: bookings.nachname,
  telefon: bookings.telefon,
  transportart: bookings.transportart,
  besonderheiten: bookings.besonderheiten,
  hinweise: bookings.hinweise,
  begleitpersonen: bookings.begleitpersonen,
  entfernungKm: bookings.entfernungKm,
  krankenkasse: bookings.krankenkasse,
  patientenId: bookings.patientenId,
  quelle: bookings.quelle,
};

type OrderColumns = Omit<RideOrder, 'entfernungKm' | 'besonderheiten'> & {
  entfernungKm: string | null;
  besonderheiten: RideOrder['besonderheiten'] | null;
};

function toRideOrder(row: OrderColumns): RideOrder {
  const km = row.entfernungKm === null ? null : Number(row.entfernungKm);
  return {
    ...row,
    entfernungKm: km !== null && Number.isFinite(km) ? km : null,
    besonderheiten: row.besonderheiten ?? {},
  };
}

const MISSED_REPORT: DriverReport = 'nicht-angetroffen';

export type ReadRidesOptions = { limit?: number; order?: readonly SQL[] };

/**
 * The rides (legs with their order) matching `where` (over trip_legs and bookings), in trip order unless
 * `order` says otherwise.
 */
export async function readRides(
  db: DbOrTx,
  where: SQL | undefined,
  options: ReadRidesOptions = {},
): Promise<RideRow[]> {
  const query = db
    .select({
      leg: tripLegs,
      order: rideOrderColumns,
      driverName: drivers.name,
      vehicleId: effectiveVehicleSql({ vehicleId: sql`${tripLegs.vehicleId}`, driverId: sql`${tripLegs.driverId}` }),
      billing: legBillingSql(sql`${tripLegs.id}`),
      // The reason reported with the leg's last "nicht angetroffen" (the drivers' app requires one).
      missedReason: sql<string | null>`(case when ${rideWhere.missed} then (select lr.grund from leg_reports lr
        where lr.leg_id = ${tripLegs.id} and lr.art = 'status' and lr.meldung = ${MISSED_REPORT}
        order by lr.reported_at desc limit 1) end)`,
    })
    .from(tripLegs)
    .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
    .leftJoin(drivers, eq(drivers.id, tripLegs.driverId))
    .where(where)
    .orderBy(...(options.order ?? tripOrder))
    .$dynamic();
  const rows = await (options.limit ? query.limit(options.limit) : query);
  return rows.map((row) => {
    const leg = toRideLeg(row.leg);
    const order = toRideOrder(row.order);
    return {
      leg,
      order,
      driverName: row.driverName,
      vehicleId: row.vehicleId,
      billing: row.billing,
      ride: { booking: order.status, leg: leg.status, billing: row.billing },
      missedReason: row.missedReason,
    };
  });
}

/**
 * Everything billing, invoices, approvals and the details decide from about a leg, read for many legs in
 * a few batch queries: the leg, its order, the lifecycle's answers, patient, prescription, the vehicle it
 * is driven with, price rule, insurer settings, approval picture, its unit (series or hospital stay, for
 * the co-payment), the proof of service and its billing.
 */
export type LegFacts = {
  leg: {
    id: string;
    bookingId: string;
    kind: LegKind;
    datum: string;
    uhrzeit: string | null;
    abholadresse: string;
    zieladresse: string;
    status: LegStatus;
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
    driverId: string | null;
  };
  /** The name of the leg's driver, if it has one. */
  driverName: string | null;
  booking: {
    id: string;
    bookingNumber: string;
    /** The order's date (SPEC's column, the outbound leg's). */
    datum: string;
    vorname: string;
    nachname: string;
    krankenkasse: string | null;
    patientenId: string | null;
    status: BookingStatus;
    /** The order's pickup (its outbound leg's), where an invoice goes when there is no patient record. */
    abholadresse: string;
    /** The planned distance staff entered (km), for an estimate before the ride is driven. */
    entfernungKm: number | null;
  };
  /** The ride as the lifecycle sees it, and its answers (app/domain/rides/lifecycle.ts). */
  ride: RideState;
  completed: boolean;
  billable: boolean;
  locked: boolean;
  /** Who pays (payerOf): the insurer field and its kind in the insurer settings, a work accident makes it the BG. */
  payer: Payer;
  /** The payer's name as staff typed it (trimmed), "Privat" for private rides. */
  payerName: string;
  mode: TransportType | null;
  /** The booking's handling flags (Treppen, Adipositas, …): surcharges may depend on them. */
  handlingFlags: HandlingFlagKey[];
  patient: {
    id: string;
    vorname: string;
    nachname: string;
    geburtsdatum: string | null;
    versichertennummer: string | null;
    /** The exemption card's first and last day (befreiungAb null only on rows written before it was recorded). */
    befreiungAb: string | null;
    befreiungBis: string | null;
    adresse: string | null;
  } | null;
  prescription: PrescriptionRow | null;
  /** The vehicle the leg is driven with (its own, else its driver's) and whether it is specially equipped (wheelchair). */
  vehicleId: string | null;
  vehicleEquipped: boolean;
  /** The licence the leg is driven under (VAT, issue 38): the vehicle's, else the company's (Rechnungsdaten). */
  licence: LicenceKind;
  /** Pickup and drop-off both within the municipality of the company's licence (their PLZ). */
  withinMunicipality: boolean;
  /** The booking's other leg unless cancelled (km, waiting), for the VAT of a Wartefahrt; null when none. */
  partnerLeg: { km: number | null; wartezeitMinuten: number | null } | null;
  rule: PriceRuleRow | null;
  insurer: InsurerSettingsRow | null;
  /** The ride's unit (series, hospital stay or booking) and its place in it, for the co-payment (issue 36). */
  unit: RideUnit;
  approval: LegApproval | null;
  approvalRecord: { nummer: string | null; genehmigungsdatum: string | null } | null;
  hasSignature: boolean;
  /** The stored files (DATA_DIR/uploads) of the driver's proof of service, if any. */
  signature: { dateiId: string; mime: string } | null;
  transportschein: { dateiId: string; mime: string } | null;
  /** The signed paper Transportschein staff attached instead of the signature (issue 37). */
  paperProof: { dateiId: string; mime: string } | null;
  /** In a billing centre's monthly package. */
  billed: boolean;
  /** On a live private or hospital invoice (a line of art rechnung, not cancelled). */
  invoiced: boolean;
  /** On a live co-payment receipt (a line of art zuzahlung, not cancelled). */
  receipted: boolean;
};

/**
 * The facts of the legs matching `where` (over trip_legs joined to bookings, e.g. `rideWhere.billable`), in
 * `order` (trip order unless given), the first `limit` of them: the one read billing and invoices list from.
 */
export async function readLegFacts(
  db: DbOrTx,
  where: SQL | undefined,
  options: ReadRidesOptions = {},
): Promise<LegFacts[]> {
  const query = db
    .select({ id: tripLegs.id })
    .from(tripLegs)
    .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
    .where(where)
    .orderBy(...(options.order ?? tripOrder))
    .$dynamic();
  const rows = await (options.limit ? query.limit(options.limit) : query);
  return loadLegFacts(
    db,
    rows.map((row) => row.id),
  );
}

/** The facts of the given legs, in the order given; unknown ids are left out. */
export async function loadLegFacts(db: DbOrTx, legIds: readonly string[], today = berlinDate()): Promise<LegFacts[]> {
  const ids = [...new Set(legIds.filter(isUuid))];
  if (!ids.length) return [];
  const legRows = await db
    .select({
      leg: tripLegs,
      driverName: drivers.name,
      billing: legBillingSql(sql`${tripLegs.id}`),
      vehicleId: effectiveVehicleSql({ vehicleId: sql`${tripLegs.vehicleId}`, driverId: sql`${tripLegs.driverId}` }),
    })
    .from(tripLegs)
    .leftJoin(drivers, eq(drivers.id, tripLegs.driverId))
    .where(inArray(tripLegs.id, ids));
  if (!legRows.length) return [];
  const bookingIds = [...new Set(legRows.map((l) => l.leg.bookingId))];
  const bookingRows = await db.select().from(bookings).where(inArray(bookings.id, bookingIds));
  // The booking's own prescription, else its series' covering the date (decision 211).
  const recipes = await prescriptionsOfBookings(db, bookingIds);
  const patientIds = [...new Set(bookingRows.map((b) => b.patientenId).filter(isUuid))];
  const people = patientIds.length ? await db.select().from(patients).where(inArray(patients.id, patientIds)) : [];
  const vehicleIds = [...new Set(legRows.map((l) => l.vehicleId).filter((v): v is string => v !== null))];
  const cars = vehicleIds.length
    ? await db
        .select({ id: vehicles.id, wheelchair: vehicles.wheelchair, konzession: vehicles.konzession })
        .from(vehicles)
        .where(inArray(vehicles.id, vehicleIds))
    : [];
  const documents = await db.select().from(legDocuments).where(inArray(legDocuments.legId, ids));
  const liveLines = await db
    .selectDistinct({ legId: invoiceLines.legId, art: invoiceLines.art })
    .from(invoiceLines)
    .where(and(inArray(invoiceLines.legId, ids), eq(invoiceLines.aktiv, true)));
  // Every leg of the bookings: a Wartefahrt's VAT counts the other leg's km too (BFH V R 68/05).
  const bookingLegs = await db
    .select({
      id: tripLegs.id,
      bookingId: tripLegs.bookingId,
      km: tripLegs.km,
      wartezeitMinuten: tripLegs.wartezeitMinuten,
      status: tripLegs.status,
    })
    .from(tripLegs)
    .where(inArray(tripLegs.bookingId, bookingIds));
  const vat = await vatSettings(db);
  const pictures = await legApprovalsOf(db, bookingIds, today);
  const approvalIds = [...pictures.values()]
    .flat()
    .flatMap((a) => (a.state && 'approvalId' in a.state ? [a.state.approvalId] : []));
  const approvalRows = approvalIds.length
    ? await db
        .select({ id: approvals.id, nummer: approvals.nummer, genehmigungsdatum: approvals.genehmigungsdatum })
        .from(approvals)
        .where(inArray(approvals.id, approvalIds))
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

  const units = await rideUnits(
    db,
    legRows.map(({ leg }) => {
      const booking = bookingRows.find((b) => b.id === leg.bookingId);
      const recipe = recipes.get(leg.bookingId)?.row;
      return {
        legId: leg.id,
        bookingId: leg.bookingId,
        patientId: booking?.patientenId && isUuid(booking.patientenId) ? booking.patientenId : null,
        prescription: recipe
          ? {
              id: recipe.id,
              grund: recipe.grund,
              aufnahmedatum: recipe.aufnahmedatum,
              entlassungsdatum: recipe.entlassungsdatum,
              bookingId: recipe.bookingId,
            }
          : null,
      };
    }),
    windowOf(today, await getSeriesHorizonWeeks(db)).to,
  );

  // Lookups by id for the per-leg details: a month can hold thousands of legs.
  const legById = new Map(legRows.map((l) => [l.leg.id, l]));
  const bookingById = new Map(bookingRows.map((b) => [b.id, b]));
  const patientById = new Map(people.map((p) => [p.id, p]));
  const equippedById = new Map(cars.map((c) => [c.id, c.wheelchair]));
  const licenceById = new Map(cars.map((c) => [c.id, c.konzession]));
  const legsByBooking = new Map<string, typeof bookingLegs>();
  for (const l of bookingLegs) legsByBooking.set(l.bookingId, [...(legsByBooking.get(l.bookingId) ?? []), l]);
  const approvalById = new Map(approvalRows.map((a) => [a.id, a]));
  const documentByLeg = new Map(documents.map((d) => [`${d.legId}|${d.art}`, d]));
  const liveLineOf = new Set(liveLines.map((l) => `${l.legId}|${l.art}`));
  const insurerByName = new Map(insurers.map((i) => [i.krankenkasse.toLowerCase(), i]));

  const result: LegFacts[] = [];
  for (const id of ids) {
    const row = legById.get(id);
    const leg = row?.leg;
    const booking = leg && bookingById.get(leg.bookingId);
    if (!row || !leg || !booking) continue;
    const ride: RideState = { booking: booking.status, leg: leg.status, billing: row.billing };
    const prescription = recipes.get(booking.id)?.row ?? null;
    const patient = (booking.patientenId && patientById.get(booking.patientenId)) || null;
    const insurerName = booking.krankenkasse?.trim().replace(/\s+/g, ' ') || null;
    const payer = payerOf(insurerName, insurers, prescription?.unfall === 'arbeitsunfall');
    const mode = transportTypeOf(booking);
    // A private ride without a payer's name is priced under the rule filed as "Privat".
    const ruleInsurer = insurerName ?? PRIVATE_PRICE_RULE_INSURER;
    const ruleKey = `${ruleInsurer.toLowerCase()}|${mode ?? ''}`;
    if (!rules.has(ruleKey)) rules.set(ruleKey, mode ? await findPriceRule(db, ruleInsurer, mode) : null);
    const approval = pictures.get(booking.id)?.find((a) => a.kind === leg.kind) ?? null;
    const approvalId = approval?.state && 'approvalId' in approval.state ? approval.state.approvalId : null;
    const record = approvalId ? approvalById.get(approvalId) : undefined;
    const signature = documentByLeg.get(`${id}|unterschrift`);
    const schein = documentByLeg.get(`${id}|transportschein`);
    const paper = documentByLeg.get(`${id}|transportschein-scan`);
    const reportedDropOff = droppedAt.get(`${leg.bookingId}|${leg.kind}`);
    const partner = legsByBooking.get(leg.bookingId)?.find((l) => l.id !== leg.id && l.status !== 'storniert');
    result.push({
      leg: {
        id: leg.id,
        bookingId: leg.bookingId,
        kind: leg.kind,
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
        driverId: leg.driverId,
      },
      driverName: row.driverName,
      booking: {
        id: booking.id,
        bookingNumber: booking.bookingNumber,
        datum: booking.datum,
        vorname: booking.vorname,
        nachname: booking.nachname,
        krankenkasse: booking.krankenkasse,
        patientenId: patient ? patient.id : null,
        status: booking.status,
        abholadresse: booking.abholadresse,
        entfernungKm: booking.entfernungKm === null ? null : Number(booking.entfernungKm),
      },
      ride,
      completed: isCompleted(ride),
      billable: isBillable(ride),
      locked: isLocked(ride),
      payer,
      payerName: payer === 'privat' ? 'Privat' : (insurerName ?? ''),
      mode,
      handlingFlags: handlingFlags({ transportart: booking.transportart, besonderheiten: booking.besonderheiten }).map(
        (f) => f.key,
      ),
      patient: patient
        ? {
            id: patient.id,
            vorname: patient.vorname,
            nachname: patient.nachname,
            geburtsdatum: patient.geburtsdatum,
            versichertennummer: patient.versichertennummer,
            befreiungAb: patient.befreiungAb,
            befreiungBis: patient.befreiungBis,
            adresse: patient.adresse,
          }
        : null,
      prescription,
      vehicleId: row.vehicleId,
      vehicleEquipped: (row.vehicleId && equippedById.get(row.vehicleId)) || false,
      licence: (row.vehicleId && licenceById.get(row.vehicleId)) || vat.konzession,
      withinMunicipality: withinPostalCodes(leg.abholadresse, leg.zieladresse, vat.gemeindePlz),
      partnerLeg: partner
        ? { km: partner.km === null ? null : Number(partner.km), wartezeitMinuten: partner.wartezeitMinuten }
        : null,
      rule: rules.get(ruleKey) ?? null,
      insurer: insurerName ? (insurerByName.get(insurerName.toLowerCase()) ?? null) : null,
      unit: units.get(id) ?? { kind: 'buchung', position: 'einzige' },
      approval,
      approvalRecord: record ? { nummer: record.nummer, genehmigungsdatum: record.genehmigungsdatum } : null,
      hasSignature: Boolean(signature),
      signature: signature ? { dateiId: signature.dateiId, mime: signature.dateiMime } : null,
      transportschein: schein ? { dateiId: schein.dateiId, mime: schein.dateiMime } : null,
      paperProof: paper ? { dateiId: paper.dateiId, mime: paper.dateiMime } : null,
      billed: row.billing === 'paket',
      invoiced: liveLineOf.has(`${id}|rechnung`),
      receipted: liveLineOf.has(`${id}|zuzahlung`),
    });
  }
  return result;
}
