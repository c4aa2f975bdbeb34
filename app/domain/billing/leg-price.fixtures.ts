// The price rule the pricing and billing tests count with: 49 € including 10 km, then 1,50 € a km, and
// 8 € per started 15 minutes of waiting, no free minutes, no surcharges.
import type { LegPriceRule } from './leg-price';

export const roundFigureRule: LegPriceRule = {
  baseFareCents: 4900,
  includedKm: 10,
  perKmCents: 150,
  waitingCentsPerBlock: 800,
  waitingBlockMinutes: 15,
  waitingFreeMinutes: 0,
  waitingCounting: 'angefangen',
  surcharges: [],
};
