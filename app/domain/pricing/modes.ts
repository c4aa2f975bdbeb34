// The transport types a price rule is for (SPEC.md §3: sitzend, rollstuhl, tragestuhl, liegend).

// They are the bookings' transport types, with the same labels (one vocabulary).
import { TRANSPORT_LABELS, TRANSPORT_TYPES, type TransportType } from '#app/domain/bookings/transport';

export const PRICE_MODES = TRANSPORT_TYPES;
export type PriceMode = TransportType;

export const PRICE_MODE_LABELS: Record<PriceMode, string> = TRANSPORT_LABELS;

export function isPriceMode(value: unknown): value is PriceMode {
  return typeof value === 'string' && (PRICE_MODES as readonly string[]).includes(value);
}

/** "Rollstuhl"; an unknown stored value is shown as it is. */
export function priceModeLabel(value: string): string {
  return isPriceMode(value) ? PRICE_MODE_LABELS[value] : value;
}
