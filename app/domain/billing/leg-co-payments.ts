// Who pays a leg, and the co-payment of a leg as the booking details show it (issue 18): computed where
// billing computes it (the leg facts and the one leg pricing, issue 36), with the insurer's rule and the
// ride's place in its series or hospital stay; "Preis fehlt" when the price rules cannot price it.
import { formatEuro } from '#app/domain/pricing/money';
import { LEG_DIRECTION_LABELS, type LegDirection } from '#app/domain/approvals/validity';
import type { CoPayment, Payer } from './co-payment';

export type LegCoPaymentView = {
  direction: LegDirection;
  label: string;
  costCents: number | null;
  /** Null when the price is missing. */
  amountCents: number | null;
  /** "5,00 €" or "Preis fehlt". */
  text: string;
  reason: string;
};

export const PRICE_MISSING = 'Preis fehlt';

export function payerOf(krankenkasse: string | null): Payer {
  const name = krankenkasse?.trim().toLowerCase() ?? '';
  if (!name || /^(privat|selbstzahler)/.test(name)) return 'privat';
  if (/berufsgenossenschaft|^bg\b/.test(name)) return 'berufsgenossenschaft';
  return 'krankenkasse';
}

/** The co-payment of a priced leg, or "Preis fehlt" with why the leg has no price. */
export function coPaymentView(direction: LegDirection, priced: { ok: true; costCents: number; coPayment: CoPayment } | { ok: false; message: string }): LegCoPaymentView {
  const label = LEG_DIRECTION_LABELS[direction];
  if (!priced.ok) return { direction, label, costCents: null, amountCents: null, text: PRICE_MISSING, reason: `Ohne Preis lässt sich die Zuzahlung nicht berechnen: ${priced.message}` };
  return { direction, label, costCents: priced.costCents, amountCents: priced.coPayment.amountCents, text: formatEuro(priced.coPayment.amountCents), reason: priced.coPayment.reason };
}
