// What staff enter for a completed leg on /app/billing (issue 21): the driven km (to a tenth, as the
// driver reports them), the waiting time in whole minutes and the drop-off time (HH:MM, for the billing
// centre's CSV when the driver reported no "abgesetzt"). Empty keeps "not given".

export const MAX_LEG_KM = 10_000;
export const MAX_WAITING_MINUTES = 1440;

export type LegValues = { km: number | null; wartezeitMinuten: number | null; abgesetztUm: string | null };
type LegValuesField = 'km' | 'wartezeit' | 'abgesetztUm';
export type LegValuesResult = { success: true; data: LegValues } | { success: false; fieldErrors: Partial<Record<LegValuesField, string>> };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function parseLegValuesForm(values: Record<string, unknown>): LegValuesResult {
  const fieldErrors: Partial<Record<LegValuesField, string>> = {};
  let km: number | null = null;
  const rawKm = text(values.km).replace(/\s/g, '').replace(/km$/i, '');
  if (rawKm) {
    if (!/^\d{1,5}([.,]\d)?$/.test(rawKm)) fieldErrors.km = 'Bitte geben Sie die Kilometer als Zahl mit höchstens einer Nachkommastelle ein, z. B. 12,5.';
    else {
      km = Number(rawKm.replace(',', '.'));
      if (km > MAX_LEG_KM) fieldErrors.km = `Die Kilometer dürfen höchstens ${MAX_LEG_KM.toLocaleString('de-DE')} betragen.`;
    }
  }
  let wartezeitMinuten: number | null = null;
  const rawWait = text(values.wartezeit).replace(/\s/g, '').replace(/min\.?$/i, '');
  if (rawWait) {
    if (!/^\d{1,4}$/.test(rawWait)) fieldErrors.wartezeit = 'Bitte geben Sie die Wartezeit in ganzen Minuten ein, z. B. 20.';
    else {
      wartezeitMinuten = Number(rawWait);
      if (wartezeitMinuten > MAX_WAITING_MINUTES) fieldErrors.wartezeit = `Die Wartezeit darf höchstens ${MAX_WAITING_MINUTES} Minuten betragen.`;
    }
  }
  let abgesetztUm: string | null = null;
  const rawTime = text(values.abgesetztUm).replace(/\s/g, '').replace(/uhr$/i, '');
  if (rawTime) {
    const match = /^(\d{1,2})[:.](\d{2})$/.exec(rawTime);
    const hours = Number(match?.[1]);
    const minutes = Number(match?.[2]);
    if (!match || hours > 23 || minutes > 59) fieldErrors.abgesetztUm = 'Bitte geben Sie die Uhrzeit als SS:MM ein, z. B. 14:30.';
    else abgesetztUm = `${String(hours).padStart(2, '0')}:${match[2]}`;
  }
  if (!rawKm && !rawWait && !rawTime) fieldErrors.km = 'Bitte geben Sie die gefahrenen Kilometer, die Wartezeit oder die Absetzzeit ein.';
  return Object.keys(fieldErrors).length ? { success: false, fieldErrors } : { success: true, data: { km, wartezeitMinuten, abgesetztUm } };
}

/** The month a package covers: "2026-11"; null when it is not one. */
export function parseMonth(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}
