// One rule for every text field a person types (issue 14): control characters, bidi overrides and
// lone surrogates are refused with a German field message, never passed to the database (a NUL makes
// PostgreSQL fail) or into e-mails, calendar feeds and WhatsApp texts (a bidi override disguises what a
// staff member reads). Tab, line feed and carriage return are allowed only in fields with several lines.
import type { z } from '#app/domain/zod-jitless';
import { FORMULA_START_MESSAGE, startsLikeFormula } from './formula-start';

/**
 * What a field may contain: one line (e-mail, numbers, labels), several (notes, messages, templates), or a
 * name: one line naming a person, a street address or an insurer, which also cannot sensibly start with
 * = + - @ (a spreadsheet formula, issue 39). Phone numbers (+49 …) and notes are not names; the CSV
 * writer makes their cells inert instead.
 */
export type TextKind = 'single-line' | 'multi-line' | 'name';

export const PLAIN_TEXT_MESSAGE =
  'Diese Angabe enthält unzulässige Zeichen (Steuer- oder Richtungszeichen). Bitte geben Sie nur normalen Text ein.';

// C0 controls, DEL, C1 controls; bidi embeddings/overrides (U+202A-202E) and isolates (U+2066-2069);
// with the u flag, [\uD800-\uDFFF] matches only a surrogate that is not part of a valid pair.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
const FORBIDDEN_SINGLE_LINE = new RegExp('[\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF]', 'u');
// eslint-disable-next-line no-control-regex -- as above
const FORBIDDEN_MULTI_LINE = new RegExp('[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF]', 'u');
const FORBIDDEN_ALL_SINGLE = new RegExp(FORBIDDEN_SINGLE_LINE.source, 'gu');

/** True when `value` holds no character the field kind forbids. */
export function isPlainText(value: string, kind: TextKind = 'single-line'): boolean {
  return !(kind === 'multi-line' ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE).test(value);
}

/** The German message for `value` in a field of `kind`, or null when the value is fine. */
export function textError(value: string, kind: TextKind = 'single-line'): string | null {
  if (!isPlainText(value, kind)) return PLAIN_TEXT_MESSAGE;
  if (kind === 'name' && startsLikeFormula(value)) return FORMULA_START_MESSAGE;
  return null;
}

/**
 * `value` with every forbidden character removed, for input where refusing helps nobody: a search
 * term or a filter in the URL (nothing is stored).
 */
export function stripToPlainText(value: string): string {
  return value.replace(FORBIDDEN_ALL_SINGLE, '');
}

/**
 * The one reading of a search parameter (`?q=`) of every list and search (issue 39: `?q=a%00b` answered
 * 500): forbidden characters dropped, trimmed, at most `max` characters.
 */
export function searchTerm(value: string | null | undefined, max: number): string {
  return stripToPlainText(value ?? '')
    .trim()
    .slice(0, max);
}

/** `schema` refusing what `kind` forbids with the German field message (Zod 4 refinements keep the type). */
export function plainText<S extends z.ZodType<string, string>>(schema: S, kind: TextKind = 'single-line'): S {
  const plain = schema.refine((value) => isPlainText(value, kind), { error: PLAIN_TEXT_MESSAGE });
  return kind === 'name' ? plain.refine((value) => !startsLikeFormula(value), { error: FORMULA_START_MESSAGE }) : plain;
}

/** The first field (in the given order) whose value breaks the rule, or null. */
export function firstNonPlainField(values: Record<string, unknown>, kinds: Record<string, TextKind>): string | null {
  for (const [field, kind] of Object.entries(kinds)) {
    const value = values[field];
    if (typeof value === 'string' && !isPlainText(value, kind)) return field;
  }
  return null;
}
