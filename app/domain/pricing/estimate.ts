// The price estimate of a trip from an insurer's price rule (DESIGN.md "pricing"), in integer cents.
//
//   price = base fare + max(0, km − included km) × price per km
//
// Distances are used to a tenth of a kilometre (the precision bookings store, numeric(7,1)); a finer
// distance is first rounded to the nearest 0.1 km. The extra-distance part is then rounded half up to
// whole cents, computed in integers (tenths of km × cents) so no floating-point error can creep in.

export type PriceRuleCents = {
  /** Grundpauschale in cents. */
  baseFareCents: number;
  /** Inklusive km: whole kilometres covered by the base fare. */
  includedKm: number;
  /** ab km Preis in cents per kilometre beyond the included ones. */
  perKmCents: number;
};

function assertWholeNonNegative(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole number >= 0, got ${value}`);
}

/** The estimated price in cents; never negative, never decreasing with the distance. */
export function estimatePriceCents(rule: PriceRuleCents, km: number): number {
  assertWholeNonNegative('baseFareCents', rule.baseFareCents);
  assertWholeNonNegative('includedKm', rule.includedKm);
  assertWholeNonNegative('perKmCents', rule.perKmCents);
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`km must be a finite number >= 0, got ${km}`);
  const kmTenths = Math.round(km * 10);
  const extraTenths = Math.max(0, kmTenths - rule.includedKm * 10);
  // Half up: (x + 5) / 10 truncated, all in integers.
  const extraCents = Math.floor((extraTenths * rule.perKmCents + 5) / 10);
  return rule.baseFareCents + extraCents;
}
