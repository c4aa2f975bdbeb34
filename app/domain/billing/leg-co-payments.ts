// The co-payment of each leg of a booking (issue 18) as the booking details show it: the leg's price
// from the price rules when it is computable, else "Preis fehlt"; who pays from the insurer field and the
// prescription's accident box; the patient's exemption card; inpatient treatment charged on the first
// and the last leg only (a booking's outbound and return are its first and last ride).
import { formatEuro } from '#app/domain/pricing/money';
import type { TripReason } from '#app/domain/approvals/classification';
import { LEG_DIRECTION_LABELS, type LegDirection } from '#app/domain/approvals/validity';
import { legCoPayment, seriesChargeRule, type Payer, type SeriesChargeRule, type SeriesPosition } from './co-payment';

export type LegCoPaymentInput = {
  direction: LegDirection;
  date: string;
  /** The leg's price in cents, or null when the price rules cannot compute it. */
  costCents: number | null;
};

export type BookingCoPaymentInput = {
  legs: readonly LegCoPaymentInput[];
  /** The booking's insurer; empty or "privat"/"Selbstzahler" means a private ride. */
  krankenkasse: string | null;
  prescription: { zuzahlungsbefreit: boolean; unfall: string; grund: TripReason } | null;
  /** The patient's Befreiungsausweis: last day (yyyy-MM-dd), or null. */
  exemptionUntil: string | null;
  /** The insurer's setting for series (jede_fahrt by default). */
  insurerSeriesRule?: SeriesChargeRule;
};

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

function positionOf(index: number, count: number): SeriesPosition {
  if (count === 1) return 'einzige';
  if (index === 0) return 'erste';
  return index === count - 1 ? 'letzte' : 'mittlere';
}

export function legCoPayments(input: BookingCoPaymentInput): LegCoPaymentView[] {
  const payer = payerOf(input.krankenkasse);
  const rule = input.prescription ? seriesChargeRule(input.prescription.grund, input.insurerSeriesRule) : 'jede_fahrt';
  return input.legs.map((leg, index) => {
    const label = LEG_DIRECTION_LABELS[leg.direction];
    if (leg.costCents === null) {
      return { direction: leg.direction, label, costCents: null, amountCents: null, text: PRICE_MISSING, reason: 'Ohne Preis lässt sich die Zuzahlung nicht berechnen.' };
    }
    const result = legCoPayment({
      costCents: leg.costCents,
      legDate: leg.date,
      payer,
      workAccident: input.prescription?.unfall === 'arbeitsunfall',
      prescriptionExempt: input.prescription?.zuzahlungsbefreit ?? false,
      exemptionCard: input.exemptionUntil ? { validFrom: null, validUntil: input.exemptionUntil } : null,
      series: input.legs.length > 1 ? { position: positionOf(index, input.legs.length), rule } : null,
    });
    return { direction: leg.direction, label, costCents: leg.costCents, amountCents: result.amountCents, text: formatEuro(result.amountCents), reason: result.reason };
  });
}
