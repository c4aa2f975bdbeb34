import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, readConsent, writeConsent } from './consent-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const throwing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('consent storage', () => {
  it('uses the key analytics_consent with "true" for accepted and "false" for declined', () => {
    const storage = memoryStorage();
    expect(CONSENT_STORAGE_KEY).toBe('analytics_consent');
    expect(writeConsent(storage, 'accepted')).toBe(true);
    expect(storage.values.get('analytics_consent')).toBe('true');
    expect(readConsent(storage)).toBe('accepted');
    writeConsent(storage, 'declined');
    expect(storage.values.get('analytics_consent')).toBe('false');
    expect(readConsent(storage)).toBe('declined');
  });

  it('treats a missing or unknown value as no choice', () => {
    expect(readConsent(memoryStorage())).toBeNull();
    expect(readConsent(memoryStorage({ analytics_consent: 'yes' }))).toBeNull();
    expect(readConsent(null)).toBeNull();
  });

  it('survives storage that throws', () => {
    expect(readConsent(throwing)).toBeNull();
    expect(writeConsent(throwing, 'accepted')).toBe(false);
    expect(writeConsent(null, 'accepted')).toBe(false);
  });
});
