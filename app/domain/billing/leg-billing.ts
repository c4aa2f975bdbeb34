// The priced lines of one leg for billing (issue 21): the parts of leg-price.ts, each with the
// Positionsnummer the price rule gives it, the leg's VAT category (vat.ts) and its co-payment. Pure: the
// server (app/server/billing/leg-pricing.server.ts) reads the facts, this decides.
//
// Decisions (230, 231): a surcharge of the rule counts for the legs its condition names (every leg, one
// transport type, or a handling flag of the booking: surcharge-condition.ts); waiting time is paid for
// insurer rides only when the prescription orders it, for private rides always; the vehicle is a Mietwagen
// (the company is a Mietwagen firm), the price rule says whether the reduced rate can apply (contract
// covers taxis), a wheelchair-equipped vehicle is specially equipped (exempt); the municipality is not
// known per leg, so the 50 km rule decides.
import { legPrice, type LegPricePart, type LegPriceRule } from './leg-price';
import type { PriceRuleBilling } from './price-rule-billing-form';
import { surchargeApplies, type SurchargeLeg } from './surcharge-condition';
import { VAT_RATES, vatCategoryForLeg, type VatCategory } from './vat';

export type BillingRule = LegPriceRule & Pick<PriceRuleBilling, 'posGrundpauschale' | 'posKilometer' | 'posWartezeit' | 'ustErmaessigt'> & {
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
  | { ok: false; problem: 'km-fehlt'; message: string };

export const KM_MISSING_MESSAGE = 'Die gefahrenen Kilometer fehlen.';

/** The leg's lines, total and VAT category; without km there is no price. */
export function billLeg(rule: BillingRule, facts: LegBillingFacts): LegBilling {
  if (facts.km === null) return { ok: false, problem: 'km-fehlt', message: KM_MISSING_MESSAGE };
  const price = legPrice(rule, {
    km: facts.km,
    waitingMinutes: facts.waitingMinutes,
    waitingPayable: facts.waitingPayable,
    surchargeCodes: rule.surcharges.filter((s) => surchargeApplies(rule.surchargeConditions?.[s.code], facts.surchargeLeg)).map((s) => s.code),
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
  const decision = vatCategoryForLeg({
    vehicle: 'mietwagen',
    speciallyEquipped: facts.speciallyEquipped,
    insurerContractCoversTaxi: rule.ustErmaessigt && facts.underInsurerContract,
    withinMunicipality: false,
    km: facts.km,
  });
  // With km known vatCategoryForLeg always decides.
  const category = decision.category ?? 'regel';
  return { ok: true, lines, totalCents: price.totalCents, vat: { category, rate: VAT_RATES[category], reason: decision.reason } };
}
