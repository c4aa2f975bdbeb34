// The patient's statutory co-payment per leg (Zuzahlung, § 61 SGB V): 10 % of the leg's price, at least
// 5 €, at most 10 €, never more than the price itself. In integer cents:
//
//   min(cost, max(500, min(1000, round(cost × 0.1))))      round = half up to whole cents
//
// None for private rides (there is no statutory co-payment), work-accident rides billed to the
// Berufsgenossenschaft, transfers a hospital pays, a prescription marked "zuzahlungsfrei", or an
// exemption card (Befreiungsausweis, § 62 SGB V) valid on the leg's date: from its first to its last day,
// so a card issued in advance for next year exempts nothing this year. The rides around a hospital stay
// (pre-, full and partial inpatient, post-inpatient treatment, outpatient operations) are one unit charged
// for its first and last ride only; other series follow the insurer's setting (every ride by default).
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
  /** The patient's Befreiungsausweis: its first and last day (yyyy-MM-dd; exemptionCardOf). */
  exemptionCard: ExemptionCard | null;
  /** The leg's place in its series (or hospital stay); null for a single booking. */
  series: { position: SeriesPosition; rule: SeriesChargeRule } | null;
};

export type CoPayment = { amountCents: number; reason: string };

/** A Befreiungsausweis (§ 62 SGB V): valid from its first to its last day, both included. */
export type ExemptionCard = { validFrom: string; validUntil: string };

/** The reasons whose rides form a hospital-stay unit (DOMAIN.md "Co-payment"; app/domain/rides/unit-position.ts). */
export const HOSPITAL_STAY_REASONS = ['vorstationaer', 'stationaer', 'nachstationaer', 'ambulante_operation'] as const;

export function isHospitalStayReason(reason: string): reason is (typeof HOSPITAL_STAY_REASONS)[number] {
  return (HOSPITAL_STAY_REASONS as readonly string[]).includes(reason);
}

/** 1 January of the year of `validUntil`: a card's first day when none is recorded (the form's default). */
export function exemptionCardDefaultStart(validUntil: string): string {
  return `${validUntil.slice(0, 4)}-01-01`;
}

/** The patient's card from the stored days (a card stored without its first day starts on 1 January). */
export function exemptionCardOf(validFrom: string | null, validUntil: string | null): ExemptionCard | null {
  if (!validUntil) return null;
  return { validFrom: validFrom ?? exemptionCardDefaultStart(validUntil), validUntil };
}

/** "vom 01.01.2027 bis 31.12.2027": the card's period as staff and receipts read it. */
export function exemptionCardPeriod(card: ExemptionCard): string {
  return `vom ${formatGermanDate(card.validFrom)} bis ${formatGermanDate(card.validUntil)}`;
}

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

/** A hospital stay's rides: first and last only (DOMAIN.md); other reasons: the insurer's setting. */
export function seriesChargeRule(reason: TripReason, insurerRule: SeriesChargeRule = 'jede_fahrt'): SeriesChargeRule {
  return isHospitalStayReason(reason) ? 'erste_und_letzte' : insurerRule;
}

export function exemptionCardValidOn(card: ExemptionCard | null, date: string): boolean {
  if (!card) return false;
  return card.validFrom <= date && date <= card.validUntil;
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
    return none(`Befreiungsausweis gültig ${exemptionCardPeriod(input.exemptionCard)}: keine Zuzahlung.`);
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
