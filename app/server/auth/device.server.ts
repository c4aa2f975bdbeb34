// The sign-in device cookie (decision 150): a random id, signed with the app secret, sent only to /login.
// A device on which an account has signed in before (an audit `sign_in` row with its id) is "known" to
// that account: failures there are counted per device, and the account-wide limit that protects against
// guessing from many addresses does not apply to it. It identifies a browser, never a person.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { KNOWN_DEVICE_DAYS } from '#app/domain/staff-access/policy';
import type { AuthServices } from './auth.server';

const NAME = 'kf.device';
const ID = /^[0-9a-f-]{36}$/;

function signature(secret: string, id: string): string {
  return createHmac('sha256', `${secret}:device`).update(id).digest('base64url');
}

/** The device id of a valid cookie in the request's Cookie header, or null. */
export function deviceIdFrom(services: Pick<AuthServices, 'secret'>, cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== NAME) continue;
    const [id, sig] = part
      .slice(at + 1)
      .trim()
      .split('.');
    if (!id || !sig || !ID.test(id)) return null;
    const expected = Buffer.from(signature(services.secret, id));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }
  return null;
}

/** The request's device id, or a new one (which is known to no account yet). */
export function deviceIdOrNew(services: Pick<AuthServices, 'secret'>, cookieHeader: string | null): string {
  return deviceIdFrom(services, cookieHeader) ?? randomUUID();
}

/** The Set-Cookie line that (re)stores the device id for KNOWN_DEVICE_DAYS. */
export function deviceCookie(services: Pick<AuthServices, 'secret' | 'env'>, id: string): string {
  const secure = services.env.PUBLIC_URL.startsWith('https://') ? '; Secure' : '';
  return `${NAME}=${id}.${signature(services.secret, id)}; Path=/login; Max-Age=${KNOWN_DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`;
}
