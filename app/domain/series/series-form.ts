// The series forms of /app/series and the patient page, read on the server (the browser's fields are a
// convenience): create and "diese und alle folgenden" share the definition fields; "nur dieser Termin",
// pause and end have their own small forms. Every refusal is a German message on its field. Texts follow
// the one plain-text rule and dates the one date reading (issue 39): what is refused here is never copied
// into generated bookings and legs.
import { TIME_PATTERN } from '#app/domain/booking/slots';
import { TRANSPORT_TYPES, type TransportType } from '#app/domain/bookings/transport';
import { parseGermanDate } from '#app/domain/calendar-days';
import { textError, type TextKind } from '#app/domain/text/plain-text';
import { isUuid } from '#app/domain/uuid';
import type { HolidayHandling, SeriesReturn } from './definition';
import {
  MAX_INTERVAL_DAYS,
  MAX_INTERVAL_WEEKS,
  sortWeekdays,
  WEEKDAYS,
  type Recurrence,
  type SeriesRule,
  type Weekday,
} from './rule';

export const SERIES_TEXT_LIMIT = 300;
export const SERIES_NOTE_LIMIT = 1000;

export type SeriesFormInput = {
  patientId: string;
  rule: SeriesRule;
  pickupTime: string;
  back: SeriesReturn;
  holidays: HolidayHandling;
  abholadresse: string;
  zieladresse: string;
  transportart: TransportType | null;
  approvalId: string | null;
  hinweise: string | null;
};

export type FormRead<T> = { success: true; data: T } | { success: false; fieldErrors: Record<string, string> };

type Values = Record<string, unknown>;

function text(values: Values, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** A date field as yyyy-MM-dd (yyyy-MM-dd or dd.MM.yyyy typed, within the one range), '' when it is none. */
function dateOf(values: Values, name: string): string {
  return parseGermanDate(text(values, name)) ?? '';
}

/** A typed text: at most `max` characters, plain text of its kind (an address is a 'name'); the error on `name`. */
function typedText(
  values: Values,
  errors: Record<string, string>,
  name: string,
  label: string,
  max: number,
  kind: TextKind = 'single-line',
): string {
  const value = text(values, name);
  const refusal =
    value.length > max
      ? `${label} ${kind === 'multi-line' ? 'dürfen' : 'darf'} höchstens ${max} Zeichen lang sein.`
      : textError(value, kind);
  if (refusal) errors[name] = refusal;
  return value;
}

/** "1" or "on" from a checkbox. */
export function flag(values: Values, name: string): boolean {
  const value = text(values, name);
  return value === '1' || value === 'on' || value === 'true';
}

function returnOf(values: Values, errors: Record<string, string>, prefix = 'rueckfahrt'): SeriesReturn {
  const mode = text(values, prefix);
  if (mode === 'nach-termin') return { mode };
  if (mode === 'fest') {
    const time = text(values, `${prefix}Zeit`);
    if (!TIME_PATTERN.test(time)) errors[`${prefix}Zeit`] = 'Bitte geben Sie die Uhrzeit der Rückfahrt an.';
    return { mode, time };
  }
  if (mode !== '' && mode !== 'keine') errors[prefix] = 'Bitte wählen Sie, ob und wann die Rückfahrt stattfindet.';
  return { mode: 'keine' };
}

function recurrenceOf(values: Values, weekdays: readonly string[], errors: Record<string, string>): Recurrence {
  const art = text(values, 'art') || 'wochentage';
  if (art === 'intervall') {
    const days = Number(text(values, 'intervallTage'));
    if (!Number.isInteger(days) || days < 1 || days > MAX_INTERVAL_DAYS)
      errors.intervallTage = `Bitte geben Sie einen Abstand von 1 bis ${MAX_INTERVAL_DAYS} Tagen an.`;
    return { kind: 'daily', intervalDays: Number.isInteger(days) ? days : 1 };
  }
  if (art !== 'wochentage') errors.art = 'Bitte wählen Sie Wochentage oder einen Abstand in Tagen.';
  const chosen = weekdays.filter((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day));
  if (chosen.length === 0 || chosen.length !== weekdays.length)
    errors.tage = 'Bitte wählen Sie mindestens einen Wochentag.';
  const weeksText = text(values, 'intervallWochen') || '1';
  const weeks = Number(weeksText);
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_INTERVAL_WEEKS)
    errors.intervallWochen = `Bitte geben Sie einen Abstand von 1 bis ${MAX_INTERVAL_WEEKS} Wochen an.`;
  return { kind: 'weekly', weekdays: sortWeekdays(chosen), intervalWeeks: Number.isInteger(weeks) ? weeks : 1 };
}

/**
 * The definition fields of a series (create, "diese und alle folgenden"). `weekdays` are the form's
 * repeated `tage` values. The rule's own checks (dates in order, a return after the pickup) follow in
 * `seriesProblems`; here every field is checked on its own.
 */
export function parseSeriesForm(values: Values, weekdays: readonly string[]): FormRead<SeriesFormInput> {
  const errors: Record<string, string> = {};
  const patientId = text(values, 'patientId');
  if (!isUuid(patientId)) errors.patientId = 'Bitte wählen Sie einen Patienten.';
  const start = dateOf(values, 'start');
  if (!start) errors.start = 'Bitte geben Sie ein gültiges Startdatum ein.';
  const untilText = dateOf(values, 'bis');
  if (text(values, 'bis') && !untilText) errors.bis = 'Bitte geben Sie ein gültiges Enddatum ein.';
  else if (untilText && start && untilText < start) errors.bis = 'Das Enddatum darf nicht vor dem Startdatum liegen.';
  const recurrence = recurrenceOf(values, weekdays, errors);
  const pickupTime = text(values, 'abholzeit');
  if (!TIME_PATTERN.test(pickupTime)) errors.abholzeit = 'Bitte geben Sie eine gültige Abholzeit ein (z. B. 06:30).';
  const back = returnOf(values, errors);
  if (back.mode === 'fest' && !errors.rueckfahrtZeit && TIME_PATTERN.test(pickupTime) && back.time <= pickupTime) {
    errors.rueckfahrtZeit = 'Die Rückfahrt muss nach der Hinfahrt liegen.';
  }
  const holidaysText = text(values, 'feiertage') || 'auslassen';
  if (holidaysText !== 'auslassen' && holidaysText !== 'fahren')
    errors.feiertage = 'Bitte wählen Sie, ob an Feiertagen gefahren wird.';
  const abholadresse = typedText(values, errors, 'abholadresse', 'Die Abholadresse', SERIES_TEXT_LIMIT, 'name');
  const zieladresse = typedText(values, errors, 'zieladresse', 'Die Zieladresse', SERIES_TEXT_LIMIT, 'name');
  if (!abholadresse) errors.abholadresse = 'Bitte geben Sie die Abholadresse ein.';
  if (!zieladresse) errors.zieladresse = 'Bitte geben Sie die Zieladresse ein.';
  const transportText = text(values, 'transportart');
  if (transportText && !(TRANSPORT_TYPES as readonly string[]).includes(transportText))
    errors.transportart = 'Bitte wählen Sie eine gültige Transportart.';
  const approvalText = text(values, 'approvalId');
  if (approvalText && !isUuid(approvalText)) errors.approvalId = 'Bitte wählen Sie eine Genehmigung aus der Liste.';
  const hinweise = typedText(values, errors, 'hinweise', 'Die Hinweise', SERIES_NOTE_LIMIT, 'multi-line');
  if (Object.keys(errors).length) return { success: false, fieldErrors: errors };
  return {
    success: true,
    data: {
      patientId,
      rule: { start, until: untilText || null, recurrence },
      pickupTime,
      back,
      holidays: holidaysText as HolidayHandling,
      abholadresse,
      zieladresse,
      transportart: (transportText || null) as TransportType | null,
      approvalId: approvalText || null,
      hinweise: hinweise || null,
    },
  };
}

/** "Nur dieser Termin": the rule date, and for a move the new date, time and return. */
export type DateChangeInput = { date: string } & (
  { kind: 'abgesagt' } | { kind: 'geaendert'; toDate: string; pickupTime: string; back: SeriesReturn }
);

export function parseDateChange(values: Values): FormRead<DateChangeInput> {
  const errors: Record<string, string> = {};
  const date = dateOf(values, 'datum');
  if (!date) errors.datum = 'Bitte wählen Sie einen Termin der Serie.';
  const kind = text(values, 'aenderung');
  if (kind === 'absagen')
    return Object.keys(errors).length
      ? { success: false, fieldErrors: errors }
      : { success: true, data: { date, kind: 'abgesagt' } };
  if (kind !== 'verschieben')
    return { success: false, fieldErrors: { ...errors, aenderung: 'Bitte wählen Sie „verschieben“ oder „absagen“.' } };
  const toDate = dateOf(values, 'neuesDatum');
  if (!toDate) errors.neuesDatum = 'Bitte geben Sie ein gültiges neues Datum ein.';
  const pickupTime = text(values, 'abholzeit');
  if (!TIME_PATTERN.test(pickupTime)) errors.abholzeit = 'Bitte geben Sie eine gültige Abholzeit ein (z. B. 06:30).';
  const back = returnOf(values, errors);
  if (back.mode === 'fest' && !errors.rueckfahrtZeit && TIME_PATTERN.test(pickupTime) && back.time <= pickupTime) {
    errors.rueckfahrtZeit = 'Die Rückfahrt muss nach der Hinfahrt liegen.';
  }
  if (Object.keys(errors).length) return { success: false, fieldErrors: errors };
  return { success: true, data: { date, kind: 'geaendert', toDate, pickupTime, back } };
}

/** A pause (hospital stay) from-to, both included. */
export function parsePause(values: Values): FormRead<{ from: string; to: string }> {
  const from = dateOf(values, 'von');
  const to = dateOf(values, 'bis');
  const errors: Record<string, string> = {};
  if (!from) errors.von = 'Bitte geben Sie an, ab wann die Serie pausiert.';
  if (!to) errors.bis = 'Bitte geben Sie an, bis wann die Serie pausiert.';
  else if (!errors.von && to < from) errors.bis = 'Die Pause muss enden, nachdem sie beginnt.';
  return Object.keys(errors).length ? { success: false, fieldErrors: errors } : { success: true, data: { from, to } };
}

/** A date field on its own (the split date, the last day of an ended series). */
export function parseDateField(values: Values, name: string, message: string): FormRead<string> {
  const value = dateOf(values, name);
  return value ? { success: true, data: value } : { success: false, fieldErrors: { [name]: message } };
}
