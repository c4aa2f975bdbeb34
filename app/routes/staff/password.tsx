// /app/password: change one's own password (forced after a one-time password) and switch the TOTP
// two-factor sign-in on or off ("Zwei-Faktor-Anmeldung"). Every intent answers the one ActionResult
// (decision 160); the two-factor setup (secret, address, backup codes) travels in its data, to this
// user only, and switching two-factor on or off renews the session cookie with the answer.
import { passwordTexts, isPasswordIntent, type TwoFactorSetup } from '#app/domain/staff-access/action-texts';
import { passwordChangeSchema } from '#app/domain/staff-access/password-change-form';
import { accountResult, changeOwnPassword } from '#app/server/auth/accounts.server';
import { requireStaffSession } from '#app/server/auth/guard.server';
import {
  confirmTotpSetup,
  disableTotp,
  isTwoFactorEnabled,
  startTotpSetup,
  type Outcome,
} from '#app/server/auth/two-factor.server';
import {
  badRequest,
  field,
  guarded,
  parseForm,
  readForm,
  refuse,
  respond,
  unreadable,
} from '#app/server/http/action-response.server';
import { BODY_LIMITS } from '#app/server/http/bounded-body.server';
import type { Result } from '#app/server/use-case-result.server';
import { PasswordScreen } from '#app/routes/staff/ui/password-screen';
import { homeOf } from '#app/domain/staff-access/permissions';
import type { Route } from './+types/password';

export const meta: Route.MetaFunction = () => [{ title: 'Passwort ändern – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaffSession(request, context, { allowPendingPasswordChange: true });
  return {
    forced: staff.mustChangePassword,
    email: staff.user.email,
    home: homeOf(staff.user.role),
    twoFactorEnabled: await isTwoFactorEnabled(context.services, staff.user.id),
  };
}

// Switching two-factor sign-in on or off renews the session: its cookie comes with the action's answer.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const result = new Headers();
  for (const cookie of actionHeaders?.getSetCookie() ?? []) result.append('Set-Cookie', cookie);
  return result;
}

/** A two-factor outcome as a typed refusal: its German message belongs to the form's field. */
function twoFactorResult<T>(outcome: Outcome<T>, fieldName: 'password' | 'code'): Result<Outcome<T> & { ok: true }> {
  return outcome.ok
    ? { ok: true, value: outcome }
    : { ok: false, code: 'invalid', fieldErrors: { [fieldName]: outcome.message } };
}

/** The setup being confirmed, as the form sent it back (this user's own secret, shown to them a moment ago). */
function setupFromForm(form: FormData): TwoFactorSetup {
  return {
    secret: field(form, 'secret').slice(0, 200),
    totpUri: field(form, 'totpUri').slice(0, 500),
    backupCodes: field(form, 'backupCodes').split(/\s+/).filter(Boolean).slice(0, 20),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request, BODY_LIMITS.account);
  const intent = read.ok ? field(read.form, 'intent') : '';
  // The two-factor steps wait until a one-time password is changed; everything else is open for it.
  const staff = await requireStaffSession(request, context, {
    allowPendingPasswordChange: !intent.startsWith('totp-'),
  });
  if (!read.ok) return unreadable(passwordTexts.titles['change-password'].failure, read);
  const { form } = read;
  if (!isPasswordIntent(intent))
    return badRequest('Unbekannte Aktion', intent.slice(0, 40) || 'unknown', passwordTexts.codes['bad-request']);
  const { services } = context;
  return guarded(passwordTexts, intent, services.logger, async () => {
    switch (intent) {
      case 'change-password': {
        const input = parseForm(passwordChangeSchema, form);
        if (!input.ok) return refuse(passwordTexts, intent, form, input);
        const changed = await accountResult(changeOwnPassword(services.db, staff.user, staff.sessionId, input.value));
        // The field shows the reason; the toast says which form failed.
        return changed.ok
          ? respond(passwordTexts, intent, form, changed)
          : refuse(passwordTexts, intent, form, { ...changed, message: undefined });
      }
      case 'totp-start': {
        const started = twoFactorResult(
          await startTotpSetup(services, request, staff.user, field(form, 'password')),
          'password',
        );
        return respond(passwordTexts, intent, form, started, {
          data: ({ secret, totpUri, backupCodes }): TwoFactorSetup => ({ secret, totpUri, backupCodes }),
        });
      }
      case 'totp-confirm': {
        const confirmed = twoFactorResult(
          await confirmTotpSetup(services, request, staff.user, field(form, 'code')),
          'code',
        );
        if (!confirmed.ok) return refuse(passwordTexts, intent, form, confirmed, setupFromForm(form));
        return respond(passwordTexts, intent, form, confirmed, { cookies: ({ setCookies }) => setCookies });
      }
      case 'totp-disable': {
        const disabled = twoFactorResult(
          await disableTotp(services, request, staff.user, field(form, 'password')),
          'password',
        );
        return respond(passwordTexts, intent, form, disabled, { cookies: ({ setCookies }) => setCookies });
      }
    }
  });
}

export default function Password({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PasswordScreen
      forced={loaderData.forced}
      email={loaderData.email}
      twoFactorEnabled={loaderData.twoFactorEnabled}
      answer={actionData}
      home={loaderData.home}
    />
  );
}
