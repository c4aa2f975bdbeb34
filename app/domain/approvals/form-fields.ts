// Zod pieces for the prescription and approval forms (issue 18): every field arrives as a form string
// (or is missing); dates are yyyy-MM-dd, checkboxes "on". German messages, the same in browser and server.
import { isCalendarDate } from '#app/domain/calendar-days';
import { plainText, type TextKind } from '#app/domain/text/plain-text';
import { z } from '#app/domain/zod-jitless';
import { formatNumber } from '#app/domain/numbers';

const DATE_MESSAGE = 'Bitte geben Sie ein gültiges Datum ein.';

/** A form string, trimmed; a missing field is ''. */
export const formString = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string());

/** Optional single-line text: '' becomes null. */
export const optionalText = (max: number, kind: TextKind = 'single-line') =>
  formString.pipe(
    z.union([
      z.literal('').transform(() => null),
      plainText(z.string().max(max, `Höchstens ${formatNumber(max)} Zeichen.`), kind),
    ]),
  );

/** Required single-line text ('name': a person's or insurer's name, refusing a formula start). */
export const requiredText = (max: number, missing: string, kind: TextKind = 'single-line') =>
  formString.pipe(
    plainText(
      z
        .string()
        .min(1, missing)
        .max(max, `Höchstens ${formatNumber(max)} Zeichen.`),
      kind,
    ),
  );

/** A date field: required (with the given message) or optional ('' = null). */
export const requiredDate = (missing: string) =>
  formString.pipe(z.string().min(1, missing).refine(isCalendarDate, DATE_MESSAGE));

export const optionalDate = formString.pipe(
  z.union([z.literal('').transform(() => null), z.string().refine(isCalendarDate, DATE_MESSAGE)]),
);

/** A checkbox: checked when the field is "on" or "true". */
export const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean());

/** One of `values`, with a German message otherwise. */
export const oneOf = <T extends string>(values: readonly T[], message: string) =>
  formString
    .pipe(z.string().refine((value): value is T => (values as readonly string[]).includes(value), message))
    .transform((value) => value as T);

/** One of `values` or '' (= null). */
export const optionalOneOf = <T extends string>(values: readonly T[], message: string) =>
  formString.pipe(
    z.union([
      z.literal('').transform(() => null),
      z
        .string()
        .refine((value) => (values as readonly string[]).includes(value), message)
        .transform((value) => value as T),
    ]),
  );
