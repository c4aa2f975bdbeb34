// What staff enter for a completed leg on /app/billing (issue 21): the driven km (to a tenth, as the
// driver reports them), the waiting time in whole minutes and the drop-off time (HH:MM, for the billing
// centre's CSV when the driver reported no "abgesetzt"). Empty keeps "not given".
import { formatNumber } from '#app/domain/numbers';

export const MAX_LEG_KM = 10_000;
export const MAX_WAITING_MINUTES = 1440;

export type LegValues = { km: number | null; wartezeitMinuten: number | null; abgesetztUm: string | null };
type LegValuesField = 'km' | 'wartezeit' | 'abgesetztUm';
export type LegValuesResult =
  { success: true; data: LegValues } | { success: false; fieldErrors: Partial<Record<LegValuesField, string>> };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

type Parsed<T> = { value: T | null; error?: string };

/** Driven km to a tenth ("12,5", "12.5 km"); empty is null. Shared by the km entry and the package correction. */
export function parseKmField(value: unknown): Parsed<number> {
  const raw = text(value).replace(/\s/g, '').replace(/km$/i, '');
  if (!raw) return { value: null };
  if (!/^\d{1,5}([.,]\d)?$/.test(raw))
    return {
      value: null,
      error: 'Bitte geben Sie die Kilometer als Zahl mit höchstens einer Nachkommastelle ein, z. B. 12,5.',
    };
  const km = Number(raw.replace(',', '.'));
  if (km > MAX_LEG_KM)
    return { value: null, error: `Die Kilometer dürfen höchstens ${formatNumber(MAX_LEG_KM)} betragen.` };
  return { value: km };
}

/** Waiting time in whole minutes ("20", "20 min"); empty is null. */
export function parseWaitingField(value: unknown): Parsed<number> {
  const raw = text(value)
    .replace(/\s/g, '')
    .replace(/min\.?$/i, '');
  if (!raw) return { value: null };
  if (!/^\d{1,4}$/.test(raw))
    return { value: null, error: 'Bitte geben Sie die Wartezeit in ganzen Minuten ein, z. B. 20.' };
  const minutes = Number(raw);
  if (minutes > MAX_WAITING_MINUTES)
    return { value: null, error: `Die Wartezeit darf höchstens ${MAX_WAITING_MINUTES} Minuten betragen.` };
  return { value: minutes };
}

/** A clock time "14:30", "9.05", "14:30 Uhr" as HH:MM; empty is null. Shared with the office completion. */
export function parseClockField(value: unknown): Parsed<string> {
  const raw = text(value).replace(/\s/g, '').replace(/uhr$/i, '');
  if (!raw) return { value: null };
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(raw);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59)
    return { value: null, error: 'Bitte geben Sie die Uhrzeit als HH:MM ein, z. B. 14:30.' };
  return { value: `${String(hours).padStart(2, '0')}:${match[2]}` };
}

export function parseLegValuesForm(values: Record<string, unknown>): LegValuesResult {
  const fieldErrors: Partial<Record<LegValuesField, string>> = {};
  const km = parseKmField(values.km);
  if (km.error) fieldErrors.km = km.error;
  const wait = parseWaitingField(values.wartezeit);
  if (wait.error) fieldErrors.wartezeit = wait.error;
  const time = parseClockField(values.abgesetztUm);
  if (time.error) fieldErrors.abgesetztUm = time.error;
  const abgesetztUm = time.value;
  if (km.value === null && wait.value === null && !abgesetztUm && !km.error && !wait.error && !time.error)
    fieldErrors.km = 'Bitte geben Sie die gefahrenen Kilometer, die Wartezeit oder die Absetzzeit ein.';
  return Object.keys(fieldErrors).length
    ? { success: false, fieldErrors }
    : { success: true, data: { km: km.value, wartezeitMinuten: wait.value, abgesetztUm } };
}

/** The month a package covers: "2026-11"; null when it is not one. */
export function parseMonth(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}
