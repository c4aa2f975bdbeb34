import type { RefObject } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { headline, type ActionResult } from '#app/domain/action-result';
import { PASSWORD_MIN_LENGTH } from '#app/domain/staff-access/policy';
import { Button } from '#app/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/card';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';

/**
 * The account's e-mail as a hidden username field, so that a password manager knows which entry a
 * password form belongs to (Chromium warns about password forms without one). Not shown, not focusable;
 * the server ignores it.
 */
export function UsernameForPasswordManagers({ email }: { email: string }) {
  return (
    <input
      type="email"
      name="username"
      autoComplete="username"
      value={email}
      readOnly
      hidden
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}

/**
 * Change one's own password; forced after signing in with a one-time password. With JavaScript a
 * success goes on to the dashboard; without, the page says so and links there.
 */
export function PasswordForm({
  forced,
  email,
  result,
  formRef,
}: {
  forced: boolean;
  email: string;
  result: ActionResult<unknown> | undefined;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const errors = result && !result.ok ? result.fieldErrors : {};
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">Passwort ändern</h1>
      {forced ? (
        <p role="status" className="rounded-md border border-yellow-300 bg-yellow-50 p-4 text-ink">
          Sie haben sich mit einem Einmalpasswort angemeldet. Bitte vergeben Sie jetzt ein eigenes Passwort, bevor Sie
          weiterarbeiten.
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Neues Passwort</CardTitle>
          <CardDescription>
            Mindestens {PASSWORD_MIN_LENGTH} Zeichen; bekannte, leicht zu erratende Passwörter werden abgelehnt. Ein
            Satz aus mehreren Wörtern ist gut zu merken und sicher.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {result?.ok ? (
            <p
              role="status"
              className="mb-4 rounded-md border border-brand/40 bg-brand-light p-3 text-sm font-medium text-ink"
            >
              {headline(result)}{' '}
              <Link to="/app" className="font-semibold text-brand underline">
                Weiter zum Dashboard
              </Link>
            </p>
          ) : null}
          <Form ref={formRef} method="post" noValidate className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="change-password" />
            <UsernameForPasswordManagers email={email} />
            <Field label="Aktuelles Passwort" required error={errors.currentPassword}>
              <Input name="currentPassword" type="password" autoComplete="current-password" />
            </Field>
            <Field label="Neues Passwort" required error={errors.newPassword}>
              <Input name="newPassword" type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} />
            </Field>
            <Field label="Neues Passwort wiederholen" required error={errors.repeatPassword}>
              <Input name="repeatPassword" type="password" autoComplete="new-password" />
            </Field>
            <Button type="submit" disabled={submitting} className="self-start">
              Passwort speichern
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
