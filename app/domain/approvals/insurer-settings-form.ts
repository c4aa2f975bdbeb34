// The operator's settings per insurer (issue 18): for which trip reasons it waives the approval (Taxi/
// Mietwagen rides), and whether series legs all carry a co-payment or only the first and the last. Issue
// 38: the kind of the payer (a hospital pays its transfers itself and gets an invoice) and, for a
// hospital, the address its invoices go to.
import { isPrivatePayerName } from '#app/domain/billing/leg-co-payments';
import { PAYER_LABELS } from '#app/domain/billing/read-models';
import type { Payer } from '#app/domain/billing/co-payment';
import { invoiceAddress } from '#app/domain/invoices/invoice-form';
import { z } from '#app/domain/zod-jitless';
import { TRIP_REASONS, type TripReason } from './classification';
import { formString, oneOf, requiredText } from './form-fields';

/** Reasons an insurer may waive: those that otherwise need an approval. */
export const WAIVABLE_REASONS = [
  'dialyse',
  'onkologische_strahlentherapie',
  'onkologische_chemotherapie',
  'vergleichbarer_ausnahmefall',
  'dauerhafte_mobilitaetsbeeintraechtigung',
  'ambulante_behandlung',
] as const satisfies readonly TripReason[];

/** Which legs of a series carry a co-payment (billing's SeriesChargeRule). */
export const SERIES_RULES = ['jede_fahrt', 'erste_und_letzte'] as const;

export const SERIES_RULE_LABELS = {
  jede_fahrt: 'Zuzahlung für jede Fahrt',
  erste_und_letzte: 'Zuzahlung nur für die erste und die letzte Fahrt',
} as const satisfies Record<(typeof SERIES_RULES)[number], string>;

/** "Art des Kostenträgers": what the Inhaber may mark a payer as (private rides have no entry here). */
export const PAYER_KINDS = ['krankenkasse', 'berufsgenossenschaft', 'krankenhaus'] as const satisfies readonly Payer[];
export type PayerKind = (typeof PAYER_KINDS)[number];
export const PAYER_KIND_LABELS: Record<PayerKind, string> = PAYER_LABELS;

const HOSPITAL_ADDRESS_MISSING =
  'Bitte geben Sie die Rechnungsanschrift des Krankenhauses ein (Straße, PLZ und Ort): Es bekommt die Rechnung.';
const hospitalAddress = invoiceAddress(HOSPITAL_ADDRESS_MISSING);
const PRIVATE_NAME_KIND =
  '„Privat“ und „Selbstzahler“ sind Privatfahrten, weder Krankenhaus noch Berufsgenossenschaft.';

export const insurerSettingsSchema = z
  .object({
    krankenkasse: requiredText(120, 'Bitte geben Sie die Krankenkasse ein.', 'name'),
    seriesRule: oneOf(SERIES_RULES, 'Bitte wählen Sie die Regel für Serienfahrten.'),
    // Missing = Krankenkasse, as every payer was before issue 38.
    art: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() ? value : 'krankenkasse'),
      oneOf(PAYER_KINDS, 'Bitte wählen Sie die Art des Kostenträgers.'),
    ),
    rechnungsanschrift: formString,
  })
  .passthrough()
  .superRefine((value, ctx) => {
    if (value.art !== 'krankenkasse' && isPrivatePayerName(value.krankenkasse))
      ctx.addIssue({ code: 'custom', path: ['art'], message: PRIVATE_NAME_KIND });
    if (value.art !== 'krankenhaus') return;
    const address = hospitalAddress.safeParse(value.rechnungsanschrift);
    if (!address.success)
      ctx.addIssue({ code: 'custom', path: ['rechnungsanschrift'], message: address.error.issues[0]!.message });
  })
  .transform((value) => ({
    krankenkasse: value.krankenkasse,
    seriesRule: value.seriesRule,
    art: value.art,
    // Only a hospital's invoices go to the address kept here.
    rechnungsanschrift: value.art === 'krankenhaus' ? value.rechnungsanschrift : null,
    // One checkbox per reason: verzicht_<reason>.
    waivers: TRIP_REASONS.filter((reason) => {
      const box = (value as Record<string, unknown>)[`verzicht_${reason}`];
      return (WAIVABLE_REASONS as readonly string[]).includes(reason) && (box === 'on' || box === 'true');
    }),
  }));

export type InsurerSettingsInput = z.output<typeof insurerSettingsSchema>;
