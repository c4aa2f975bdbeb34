// What staff enter for a price rule, checked the same way in the browser and on the server.
// SPEC.md §5: insurer and type are required; an empty or non-numeric number becomes 0. Beyond SPEC.md
// (issue 7): negative, absurdly large or over-precise numbers are refused with a German message, and a
// number that became 0 is reported back so the user sees it (decision 070).
import { plainText } from '#app/domain/text/plain-text';
import { z } from '#app/domain/zod-jitless';
import { isPriceMode, type PriceMode } from './modes';
import { formatEuro, parseEuroToCents, parseWholeNumber, type ParsedNumber } from './money';
import { formatNumber } from '#app/domain/numbers';

export const MAX_BASE_FARE_CENTS = 1_000_000; // 10.000,00 €
export const MAX_PER_KM_CENTS = 100_000; // 1.000,00 €
export const MAX_INCLUDED_KM = 10_000;
export const MAX_INSURER_LENGTH = 120;

export type PriceRuleInput = {
  insurer: string;
  mode: PriceMode;
  baseFareCents: number;
  includedKm: number;
  perKmCents: number;
};

export type PriceRuleField = 'insurer' | 'mode' | 'baseFare' | 'includedKm' | 'perKm';

export const PRICE_RULE_FIELD_LABELS: Record<PriceRuleField, string> = {
  insurer: 'Krankenkasse',
  mode: 'Transportart',
  baseFare: 'Grundpauschale',
  includedKm: 'Inklusive km',
  perKm: 'ab km Preis',
};

export type PriceRuleParseResult =
  | { success: true; data: PriceRuleInput; zeroed: PriceRuleField[] }
  | { success: false; fieldErrors: Partial<Record<PriceRuleField, string>> };

const insurerSchema = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    plainText(
      z
        .string()
        .min(1, 'Bitte geben Sie eine Krankenkasse ein.')
        .max(MAX_INSURER_LENGTH, `Der Name der Krankenkasse darf höchstens ${MAX_INSURER_LENGTH} Zeichen lang sein.`),
      'name',
    ),
  );

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

type NumberCheck = { value: number; zeroed: boolean } | { error: string };

function checkNumber(
  parsed: ParsedNumber,
  limits: { max: number; negative: string; tooLarge: string; tooPrecise: string },
): NumberCheck {
  switch (parsed.status) {
    case 'empty':
    case 'not-a-number':
      return { value: 0, zeroed: parsed.status === 'not-a-number' };
    case 'too-precise':
      return { error: limits.tooPrecise };
    case 'ok':
      if (parsed.value < 0) return { error: limits.negative };
      if (parsed.value > limits.max) return { error: limits.tooLarge };
      return { value: parsed.value, zeroed: false };
  }
}

/** Parses the form fields insurer, mode, baseFare, includedKm, perKm (strings, as a form sends them). */
export function parsePriceRuleForm(values: Record<string, unknown>): PriceRuleParseResult {
  const fieldErrors: Partial<Record<PriceRuleField, string>> = {};
  const zeroed: PriceRuleField[] = [];

  const insurer = insurerSchema.safeParse(text(values.insurer));
  if (!insurer.success)
    fieldErrors.insurer = insurer.error.issues[0]?.message ?? 'Bitte geben Sie eine Krankenkasse ein.';

  const mode = text(values.mode);
  if (!isPriceMode(mode)) fieldErrors.mode = 'Bitte wählen Sie eine Transportart aus.';

  const baseFare = checkNumber(parseEuroToCents(text(values.baseFare)), {
    max: MAX_BASE_FARE_CENTS,
    negative: 'Die Grundpauschale darf nicht negativ sein.',
    tooLarge: `Die Grundpauschale darf höchstens ${formatEuro(MAX_BASE_FARE_CENTS)} betragen.`,
    tooPrecise: 'Bitte höchstens zwei Nachkommastellen angeben (z. B. 49,50).',
  });
  const perKm = checkNumber(parseEuroToCents(text(values.perKm)), {
    max: MAX_PER_KM_CENTS,
    negative: 'Der Kilometerpreis darf nicht negativ sein.',
    tooLarge: `Der Kilometerpreis darf höchstens ${formatEuro(MAX_PER_KM_CENTS)} betragen.`,
    tooPrecise: 'Bitte höchstens zwei Nachkommastellen angeben (z. B. 1,50).',
  });
  const includedKm = checkNumber(parseWholeNumber(text(values.includedKm)), {
    max: MAX_INCLUDED_KM,
    negative: 'Die inklusiven Kilometer dürfen nicht negativ sein.',
    tooLarge: `Die inklusiven Kilometer dürfen höchstens ${formatNumber(MAX_INCLUDED_KM)} km betragen.`,
    tooPrecise: 'Bitte ganze Kilometer angeben (z. B. 10).',
  });

  const numbers = { baseFare, includedKm, perKm } as const;
  for (const [field, result] of Object.entries(numbers) as [PriceRuleField, NumberCheck][]) {
    if ('error' in result) fieldErrors[field] = result.error;
    else if (result.zeroed) zeroed.push(field);
  }

  if (Object.keys(fieldErrors).length > 0 || !insurer.success || !isPriceMode(mode))
    return { success: false, fieldErrors };
  if ('error' in baseFare || 'error' in includedKm || 'error' in perKm) return { success: false, fieldErrors };
  return {
    success: true,
    data: {
      insurer: insurer.data,
      mode,
      baseFareCents: baseFare.value,
      includedKm: includedKm.value,
      perKmCents: perKm.value,
    },
    zeroed,
  };
}

/** "Nicht erkannte Zahl bei Grundpauschale und ab km Preis wurde als 0 gespeichert." */
export function zeroedNotice(fields: PriceRuleField[]): string | null {
  if (fields.length === 0) return null;
  const names = fields.map((field) => PRICE_RULE_FIELD_LABELS[field]);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`;
  return fields.length === 1
    ? `Die Eingabe bei ${list} war keine Zahl und wurde als 0 gespeichert.`
    : `Die Eingaben bei ${list} waren keine Zahlen und wurden als 0 gespeichert.`;
}
