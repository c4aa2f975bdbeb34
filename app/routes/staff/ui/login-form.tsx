import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { company } from '#app/company';
import { SIGN_IN_MESSAGES } from '#app/domain/staff-access/policy';
import { Button } from '#app/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#app/ui/card';
import { Field } from '#app/ui/field';
import { Input } from '#app/ui/input';
import { toast } from '#app/ui/toaster';

const MISSING_CODE = 'Bitte geben Sie den Bestätigungscode ein.';

/**
 * The sign-in form (SPEC.md §2 "Anmeldung"). Works without JavaScript (server action); with it, empty
 * fields are caught before sending. An error appears once, inline beside the form (announced, and it
 * stays until the next attempt: a lock message says how long to wait), not also as a toast (decision
 * 150); toasts still open when the form goes away (sign-in succeeded) are dismissed.
 */
export function LoginForm({
  redirectTo,
  step = 'password',
  email = '',
  error,
  errorKey,
  notice,
}: {
  redirectTo: string | null;
  /** 'code': the password was correct and the account has two-factor sign-in on; the code comes next. */
  step?: 'password' | 'code';
  /** The e-mail of the pending sign-in (carried to the code step). */
  email?: string;
  error: string | null;
  /** Changes with every failed attempt, so the same message is announced again. */
  errorKey: number;
  notice: string | null;
}) {
  const navigation = useNavigation();
  const submitting =
    navigation.state !== 'idle' &&
    navigation.formMethod?.toUpperCase() === 'POST' &&
    navigation.formAction?.startsWith('/login') === true;
  const [clientError, setClientError] = useState<string | null>(null);
  const shownNotice = useRef<string | null>(null);
  const shown = clientError ?? error;

  useEffect(
    () => () => {
      toast.dismiss();
    },
    [],
  );
  useEffect(() => {
    if (notice && shownNotice.current !== notice) {
      shownNotice.current = notice;
      toast.success(notice);
    }
  }, [notice]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    if (step === 'code') {
      if (!String(form.get('code') ?? '').trim()) {
        event.preventDefault();
        setClientError(MISSING_CODE);
        return;
      }
      setClientError(null);
      return;
    }
    const typedEmail = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!typedEmail || !password) {
      event.preventDefault();
      setClientError(SIGN_IN_MESSAGES.missingFields);
      return;
    }
    setClientError(null);
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface px-4 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <p className="text-sm font-semibold text-brand">{company.name}</p>
          <h1 className="text-2xl font-bold text-ink">Anmeldung</h1>
          <CardDescription>Anmeldung für Mitarbeiterinnen und Mitarbeiter im Back Office.</CardDescription>
        </CardHeader>
        <CardContent>
          {/* No `action`: the form posts to the current URL, so ?redirectTo survives a failed attempt. */}
          <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" key={step}>
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            {step === 'code' ? (
              <>
                <input type="hidden" name="intent" value="second-factor" />
                <input type="hidden" name="email" value={email} />
                <p className="text-sm text-ink">Ihr Konto ist mit der Zwei-Faktor-Anmeldung geschützt.</p>
                <Field
                  label="Bestätigungscode aus Ihrer Authenticator-App"
                  hint="Sechs Ziffern. Ohne App: einer Ihrer Wiederherstellungscodes."
                >
                  <Input
                    name="code"
                    autoComplete="one-time-code"
                    autoCapitalize="none"
                    spellCheck={false}
                    autoFocus
                    maxLength={40}
                  />
                </Field>
              </>
            ) : (
              <>
                <Field label="E-Mail">
                  <Input
                    name="email"
                    type="email"
                    autoComplete="username"
                    inputMode="email"
                    autoCapitalize="none"
                    spellCheck={false}
                  />
                </Field>
                <Field label="Passwort">
                  <Input name="password" type="password" autoComplete="current-password" />
                </Field>
              </>
            )}
            {shown ? (
              <p
                role="alert"
                key={errorKey}
                className="flex items-start gap-2 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm font-medium text-destructive"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{shown}</span>
              </p>
            ) : null}
            <Button type="submit" disabled={submitting}>
              {step === 'code' ? (submitting ? 'Prüfen...' : 'Bestätigen') : submitting ? 'Anmelden...' : 'Anmelden'}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </main>
  );
}
