// What staff enter for a completed leg on /app/billing (issue 21): the driven km (to a tenth, as the
// driver reports them) and the waiting time in whole minutes. Empty keeps "not given".

export const MAX_LEG_KM = 10_000;
export const MAX_WAITING_MINUTES = 1440;

export type LegValues = { km: number | null; wartezeitMinuten: number | null };
export type LegValuesResult = { success: true; data: LegValues } | { success: false; fieldErrors: Partial<Record<'km' | 'wartezeit', string>> };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function parseLegValuesForm(values: Record<string, unknown>): LegValuesResult {
  const fieldErrors: Partial<Record<'km' | 'wartezeit', string>> = {};
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
  if (!rawKm && !rawWait) fieldErrors.km = 'Bitte geben Sie die gefahrenen Kilometer oder die Wartezeit ein.';
  return Object.keys(fieldErrors).length ? { success: false, fieldErrors } : { success: true, data: { km, wartezeitMinuten } };
}

/** The month a package covers: "2026-11"; null when it is not one. */
export function parseMonth(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}
