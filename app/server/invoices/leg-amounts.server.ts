// The completed legs billing looks at, each with its amount, VAT category, co-payment and the German
// reason when it cannot be priced (issue 21). Prices come from the one pricing of legs that the monthly
// billing-centre package uses too (app/server/billing/leg-pricing.server.ts), so an invoice and an
// export never disagree about what a leg costs.
//
// A leg counts as completed when its own status is "abgesetzt", or when its booking is "Durchgeführt"
// or "Abgerechnet" and the leg was neither cancelled nor missed ("nicht angetroffen").
import { sql, type SQL } from 'drizzle-orm';
import { LEG_DIRECTION_LABELS, type LegDirection } from '#app/domain/approvals/validity';
import type { TripReason } from '#app/domain/approvals/classification';
import { legCoPayments, payerOf } from '#app/domain/billing/leg-co-payments';
import type { VatCategory } from '#app/domain/billing/vat';
import { formatGermanDate } from '#app/domain/german-date';
import { formatEuro } from '#app/domain/pricing/money';
import { priceModeLabel } from '#app/domain/pricing/modes';
import type { Besonderheiten } from '#app/server/db/schema';
import type { DbOrTx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';
import { pricingModeOf } from '#app/server/pricing/estimate-for-booking.server';
import { loadBillingLegs, PRIVATE_PRICE_RULE_INSURER } from '#app/server/billing/billing-legs.server';
import { priceFromFacts, type LegPricingResult } from '#app/server/billing/leg-pricing.server';
export { PRIVATE_PRICE_RULE_INSURER };
import type { BillableLeg } from '#app/domain/invoices/read-models';
export type { BillableLeg };


type LegRow = {
  leg_id: string;
  kind: LegDirection;
  datum: string;
  uhrzeit: string | null;
  abholadresse: string;
  zieladresse: string;
  leg_status: string;
  km: string | null;
  wartezeit_minuten: number | null;
  driver_id: string | null;
  driver_name: string | null;
  vehicle_wheelchair: boolean | null;
  booking_id: string;
  booking_number: string;
  booking_status: string;
  vorname: string;
  nachname: string;
  krankenkasse: string | null;
  transportart: string | null;
  besonderheiten: Besonderheiten | null;
  entfernung_km: string | null;
  booking_pickup: string;
  patient_id: string | null;
  patient_vorname: string | null;
  patient_nachname: string | null;
  patient_adresse: string | null;
  befreiung_bis: string | null;
  invoiced: boolean;
  receipted: boolean;
};


const COMPLETED = sql`(l.status = 'abgesetzt' or (b.status in ('completed', 'billed') and l.status not in ('storniert', 'nicht-angetroffen')))`;

async function loadLegRows(db: DbOrTx, where: SQL, limit: number): Promise<LegRow[]> {
  return queryRows<LegRow>(db, sql`
    select l.id as leg_id, l.kind, l.datum::text as datum, l.uhrzeit, l.abholadresse, l.zieladresse, l.status as leg_status,
      l.km::text as km, l.wartezeit_minuten, l.driver_id, d.name as driver_name, v.wheelchair as vehicle_wheelchair,
      b.id as booking_id, b.booking_number, b.status as booking_status, b.vorname, b.nachname, b.krankenkasse,
      b.transportart, b.besonderheiten, b.entfernung_km::text as entfernung_km, b.abholadresse as booking_pickup,
      p.id as patient_id, p.vorname as patient_vorname, p.nachname as patient_nachname, p.adresse as patient_adresse,
      p.befreiung_bis::text as befreiung_bis,
      exists (select 1 from invoice_lines il where il.leg_id = l.id and il.art = 'rechnung' and il.aktiv) as invoiced,
      exists (select 1 from invoice_lines il where il.leg_id = l.id and il.art = 'zuzahlung' and il.aktiv) as receipted
    from trip_legs l
    join bookings b on b.id = l.booking_id
    left join drivers d on d.id = l.driver_id
    left join vehicles v on v.id = l.vehicle_id
    left join patients p on p.id::text = b.patienten_id
    where ${COMPLETED} and ${where}
    order by l.datum desc, l.uhrzeit desc nulls first, b.booking_number, l.kind
    limit ${limit}`);
}

type Priced = { ok: true; grossCents: number; category: VatCategory; parts: string; km: number } | { ok: false; problem: string };

/** The leg's gross price and VAT category from the shared leg pricing, or why there is none. */
function pricedOf(result: LegPricingResult | undefined, row: LegRow): Priced {
  if (!result) return { ok: false, problem: 'Fahrt nicht gefunden.' };
  if (!result.ok) return { ok: false, problem: result.message };
  const { value } = result;
  const parts = value.lines.map((line) => `${line.label} ${formatEuro(line.cents)}`).join(', ');
  return { ok: true, grossCents: value.totalCents, category: value.vat.category, parts, km: Number(row.km ?? 0) };
}

function describe(row: LegRow, mode: string | null, priced: Priced): string {
  const when = `${formatGermanDate(row.datum)}${row.uhrzeit ? ` ${row.uhrzeit} Uhr` : ''}`;
  const ride = `Krankenfahrt (${LEG_DIRECTION_LABELS[row.kind]}${mode ? `, ${priceModeLabel(mode)}` : ''}) am ${when} von ${row.abholadresse} nach ${row.zieladresse}`;
  if (!priced.ok) return ride;
  return `${ride}, ${priced.km.toLocaleString('de-DE')} km (Buchung ${row.booking_number})\n${priced.parts}`;
}

/**
 * Completed legs matching `where` (extra SQL on the aliases l, b), priced, oldest first. With more than
 * `limit` matching legs the most recent ones are kept (open lists); reports pass a limit above a year's legs.
 */
export async function billableLegs(db: DbOrTx, where: SQL = sql`true`, limit = 2000): Promise<BillableLeg[]> {
  const rows = (await loadLegRows(db, where, limit)).reverse();
  // The billing facts price each leg and name the prescription that counts (the booking's own, else its
  // series', decision 211), as the billing checks see them.
  const facts = new Map((await loadBillingLegs(db, rows.map((row) => row.leg_id))).map((fact) => [fact.leg.id, fact]));
  const byBooking = new Map<string, LegRow[]>();
  for (const row of rows) byBooking.set(row.booking_id, [...(byBooking.get(row.booking_id) ?? []), row]);
  const result: BillableLeg[] = [];
  for (const legs of byBooking.values()) {
    const first = legs[0]!;
    const recipe = facts.get(first.leg_id)?.prescription ?? null;
    const payer = payerOf(first.krankenkasse);
    const priced = legs.map((row) => {
      const fact = facts.get(row.leg_id);
      return pricedOf(fact && priceFromFacts(fact), row);
    });
    const coPayments =
      payer === 'privat'
        ? null
        : legCoPayments({
            legs: legs.map((row, index) => ({ direction: row.kind, date: row.datum, costCents: priced[index]!.ok ? (priced[index] as { grossCents: number }).grossCents : null })),
            krankenkasse: first.krankenkasse,
            prescription: recipe ? { zuzahlungsbefreit: recipe.zuzahlungsbefreit, unfall: recipe.unfall, grund: recipe.grund as TripReason } : null,
            exemptionUntil: first.befreiung_bis,
          });
    legs.forEach((row, index) => {
      const price = priced[index]!;
      const mode = pricingModeOf({ transportart: row.transportart, besonderheiten: row.besonderheiten });
      const patientName = row.patient_id ? `${row.patient_vorname} ${row.patient_nachname}` : null;
      const co = coPayments?.[index] ?? null;
      result.push({
        legId: row.leg_id,
        bookingId: row.booking_id,
        bookingNumber: row.booking_number,
        direction: row.kind,
        date: row.datum,
        time: row.uhrzeit,
        from: row.abholadresse,
        to: row.zieladresse,
        driverId: row.driver_id,
        driverName: row.driver_name,
        payer,
        kostentraeger: row.krankenkasse?.trim() || PRIVATE_PRICE_RULE_INSURER,
        patientId: row.patient_id,
        recipient: {
          name: patientName ?? `${row.vorname} ${row.nachname}`,
          adresse: (row.patient_id ? row.patient_adresse : null) ?? row.booking_pickup,
        },
        customerKey: row.patient_id ? `patient:${row.patient_id}` : `booking:${row.booking_id}`,
        grossCents: price.ok ? price.grossCents : null,
        category: price.ok ? price.category : null,
        problem: price.ok ? null : price.problem,
        description: describe(row, mode, price),
        coPaymentCents: co?.amountCents ?? null,
        coPaymentReason: co?.reason ?? null,
        invoiced: row.invoiced,
        receipted: row.receipted,
      });
    });
  }
  return result.sort((a, b) => (a.date === b.date ? (a.time ?? '').localeCompare(b.time ?? '') : a.date.localeCompare(b.date)));
}

/** Private legs not yet on an invoice, and insurer legs with a co-payment not yet receipted. */
export async function openLegs(db: DbOrTx): Promise<{ privat: BillableLeg[]; zuzahlung: BillableLeg[] }> {
  const legs = await billableLegs(db, sql`not exists (select 1 from invoice_lines il where il.leg_id = l.id and il.aktiv)`);
  return {
    privat: legs.filter((leg) => leg.payer === 'privat'),
    zuzahlung: legs.filter((leg) => leg.payer === 'krankenkasse' && (leg.coPaymentCents === null || leg.coPaymentCents > 0)),
  };
}
