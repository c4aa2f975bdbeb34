import { ShieldCheck } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Form, useNavigation } from 'react-router';
import { headline, type ActionResult } from '#app/domain/action-result';
import type { TwoFactorSetup } from '#app/domain/staff-access/action-texts';
import { Button } from '#app/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/ui/card';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { UsernameForPasswordManagers } from './password-form';

type TwoFactorAnswer = ActionResult<TwoFactorSetup> | undefined;

/** Switching on (start) and off (disable) both begin with the current password. */
function PasswordStepForm({
  status,
  form,
  result,
  formRef,
  submitting,
  destructive = false,
  email,
  children,
}: {
  email: string;
  status: 'eingeschaltet' | 'ausgeschaltet';
  form: 'start' | 'disable';
  result: TwoFactorAnswer;
  formRef: RefObject<HTMLFormElement | null>;
  submitting: boolean;
  destructive?: boolean;
  children: ReactNode;
}) {
  return (
    <Form ref={formRef} method="post" noValidate className="flex flex-col gap-4">
      <p className="text-sm text-ink">
        Status: <strong>{status}</strong>.
      </p>
      <input type="hidden" name="intent" value={`totp-${form}`} />
      <UsernameForPasswordManagers email={email} />
      <Field
        label="Aktuelles Passwort"
        required
        error={result && !result.ok && result.intent === `totp-${form}` ? result.fieldErrors.password : null}
      >
        <Input name="password" type="password" autoComplete="current-password" />
      </Field>
      <Button
        type="submit"
        variant={destructive ? 'destructive' : 'default'}
        disabled={submitting}
        className="self-start"
      >
        {children}
      </Button>
    </Form>
  );
}

/**
 * "Zwei-Faktor-Anmeldung" on the password page: switch TOTP on (password, secret + otpauth URI as text,
 * confirm with a first code; the backup codes are shown only here, once) or off (password).
 */
export function TwoFactorSettings({
  enabled,
  result,
  formRef,
  email,
}: {
  enabled: boolean;
  /** The answer to the last two-factor form (absent on a plain page load). */
  result: TwoFactorAnswer;
  formRef: RefObject<HTMLFormElement | null>;
  email: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  // Started, or a confirming code refused: the setup stays on screen until a code is accepted.
  const setup =
    !enabled && result?.data && (result.intent === 'totp-start' || (result.intent === 'totp-confirm' && !result.ok))
      ? result.data
      : null;
  const done = result?.ok && result.intent !== 'totp-start' ? headline(result) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Zwei-Faktor-Anmeldung</CardTitle>
        <CardDescription>
          Mit der Zwei-Faktor-Anmeldung fragt die Anmeldung nach dem Passwort zusätzlich nach einem sechsstelligen Code
          aus einer Authenticator-App (z. B. FreeOTP, Google Authenticator, Microsoft Authenticator).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {done ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-md border border-brand/40 bg-brand-light p-3 text-sm font-medium text-ink"
          >
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{done}</span>
          </p>
        ) : null}

        {enabled ? (
          <PasswordStepForm
            email={email}
            status="eingeschaltet"
            form="disable"
            result={result}
            formRef={formRef}
            submitting={submitting}
            destructive
          >
            Zwei-Faktor-Anmeldung ausschalten
          </PasswordStepForm>
        ) : setup ? (
          <Form ref={formRef} method="post" noValidate className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="totp-confirm" />
            <input type="hidden" name="secret" value={setup.secret} />
            <input type="hidden" name="totpUri" value={setup.totpUri} />
            <input type="hidden" name="backupCodes" value={setup.backupCodes.join(' ')} />
            <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm text-ink">
              <li>
                Richten Sie in Ihrer Authenticator-App ein neues Konto ein und geben Sie diesen Schlüssel ein
                (zeitbasiert, 6 Ziffern, 30 Sekunden):
                <code
                  data-testid="totp-secret"
                  className="mt-1 block rounded-md bg-surface p-2 font-mono text-base tracking-wider break-all"
                >
                  {setup.secret}
                </code>
                Oder kopieren Sie diese Adresse in eine App, die sie übernehmen kann:
                <code
                  data-testid="totp-uri"
                  className="mt-1 block rounded-md bg-surface p-2 font-mono text-xs break-all select-all"
                >
                  {setup.totpUri}
                </code>
              </li>
              <li>
                Bewahren Sie diese Wiederherstellungscodes sicher auf (ausdrucken oder im Passwort-Manager). Jeder Code
                ersetzt einmal den Code aus der App, falls Sie keinen Zugriff auf die App haben.{' '}
                <strong>Sie werden nur jetzt angezeigt.</strong>
                <ul
                  data-testid="backup-codes"
                  aria-label="Wiederherstellungscodes"
                  className="mt-1 grid grid-cols-2 gap-1 font-mono text-base"
                >
                  {setup.backupCodes.map((code) => (
                    <li key={code}>{code}</li>
                  ))}
                </ul>
              </li>
              <li>Geben Sie zur Bestätigung den aktuellen Code aus der App ein.</li>
            </ol>
            <Field
              label="Bestätigungscode aus Ihrer Authenticator-App"
              required
              error={result && !result.ok ? (result.fieldErrors.code ?? null) : null}
            >
              <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Field>
            <Button type="submit" disabled={submitting} className="self-start">
              Zwei-Faktor-Anmeldung einschalten
            </Button>
          </Form>
        ) : (
          <PasswordStepForm
            email={email}
            status="ausgeschaltet"
            form="start"
            result={result}
            formRef={formRef}
            submitting={submitting}
          >
            Einrichtung starten
          </PasswordStepForm>
        )}
      </CardContent>
    </Card>
  );
}
