// /app/password: change one's own password (forced after a one-time password) and switch the TOTP
// two-factor sign-in on or off ("Zwei-Faktor-Anmeldung").
import { data, redirect } from 'react-router';
import { AccountError, changeOwnPassword } from '../../server/auth/accounts.server';
import { setFlash } from '../../server/auth/flash.server';
import { requireStaffSession, type StaffSession } from '../../server/auth/guard.server';
import {
  confirmTotpSetup,
  disableTotp,
  isTwoFactorEnabled,
  startTotpSetup,
  TWO_FACTOR_MESSAGES,
} from '../../server/auth/two-factor.server';
import { PasswordForm, type PasswordFormErrors } from '../../staff/shell/password-form';
import { TwoFactorSettings, type TwoFactorState } from '../../staff/shell/two-factor-settings';
import { BODY_LIMITS, requireBoundedForm } from '../../server/http/bounded-body.server';
import type { Route } from './+types/password';

export const meta: Route.MetaFunction = () => [{ title: 'Passwort ändern – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaffSession(request, context, { allowPendingPasswordChange: true });
  return { forced: staff.mustChangePassword, email: staff.user.email, twoFactorEnabled: await isTwoFactorEnabled(context.services, staff.user.id) };
}

const NO_STORE = { 'Cache-Control': 'no-store' };

// Switching two-factor sign-in on or off renews the session: its cookie comes with the action's answer.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const result = new Headers();
  for (const cookie of actionHeaders?.getSetCookie() ?? []) result.append('Set-Cookie', cookie);
  result.set('Cache-Control', 'no-store');
  return result;
}

function withCookies(setCookies: string[]): Headers {
  const headers = new Headers(NO_STORE);
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return headers;
}

async function twoFactorAction(request: Request, context: Route.ActionArgs['context'], staff: StaffSession, form: FormData) {
  const { services } = context;
  const intent = form.get('intent');
  const password = String(form.get('password') ?? '');
  if (intent === 'totp-start') {
    const result = await startTotpSetup(services, request, staff.user, password);
    const twoFactor: TwoFactorState = result.ok
      ? { stage: 'setup', secret: result.secret, totpUri: result.totpUri, backupCodes: result.backupCodes }
      : { stage: 'error', form: 'start', error: result.message };
    return data({ twoFactor }, { headers: NO_STORE });
  }
  if (intent === 'totp-confirm') {
    const result = await confirmTotpSetup(services, request, staff.user, String(form.get('code') ?? ''));
    if (result.ok) return data({ twoFactor: { stage: 'done', message: TWO_FACTOR_MESSAGES.enabled } as TwoFactorState }, { headers: withCookies(result.setCookies) });
    // Shown again from the form (the secret is this user's own, sent to this user a moment ago).
    const twoFactor: TwoFactorState = {
      stage: 'setup',
      secret: String(form.get('secret') ?? '').slice(0, 200),
      totpUri: String(form.get('totpUri') ?? '').slice(0, 500),
      backupCodes: String(form.get('backupCodes') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 20),
      error: result.message,
    };
    return data({ twoFactor }, { headers: NO_STORE });
  }
  const result = await disableTotp(services, request, staff.user, password);
  if (result.ok) return data({ twoFactor: { stage: 'done', message: TWO_FACTOR_MESSAGES.disabled } as TwoFactorState }, { headers: withCookies(result.setCookies) });
  return data({ twoFactor: { stage: 'error', form: 'disable', error: result.message } as TwoFactorState }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await requireBoundedForm(request, BODY_LIMITS.account);
  const intent = form?.get('intent');
  if (form && (intent === 'totp-start' || intent === 'totp-confirm' || intent === 'totp-disable')) {
    // Not while a one-time password is still to be changed.
    const staff = await requireStaffSession(request, context);
    return twoFactorAction(request, context, staff, form);
  }
  const staff = await requireStaffSession(request, context, { allowPendingPasswordChange: true });
  const { user } = staff;
  const currentPassword = String(form?.get('currentPassword') ?? '');
  const newPassword = String(form?.get('newPassword') ?? '');
  const repeatPassword = String(form?.get('repeatPassword') ?? '');
  const errors: PasswordFormErrors = {};
  if (!currentPassword) errors.currentPassword = 'Bitte geben Sie Ihr aktuelles Passwort ein.';
  if (!newPassword) errors.newPassword = 'Bitte geben Sie ein neues Passwort ein.';
  if (newPassword && repeatPassword !== newPassword) errors.repeatPassword = 'Die beiden neuen Passwörter stimmen nicht überein.';
  if (Object.keys(errors).length) return data({ errors, twoFactor: null }, { headers: NO_STORE });
  try {
    await changeOwnPassword(context.services.db, user, staff.sessionId, { currentPassword, newPassword });
  } catch (error) {
    if (error instanceof AccountError) {
      const key = error.field === 'currentPassword' ? 'currentPassword' : 'newPassword';
      return data({ errors: { [key]: error.message } as PasswordFormErrors, twoFactor: null }, { headers: NO_STORE });
    }
    throw error;
  }
  throw redirect('/app', { headers: { 'Set-Cookie': await setFlash(context.services.env, 'password-changed'), 'Cache-Control': 'no-store' } });
}

export default function Password({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && 'errors' in actionData ? actionData.errors : null;
  const twoFactor = actionData && 'twoFactor' in actionData ? actionData.twoFactor : null;
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <PasswordForm forced={loaderData.forced} errors={errors} email={loaderData.email} />
      {loaderData.forced ? null : <TwoFactorSettings enabled={loaderData.twoFactorEnabled} state={twoFactor} email={loaderData.email} />}
    </div>
  );
}
