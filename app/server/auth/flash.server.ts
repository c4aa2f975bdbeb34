// A one-time notice carried across a redirect (e.g. "Erfolgreich angemeldet!" after the sign-in
// redirect): a short-lived httpOnly cookie holding only a message key, read and cleared by the next page.
import { createCookie } from 'react-router';
import type { Env } from '../env.server';

export type FlashKind = 'signed-in' | 'signed-out' | 'password-changed';
const KINDS: FlashKind[] = ['signed-in', 'signed-out', 'password-changed'];

function flashCookie(env: Pick<Env, 'PUBLIC_URL'>) {
  return createCookie('kf-flash', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 60,
    secure: env.PUBLIC_URL.startsWith('https://'),
  });
}

export async function setFlash(env: Pick<Env, 'PUBLIC_URL'>, kind: FlashKind): Promise<string> {
  return flashCookie(env).serialize(kind);
}

/** The pending notice (or null) and, when there is one, the Set-Cookie line that clears it. */
export async function takeFlash(env: Pick<Env, 'PUBLIC_URL'>, request: Request): Promise<{ kind: FlashKind | null; clear: string | null }> {
  const cookie = flashCookie(env);
  const value: unknown = await cookie.parse(request.headers.get('cookie'));
  if (value === null || value === undefined) return { kind: null, clear: null };
  const clear = await cookie.serialize('', { maxAge: 0 });
  return { kind: KINDS.includes(value as FlashKind) ? (value as FlashKind) : null, clear };
}
