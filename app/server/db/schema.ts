// The one database schema for PGlite and PostgreSQL. Table and column names follow SPEC.md §3 so data
// from the existing site loads 1:1; everything else is what real operation needs (DESIGN.md).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Besonderheiten } from '#app/domain/bookings/read-models';
import { BOOKING_STATUSES, LEG_STATUSES, type BookingStatus, type LegStatus } from '#app/domain/rides/statuses';
import type { LegKind, LegTiming } from '#app/domain/rides/legs';
import type { SmtpSecurity } from '#app/domain/settings/smtp-security';
import type { InvoiceIssuer } from '#app/domain/invoices/invoice-document';
import type { LicenceKind } from '#app/domain/billing/vat';
import type { PayerKind } from '#app/domain/approvals/insurer-settings-form';

export type { Besonderheiten };

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------------------------------
// Fleet

export const drivers = pgTable(
  'drivers',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text(),
    notes: text(),
    vehicleId: uuid().references((): AnyPgColumn => vehicles.id, { onDelete: 'set null' }),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('drivers_created_at_idx').on(t.createdAt)],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid().primaryKey().defaultRandom(),
    plate: text().notNull(),
    model: text().notNull().default(''),
    wheelchair: boolean().notNull().default(false),
    /** Carries a carrying chair (Tragestuhl), decision 227; migration 0018 set it for wheelchair-accessible vehicles. */
    tragestuhl: boolean().notNull().default(false),
    /** The licence it is driven under when it differs from the company's (issue 38, VAT); null = as the company. */
    konzession: text().$type<LicenceKind>(),
    seats: integer(),
    assignedDriverId: uuid().references((): AnyPgColumn => drivers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vehicles_plate_unique').on(sql`upper(replace(${t.plate}, ' ', ''))`),
    check('vehicles_seats_range', sql`${t.seats} is null or (${t.seats} between 1 and 99)`),
    check('vehicles_konzession', sql`${t.konzession} is null or ${t.konzession} in ('taxi', 'mietwagen')`),
  ],
);

/** A surcharge of a price rule (billing, issue 21): added to every leg priced by the rule. */
/** `bedingung` (issue 21, decision 231): for which legs it counts; absent = every leg (surcharge-condition.ts). */
export type StoredSurcharge = {
  code: string;
  label: string;
  cents: number;
  positionsnummer: string | null;
  bedingung?: unknown;
};

export const transportModes = ['sitzend', 'rollstuhl', 'tragestuhl', 'liegend'] as const;

export const priceRules = pgTable(
  'price_rules',
  {
    id: uuid().primaryKey().defaultRandom(),
    insurer: text().notNull(),
    mode: text().notNull(),
    baseFare: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    includedKm: integer().notNull().default(0),
    perKm: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    // Billing (issue 21, migration 0015): the insurer's IK, the codes and Positionsnummern, waiting time
    // and surcharges, and whether the reduced VAT rate can apply (decision 230).
    kostentraegerIk: text(),
    abrechnungscode: text().notNull().default('46'),
    tarifkennzeichen: text(),
    posGrundpauschale: text(),
    posKilometer: text(),
    posWartezeit: text(),
    wartezeitCents: integer().notNull().default(800),
    wartezeitTaktMinuten: integer().notNull().default(15),
    wartezeitFreiMinuten: integer().notNull().default(0),
    wartezeitZaehlung: text().notNull().default('angefangen'),
    zuschlaege: jsonb().$type<StoredSurcharge[]>().notNull().default([]),
    ustErmaessigt: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('price_rules_mode', sql`${t.mode} in ('sitzend', 'rollstuhl', 'tragestuhl', 'liegend')`),
    check('price_rules_non_negative', sql`${t.baseFare} >= 0 and ${t.includedKm} >= 0 and ${t.perKm} >= 0`),
    uniqueIndex('price_rules_insurer_mode_unique').on(sql`lower(${t.insurer})`, t.mode),
    check('price_rules_ik', sql`${t.kostentraegerIk} is null or ${t.kostentraegerIk} ~ '^[0-9]{9}$'`),
    check('price_rules_abrechnungscode', sql`${t.abrechnungscode} ~ '^[0-9]{2}$'`),
    check(
      'price_rules_tarifkennzeichen',
      sql`${t.tarifkennzeichen} is null or ${t.tarifkennzeichen} ~ '^[0-9A-Z]{5}$'`,
    ),
    check(
      'price_rules_positionen',
      sql`coalesce(${t.posGrundpauschale}, '000000') ~ '^[0-9]{6}$' and coalesce(${t.posKilometer}, '000000') ~ '^[0-9]{6}$' and coalesce(${t.posWartezeit}, '000000') ~ '^[0-9]{6}$'`,
    ),
    check(
      'price_rules_wartezeit',
      sql`${t.wartezeitCents} between 0 and 100000 and ${t.wartezeitTaktMinuten} between 1 and 240 and ${t.wartezeitFreiMinuten} between 0 and 1440 and ${t.wartezeitZaehlung} in ('angefangen', 'vollendet')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Bookings

export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingNumber: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    vorname: text().notNull(),
    nachname: text().notNull(),
    email: text(),
    telefon: text(),
    abholadresse: text().notNull(),
    zieladresse: text().notNull(),
    datum: date({ mode: 'string' }).notNull(),
    uhrzeit: text().notNull(),
    rueckfahrt: text().notNull().default('keine'),
    rueckfahrtZeit: text(),
    rueckfahrtDatum: date({ mode: 'string' }),
    rueckfahrtUhrzeit: text(),
    rueckfahrtAbholadresse: text(),
    rueckfahrtZieladresse: text(),
    transportart: text(),
    besonderheiten: jsonb().$type<Besonderheiten>().notNull().default({}),
    hinweise: text(),
    pflegegrad: smallint(),
    krankenkasse: text(),
    /** Companions riding with the patient (0–8, issue 20): the dispatch seat check counts 1 + these. */
    begleitpersonen: smallint().notNull().default(0),
    status: text().$type<BookingStatus>().notNull().default('pending'),
    assignedDriverId: uuid().references(() => drivers.id, { onDelete: 'set null' }),
    patientenId: text(),
    // Additions of ours (DESIGN.md "Data model").
    bestaetigungsEmail: text(),
    genehmigungVorhanden: boolean().notNull().default(false),
    consentAt: timestamp({ withTimezone: true }),
    consentVersion: text(),
    verordnungDateiId: text(),
    verordnungDateiname: text(),
    verordnungMime: text(),
    verordnungGroesse: integer(),
    entfernungKm: numeric({ precision: 7, scale: 1 }),
    idempotencyKey: text(),
    quelle: text().notNull().default('online'),
    // One lower-cased text over every searchable field, indexed with pg_trgm for ILIKE '%…%'.
    searchText: text().generatedAlwaysAs(
      sql`lower(booking_number || ' ' || vorname || ' ' || nachname || ' ' || coalesce(telefon, '') || ' ' || abholadresse || ' ' || zieladresse)`,
    ),
  },
  (t) => [
    uniqueIndex('bookings_booking_number_unique').on(t.bookingNumber),
    uniqueIndex('bookings_idempotency_key_unique').on(t.idempotencyKey),
    index('bookings_status_idx').on(t.status),
    // The type filter's capped count reads this index alone (migration 0020).
    index('bookings_transportart_datum_status_idx').on(t.transportart, t.datum, t.status),
    index('bookings_datum_uhrzeit_idx').on(t.datum, t.uhrzeit),
    index('bookings_created_at_idx').on(t.createdAt),
    index('bookings_assigned_driver_idx').on(t.assignedDriverId),
    index('bookings_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('bookings_patienten_idx').on(t.patientenId),
    check(
      'bookings_status',
      // The old site's legacy 'angenommen' became 'confirmed' in migration 0003; an import of old data maps it the same way.
      sql.raw(`"bookings"."status" in (${BOOKING_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
    check(
      'bookings_transportart',
      sql`${t.transportart} is null or ${t.transportart} in ('sitzend', 'rollstuhl', 'tragestuhl', 'liegend')`,
    ),
    check('bookings_rueckfahrt', sql`${t.rueckfahrt} in ('keine', 'fest', 'nach-termin')`),
    check('bookings_pflegegrad', sql`${t.pflegegrad} is null or ${t.pflegegrad} between 1 and 5`),
    check('bookings_begleitpersonen', sql`${t.begleitpersonen} between 0 and 8`),
    check('bookings_uhrzeit', sql`${t.uhrzeit} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('bookings_entfernung', sql`${t.entfernungKm} is null or ${t.entfernungKm} between 0 and 10000`),
  ],
);

/**
 * The rides of a booking (DOMAIN.md): one outbound leg ('hin') and at most one return leg ('rueck'), the
 * only truth of a ride (issue 36). The booking's SPEC columns (datum, uhrzeit, addresses, rueckfahrt_*,
 * assigned_driver_id) are derived from these rows by migration 0021's trigger, never the other way; rows
 * are written by app/server/rides (trip-legs.server.ts, the status by ride-status.server.ts).
 */
export const tripLegs = pgTable(
  'trip_legs',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text().$type<LegKind>().notNull(),
    timing: text().$type<LegTiming>().notNull().default('fest'),
    datum: date({ mode: 'string' }).notNull(),
    uhrzeit: text(),
    abholadresse: text().notNull(),
    zieladresse: text().notNull(),
    driverId: uuid().references(() => drivers.id, { onDelete: 'set null' }),
    vehicleId: uuid().references(() => vehicles.id, { onDelete: 'set null' }),
    status: text().$type<LegStatus>().notNull().default('geplant'),
    notes: text(),
    km: numeric({ precision: 7, scale: 1 }),
    wartezeitMinuten: integer(),
    /** Drop-off time entered by staff on /app/billing (HH:MM) when the driver reported none (migration 0019). */
    abgesetztUm: text(),
    /** Pickup time staff entered when completing the ride in the office (HH:MM, migration 0024). */
    abgeholtUm: text(),
    /** The driver taken off the leg last (cancelled, or given to someone else): their app says so (migration 0021). */
    releasedDriverId: uuid().references(() => drivers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('trip_legs_booking_kind_unique').on(t.bookingId, t.kind),
    index('trip_legs_released_driver_idx')
      .on(t.releasedDriverId, t.datum)
      .where(sql`${t.releasedDriverId} is not null`),
    index('trip_legs_datum_uhrzeit_idx').on(t.datum, t.uhrzeit),
    index('trip_legs_driver_idx').on(t.driverId, t.datum),
    index('trip_legs_vehicle_idx').on(t.vehicleId),
    check('trip_legs_kind', sql`${t.kind} in ('hin', 'rueck')`),
    check(
      'trip_legs_timing',
      sql`${t.timing} in ('fest', 'nach-termin') and (${t.kind} = 'rueck' or ${t.timing} = 'fest')`,
    ),
    check(
      'trip_legs_uhrzeit',
      sql`(${t.timing} = 'fest' and ${t.uhrzeit} is not null and ${t.uhrzeit} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') or (${t.timing} = 'nach-termin' and ${t.uhrzeit} is null)`,
    ),
    check('trip_legs_status', sql.raw(`"trip_legs"."status" in (${LEG_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('trip_legs_km', sql`${t.km} is null or ${t.km} between 0 and 10000`),
    check('trip_legs_wartezeit', sql`${t.wartezeitMinuten} is null or ${t.wartezeitMinuten} between 0 and 1440`),
    check(
      'trip_legs_abgesetzt_um',
      sql`${t.abgesetztUm} is null or ${t.abgesetztUm} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check('trip_legs_abgeholt_um', sql`${t.abgeholtUm} is null or ${t.abgeholtUm} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** Gap-free booking numbers per year: the row lock serialises concurrent inserts. */
/**
 * The proof of service per leg (issue 20), read by billing (issue 21); files live under DATA_DIR. The
 * driver's signature and photo, and the signed paper Transportschein staff scan (issue 37, migration 0024).
 */
export const legDocumentKinds = ['unterschrift', 'transportschein', 'transportschein-scan'] as const;
export const legDocuments = pgTable(
  'leg_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    legId: uuid()
      .notNull()
      .references(() => tripLegs.id, { onDelete: 'cascade' }),
    art: text({ enum: legDocumentKinds }).notNull(),
    dateiId: text().notNull(),
    dateiMime: text().notNull(),
    dateiGroesse: integer().notNull(),
    recordedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leg_documents_leg_art_unique').on(t.legId, t.art),
    check('leg_documents_art', sql`${t.art} in ('unterschrift', 'transportschein', 'transportschein-scan')`),
    check('leg_documents_groesse', sql`${t.dateiGroesse} between 1 and 10485760`),
  ],
);

export const bookingNumberCounters = pgTable('booking_number_counters', {
  year: integer().primaryKey(),
  lastValue: integer().notNull(),
});

/** Append-only history of every change to a booking, naming who did it. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    // A snapshot of the actor's name (or "Online-Buchung"), kept when the account goes away.
    actorLabel: text().notNull(),
    type: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------------
// Patients (Stammdaten, issue 17): bookings.patienten_id (SPEC, text) holds a patient's id.

export type FavouritePlace = { label: string; adresse: string };
export type ContactPerson = { name: string; beziehung: string | null; telefon: string | null; email: string | null };

export const patients = pgTable(
  'patients',
  {
    id: uuid().primaryKey().defaultRandom(),
    vorname: text().notNull(),
    nachname: text().notNull(),
    geburtsdatum: date({ mode: 'string' }),
    /** E.164 numbers, the first the main one. */
    telefone: jsonb().$type<string[]>().notNull().default([]),
    email: text(),
    adresse: text(),
    orte: jsonb().$type<FavouritePlace[]>().notNull().default([]),
    krankenkasse: text(),
    versichertennummer: text(),
    pflegegrad: smallint(),
    merkzeichen: jsonb().$type<string[]>().notNull().default([]),
    /** Mobility: the transport type the patient usually needs. */
    transportart: text(),
    besonderheiten: jsonb().$type<Besonderheiten>().notNull().default({}),
    /** The exemption card's (Befreiungsausweis) first day; null only for rows written before it (then 1 January of befreiungBis' year). */
    befreiungAb: date({ mode: 'string' }),
    befreiungBis: date({ mode: 'string' }),
    kontaktperson: jsonb().$type<ContactPerson | null>(),
    notizen: text(),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: text().generatedAlwaysAs(
      sql`lower(vorname || ' ' || nachname || ' ' || coalesce(versichertennummer, '') || ' ' || coalesce(email, '') || ' ' || coalesce(adresse, '') || ' ' || telefone::text)`,
    ),
  },
  (t) => [
    index('patients_name_idx').on(t.nachname, t.vorname),
    index('patients_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('patients_pflegegrad', sql`${t.pflegegrad} is null or ${t.pflegegrad} between 1 and 5`),
    check(
      'patients_transportart',
      sql`${t.transportart} is null or ${t.transportart} in ('sitzend', 'rollstuhl', 'tragestuhl', 'liegend')`,
    ),
    index('patients_befreiung_bis_idx').on(t.befreiungBis),
    check(
      'patients_befreiung',
      sql`${t.befreiungAb} is null or (${t.befreiungBis} is not null and ${t.befreiungAb} <= ${t.befreiungBis})`,
    ),
    check(
      'patients_versichertennummer',
      sql`${t.versichertennummer} is null or ${t.versichertennummer} ~ '^[A-Z][0-9]{9}$'`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Prescriptions (Muster 4) and approvals (Genehmigungen), issue 18 (migration 0007).

/**
 * A prescription as data (Muster 4, 2020) of one booking or of one series (Serienverordnung, migration
 * 0017: exactly one owner); the scan follows the upload storage rules.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'cascade' }),
    seriesId: uuid().references((): AnyPgColumn => series.id, { onDelete: 'cascade' }),
    ausstellungsdatum: date({ mode: 'string' }).notNull(),
    arztName: text().notNull(),
    lanr: text(),
    bsnr: text(),
    zuzahlungsbefreit: boolean().notNull().default(false),
    unfall: text().notNull().default('keiner'),
    hinfahrt: boolean().notNull().default(true),
    rueckfahrt: boolean().notNull().default(false),
    grund: text().notNull(),
    befoerderungsmittel: text().notNull().default('taxi_mietwagen'),
    position: text().notNull().default('sitzend'),
    ktwBegruendung: text(),
    mobilitaetDauerhaft: boolean().notNull().default(false),
    aufnahmedatum: date({ mode: 'string' }),
    entlassungsdatum: date({ mode: 'string' }),
    behandlungsstaette: text(),
    datumVon: date({ mode: 'string' }),
    datumBis: date({ mode: 'string' }),
    proWoche: smallint(),
    wartezeit: boolean().notNull().default(false),
    dateiId: text(),
    dateiName: text(),
    dateiMime: text(),
    dateiGroesse: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('prescriptions_booking_unique').on(t.bookingId),
    uniqueIndex('prescriptions_series_unique').on(t.seriesId),
    check('prescriptions_one_owner', sql`(${t.bookingId} is null) <> (${t.seriesId} is null)`),
    check('prescriptions_unfall', sql`${t.unfall} in ('keiner', 'unfall', 'arbeitsunfall', 'versorgungsleiden')`),
    check('prescriptions_legs', sql`${t.hinfahrt} or ${t.rueckfahrt}`),
    check('prescriptions_befoerderungsmittel', sql`${t.befoerderungsmittel} in ('taxi_mietwagen', 'ktw', 'andere')`),
    check('prescriptions_position', sql`${t.position} in ('sitzend', 'rollstuhl', 'tragestuhl', 'liegend')`),
    check('prescriptions_lanr', sql`${t.lanr} is null or ${t.lanr} ~ '^[0-9]{9}$'`),
    check('prescriptions_bsnr', sql`${t.bsnr} is null or ${t.bsnr} ~ '^[0-9]{9}$'`),
    check('prescriptions_pro_woche', sql`${t.proWoche} is null or ${t.proWoche} between 1 and 14`),
  ],
);

/** An insurer's approval for one patient; `approval_bookings` links it to the bookings it covers. */
export const approvals = pgTable(
  'approvals',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    krankenkasse: text().notNull(),
    nummer: text(),
    genehmigungsdatum: date({ mode: 'string' }),
    gueltigVon: date({ mode: 'string' }).notNull(),
    gueltigBis: date({ mode: 'string' }),
    hinfahrt: boolean().notNull().default(true),
    rueckfahrt: boolean().notNull().default(true),
    befoerderungsmittel: text().notNull().default('taxi_mietwagen'),
    position: text(),
    status: text().notNull().default('beantragt'),
    notizen: text(),
    dateiId: text(),
    dateiName: text(),
    dateiMime: text(),
    dateiGroesse: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('approvals_patient_idx').on(t.patientId, t.gueltigVon),
    index('approvals_gueltig_bis_idx').on(t.status, t.gueltigBis),
    check('approvals_status', sql`${t.status} in ('beantragt', 'genehmigt', 'abgelehnt')`),
    check('approvals_legs', sql`${t.hinfahrt} or ${t.rueckfahrt}`),
    check('approvals_befoerderungsmittel', sql`${t.befoerderungsmittel} in ('taxi_mietwagen', 'ktw', 'andere')`),
    check(
      'approvals_position',
      sql`${t.position} is null or ${t.position} in ('sitzend', 'rollstuhl', 'tragestuhl', 'liegend')`,
    ),
    check('approvals_period', sql`${t.gueltigBis} is null or ${t.gueltigBis} >= ${t.gueltigVon}`),
  ],
);

export const approvalBookings = pgTable(
  'approval_bookings',
  {
    approvalId: uuid()
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'approval_bookings_pk', columns: [t.approvalId, t.bookingId] }),
    index('approval_bookings_booking_idx').on(t.bookingId),
  ],
);

export type StoredInsurerWaiver = { reason: string; means?: string[] };

/** Operator data per insurer: approval waivers (e.g. dialysis) and which series legs carry a co-payment. */
export const insurerSettings = pgTable(
  'insurer_settings',
  {
    id: uuid().primaryKey().defaultRandom(),
    krankenkasse: text().notNull(),
    genehmigungVerzicht: jsonb().$type<StoredInsurerWaiver[]>().notNull().default([]),
    serienZuzahlung: text().notNull().default('jede_fahrt'),
    /** Who the payer is (issue 38): a hospital pays its transfers itself (no co-payment, an invoice). */
    kostentraegerArt: text().$type<PayerKind>().notNull().default('krankenkasse'),
    /** Where a hospital's invoices go (required for a hospital). */
    rechnungsanschrift: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('insurer_settings_krankenkasse_unique').on(sql`lower(${t.krankenkasse})`),
    check('insurer_settings_serien_zuzahlung', sql`${t.serienZuzahlung} in ('jede_fahrt', 'erste_und_letzte')`),
    check(
      'insurer_settings_kostentraeger_art',
      sql`${t.kostentraegerArt} in ('krankenkasse', 'berufsgenossenschaft', 'krankenhaus')`,
    ),
    check(
      'insurer_settings_rechnungsanschrift',
      sql`${t.kostentraegerArt} <> 'krankenhaus' or length(trim(coalesce(${t.rechnungsanschrift}, ''))) > 0`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Messaging, settings, side effects

export const smtpSettings = pgTable(
  'smtp_settings',
  {
    id: integer().primaryKey().default(1),
    host: text().notNull(),
    port: integer().notNull(),
    username: text(),
    passwordEncrypted: text(),
    fromEmail: text().notNull(),
    /** STARTTLS required, implicit TLS, or (only when the owner chose it) unencrypted (issue 14). */
    security: text().$type<SmtpSecurity>().notNull().default('starttls'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('smtp_settings_singleton', sql`${t.id} = 1`),
    check('smtp_settings_port', sql`${t.port} between 1 and 65535`),
    check('smtp_settings_security', sql`${t.security} in ('starttls', 'tls', 'none')`),
  ],
);

export const whatsappSettings = pgTable(
  'whatsapp_settings',
  {
    id: integer().primaryKey().default(1),
    businessNumber: text(),
    apiTokenEncrypted: text(),
    updatedAt: updatedAt(),
  },
  (t) => [check('whatsapp_settings_singleton', sql`${t.id} = 1`)],
);

/** Small typed key/value settings (capacity per slot, calendar feed secret, …). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

export const emailTemplates = pgTable(
  'email_templates',
  {
    templateType: text().primaryKey(),
    subject: text().notNull(),
    content: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'email_templates_type',
      sql`${t.templateType} in ('confirmation', 'acceptance', 'notification', 'change', 'rejection')`,
    ),
  ],
);

/** Transactional outbox: rows written with the change that causes them, worked by a retrying worker. */
export const outboxJobs = pgTable(
  'outbox_jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    /** Random per job: its e-mail's Message-ID, the same for every attempt, unique across installations. */
    messageUuid: uuid().notNull().defaultRandom(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('outbox_jobs_due_idx').on(t.status, t.runAt),
    index('outbox_jobs_booking_idx').on(t.bookingId),
    check('outbox_jobs_status', sql`${t.status} in ('pending', 'processing', 'done', 'failed')`),
  ],
);

export const calendarSync = pgTable('calendar_sync', {
  bookingId: uuid()
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  googleEventId: text(),
  status: text().notNull().default('pending'),
  lastError: text(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    contact: text().notNull(),
    message: text().notNull(),
    consentAt: timestamp({ withTimezone: true }).notNull(),
    handled: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------------
// Staff accounts (Better Auth's tables, written by hand: its schema CLI needs Node 22), audit log

export const users = pgTable('users', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  role: text().notNull().default('disposition'),
  banned: boolean().default(false),
  banReason: text(),
  banExpires: timestamp({ withTimezone: true }),
  mustChangePassword: boolean().notNull().default(false),
  twoFactorEnabled: boolean().default(false),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable('verifications', {
  id: text().primaryKey(),
  identifier: text().notNull(),
  value: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const twoFactors = pgTable('two_factors', {
  id: text().primaryKey(),
  secret: text().notNull(),
  backupCodes: text().notNull(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  // Better Auth 1.7's twoFactor plugin: a secret is unverified until the first code confirms it, and
  // repeated wrong codes lock the account's second factor for a while.
  verified: boolean().default(true),
  failedVerificationCount: integer().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
});

export const rateLimits = pgTable('rate_limits', {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: createdAt(),
    actorUserId: text(),
    actorEmail: text(),
    action: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

// ---------------------------------------------------------------------------------------------------
// Series (Serienfahrten, issue 19, migration 0012): a patient's recurring rides, generating bookings.

/** A pause as stored: no rides from `from` to `to` (both included, yyyy-MM-dd). */
export type StoredSeriesPause = { from: string; to: string };
/** A single-date change as stored ("nur dieser Termin"). */
export type StoredSeriesException =
  | { kind: 'abgesagt'; date: string }
  | {
      kind: 'geaendert';
      date: string;
      toDate: string;
      pickupTime: string;
      back: { mode: 'keine' } | { mode: 'nach-termin' } | { mode: 'fest'; time: string };
    };

export const series = pgTable(
  'series',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** DTSTART (a date) and RRULE, RFC 5545 (app/domain/series/rule.ts). */
    rrule: text().notNull(),
    abholzeit: text().notNull(),
    rueckfahrt: text().notNull().default('keine'),
    rueckfahrtZeit: text(),
    feiertage: text().notNull().default('auslassen'),
    pausen: jsonb().$type<StoredSeriesPause[]>().notNull().default([]),
    ausnahmen: jsonb().$type<StoredSeriesException[]>().notNull().default([]),
    abholadresse: text().notNull(),
    zieladresse: text().notNull(),
    transportart: text(),
    besonderheiten: jsonb().$type<Besonderheiten>().notNull().default({}),
    krankenkasse: text(),
    approvalId: uuid().references(() => approvals.id, { onDelete: 'set null' }),
    hinweise: text(),
    /** The series this one continues ("diese und alle folgenden"). */
    vorgaengerId: uuid().references((): AnyPgColumn => series.id, { onDelete: 'set null' }),
    beendetAm: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('series_patient_idx').on(t.patientId),
    check('series_abholzeit', sql`${t.abholzeit} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'series_rueckfahrt',
      sql`(${t.rueckfahrt} in ('keine', 'nach-termin') and ${t.rueckfahrtZeit} is null) or (${t.rueckfahrt} = 'fest' and ${t.rueckfahrtZeit} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,
    ),
    check('series_feiertage', sql`${t.feiertage} in ('auslassen', 'fahren')`),
    check(
      'series_transportart',
      sql`${t.transportart} is null or ${t.transportart} in ('sitzend', 'rollstuhl', 'tragestuhl', 'liegend')`,
    ),
  ],
);

/** The unique key per series and rule date: a date is generated once, whatever runs the generation. */
export const seriesBookings = pgTable(
  'series_bookings',
  {
    seriesId: uuid()
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    /** The rule date (a moved ride keeps the key of its original date). */
    serienDatum: date({ mode: 'string' }).notNull(),
    /** Null when the booking was deleted by hand: the date is not generated again. */
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'series_bookings_pk', columns: [t.seriesId, t.serienDatum] }),
    uniqueIndex('series_bookings_booking_unique').on(t.bookingId),
  ],
);

/** Append-only history of a series: who changed what, when. */
export const seriesEvents = pgTable(
  'series_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    seriesId: uuid()
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    actorUserId: text().references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text().notNull(),
    type: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('series_events_series_idx').on(t.seriesId, t.createdAt)],
);
/** Issue 20: a staff account of role fahrer and the driver record it belongs to (one account per driver). */
export const driverAccounts = pgTable(
  'driver_accounts',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    driverId: uuid()
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('driver_accounts_driver_unique').on(t.driverId)],
);

export const legReportKinds = ['status', 'nachweis', 'unterschrift', 'transportschein'] as const;

/**
 * Issue 20: every report of the drivers' app (status, km/waiting time, signature, Transportschein photo),
 * keyed by the id the phone generated, so a report sent twice (an offline queue retrying) is applied once.
 */
export const legReports = pgTable(
  'leg_reports',
  {
    id: uuid().primaryKey(),
    legId: uuid()
      .notNull()
      .references(() => tripLegs.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    art: text({ enum: legReportKinds }).notNull(),
    /** The report of art status (unterwegs … patient-fertig). */
    meldung: text(),
    grund: text(),
    /** When the driver reported it (the phone's clock, checked for plausibility). */
    reportedAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leg_reports_leg_idx').on(t.legId, t.reportedAt),
    check('leg_reports_art', sql`${t.art} in ('status', 'nachweis', 'unterschrift', 'transportschein')`),
    check('leg_reports_meldung', sql`(${t.art} = 'status') = (${t.meldung} is not null)`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Billing (issue 21, migration 0015): the monthly packages for billing centres. An export is written
// once and never changed; its files live under DATA_DIR/billing/<id>/ with their SHA-256 here.

export type StoredExportFile = {
  name: string;
  kind: 'csv' | 'korrekturen' | 'pdf' | 'zip';
  bytes: number;
  sha256: string;
};

export const billingExports = pgTable(
  'billing_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    krankenkasse: text().notNull(),
    kostentraegerIk: text().notNull(),
    monat: text().notNull(),
    fahrten: integer().notNull(),
    betragCents: integer().notNull(),
    zuzahlungCents: integer().notNull(),
    /** Correction lines for rides of earlier packages (migration 0022) and the sum of their claim differences. */
    korrekturen: integer().notNull().default(0),
    korrekturCents: integer().notNull().default(0),
    dateien: jsonb().$type<StoredExportFile[]>().notNull(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdByLabel: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_exports_created_at_idx').on(t.createdAt),
    check('billing_exports_monat', sql`${t.monat} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('billing_exports_ik', sql`${t.kostentraegerIk} ~ '^[0-9]{9}$'`),
    check(
      'billing_exports_fahrten',
      sql`${t.fahrten} >= 0 and ${t.korrekturen} >= 0 and ${t.fahrten} + ${t.korrekturen} >= 1`,
    ),
  ],
);

/** The legs of an export, with what was billed; a leg is billed once (unique leg_id). */
export const billingExportLegs = pgTable(
  'billing_export_legs',
  {
    exportId: uuid()
      .notNull()
      .references(() => billingExports.id, { onDelete: 'restrict' }),
    legId: uuid()
      .notNull()
      .references(() => tripLegs.id, { onDelete: 'restrict' }),
    bookingId: uuid().notNull(),
    betragCents: integer().notNull(),
    zuzahlungCents: integer().notNull(),
    /** As billed (migration 0022; null in rows written before it). */
    km: numeric({ precision: 7, scale: 1 }),
    wartezeitMinuten: integer(),
    ustSatz: integer(),
    ustCents: integer(),
  },
  (t) => [
    uniqueIndex('billing_export_legs_leg_unique').on(t.legId),
    index('billing_export_legs_export_idx').on(t.exportId),
  ],
);

/**
 * A correction of a ride already in a package (migration 0022, decision 251): what the insurer was billed
 * (vorher) and what it is owed now (neu), with the reason. Waiting while export_id is null (one per leg);
 * the insurer's next package carries it as a correction line and names it here.
 */
export const billingCorrections = pgTable(
  'billing_corrections',
  {
    id: uuid().primaryKey().defaultRandom(),
    legId: uuid()
      .notNull()
      .references(() => tripLegs.id, { onDelete: 'restrict' }),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** The package that billed the ride first. */
    billedExportId: uuid()
      .notNull()
      .references(() => billingExports.id, { onDelete: 'restrict' }),
    kmVorher: numeric({ precision: 7, scale: 1 }),
    kmNeu: numeric({ precision: 7, scale: 1 }),
    wartezeitVorher: integer(),
    wartezeitNeu: integer(),
    betragVorherCents: integer().notNull(),
    betragNeuCents: integer().notNull(),
    zuzahlungVorherCents: integer().notNull(),
    zuzahlungNeuCents: integer().notNull(),
    ustSatzVorher: integer().notNull(),
    ustSatzNeu: integer().notNull(),
    ustVorherCents: integer().notNull(),
    ustNeuCents: integer().notNull(),
    /** The claim is withdrawn (the ride is not billable after all): new amounts 0. */
    nichtAbrechnen: boolean().notNull().default(false),
    grund: text().notNull(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdByLabel: text().notNull(),
    createdAt: createdAt(),
    /** The package that carried the correction line; null while it waits. */
    exportId: uuid().references(() => billingExports.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('billing_corrections_pending_leg')
      .on(t.legId)
      .where(sql`${t.exportId} is null`),
    index('billing_corrections_leg_idx').on(t.legId, t.createdAt),
    index('billing_corrections_export_idx').on(t.exportId),
    check('billing_corrections_grund', sql`char_length(${t.grund}) between 1 and 500`),
    check('billing_corrections_betrag', sql`${t.betragVorherCents} >= 0 and ${t.betragNeuCents} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Invoices (issue 21, second half; migration 0016): private invoices, co-payment receipts and their
// cancellations, never deleted or edited (a trigger refuses it); numbers RE-<year>-<nnnnn> gap-free per
// year from `invoice_number_counters` (the row lock serialises concurrent invoicing).

/** The company's billing data for invoices (singleton row): tax number, IK and bank. */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    id: integer().primaryKey().default(1),
    steuernummer: text(),
    ustId: text(),
    ik: text(),
    bankName: text(),
    iban: text(),
    bic: text(),
    zahlungszielTage: integer().notNull().default(14),
    /** The company's licence kind (issue 38, § 12 Abs. 2 Nr. 10 UStG); Mietwagen by default. */
    konzession: text().$type<LicenceKind>().notNull().default('mietwagen'),
    /** The municipality of the licence: its name and postal codes (5 digits each, sorted). */
    gemeindeName: text(),
    gemeindePlz: jsonb().$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('invoice_settings_singleton', sql`${t.id} = 1`),
    check('invoice_settings_ik', sql`${t.ik} is null or ${t.ik} ~ '^[0-9]{9}$'`),
    check('invoice_settings_zahlungsziel', sql`${t.zahlungszielTage} between 0 and 90`),
    check('invoice_settings_konzession', sql`${t.konzession} in ('taxi', 'mietwagen')`),
  ],
);

export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer().primaryKey(),
  lastValue: integer().notNull(),
});

export const invoiceArten = ['rechnung', 'zuzahlung', 'storno'] as const;
export type InvoiceArt = (typeof invoiceArten)[number];

export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    nummer: text().notNull(),
    jahr: integer().notNull(),
    laufnummer: integer().notNull(),
    art: text().$type<InvoiceArt>().notNull(),
    form: text().$type<'kleinbetragsrechnung' | 'rechnung'>().notNull(),
    stornoVon: uuid().references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    rechnungsdatum: date({ mode: 'string' }).notNull(),
    leistungVon: date({ mode: 'string' }).notNull(),
    leistungBis: date({ mode: 'string' }).notNull(),
    empfaengerName: text().notNull(),
    empfaengerAdresse: text().notNull(),
    patientId: uuid().references(() => patients.id, { onDelete: 'set null' }),
    kostentraeger: text(),
    bruttoCents: integer().notNull(),
    nettoCents: integer().notNull(),
    ustCents: integer().notNull(),
    aussteller: jsonb().$type<InvoiceIssuer>().notNull(),
    stornoGrund: text(),
    bezahltAm: date({ mode: 'string' }),
    dateiId: text().notNull(),
    dateiGroesse: integer().notNull(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdByLabel: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_nummer_unique').on(t.nummer),
    uniqueIndex('invoices_jahr_laufnummer_unique').on(t.jahr, t.laufnummer),
    uniqueIndex('invoices_storno_von_unique').on(t.stornoVon),
    index('invoices_rechnungsdatum_idx').on(t.rechnungsdatum),
    check('invoices_art', sql`${t.art} in ('rechnung', 'zuzahlung', 'storno')`),
    check('invoices_form', sql`${t.form} in ('kleinbetragsrechnung', 'rechnung')`),
    check('invoices_storno_von', sql`(${t.art} = 'storno') = (${t.stornoVon} is not null)`),
    check('invoices_laufnummer', sql`${t.laufnummer} >= 1`),
    check('invoices_sum', sql`${t.nettoCents} + ${t.ustCents} = ${t.bruttoCents}`),
  ],
);

/** One line per leg; `aktiv` is false once the invoice is cancelled, so the leg can be invoiced again. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    position: smallint().notNull(),
    legId: uuid().references(() => tripLegs.id, { onDelete: 'set null' }),
    art: text().$type<'rechnung' | 'zuzahlung'>().notNull(),
    aktiv: boolean().notNull().default(true),
    leistungsdatum: date({ mode: 'string' }).notNull(),
    beschreibung: text().notNull(),
    bruttoCents: integer().notNull(),
    ustKategorie: text().$type<'ermaessigt' | 'regel' | 'steuerfrei'>().notNull(),
    /** The short reason of the VAT category as the invoice said it ("19 %: Mietwagen"); null before issue 38. */
    ustGrund: text(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    uniqueIndex('invoice_lines_leg_art_active_unique')
      .on(t.legId, t.art)
      .where(sql`${t.aktiv}`),
    check('invoice_lines_art', sql`${t.art} in ('rechnung', 'zuzahlung')`),
    check('invoice_lines_ust_kategorie', sql`${t.ustKategorie} in ('ermaessigt', 'regel', 'steuerfrei')`),
  ],
);
