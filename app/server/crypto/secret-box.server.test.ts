import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, SecretDecryptionError } from './secret-box.server';

const SECRET = 'a'.repeat(40);

describe('secret box (AES-256-GCM, HKDF key)', () => {
  it('round-trips and never stores the clear text', () => {
    const stored = encryptSecret(SECRET, 'smtp-password', 'Geheim-Passwort-ÄÖÜ');
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain('Geheim');
    expect(decryptSecret(SECRET, 'smtp-password', stored)).toBe('Geheim-Passwort-ÄÖÜ');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptSecret(SECRET, 'p', 'x')).not.toBe(encryptSecret(SECRET, 'p', 'x'));
  });

  it('refuses a changed value, another app secret or another purpose', () => {
    const stored = encryptSecret(SECRET, 'smtp-password', 'Geheim');
    const [v, iv, tag, data] = stored.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptSecret(SECRET, 'smtp-password', [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow(
      SecretDecryptionError,
    );
    expect(() => decryptSecret('b'.repeat(40), 'smtp-password', stored)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret(SECRET, 'whatsapp-api-token', stored)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret(SECRET, 'smtp-password', 'kaputt')).toThrow(SecretDecryptionError);
  });
});
