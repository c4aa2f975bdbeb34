// The patient's statutory co-payment per leg (Zuzahlung, § 61 SGB V): 10 % of the leg's price, at least
// 5 €, at most 10 €, never more than the price itself. In integer cents:
//
//   min(cost, max(500, min(1000, round(cost × 0.1))))      round = half up to whole cents
//
// None for private rides (there is no statutory co-payment), work-accident rides billed to the
// Berufsgenossenschaft, transfers a hospital pays, a prescription marked "zuzahlungsfrei", or a valid
// exemption card (Befreiungsausweis) on the leg's date. Rides for inpatient treatment are charged for
// the first and the last leg only; other series follow the insurer's setting (every leg by default).
import { formatGermanDate } from '#app/domain/german-date';
import { formatEuro } from '#app/domain/pricing/money';
import type { TripReason } from '#app/domain/approvals/classification';

export const CO_PAYMENT_MIN_CENTS = 500;
export const CO_PAYMENT_MAX_CENTS = 1000;

/** Who pays the leg. Co-payment exists only towards a statutory health insurer. */
export type Payer = 'krankenkasse' | 'berufsgenossenschaft' | 'krankenhaus' | 'privat';

/** Which legs of a series are charged: every leg, or only the first and the last. */
export type SeriesChargeRule = 'jede_fahrt' | 'erste_und_letzte';

export type SeriesPosition = 'einzige' | 'erste' | 'mittlere' | 'letzte';

export type CoPaymentInput = {
  /** The leg's price in cents (what the insurer is billed before the co-payment). */
  costCents: number;
  /** yyyy-MM-dd. */
  legDate: string;
  payer: Payer;
  /** Muster 4: Arbeitsunfall, Berufskrankheit (billed to the BG whatever payer was entered). */
  workAccident: boolean;
  /** Muster 4: the doctor ticked "zuzahlungsfrei". */
  prescriptionExempt: boolean;
  /**
   * The prescription does not order this leg (Hin- or Rückfahrt unticked): the insurer does not pay it and
   * billing holds it back ("Die Verordnung nennt diese Fahrt nicht."), so there is no co-payment (DOMAIN.md:
   * co-payment belongs to rides the insurer pays). False without a prescription (billing blocks that itself).
   */
  legNotPrescribed: boolean;
  /** The patient's Befreiungsausweis: valid from (null = any earlier day) to (yyyy-MM-dd, usually 31 Dec). */
  exemptionCard: { validFrom: string | null; validUntil: string } | null;
  /** The leg's place in its series (or hospital stay); null for a single booking. */
  series: { position: SeriesPosition; rule: SeriesChargeRule } | null;
};

export type CoPayment = { amountCents: number; reason: string };

function assertCents(cents: number) {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`cents must be a whole number >= 0, got ${cents}`);
}

/** The § 61 amount for a leg costing `costCents`. */
export function statutoryCoPaymentCents(costCents: number): number {
  assertCents(costCents);
  const tenPercent = Math.floor((costCents + 5) / 10); // half up: 0.5 cent -> 1 cent
  return Math.min(costCents, Math.max(CO_PAYMENT_MIN_CENTS, Math.min(CO_PAYMENT_MAX_CENTS, tenPercent)));
}

/** Inpatient treatment: first and last leg only (DOMAIN.md); other reasons: the insurer's setting. */
export function seriesChargeRule(reason: TripReason, insurerRule: SeriesChargeRule = 'jede_fahrt'): SeriesChargeRule {
  return reason === 'stationaer' ? 'erste_und_letzte' : insurerRule;
}

export function exemptionCardValidOn(card: CoPaymentInput['exemptionCard'], date: string): boolean {
  if (!card) return false;
  return (card.validFrom === null || card.validFrom <= date) && date <= card.validUntil;
}

/** True when the card's last day lies in the month of `today` and has not passed (dashboard notice). */
export function exemptionCardExpiresThisMonth(validUntil: string, today: string): boolean {
  return validUntil.slice(0, 7) === today.slice(0, 7) && validUntil >= today;
}

/** The co-payment of one leg with its German reason. */
export function legCoPayment(input: CoPaymentInput): CoPayment {
  assertCents(input.costCents);
  const none = (reason: string): CoPayment => ({ amountCents: 0, reason });
  if (input.payer === 'privat') return none('Privatfahrt: keine gesetzliche Zuzahlung.');
  if (input.payer === 'berufsgenossenschaft' || input.workAccident)
    return none('Arbeitsunfall (Berufsgenossenschaft): keine Zuzahlung.');
  if (input.payer === 'krankenhaus') return none('Das Krankenhaus trägt die Kosten: keine Zuzahlung.');
  if (input.legNotPrescribed) {
    return none(
      'Keine Zuzahlung: Die Verordnung nennt diese Fahrt nicht, die Krankenkasse bezahlt sie nicht. Die Abrechnung hält sie an.',
    );
  }
  if (input.prescriptionExempt) return none('Die Verordnung ist als zuzahlungsfrei gekennzeichnet.');
  if (input.exemptionCard && exemptionCardValidOn(input.exemptionCard, input.legDate)) {
    return none(`Befreiungsausweis gültig bis ${formatGermanDate(input.exemptionCard.validUntil)}: keine Zuzahlung.`);
  }
  if (input.series?.rule === 'erste_und_letzte' && input.series.position === 'mittlere') {
    return none('Zuzahlung nur für die erste und die letzte Fahrt.');
  }
  const amountCents = statutoryCoPaymentCents(input.costCents);
  return {
    amountCents,
    reason: `Zuzahlung ${formatEuro(amountCents)} (10 % des Fahrpreises von ${formatEuro(input.costCents)}, mindestens 5 €, höchstens 10 €, nie mehr als der Fahrpreis).`,
  };
}
