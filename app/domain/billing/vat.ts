// VAT on rides (UStG), per leg, and the net/VAT split of gross amounts in integer cents.
//
// Category of a leg (outbound and return are separate rides, each judged on its own km):
//   steuerfrei   the vehicle is specially equipped for sick people (wheelchair anchoring, ramp,
//                stretcher): § 4 Nr. 17 Buchst. b UStG; the note must stand on the invoice. Comes first.
//   7 %          Taxi, or Mietwagen under an insurer contract that covers taxis too, within the
//                municipality or for at most 50 km (§ 12 Abs. 2 Nr. 10 UStG)
//   19 %         everything else
//
// Rounding: all amounts are gross. The VAT in a gross amount is gross × rate / (100 + rate), rounded
// half up (away from zero for negative amounts of a cancellation) to whole cents; net = gross − VAT, so
// net + VAT is always exactly the gross. On an invoice the VAT is computed once per rate from the sum of
// that rate's gross amounts (not per line and added up), as § 14 Abs. 4 Nr. 8 UStG states it per rate.

export const VAT_CATEGORIES = ['ermaessigt', 'regel', 'steuerfrei'] as const;
export type VatCategory = (typeof VAT_CATEGORIES)[number];

export const VAT_RATES: Record<VatCategory, number> = { ermaessigt: 7, regel: 19, steuerfrei: 0 };

export const VAT_CATEGORY_LABELS: Record<VatCategory, string> = {
  ermaessigt: '7 % USt',
  regel: '19 % USt',
  steuerfrei: 'steuerfrei',
};

/** The note an invoice with exempt rides must carry. */
export const VAT_EXEMPTION_NOTE = 'Steuerfreie Beförderung kranker Personen nach § 4 Nr. 17 Buchst. b UStG.';

/** The reduced rate applies up to and including this distance per leg. */
export const REDUCED_RATE_MAX_KM = 50;

export type VatInput = {
  vehicle: 'taxi' | 'mietwagen';
  /** Specially equipped for sick people (§ 4 Nr. 17b UStG); the vehicle's record says so. */
  speciallyEquipped: boolean;
  /** The leg is billed under an insurer contract that covers Taxi and Mietwagen alike. */
  insurerContractCoversTaxi: boolean;
  withinMunicipality: boolean;
  /** The leg's km; null when not known yet. */
  km: number | null;
};

export type VatDecision = { category: VatCategory; reason: string } | { category: null; reason: string };

export function vatCategoryForLeg(input: VatInput): VatDecision {
  if (input.speciallyEquipped) {
    return { category: 'steuerfrei', reason: 'Fahrzeug für die Beförderung kranker Personen besonders eingerichtet: steuerfrei (§ 4 Nr. 17b UStG).' };
  }
  const reducedVehicle = input.vehicle === 'taxi' || input.insurerContractCoversTaxi;
  if (!reducedVehicle) return { category: 'regel', reason: 'Mietwagen ohne Krankenkassenvertrag, der Taxen einschließt: 19 %.' };
  if (input.withinMunicipality) return { category: 'ermaessigt', reason: 'Fahrt innerhalb der Gemeinde: 7 %.' };
  if (input.km === null) return { category: null, reason: 'Für die Umsatzsteuer fehlt die Strecke in km.' };
  if (!Number.isFinite(input.km) || input.km < 0) throw new RangeError(`km must be a finite number >= 0, got ${input.km}`);
  return input.km <= REDUCED_RATE_MAX_KM
    ? { category: 'ermaessigt', reason: `Fahrt von höchstens ${REDUCED_RATE_MAX_KM} km: 7 %.` }
    : { category: 'regel', reason: `Fahrt über ${REDUCED_RATE_MAX_KM} km außerhalb der Gemeinde: 19 %.` };
}

export type VatSplit = { grossCents: number; netCents: number; vatCents: number };

/** Splits a gross amount (may be negative for a cancellation) into net and VAT at `rate` percent. */
export function splitGross(grossCents: number, rate: number): VatSplit {
  if (!Number.isSafeInteger(grossCents)) throw new RangeError(`gross must be whole cents, got ${grossCents}`);
  if (!Number.isInteger(rate) || rate < 0) throw new RangeError(`rate must be a whole percentage, got ${rate}`);
  const abs = Math.abs(grossCents);
  // Half up of abs × rate / (100 + rate), in integers: floor((2a + b) / 2b).
  const a = abs * rate;
  const b = 100 + rate;
  const vatAbs = Math.floor((2 * a + b) / (2 * b));
  const vatCents = grossCents < 0 ? -vatAbs : vatAbs;
  return { grossCents, netCents: grossCents - vatCents, vatCents };
}

export type InvoiceLineForTax = { grossCents: number; category: VatCategory };

export type RateTotal = VatSplit & { category: VatCategory; rate: number };

export type InvoiceTaxTotals = VatSplit & {
  /** One entry per rate present, in the order 19 %, 7 %, steuerfrei. */
  perRate: RateTotal[];
  /** The § 4 Nr. 17b note when an exempt line is present, else null. */
  exemptionNote: string | null;
};

const RATE_ORDER: readonly VatCategory[] = ['regel', 'ermaessigt', 'steuerfrei'];

/** The totals of an invoice per VAT rate and overall. */
export function invoiceTaxTotals(lines: readonly InvoiceLineForTax[]): InvoiceTaxTotals {
  const perRate: RateTotal[] = [];
  for (const category of RATE_ORDER) {
    const matching = lines.filter((line) => line.category === category);
    if (matching.length === 0) continue;
    const gross = matching.reduce((sum, line) => sum + line.grossCents, 0);
    perRate.push({ category, rate: VAT_RATES[category], ...splitGross(gross, VAT_RATES[category]) });
  }
  const sum = (key: keyof VatSplit) => perRate.reduce((total, entry) => total + entry[key], 0);
  return {
    perRate,
    grossCents: sum('grossCents'),
    netCents: sum('netCents'),
    vatCents: sum('vatCents'),
    exemptionNote: perRate.some((entry) => entry.category === 'steuerfrei') ? VAT_EXEMPTION_NOTE : null,
  };
}
