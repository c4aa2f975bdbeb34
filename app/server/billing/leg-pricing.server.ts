// The priced lines of a leg (issue 21): the stable entry point for everything that bills legs (the monthly
// package here, private invoices of the second half). From the insurer's price rule for the booking's
// transport type, the leg's km and waiting time, the prescription (waiting time paid only when ordered),
// the vehicle and the ride's kind (VAT: exempt for a sick person in a specially equipped vehicle; Taxi or
// Mietwagen, the municipality, a Wartefahrt's km together) and the patient's exemption card (co-payment).
//
//   legPricedLines(db, legId): Promise<LegPricingResult>
//   priceFromFacts(facts): LegPricingResult   (pure: lists load many legs' facts with loadLegFacts)
import type { TripReason } from '#app/domain/approvals/classification';
import { exemptionCardOf, legCoPayment, seriesChargeRule, type Payer } from '#app/domain/billing/co-payment';
import { KM_MISSING_MESSAGE, billLeg, type PricedLine } from '#app/domain/billing/leg-billing';
import type { KmSource } from '#app/domain/billing/leg-co-payments';
import { splitGross, type VatCategory } from '#app/domain/billing/vat';
import { priceModeLabel } from '#app/domain/pricing/modes';
import type { DbOrTx } from '#app/server/db/client.server';
import { loadLegFacts, type LegFacts } from '#app/server/rides/leg-facts.server';

export type { PricedLine };

export type LegPricing = {
  legId: string;
  bookingId: string;
  payer: Payer;
  /** The km the price is computed from: driven, or (details only) the booking's planned distance. */
  km: { km: number; source: KmSource };
  /** Gross amounts in cents: the lines add up to totalCents exactly. */
  lines: PricedLine[];
  totalCents: number;
  vat: { category: VatCategory; rate: number; reason: string; netCents: number; vatCents: number };
  coPayment: { amountCents: number; reason: string };
  rule: {
    id: string;
    insurer: string;
    kostentraegerIk: string | null;
    abrechnungscode: string;
    tarifkennzeichen: string | null;
  };
};

export type LegPricingProblem = 'not-found' | 'no-rule' | 'no-km';

export type LegPricingResult =
  { ok: true; value: LegPricing } | { ok: false; code: LegPricingProblem; message: string };

/**
 * The km a leg is priced with: its driven km when there are any (what billing bills); with `planned`, a
 * leg without them takes the booking's planned distance (the booking details, before the ride is driven).
 */
function pricingKm(facts: LegFacts, options: { planned?: boolean } = {}): { km: number; source: KmSource } | null {
  if (facts.leg.km !== null) return { km: facts.leg.km, source: 'gefahren' };
  if (options.planned && facts.booking.entfernungKm !== null)
    return { km: facts.booking.entfernungKm, source: 'geplant' };
  return null;
}

/** Why a leg has no km to price with; the details also look for the planned distance. */
const PLANNED_KM_MISSING = 'Weder gefahrene Kilometer noch eine geplante Entfernung eingetragen.';

/**
 * The pricing of a leg whose facts are loaded (pure). `planned`: a leg not yet driven is priced with the
 * booking's planned distance (the booking details' estimate); billing always prices the driven km.
 */
export function priceFromFacts(facts: LegFacts, options: { planned?: boolean } = {}): LegPricingResult {
  const rule = facts.rule;
  if (!rule) {
    const what = facts.mode
      ? `${facts.payerName || 'den Kostenträger'} (${priceModeLabel(facts.mode)})`
      : 'diese Fahrt (keine Transportart)';
    return { ok: false, code: 'no-rule', message: `Keine Preisregel für ${what} hinterlegt.` };
  }
  const b = rule.billing;
  const km = pricingKm(facts, options);
  const billing = billLeg(
    {
      baseFareCents: rule.baseFareCents,
      includedKm: rule.includedKm,
      perKmCents: rule.perKmCents,
      waitingCentsPerBlock: b.wartezeitCents,
      waitingBlockMinutes: b.wartezeitTaktMinuten,
      waitingFreeMinutes: b.wartezeitFreiMinuten,
      waitingCounting: b.wartezeitZaehlung,
      surcharges: b.zuschlaege.map((s) => ({ code: s.code, label: s.label, cents: s.cents })),
      surchargePositions: Object.fromEntries(b.zuschlaege.map((s) => [s.code, s.positionsnummer])),
      surchargeConditions: Object.fromEntries(b.zuschlaege.map((s) => [s.code, s.bedingung])),
      posGrundpauschale: b.posGrundpauschale,
      posKilometer: b.posKilometer,
      posWartezeit: b.posWartezeit,
      ustErmaessigt: b.ustErmaessigt,
    },
    {
      km: km?.km ?? null,
      waitingMinutes: facts.leg.wartezeitMinuten ?? 0,
      // Insurers pay waiting time only when the prescription orders it; private customers always.
      waitingPayable: facts.payer === 'privat' || Boolean(facts.prescription?.wartezeit),
      speciallyEquipped: facts.vehicleEquipped,
      // A payer's ride or a prescribed one carries a sick person; a private ride without prescription does not.
      sickPassenger: facts.payer !== 'privat' || facts.prescription !== null,
      licence: facts.licence,
      withinMunicipality: facts.withinMunicipality,
      // The details estimate the other leg of a Wartefahrt, as this one, with the planned distance.
      partner: facts.partnerLeg
        ? {
            km: facts.partnerLeg.km ?? (options.planned ? facts.booking.entfernungKm : null),
            waitingMinutes: facts.partnerLeg.wartezeitMinuten ?? 0,
          }
        : null,
      underInsurerContract: facts.payer !== 'privat',
      surchargeLeg: { transportart: facts.mode, flags: facts.handlingFlags },
    },
  );
  if (!billing.ok || !km) {
    // A Wartefahrt without the other leg's km names those (vat.ts); otherwise this leg's km are missing.
    const message = billing.ok === false && billing.problem === 'ust-offen' ? billing.message : null;
    return {
      ok: false,
      code: 'no-km',
      message: message ?? (options.planned ? PLANNED_KM_MISSING : KM_MISSING_MESSAGE),
    };
  }
  const p = facts.prescription;
  const coPayment = legCoPayment({
    costCents: billing.totalCents,
    legDate: facts.leg.datum,
    payer: facts.payer,
    workAccident: p?.unfall === 'arbeitsunfall',
    prescriptionExempt: p?.zuzahlungsbefreit ?? false,
    // The same leg fact billing's check blocks on (problemsOf: "Die Verordnung nennt diese Fahrt nicht.").
    legNotPrescribed: p ? !(facts.leg.kind === 'hin' ? p.hinfahrt : p.rueckfahrt) : false,
    exemptionCard: exemptionCardOf(facts.patient?.befreiungAb ?? null, facts.patient?.befreiungBis ?? null),
    // The ride's place among its unit's rides (series or hospital stay across all bookings, else its booking).
    series: {
      position: facts.unit.position,
      rule: p ? seriesChargeRule(p.grund as TripReason, facts.insurer?.seriesRule) : 'jede_fahrt',
    },
  });
  const split = splitGross(billing.totalCents, billing.vat.rate);
  return {
    ok: true,
    value: {
      legId: facts.leg.id,
      bookingId: facts.leg.bookingId,
      payer: facts.payer,
      km,
      lines: billing.lines,
      totalCents: billing.totalCents,
      vat: { ...billing.vat, netCents: split.netCents, vatCents: split.vatCents },
      coPayment,
      rule: {
        id: rule.id,
        insurer: rule.insurer,
        kostentraegerIk: b.kostentraegerIk,
        abrechnungscode: b.abrechnungscode,
        tarifkennzeichen: b.tarifkennzeichen,
      },
    },
  };
}

/** The priced lines of one leg (lists price many legs from loadLegFacts with priceFromFacts). */
export async function legPricedLines(db: DbOrTx, legId: string): Promise<LegPricingResult> {
  const [facts] = await loadLegFacts(db, [legId]);
  return facts ? priceFromFacts(facts) : { ok: false, code: 'not-found', message: 'Die Fahrt wurde nicht gefunden.' };
}
