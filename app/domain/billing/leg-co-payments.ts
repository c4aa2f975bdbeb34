// Who pays a leg, and the co-payment of a leg as the booking details show it (issue 18): computed where
// billing computes it (the leg facts and the one leg pricing, issue 36), with the insurer's rule and the
// ride's place in its series or hospital stay; "Preis fehlt" when the price rules cannot price it.
import { formatEuro } from '#app/domain/pricing/money';
import { LEG_KIND_LABELS, type LegKind } from '#app/domain/rides/legs';
import type { PayerKind } from '#app/domain/approvals/insurer-settings-form';
import type { CoPayment, Payer } from './co-payment';
import { formatNumber } from '#app/domain/numbers';

/** Where the km a leg is priced with come from: driven (the leg's km, as billing bills them) or planned (the booking's distance). */
export type KmSource = 'gefahren' | 'geplant';

export type LegCoPaymentView = {
  kind: LegKind;
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

/** A payer's entry in the per-insurer settings: the kind the Inhaber gave it (issue 38). */
export type PayerSetting = { krankenkasse: string; art: PayerKind };

const payerKey = (name: string | null) => name?.trim().replace(/\s+/g, ' ').toLowerCase() ?? '';

/** "Privat", "Selbstzahler …" or no payer at all: a private ride, whatever the settings say. */
export function isPrivatePayerName(name: string | null): boolean {
  const key = payerKey(name);
  return !key || /^(privat|selbstzahler)/.test(key);
}

/**
 * Who pays a leg: the one rule for leg facts, details, billing, invoices and receipts (DOMAIN.md
 * "Co-payment"). A private name stays private. Otherwise the kind the Inhaber gave the payer in the
 * per-insurer settings (matched case-insensitively, as the settings are) decides when it is a hospital or
 * a BG; a work accident on the prescription makes an insurer's ride the BG's (a hospital still pays its
 * own transfer); a name with "Berufsgenossenschaft" or "BG" is a BG; anything else is a Krankenkasse.
 */
export function payerOf(krankenkasse: string | null, settings: readonly PayerSetting[], workAccident = false): Payer {
  if (isPrivatePayerName(krankenkasse)) return 'privat';
  const key = payerKey(krankenkasse);
  const art = settings.find((setting) => payerKey(setting.krankenkasse) === key)?.art ?? 'krankenkasse';
  if (art === 'krankenhaus') return 'krankenhaus';
  if (art === 'berufsgenossenschaft' || workAccident || /berufsgenossenschaft|^bg\b/.test(key))
    return 'berufsgenossenschaft';
  return 'krankenkasse';
}

export type PricedLeg =
  | { ok: true; costCents: number; km: number; kmSource: KmSource; coPayment: CoPayment }
  | { ok: false; message: string };

/** The co-payment of a priced leg, or "Preis fehlt" with why the leg has no price. */
export function coPaymentView(kind: LegKind, priced: PricedLeg): LegCoPaymentView {
  const label = LEG_KIND_LABELS[kind];
  if (!priced.ok) {
    return {
      kind,
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
    kind,
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
  `${formatNumber(leg.km ?? 0)} km ${leg.kmSource ?? ''}`.trim();

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
