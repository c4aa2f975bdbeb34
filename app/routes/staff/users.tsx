// /app/users: Benutzer (owner only). Thin: guard, parse the intent, call the use case, respond.
import { data } from 'react-router';
import {
  AccountError,
  createStaffAccount,
  deactivateStaffAccount,
  listStaffAccounts,
  reactivateStaffAccount,
  resetStaffPassword,
} from '../../server/auth/accounts.server';
import { requireStaff } from '../../server/auth/guard.server';
import { UsersScreen, type UsersActionResult } from '../../staff/users/users-screen';
import { BODY_LIMITS, requireBoundedForm } from '../../server/http/bounded-body.server';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = () => [{ title: 'Benutzer – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context, { role: 'inhaber' });
  const accounts = await listStaffAccounts(context.services.db);
  return {
    currentUserId: user.id,
    users: accounts.map(({ id, email, name, role, active, mustChangePassword }) => ({ id, email, name, role, active, mustChangePassword })),
  };
}

function fail(intent: string, message: string, fields?: Extract<UsersActionResult, { ok: false }>['fields']) {
  // A refusal is an answer of the form (shown as a toast), not an HTTP failure.
  return data<UsersActionResult>({ ok: false, intent, message, fields });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context, { role: 'inhaber' });
  const { db } = context.services;
  const form = await requireBoundedForm(request, BODY_LIMITS.account);
  const intent = String(form?.get('intent') ?? '');
  const id = String(form?.get('id') ?? '');
  try {
    switch (intent) {
      case 'create': {
        const email = String(form?.get('email') ?? '').trim();
        const name = String(form?.get('name') ?? '').trim();
        const role = String(form?.get('role') ?? '');
        const missing = {
          ...(name ? {} : { name: 'Bitte geben Sie einen Namen ein.' }),
          ...(email ? {} : { email: 'Bitte geben Sie eine E-Mail-Adresse ein.' }),
        };
        if (Object.keys(missing).length) return fail(intent, 'Bitte füllen Sie alle Felder aus.', missing);
        const { account, oneTimePassword } = await createStaffAccount(db, user, { email, name, role });
        return data<UsersActionResult>({ ok: true, intent, message: `Konto für ${account.email} angelegt`, oneTimePassword: oneTimePassword ?? undefined, email: account.email });
      }
      case 'deactivate':
        await deactivateStaffAccount(db, user, id);
        return data<UsersActionResult>({ ok: true, intent, message: 'Konto deaktiviert' });
      case 'reactivate':
        await reactivateStaffAccount(db, user, id);
        return data<UsersActionResult>({ ok: true, intent, message: 'Konto wieder aktiviert' });
      case 'reset-password': {
        const oneTimePassword = await resetStaffPassword(db, user, id);
        const target = (await listStaffAccounts(db)).find((account) => account.id === id);
        return data<UsersActionResult>({ ok: true, intent, message: 'Passwort zurückgesetzt', oneTimePassword, email: target?.email ?? '' });
      }
      default:
        return fail(intent, 'Unbekannte Aktion.');
    }
  } catch (error) {
    if (error instanceof AccountError) {
      const field = intent === 'create' && /E-Mail/.test(error.message) ? { email: error.message } : undefined;
      return fail(intent, error.message, field);
    }
    throw error;
  }
}

export default function Users({ loaderData }: Route.ComponentProps) {
  return <UsersScreen users={loaderData.users} currentUserId={loaderData.currentUserId} />;
}
