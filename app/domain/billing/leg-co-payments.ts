// Who pays a leg, and the co-payment of a leg as the booking details show it (issue 18): computed where
// billing computes it (the leg facts and the one leg pricing, issue 36), with the insurer's rule and the
// ride's place in its series or hospital stay; "Preis fehlt" when the price rules cannot price it.
import { formatEuro } from '#app/domain/pricing/money';
import { LEG_DIRECTION_LABELS, type LegDirection } from '#app/domain/approvals/validity';
import type { CoPayment, Payer } from './co-payment';

/** Where the km a leg is priced with come from: driven (the leg's km, as billing bills them) or planned (the booking's distance). */
export type KmSource = 'gefahren' | 'geplant';

export type LegCoPaymentView = {
  direction: LegDirection;
  label: string;
  /** The leg's price (what billing charges once these km are final); null when the price is missing. */
  costCents: number | null;
  /** The km the price is computed from and where they come from; null when the price is missing. */
  km: number | null;
  kmSource: KmSource | null;
  /** Why the leg has no price (German), null when it has one. */
  priceProblem: string | null;
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

export type PricedLeg =
  | { ok: true; costCents: number; km: number; kmSource: KmSource; coPayment: CoPayment }
  | { ok: false; message: string };

/** The co-payment of a priced leg, or "Preis fehlt" with why the leg has no price. */
export function coPaymentView(direction: LegDirection, priced: PricedLeg): LegCoPaymentView {
  const label = LEG_DIRECTION_LABELS[direction];
  if (!priced.ok) {
    return {
      direction,
      label,
      costCents: null,
      km: null,
      kmSource: null,
      priceProblem: priced.message,
      amountCents: null,
      text: PRICE_MISSING,
      reason: `Ohne Preis lässt sich die Zuzahlung nicht berechnen: ${priced.message}`,
    };
  }
  return {
    direction,
    label,
    costCents: priced.costCents,
    km: priced.km,
    kmSource: priced.kmSource,
    priceProblem: null,
    amountCents: priced.coPayment.amountCents,
    text: formatEuro(priced.coPayment.amountCents),
    reason: priced.coPayment.reason,
  };
}

const kmText = (leg: Pick<LegCoPaymentView, 'km' | 'kmSource'>) =>
  `${(leg.km ?? 0).toLocaleString('de-DE')} km ${leg.kmSource ?? ''}`.trim();

/**
 * The booking's price as the details show it, from the same leg views as its co-payments (so it never
 * disagrees with billing): "117,00 € (Hinfahrt: 50 km gefahren)", for two legs each leg's price; or
 * "Preis fehlt" with each unpriced leg's reason. Null for a booking without legs to price.
 */
export function bookingPriceText(legs: readonly LegCoPaymentView[]): string | null {
  if (!legs.length) return null;
  const missing = legs.filter((leg) => leg.priceProblem !== null);
  if (missing.length) return `${PRICE_MISSING}: ${missing.map((leg) => `${leg.label}: ${leg.priceProblem}`).join(' ')}`;
  const total = legs.reduce((sum, leg) => sum + (leg.costCents ?? 0), 0);
  const parts = legs.map((leg) =>
    legs.length === 1
      ? `${leg.label}: ${kmText(leg)}`
      : `${leg.label} ${formatEuro(leg.costCents ?? 0)} bei ${kmText(leg)}`,
  );
  return `${formatEuro(total)} (${parts.join('; ')})`;
}
