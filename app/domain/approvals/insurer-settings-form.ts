// The operator's settings per insurer (issue 18): for which trip reasons it waives the approval (Taxi/
// Mietwagen rides), and whether series legs all carry a co-payment or only the first and the last.
import { z } from '#app/domain/zod-jitless';
import { TRIP_REASONS, type TripReason } from './classification';
import { oneOf, requiredText } from './form-fields';

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

export const insurerSettingsSchema = z
  .object({
    krankenkasse: requiredText(120, 'Bitte geben Sie die Krankenkasse ein.'),
    seriesRule: oneOf(SERIES_RULES, 'Bitte wählen Sie die Regel für Serienfahrten.'),
  })
  .passthrough()
  .transform((value) => ({
    krankenkasse: value.krankenkasse,
    seriesRule: value.seriesRule,
    // One checkbox per reason: verzicht_<reason>.
    waivers: TRIP_REASONS.filter((reason) => {
      const box = (value as Record<string, unknown>)[`verzicht_${reason}`];
      return (WAIVABLE_REASONS as readonly string[]).includes(reason) && (box === 'on' || box === 'true');
    }),
  }));

export type InsurerSettingsInput = z.output<typeof insurerSettingsSchema>;
