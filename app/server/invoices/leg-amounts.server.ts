// The completed legs billing looks at, each with its amount, VAT category, co-payment and the German
// reason when it cannot be priced (issue 21). Everything comes from the one leg facts loader and the one
// pricing of legs (app/server/rides/leg-facts.server.ts, app/server/billing/leg-pricing.server.ts), so
// an invoice, a co-payment receipt and the monthly package never disagree about what a leg costs, which
// co-payment it carries (the insurer's rule, the ride's place in its series or stay) or whether it was
// driven: a leg counts as completed by the rides core's `completed` (issue 36). The legs are read by the
// one read of legs billing uses too (`readLegFacts`, issue 40).
import { and, asc, desc, eq, notExists, sql, type SQL } from 'drizzle-orm';
import { LEG_KIND_LABELS } from '#app/domain/rides/legs';
import { formatGermanDate } from '#app/domain/german-date';
import { formatEuro } from '#app/domain/pricing/money';
import { priceModeLabel } from '#app/domain/pricing/modes';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookings, invoiceLines, tripLegs } from '#app/server/db/schema';
import { priceFromFacts, type LegPricingResult } from '#app/server/billing/leg-pricing.server';
import { PRIVATE_PRICE_RULE_INSURER, readLegFacts, type LegFacts } from '#app/server/rides/leg-facts.server';
import { rideWhere } from '#app/server/rides/ride-sql.server';
import type { BillableLeg } from '#app/domain/invoices/read-models';
import { formatNumber } from '#app/domain/numbers';
export type { BillableLeg };

/** The most recent first, so that a limit keeps the newest legs. */
const RECENT_FIRST = [
  desc(tripLegs.datum),
  sql`${tripLegs.uhrzeit} desc nulls first`,
  asc(bookings.bookingNumber),
  asc(tripLegs.kind),
];

type Priced = { ok: true; grossCents: number; parts: string } | { ok: false; problem: string };

function pricedOf(result: LegPricingResult): Priced {
  if (!result.ok) return { ok: false, problem: result.message };
  const parts = result.value.lines.map((line) => `${line.label} ${formatEuro(line.cents)}`).join(', ');
  return { ok: true, grossCents: result.value.totalCents, parts };
}

function describe(facts: LegFacts, priced: Priced): string {
  const { leg } = facts;
  const when = `${formatGermanDate(leg.datum)}${leg.uhrzeit ? ` ${leg.uhrzeit} Uhr` : ''}`;
  const ride = `Krankenfahrt (${LEG_KIND_LABELS[leg.kind]}${facts.mode ? `, ${priceModeLabel(facts.mode)}` : ''}) am ${when} von ${leg.abholadresse} nach ${leg.zieladresse}`;
  if (!priced.ok) return ride;
  return `${ride}, ${formatNumber(leg.km ?? 0)} km (Buchung ${facts.booking.bookingNumber})\n${priced.parts}`;
}

/**
 * A hospital pays its transfers itself (issue 38): its invoice goes to it, under the name and address the
 * Inhaber keeps in the insurer settings, never to the patient. Null for every other payer.
 */
function hospitalOf(facts: LegFacts): { name: string; adresse: string } | null {
  if (facts.payer !== 'krankenhaus' || !facts.insurer?.rechnungsanschrift) return null;
  return { name: facts.insurer.krankenkasse, adresse: facts.insurer.rechnungsanschrift };
}

/**
 * Completed legs matching `where` (a condition over trip_legs joined to bookings), priced, oldest first.
 * With more than `limit` matching legs the most recent ones are kept (open lists); reports pass a limit
 * above a year's legs.
 */
export async function billableLegs(db: DbOrTx, where?: SQL, limit = 2000): Promise<BillableLeg[]> {
  const facts = await readLegFacts(db, and(rideWhere.completed, where), { order: RECENT_FIRST, limit });
  const result = facts.map((f): BillableLeg => {
    const pricing = priceFromFacts(f);
    const price = pricedOf(pricing);
    const patientName = f.patient ? `${f.patient.vorname} ${f.patient.nachname}` : null;
    const hospital = hospitalOf(f);
    const coPayment = f.payer !== 'privat' && pricing.ok ? pricing.value.coPayment : null;
    return {
      legId: f.leg.id,
      bookingId: f.booking.id,
      bookingNumber: f.booking.bookingNumber,
      kind: f.leg.kind,
      date: f.leg.datum,
      time: f.leg.uhrzeit,
      from: f.leg.abholadresse,
      to: f.leg.zieladresse,
      driverId: f.leg.driverId,
      driverName: f.driverName,
      payer: f.payer,
      kostentraeger: f.booking.krankenkasse?.trim() || PRIVATE_PRICE_RULE_INSURER,
      patientId: f.patient?.id ?? null,
      recipient: hospital ?? {
        name: patientName ?? `${f.booking.vorname} ${f.booking.nachname}`,
        adresse: f.patient?.adresse ?? f.booking.abholadresse,
      },
      customerKey: hospital
        ? `krankenhaus:${hospital.name.toLowerCase()}`
        : f.patient
          ? `patient:${f.patient.id}`
          : `booking:${f.booking.id}`,
      grossCents: price.ok ? price.grossCents : null,
      category: pricing.ok ? pricing.value.vat.category : null,
      vatReason: pricing.ok ? pricing.value.vat.reason : null,
      problem: price.ok ? null : price.problem,
      description: hospital
        ? `${describe(f, price)}\nPatient: ${patientName ?? `${f.booking.vorname} ${f.booking.nachname}`}`
        : describe(f, price),
      coPaymentCents: coPayment?.amountCents ?? null,
      coPaymentReason: coPayment?.reason ?? null,
      invoiced: f.invoiced,
      receipted: f.receipted,
    };
  });
  return result.sort((a, b) =>
    a.date === b.date ? (a.time ?? '').localeCompare(b.time ?? '') : a.date.localeCompare(b.date),
  );
}

/** Private and hospital legs not yet on an invoice, and insurer legs with a co-payment not yet receipted. */
export async function openLegs(
  db: DbOrTx,
): Promise<{ privat: BillableLeg[]; krankenhaus: BillableLeg[]; zuzahlung: BillableLeg[] }> {
  const legs = await billableLegs(
    db,
    notExists(
      db
        .select({ legId: invoiceLines.legId })
        .from(invoiceLines)
        .where(and(eq(invoiceLines.legId, tripLegs.id), eq(invoiceLines.aktiv, true))),
    ),
  );
  return {
    privat: legs.filter((leg) => leg.payer === 'privat'),
    krankenhaus: legs.filter((leg) => leg.payer === 'krankenhaus'),
    zuzahlung: legs.filter(
      (leg) => leg.payer === 'krankenkasse' && (leg.coPaymentCents === null || leg.coPaymentCents > 0),
    ),
  };
}
