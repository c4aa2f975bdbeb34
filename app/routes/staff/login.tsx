// /login: "Anmeldung" (SPEC.md §2, §8). A signed-in visitor goes on to /app (or the safe redirectTo).
import { data, redirect } from 'react-router';
import { setFlash, takeFlash } from '#app/server/auth/flash.server';
import { deviceCookie, deviceIdOrNew } from '#app/server/auth/device.server';
import { getStaffSession, isSameOriginRequest } from '#app/server/auth/guard.server';
import { signInWithPassword } from '#app/server/auth/sign-in.server';
import { signInWithSecondFactor, TWO_FACTOR_MESSAGES } from '#app/server/auth/two-factor.server';
import type { AppServices } from '#app/server/services.server';
import { LoginForm } from '#app/routes/staff/ui/login-form';
import { Toaster } from '#app/ui/toaster';
import { BODY_LIMITS, requireBoundedForm } from '#app/server/http/bounded-body.server';
import { eq } from 'drizzle-orm';
import { homeOf, mayEnterArea } from '#app/domain/staff-access/permissions';
import { isStaffRole, safeRedirectTo, SIGN_IN_MESSAGES, type StaffRole } from '#app/domain/staff-access/policy';
import { users } from '#app/server/db/schema';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [
  { title: 'Anmeldung' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const NO_STORE = { 'Cache-Control': 'no-store' };

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const result = new Headers();
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const cookie of source?.getSetCookie() ?? []) result.append('Set-Cookie', cookie);
  }
  result.set('Cache-Control', 'no-store');
  return result;
}

function requestedTarget(url: URL): string | null {
  const raw = url.searchParams.get('redirectTo');
  if (!raw) return null;
  const safe = safeRedirectTo(raw);
  return safe === '/app' && raw !== '/app' ? null : safe;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const staff = await getStaffSession(request, context.services);
  if (staff) throw redirect(targetFor(staff.user.role, url.searchParams.get('redirectTo')), { headers: NO_STORE });
  const flash = await takeFlash(context.services.env, request);
  const headers = new Headers(NO_STORE);
  if (flash.clear) headers.append('Set-Cookie', flash.clear);
  return data(
    { redirectTo: requestedTarget(url), notice: flash.kind === 'signed-out' ? SIGN_IN_MESSAGES.signedOut : null },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  if (!isSameOriginRequest(request, services.env.PUBLIC_URL)) {
    throw new Response('Diese Anfrage wurde abgelehnt, weil sie nicht von dieser Website stammt.', {
      status: 403,
      headers: NO_STORE,
    });
  }
  const form = await requireBoundedForm(request, BODY_LIMITS.account);
  const email = String(form?.get('email') ?? '').trim();
  // Changes with every answer, so the form announces a repeated message again.
  const attempt = Date.now();
  const clientIp = request.headers.get('x-kf-client-ip') ?? 'unknown';
  // The signed device id of this browser, or a new one that is stored only after a successful sign-in.
  const deviceId = deviceIdOrNew(services, request.headers.get('cookie'));

  if (form?.get('intent') === 'second-factor') {
    // Step 2 of an account with TOTP on: the code (or a backup code) creates the session.
    const code = String(form.get('code') ?? '');
    if (!code.trim())
      return data(
        { step: 'code' as const, email, error: TWO_FACTOR_MESSAGES.missingCode, attempt },
        { headers: NO_STORE },
      );
    const result = await signInWithSecondFactor(services, {
      code,
      clientIp,
      deviceId,
      cookieHeader: request.headers.get('cookie'),
    });
    if (!result.ok) {
      const step =
        result.message.startsWith(TWO_FACTOR_MESSAGES.invalidCode) || result.message === TWO_FACTOR_MESSAGES.missingCode
          ? ('code' as const)
          : ('password' as const);
      return data({ step, email, error: result.message, attempt }, { headers: NO_STORE });
    }
    return signedIn(services, result, form, deviceId);
  }

  const password = String(form?.get('password') ?? '');
  if (!email || !password) {
    return data(
      { step: 'password' as const, email, error: SIGN_IN_MESSAGES.missingFields, attempt },
      { headers: NO_STORE },
    );
  }
  const result = await signInWithPassword(services, {
    email,
    password,
    clientIp,
    deviceId,
    userAgent: request.headers.get('user-agent'),
    previousCookie: request.headers.get('cookie'),
  });
  if (result.ok === 'second-factor') {
    const headers = new Headers(NO_STORE);
    for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie);
    return data({ step: 'code' as const, email, error: null, attempt }, { headers });
  }
  if (!result.ok) {
    // A refused sign-in is an answer of the form, not an HTTP failure (the message says what happened).
    return data({ step: 'password' as const, email, error: result.message, attempt }, { headers: NO_STORE });
  }
  return signedIn(services, result, form, deviceId);
}

/**
 * The requested target when it lies in an area of the role's, else the role's own start (a driver: the
 * drivers' app, issue 20); the same rule by which the guard sends a page load elsewhere.
 */
function targetFor(role: StaffRole, requested: unknown): string {
  const target = safeRedirectTo(requested, homeOf(role));
  return mayEnterArea({ role }, target.split('?')[0]!) ? target : homeOf(role);
}

async function signedIn(
  services: AppServices,
  result: { userId: string; mustChangePassword: boolean; setCookies: string[] },
  form: FormData | null,
  deviceId: string,
): Promise<never> {
  const headers = new Headers(NO_STORE);
  for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie);
  // From now on this browser is a known device of the account (decision 150).
  headers.append('Set-Cookie', deviceCookie(services, deviceId));
  headers.append('Set-Cookie', await setFlash(services.env, 'signed-in'));
  const [account] = await services.db.select({ role: users.role }).from(users).where(eq(users.id, result.userId));
  const role = isStaffRole(account?.role) ? account.role : 'disposition';
  const target = result.mustChangePassword ? '/app/password' : targetFor(role, form?.get('redirectTo'));
  throw redirect(target, { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <LoginForm
        redirectTo={loaderData.redirectTo}
        step={actionData?.step ?? 'password'}
        email={actionData?.email ?? ''}
        error={actionData?.error ?? null}
        errorKey={actionData?.attempt ?? 0}
        notice={loaderData.notice}
      />
      <Toaster />
    </>
  );
}
