// The analytics choice (SPEC.md §4/§9): localStorage key `analytics_consent`, "true" = accepted,
// "false" = declined, absent = not asked yet. Storage may be unavailable (private mode, blocked
// storage): then the choice counts as not made; app/site/client/consent.ts keeps it for the page's
// lifetime.

export const CONSENT_STORAGE_KEY = 'analytics_consent';

export type ConsentChoice = 'accepted' | 'declined';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function readConsent(storage: StorageLike | null | undefined): ConsentChoice | null {
  try {
    const value = storage?.getItem(CONSENT_STORAGE_KEY);
    if (value === 'true') return 'accepted';
    if (value === 'false') return 'declined';
    return null;
  } catch {
    return null;
  }
}

/** Stores the choice; returns false when the browser refused to store it. */
export function writeConsent(storage: StorageLike | null | undefined, choice: ConsentChoice): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CONSENT_STORAGE_KEY, choice === 'accepted' ? 'true' : 'false');
    return true;
  } catch {
    return false;
  }
}

/** window.localStorage, or null where reading it throws (blocked storage). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
