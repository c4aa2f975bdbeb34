// The price of one leg from the insurer's price rule, in integer cents, as parts that billing can map to
// the insurer's Positionsnummern:
//
//   Grundpauschale   the base fare (covers the included kilometres)
//   Kilometer        (km − included km) × price per km: the existing estimate (app/domain/pricing/estimate.ts),
//                    km to a tenth, the distance part rounded half up to whole cents
//   Wartezeit        per block of minutes (the site: 8 € per 15 minutes). Decision: every STARTED block counts
//                    (16 minutes = 2 blocks), after the rule's free minutes; a rule may count complete blocks
//                    only ('vollendet') where an insurer's contract says so. Paid only when the prescription
//                    orders waiting (insurer rides) or for private rides: the caller says `waitingPayable`.
//   Zuschläge        fixed amounts per leg the rule defines (e.g. Tragestuhl, Treppe), chosen per leg by code
//
// Every part is whole cents, so the total is exact; all amounts are gross (what the payer pays; VAT is
// split out of it, see vat.ts).
import { estimatePriceCents, type PriceRuleCents } from '#app/domain/pricing/estimate';

export type WaitingCounting = 'angefangen' | 'vollendet';

export type Surcharge = { code: string; label: string; cents: number };

export type LegPriceRule = PriceRuleCents & {
  /** Price of one waiting block in cents (800 = 8 €). */
  waitingCentsPerBlock: number;
  /** Length of one waiting block in minutes (15). */
  waitingBlockMinutes: number;
  /** Minutes of waiting included in the fare before blocks are counted (0 by default). */
  waitingFreeMinutes: number;
  waitingCounting: WaitingCounting;
  surcharges: readonly Surcharge[];
};

export type LegPriceInput = {
  /** Driven km of the leg (to a tenth). */
  km: number;
  /** Whole minutes of waiting reported for the leg. */
  waitingMinutes: number;
  waitingPayable: boolean;
  /** Codes of the rule's surcharges that apply to this leg. */
  surchargeCodes: readonly string[];
};

export type LegPricePart =
  | { part: 'grundpauschale'; label: string; quantity: 1; cents: number }
  /** quantity: km beyond the included ones, to a tenth. */
  | { part: 'kilometer'; label: string; quantity: number; cents: number }
  /** quantity: counted blocks. */
  | { part: 'wartezeit'; label: string; quantity: number; cents: number }
  | { part: 'zuschlag'; code: string; label: string; quantity: 1; cents: number };

export type LegPrice = { parts: LegPricePart[]; totalCents: number };

function assertWhole(name: string, value: number, min = 0) {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number >= ${min}, got ${value}`);
}

/** Blocks of waiting counted for `minutes` under `rule`. */
export function waitingBlocks(
  rule: Pick<LegPriceRule, 'waitingBlockMinutes' | 'waitingFreeMinutes' | 'waitingCounting'>,
  minutes: number,
): number {
  assertWhole('waitingMinutes', minutes);
  assertWhole('waitingBlockMinutes', rule.waitingBlockMinutes, 1);
  assertWhole('waitingFreeMinutes', rule.waitingFreeMinutes);
  const billable = Math.max(0, minutes - rule.waitingFreeMinutes);
  return rule.waitingCounting === 'angefangen'
    ? Math.ceil(billable / rule.waitingBlockMinutes)
    : Math.floor(billable / rule.waitingBlockMinutes);
}

/** The leg's price as parts and total, in cents. Unknown surcharge codes are a programming error. */
export function legPrice(rule: LegPriceRule, input: LegPriceInput): LegPrice {
  assertWhole('waitingCentsPerBlock', rule.waitingCentsPerBlock);
  const parts: LegPricePart[] = [
    { part: 'grundpauschale', label: 'Grundpauschale', quantity: 1, cents: rule.baseFareCents },
  ];

  // estimatePriceCents validates the rule and km and rounds exactly as the booking estimate does.
  const distanceCents = estimatePriceCents(rule, input.km) - rule.baseFareCents;
  const extraKm = Math.max(0, Math.round(input.km * 10) - rule.includedKm * 10) / 10;
  if (extraKm > 0)
    parts.push({
      part: 'kilometer',
      label: `${String(extraKm).replace('.', ',')} km über ${rule.includedKm} km`,
      quantity: extraKm,
      cents: distanceCents,
    });

  if (input.waitingPayable) {
    const blocks = waitingBlocks(rule, input.waitingMinutes);
    if (blocks > 0) {
      parts.push({
        part: 'wartezeit',
        label: `Wartezeit ${input.waitingMinutes} Min. (${blocks} × ${rule.waitingBlockMinutes} Min.)`,
        quantity: blocks,
        cents: blocks * rule.waitingCentsPerBlock,
      });
    }
  } else {
    assertWhole('waitingMinutes', input.waitingMinutes);
  }

  for (const code of new Set(input.surchargeCodes)) {
    const surcharge = rule.surcharges.find((s) => s.code === code);
    if (!surcharge) throw new RangeError(`unknown surcharge code: ${code}`);
    assertWhole(`surcharge ${code}`, surcharge.cents);
    parts.push({ part: 'zuschlag', code, label: surcharge.label, quantity: 1, cents: surcharge.cents });
  }

  return { parts, totalCents: parts.reduce((sum, part) => sum + part.cents, 0) };
}
