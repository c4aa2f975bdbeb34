// /app/users: Benutzer (users.manage: the Inhaber, by its URL in the permission table). Thin: guard, parse the intent, call the use case, respond with the
// one ActionResult (decision 160); the one-time password travels in its data, shown once.
import { isUsersIntent, usersTexts, type OneTimePassword } from '#app/domain/staff-access/action-texts';
import {
  accountResult,
  createStaffAccount,
  deactivateStaffAccount,
  listStaffAccounts,
  reactivateStaffAccount,
  resetStaffPassword,
} from '#app/server/auth/accounts.server';
import { requireStaff } from '#app/server/auth/guard.server';
import { badRequest, field, guarded, readForm, respond, unreadable } from '#app/server/http/action-response.server';
import { BODY_LIMITS } from '#app/server/http/bounded-body.server';
import { invalid } from '#app/server/use-case-result.server';
import { UsersScreen } from '#app/routes/staff/ui/users-screen';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = () => [{ title: 'Benutzer – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const accounts = await listStaffAccounts(context.services.db);
  return {
    currentUserId: user.id,
    users: accounts.map(({ id, email, name, role, active, mustChangePassword }) => ({
      id,
      email,
      name,
      role,
      active,
      mustChangePassword,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const { db, logger } = context.services;
  const read = await readForm(request, BODY_LIMITS.account);
  if (!read.ok) return unreadable(usersTexts.titles.create.failure, read);
  const form = read.form;
  const intent = field(form, 'intent');
  const id = field(form, 'id');
  if (!isUsersIntent(intent))
    return badRequest('Unbekannte Aktion', intent.slice(0, 40) || 'unknown', usersTexts.codes['bad-request']);
  return guarded(usersTexts, intent, logger, async () => {
    switch (intent) {
      case 'create': {
        const input = {
          email: field(form, 'email').trim(),
          name: field(form, 'name').trim(),
          role: field(form, 'role'),
        };
        const missing = {
          ...(input.name ? {} : { name: 'Bitte geben Sie einen Namen ein.' }),
          ...(input.email ? {} : { email: 'Bitte geben Sie eine E-Mail-Adresse ein.' }),
        };
        if (Object.keys(missing).length)
          return respond(usersTexts, intent, form, invalid(missing, usersTexts.codes.invalid));
        return respond(usersTexts, intent, form, await accountResult(createStaffAccount(db, user, input)), {
          describe: ({ account }) => account.email,
          data: ({ account, oneTimePassword }): OneTimePassword | null =>
            oneTimePassword ? { email: account.email, oneTimePassword } : null,
        });
      }
      case 'deactivate':
        return respond(usersTexts, intent, form, await accountResult(deactivateStaffAccount(db, user, id)));
      case 'reactivate':
        return respond(usersTexts, intent, form, await accountResult(reactivateStaffAccount(db, user, id)));
      case 'reset-password': {
        const reset = await accountResult(resetStaffPassword(db, user, id));
        const target = reset.ok ? (await listStaffAccounts(db)).find((account) => account.id === id) : undefined;
        return respond(usersTexts, intent, form, reset, {
          describe: () => target?.email ?? null,
          data: (oneTimePassword): OneTimePassword => ({ email: target?.email ?? '', oneTimePassword }),
        });
      }
    }
  });
}

export default function Users({ loaderData }: Route.ComponentProps) {
  return <UsersScreen {...loaderData} />;
}
