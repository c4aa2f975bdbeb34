// /app/password: change one's own password (forced after a one-time password).
import { redirect } from 'react-router';
import { AccountError, changeOwnPassword } from '../../server/auth/accounts.server';
import { setFlash } from '../../server/auth/flash.server';
import { requireStaffSession } from '../../server/auth/guard.server';
import { PasswordForm, type PasswordFormErrors } from '../../staff/shell/password-form';
import type { Route } from './+types/password';

export const meta: Route.MetaFunction = () => [{ title: 'Passwort ändern – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaffSession(request, context, { allowPendingPasswordChange: true });
  return { forced: staff.mustChangePassword };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffSession(request, context, { allowPendingPasswordChange: true });
  const { user } = staff;
  const form = await request.formData().catch(() => null);
  const currentPassword = String(form?.get('currentPassword') ?? '');
  const newPassword = String(form?.get('newPassword') ?? '');
  const repeatPassword = String(form?.get('repeatPassword') ?? '');
  const errors: PasswordFormErrors = {};
  if (!currentPassword) errors.currentPassword = 'Bitte geben Sie Ihr aktuelles Passwort ein.';
  if (!newPassword) errors.newPassword = 'Bitte geben Sie ein neues Passwort ein.';
  if (newPassword && repeatPassword !== newPassword) errors.repeatPassword = 'Die beiden neuen Passwörter stimmen nicht überein.';
  if (Object.keys(errors).length) return { errors };
  try {
    await changeOwnPassword(context.services.db, user, staff.sessionId, { currentPassword, newPassword });
  } catch (error) {
    if (error instanceof AccountError) {
      const key = /aktuelle/.test(error.message) ? 'currentPassword' : 'newPassword';
      return { errors: { [key]: error.message } as PasswordFormErrors };
    }
    throw error;
  }
  throw redirect('/app', { headers: { 'Set-Cookie': await setFlash(context.services.env, 'password-changed'), 'Cache-Control': 'no-store' } });
}

export default function Password({ loaderData, actionData }: Route.ComponentProps) {
  return <PasswordForm forced={loaderData.forced} errors={actionData?.errors ?? null} />;
}
