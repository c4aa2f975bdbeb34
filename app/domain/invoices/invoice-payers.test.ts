// Which legs one invoice may hold (issue 38): private or hospital legs of one recipient.
import { describe, expect, it } from 'vitest';
import type { Payer } from '#app/domain/billing/co-payment';
import { invoiceLegsProblem, MIXED_PAYERS, NOT_INVOICED, ONE_CUSTOMER, ONE_HOSPITAL } from './invoice-payers';

const leg = (payer: Payer, customerKey: string) => ({ payer, customerKey });
const KLINIKUM = 'krankenhaus:klinikum frankfurt höchst';

describe('the legs of one invoice', () => {
  it.each<[string, ReturnType<typeof leg>[], string | null]>([
    ['private legs of one customer', [leg('privat', 'patient:1'), leg('privat', 'patient:1')], null],
    // DOMAIN.md "Co-payment": the hospital is the payer and gets the invoice
    [
      'several legs of one hospital (different patients)',
      [leg('krankenhaus', KLINIKUM), leg('krankenhaus', KLINIKUM)],
      null,
    ],
    // § 302 SGB V: insurer and BG legs go to the billing centre, not on an invoice
    ['an insurer leg', [leg('krankenkasse', 'patient:1')], NOT_INVOICED],
    [
      'a BG leg beside a private one',
      [leg('privat', 'patient:1'), leg('berufsgenossenschaft', 'patient:1')],
      NOT_INVOICED,
    ],
    // One invoice, one recipient (§ 14 Abs. 4 Nr. 1 UStG: the recipient's name and address)
    ['private and hospital legs', [leg('privat', 'patient:1'), leg('krankenhaus', KLINIKUM)], MIXED_PAYERS],
    ['two customers', [leg('privat', 'patient:1'), leg('privat', 'booking:2')], ONE_CUSTOMER],
    ['two hospitals', [leg('krankenhaus', KLINIKUM), leg('krankenhaus', 'krankenhaus:bürgerhospital')], ONE_HOSPITAL],
  ])('%s', (_case, legs, problem) => {
    expect(invoiceLegsProblem(legs)).toBe(problem);
  });
});
