// A one-time notice of the sign-in flow carried across its redirect ("Erfolgreich angemeldet!" after
// signing in, "Erfolgreich abgemeldet!" after signing out): a short-lived httpOnly cookie holding only a
// message key, read and cleared by the next page. Staff actions never use it: they answer the one
// ActionResult (decision 160); sign-in and sign-out are no fetch-able actions but document redirects
// between pages with their own toasters.
import { createCookie } from 'react-router';
import type { Env } from '#app/server/env.server';

export type FlashKind = 'signed-in' | 'signed-out';
const KINDS: FlashKind[] = ['signed-in', 'signed-out'];

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
export async function takeFlash(
  env: Pick<Env, 'PUBLIC_URL'>,
  request: Request,
): Promise<{ kind: FlashKind | null; clear: string | null }> {
  const cookie = flashCookie(env);
  const value: unknown = await cookie.parse(request.headers.get('cookie'));
  if (value === null || value === undefined) return { kind: null, clear: null };
  const clear = await cookie.serialize('', { maxAge: 0 });
  return { kind: KINDS.includes(value as FlashKind) ? (value as FlashKind) : null, clear };
}
