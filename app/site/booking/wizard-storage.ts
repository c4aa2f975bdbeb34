// The wizard's entries survive a reload in the same tab (sessionStorage), never the file, and are
// removed with the tab. A new wizard run gets a new idempotency key.
import { EMPTY_VALUES, type StepNumber, type WizardValues } from '#app/domain/booking/schemas';
import { WIZARD_STORAGE_KEY as STORAGE_KEY } from './wizard-storage-key';

export type StoredWizard = { values: WizardValues; step: StepNumber; idempotencyKey: string };

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function loadWizard(): StoredWizard | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredWizard>;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.idempotencyKey !== 'string') return null;
    const values = { ...EMPTY_VALUES };
    for (const field of Object.keys(EMPTY_VALUES) as (keyof WizardValues)[]) {
      const stored = (parsed.values as Record<string, unknown> | undefined)?.[field];
      if (typeof stored === typeof EMPTY_VALUES[field]) (values as Record<string, unknown>)[field] = stored;
    }
    const step = [1, 2, 3, 4].includes(Number(parsed.step)) ? (Number(parsed.step) as StepNumber) : 1;
    return { values, step, idempotencyKey: parsed.idempotencyKey };
  } catch {
    return null;
  }
}

export function saveWizard(state: StoredWizard): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the wizard still works, only without reload safety.
  }
}
