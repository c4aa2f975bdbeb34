// Which legs one invoice may hold (issue 21, issue 38): private rides go to their customer, a hospital's
// transfers to the hospital (it pays them, DOMAIN.md "Co-payment"); insurer and BG rides go into the
// billing centre's package instead. One invoice has one recipient, so it never mixes private and hospital
// legs, nor two customers or two hospitals.
import type { Payer } from '#app/domain/billing/co-payment';

/** The payers who get an invoice from the company. */
export const INVOICED_PAYERS = ['privat', 'krankenhaus'] as const satisfies readonly Payer[];

export const isInvoicedPayer = (payer: Payer): payer is (typeof INVOICED_PAYERS)[number] =>
  (INVOICED_PAYERS as readonly Payer[]).includes(payer);

export const NOT_INVOICED =
  'Eine Rechnung ist nur für Privatfahrten und für Fahrten möglich, die ein Krankenhaus bezahlt; Fahrten einer Krankenkasse oder Berufsgenossenschaft rechnet das Abrechnungszentrum ab.';
export const MIXED_PAYERS =
  'Privatfahrten und Fahrten eines Krankenhauses stehen nie auf derselben Rechnung: Bitte erstellen Sie für jeden Empfänger eine eigene Rechnung.';
export const ONE_CUSTOMER = 'Alle Fahrten einer Rechnung müssen zum selben Kunden gehören.';
export const ONE_HOSPITAL = 'Alle Fahrten einer Rechnung müssen zum selben Krankenhaus gehören.';

/** Why these legs cannot stand on one invoice (German), or null. `customerKey` is the recipient's key. */
export function invoiceLegsProblem(legs: readonly { payer: Payer; customerKey: string }[]): string | null {
  if (legs.some((leg) => !isInvoicedPayer(leg.payer))) return NOT_INVOICED;
  if (new Set(legs.map((leg) => leg.payer)).size > 1) return MIXED_PAYERS;
  if (new Set(legs.map((leg) => leg.customerKey)).size > 1)
    return legs[0]?.payer === 'krankenhaus' ? ONE_HOSPITAL : ONE_CUSTOMER;
  return null;
}
