// VAT on rides (UStG), per leg, and the net/VAT split of gross amounts in integer cents.
//
// Category of a leg (DOMAIN.md "VAT on rides"; issue 38):
//   steuerfrei   a sick or injured person carried in a vehicle specially equipped for sick people
//                (wheelchair anchoring, ramp, stretcher): § 4 Nr. 17 Buchst. b UStG, UStAE 4.17.2; the note
//                must stand on the invoice. The same vehicle carrying a person who is not sick (a private
//                ride without prescription) is taxed normally. Comes first.
//   7 %          Taxi, or Mietwagen under an insurer contract that covers taxis too, within the
//                municipality or for a transport of at most 50 km (§ 12 Abs. 2 Nr. 10 UStG)
//   19 %         everything else
//
// The transport: outbound and return are separate rides only when the driver does not wait. With billed
// waiting time (a "Wartefahrt") they are one transport, and the 50 km limit applies to both legs' km
// together (BFH V R 68/05 of 19.07.2007; BFH V R 18/05).
//
// Rounding: all amounts are gross. The VAT in a gross amount is gross × rate / (100 + rate), rounded
// half up (away from zero for negative amounts of a cancellation) to whole cents; net = gross − VAT, so
// net + VAT is always exactly the gross. On an invoice the VAT is computed once per rate from the sum of
// that rate's gross amounts (not per line and added up), as § 14 Abs. 4 Nr. 8 UStG states it per rate.
import { formatNumber } from '#app/domain/numbers';

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

/** The reduced rate applies up to and including this distance per transport. */
export const REDUCED_RATE_MAX_KM = 50;

/** The licence a ride is driven under (§ 12 Abs. 2 Nr. 10 UStG names taxis only). */
export const LICENCE_KINDS = ['taxi', 'mietwagen'] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

export const LICENCE_KIND_LABELS: Record<LicenceKind, string> = { taxi: 'Taxi', mietwagen: 'Mietwagen' };

export const VAT_KM_MISSING = 'Für die Umsatzsteuer fehlt die Strecke in km.';
export const WARTEFAHRT_KM_MISSING = 'Wartefahrt: Für die Umsatzsteuer fehlen die Kilometer der Rückfahrt.';

export type VatInput = {
  vehicle: LicenceKind;
  /** Specially equipped for sick people (§ 4 Nr. 17b UStG); the vehicle's record says so. */
  speciallyEquipped: boolean;
  /**
   * The passenger travels as a sick or injured person: an insurer, BG or hospital ride, or a ride with a
   * prescription (UStAE 4.17.2). A private ride without prescription is not.
   */
  sickPassenger: boolean;
  /** The leg is billed under an insurer contract that covers Taxi and Mietwagen alike. */
  insurerContractCoversTaxi: boolean;
  /** Pickup and drop-off both lie in the municipality of the company's licence. */
  withinMunicipality: boolean;
  /** The leg's own km; null when not known yet. */
  km: number | null;
  /** A Wartefahrt (billed waiting): the other leg of the transport and its km (null when not known yet). */
  wartefahrt?: { partnerKm: number | null } | null;
};

export type VatDecision = { category: VatCategory; reason: string } | { category: null; reason: string };

function tenths(km: number): number {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`km must be a finite number >= 0, got ${km}`);
  // Km are kept to a tenth: sum in whole tenths so 25.1 + 24.9 is exactly 50.
  return Math.round(km * 10);
}

function formatKm(tenthsOfKm: number): string {
  return `${formatNumber(tenthsOfKm / 10, 1)} km`;
}

/**
 * The leg's VAT category and a short German reason for the invoice line ("19 %: Mietwagen"). Null
 * category when the km it depends on are not known yet (the reason says which).
 */
export function vatCategoryForLeg(input: VatInput): VatDecision {
  if (input.speciallyEquipped && input.sickPassenger) {
    return {
      category: 'steuerfrei',
      reason: 'steuerfrei: Beförderung einer kranken Person im besonders eingerichteten Fahrzeug (§ 4 Nr. 17b UStG)',
    };
  }
  // Why an equipped vehicle's ride is taxed all the same, so nobody takes it for a mistake.
  const notExempt = input.speciallyEquipped ? '; Privatfahrt ohne Verordnung, daher nicht steuerfrei' : '';
  const reducedVehicle = input.vehicle === 'taxi' || input.insurerContractCoversTaxi;
  if (!reducedVehicle) return { category: 'regel', reason: `19 %: Mietwagen${notExempt}` };
  const vehicle = input.vehicle === 'taxi' ? 'Taxi' : 'Mietwagen mit Krankenkassenvertrag, der Taxen einschließt';
  if (input.withinMunicipality)
    return { category: 'ermaessigt', reason: `7 %: ${vehicle}, innerhalb der Gemeinde${notExempt}` };
  if (input.km === null) return { category: null, reason: VAT_KM_MISSING };
  const own = tenths(input.km);
  const max = REDUCED_RATE_MAX_KM * 10;
  const over = (what: string) => ({
    category: 'regel' as const,
    reason: `19 %: ${vehicle}, ${what}, über ${REDUCED_RATE_MAX_KM} km außerhalb der Gemeinde${notExempt}`,
  });
  if (!input.wartefahrt) {
    return own <= max
      ? { category: 'ermaessigt', reason: `7 %: ${vehicle}, Fahrt bis ${REDUCED_RATE_MAX_KM} km${notExempt}` }
      : over(`Fahrt von ${formatKm(own)}`);
  }
  // One transport: the own km alone may already decide.
  if (own > max) return over(`Wartefahrt (schon diese Fahrt ${formatKm(own)})`);
  if (input.wartefahrt.partnerKm === null) return { category: null, reason: WARTEFAHRT_KM_MISSING };
  const total = own + tenths(input.wartefahrt.partnerKm);
  const what = `Wartefahrt (Hin- und Rückfahrt zusammen ${formatKm(total)})`;
  return total <= max
    ? { category: 'ermaessigt', reason: `7 %: ${vehicle}, ${what}, bis ${REDUCED_RATE_MAX_KM} km${notExempt}` }
    : over(what);
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
