// POST /logout: ends the session ("Erfolgreich abgemeldet!" on /login) or reports "Fehler beim Abmelden.".
import { data, redirect } from 'react-router';
import { SIGN_IN_MESSAGES } from '#app/domain/staff-access/policy';
import { setFlash } from '#app/server/auth/flash.server';
import { getStaffSession, isSameOriginRequest } from '#app/server/auth/guard.server';
import { signOut } from '#app/server/auth/sign-in.server';
import type { Route } from './+types/logout';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function loader() {
  throw redirect('/login', { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  if (!isSameOriginRequest(request, services.env.PUBLIC_URL)) {
    throw new Response('Diese Anfrage wurde abgelehnt, weil sie nicht von dieser Website stammt.', {
      status: 403,
      headers: NO_STORE,
    });
  }
  try {
    const headers = new Headers(NO_STORE);
    if (/session_token=/.test(request.headers.get('cookie') ?? '')) {
      const staff = await getStaffSession(request, services);
      for (const cookie of await signOut(services, request, staff?.user ?? null)) headers.append('Set-Cookie', cookie);
    }
    headers.append('Set-Cookie', await setFlash(services.env, 'signed-out'));
    return redirect('/login', { headers });
  } catch (error) {
    services.logger.error({ err: error }, 'sign-out failed');
    return data({ error: SIGN_IN_MESSAGES.signOutFailed }, { status: 500, headers: NO_STORE });
  }
}
