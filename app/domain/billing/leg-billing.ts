// The priced lines of one leg for billing (issue 21): the parts of leg-price.ts, each with the
// Positionsnummer the price rule gives it, the leg's VAT category (vat.ts) and its co-payment. Pure: the
// server (app/server/billing/leg-pricing.server.ts) reads the facts, this decides.
//
// Decisions (230, 231): a surcharge of the rule counts for the legs its condition names (every leg, one
// transport type, or a handling flag of the booking: surcharge-condition.ts); waiting time is paid for
// insurer rides only when the prescription orders it, for private rides always; the price rule says
// whether the reduced rate can apply to a Mietwagen (contract covers taxis).
// VAT (issue 38): the licence (Taxi or Mietwagen) is the vehicle's, else the company's; the municipality
// from the addresses' PLZ; a specially equipped vehicle is exempt only for a sick passenger; with billed
// waiting on the booking's legs, outbound and return are one transport (Wartefahrt) and their km count
// together.
import { legPrice, waitingBlocks, type LegPricePart, type LegPriceRule } from './leg-price';
import type { PriceRuleBilling } from './price-rule-billing-form';
import { surchargeApplies, type SurchargeLeg } from './surcharge-condition';
import { VAT_RATES, vatCategoryForLeg, type LicenceKind, type VatCategory } from './vat';

export type BillingRule = LegPriceRule &
  Pick<PriceRuleBilling, 'posGrundpauschale' | 'posKilometer' | 'posWartezeit' | 'ustErmaessigt'> & {
    surchargePositions: Readonly<Record<string, string | null>>;
    /** By surcharge code: the stored condition (absent = every leg; unreadable = never). */
    surchargeConditions?: Readonly<Record<string, unknown>>;
  };

export type LegBillingFacts = {
  /** Driven km (to a tenth); null when nobody entered them yet. */
  km: number | null;
  waitingMinutes: number;
  waitingPayable: boolean;
  /** The leg's vehicle is equipped for sick people (wheelchair anchoring, ramp): § 4 Nr. 17b UStG. */
  speciallyEquipped: boolean;
  /** An insurer, BG or hospital ride, or one with a prescription: a sick person's transport (UStAE 4.17.2). */
  sickPassenger: boolean;
  /** The licence the leg is driven under: the vehicle's, else the company's. */
  licence: LicenceKind;
  /** Pickup and drop-off both in the municipality of the company's licence (their PLZ). */
  withinMunicipality: boolean;
  /** The booking's other leg (km null when not entered yet), or null for a booking of one leg. */
  partner: { km: number | null; waitingMinutes: number } | null;
  /** Billed to an insurer (or BG) under the rule's contract; a private customer has no such contract. */
  underInsurerContract: boolean;
  /** The leg's transport type and its booking's handling flags, for the surcharges' conditions. */
  surchargeLeg: SurchargeLeg;
};

export type PricedLine = {
  part: LegPricePart['part'];
  label: string;
  /** The insurer's 6-digit Positionsnummer, null when the rule has none for this part. */
  positionsnummer: string | null;
  quantity: number;
  cents: number;
};

export type LegBilling =
  | {
      ok: true;
      lines: PricedLine[];
      totalCents: number;
      vat: { category: VatCategory; rate: number; reason: string };
    }
  | { ok: false; problem: 'km-fehlt' | 'ust-offen'; message: string };

export const KM_MISSING_MESSAGE = 'Die gefahrenen Kilometer fehlen.';

/** The leg's lines, total and VAT category; without km there is no price. */
export function billLeg(rule: BillingRule, facts: LegBillingFacts): LegBilling {
  if (facts.km === null) return { ok: false, problem: 'km-fehlt', message: KM_MISSING_MESSAGE };
  const price = legPrice(rule, {
    km: facts.km,
    waitingMinutes: facts.waitingMinutes,
    waitingPayable: facts.waitingPayable,
    surchargeCodes: rule.surcharges
      .filter((s) => surchargeApplies(rule.surchargeConditions?.[s.code], facts.surchargeLeg))
      .map((s) => s.code),
  });
  const lines = price.parts.map((part): PricedLine => {
    const positionsnummer =
      part.part === 'grundpauschale'
        ? rule.posGrundpauschale
        : part.part === 'kilometer'
          ? rule.posKilometer
          : part.part === 'wartezeit'
            ? rule.posWartezeit
            : (rule.surchargePositions[part.code] ?? null);
    return { part: part.part, label: part.label, positionsnummer, quantity: part.quantity, cents: part.cents };
  });
  // A Wartefahrt: the driver waited and the waiting is billed (a priced waiting line on either leg).
  const billedWaiting = (minutes: number) => facts.waitingPayable && waitingBlocks(rule, minutes) > 0;
  const wartefahrt =
    facts.partner && (billedWaiting(facts.waitingMinutes) || billedWaiting(facts.partner.waitingMinutes))
      ? { partnerKm: facts.partner.km }
      : null;
  const decision = vatCategoryForLeg({
    vehicle: facts.licence,
    speciallyEquipped: facts.speciallyEquipped,
    sickPassenger: facts.sickPassenger,
    insurerContractCoversTaxi: rule.ustErmaessigt && facts.underInsurerContract,
    withinMunicipality: facts.withinMunicipality,
    km: facts.km,
    wartefahrt,
  });
  // Only a Wartefahrt whose other leg has no km yet leaves the VAT open: no price until it is known.
  if (decision.category === null) return { ok: false, problem: 'ust-offen', message: decision.reason };
  const category = decision.category;
  return {
    ok: true,
    lines,
    totalCents: price.totalCents,
    vat: { category, rate: VAT_RATES[category], reason: decision.reason },
  };
}
