// Encryption at rest for stored credentials (SMTP password, WhatsApp token): AES-256-GCM with a key
// derived from the app secret by HKDF-SHA-256. Each value gets a fresh 96-bit IV; the auth tag makes
// any change to the stored text detectable. Stored form: "v1.<iv>.<tag>.<ciphertext>" (base64url).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class SecretDecryptionError extends Error {
  constructor() {
    super('stored secret cannot be decrypted (APP_SECRET changed or value tampered with)');
    this.name = 'SecretDecryptionError';
  }
}

const keyCache = new Map<string, Buffer>();

function keyFor(appSecret: string, purpose: string): Buffer {
  const cacheKey = `${purpose}\u0000${appSecret}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, 'krankenfahrt-settings', `secret-box:${purpose}:v1`, 32));
    keyCache.set(cacheKey, key);
  }
  return key;
}

/** Encrypts `plaintext`; `purpose` binds the value to its use (a token can't be swapped for a password). */
export function encryptSecret(appSecret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret, purpose), iv);
  cipher.setAAD(Buffer.from(purpose));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), encrypted.toString('base64url')].join('.');
}

export function decryptSecret(appSecret: string, purpose: string, stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new SecretDecryptionError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretDecryptionError();
  }
}
