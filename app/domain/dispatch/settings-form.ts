// The dispatch setting on the Einstellungen screen (issue 20): the duration of a leg whose distance is
// unknown, used by the conflict check. Speed and handling time keep their defaults (conflicts.ts).
import { DEFAULT_DISPATCH_SETTINGS, type DispatchSettings } from './conflicts';

export const MIN_DEFAULT_DURATION = 5;
export const MAX_DEFAULT_DURATION = 600;

export const DEFAULT_DURATION_ERROR = `Bitte geben Sie die Dauer als ganze Zahl von ${MIN_DEFAULT_DURATION} bis ${MAX_DEFAULT_DURATION} Minuten ein.`;

export function isDefaultDuration(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_DEFAULT_DURATION &&
    value <= MAX_DEFAULT_DURATION
  );
}

/** Parses the form value (digits, surrounding spaces allowed); anything else gets the German message. */
export function parseDefaultDuration(raw: unknown): { ok: true; value: number } | { ok: false; message: string } {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,4}$/.test(text)) return { ok: false, message: DEFAULT_DURATION_ERROR };
  const value = Number(text);
  return isDefaultDuration(value) ? { ok: true, value } : { ok: false, message: DEFAULT_DURATION_ERROR };
}

/** The settings from the stored value (any JSON); what is missing or not sensible falls back to the default. */
export function dispatchSettingsOf(stored: unknown): DispatchSettings {
  const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    ...DEFAULT_DISPATCH_SETTINGS,
    defaultDurationMinutes: isDefaultDuration(value.defaultDurationMinutes)
      ? value.defaultDurationMinutes
      : DEFAULT_DISPATCH_SETTINGS.defaultDurationMinutes,
  };
}
