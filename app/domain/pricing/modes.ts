// The transport types a price rule is for (SPEC.md §3: sitzend, rollstuhl, tragestuhl, liegend).

export const PRICE_MODES = ['sitzend', 'rollstuhl', 'tragestuhl', 'liegend'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

export const PRICE_MODE_LABELS: Record<PriceMode, string> = {
  sitzend: 'Sitzend',
  rollstuhl: 'Rollstuhl',
  tragestuhl: 'Tragestuhl',
  liegend: 'Liegend',
};

export function isPriceMode(value: unknown): value is PriceMode {
  return typeof value === 'string' && (PRICE_MODES as readonly string[]).includes(value);
}

/** "Rollstuhl"; an unknown stored value is shown as it is. */
export function priceModeLabel(value: string): string {
  return isPriceMode(value) ? PRICE_MODE_LABELS[value] : value;
}
