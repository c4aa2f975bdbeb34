// The capacity setting "Fahrten pro Zeitfenster" (DESIGN.md): a whole number 0–999, 0 = unlimited.

export const MAX_SLOT_CAPACITY = 999;

export const SLOT_CAPACITY_ERROR = `Bitte geben Sie eine ganze Zahl von 0 bis ${MAX_SLOT_CAPACITY} ein.`;

export function isSlotCapacity(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_SLOT_CAPACITY;
}

/** Parses the form value (digits only, surrounding spaces allowed); anything else gets the German message. */
export function parseSlotCapacity(raw: unknown): { ok: true; value: number } | { ok: false; message: string } {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,4}$/.test(text)) return { ok: false, message: SLOT_CAPACITY_ERROR };
  const value = Number(text);
  return isSlotCapacity(value) ? { ok: true, value } : { ok: false, message: SLOT_CAPACITY_ERROR };
}
