// /app/password: the password change and the two-factor settings, shown from the route's one
// ActionResult (decision 160). The password change toasts and goes on to the dashboard; the two-factor
// steps show their answer inline (the setup to confirm, the new status), so they toast only a failure
// that has no field to show it.
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { TwoFactorSetup } from '#app/domain/staff-access/action-texts';
import { actionResultOf, useActionResult } from '#app/staff/actions/use-action-result';
import { PasswordForm } from './password-form';
import { TwoFactorSettings } from './two-factor-settings';

export function PasswordScreen({
  forced,
  email,
  twoFactorEnabled,
  answer,
  home = '/app',
}: {
  forced: boolean;
  email: string;
  twoFactorEnabled: boolean;
  answer: unknown;
  /** Where the user's work starts (the drivers' app for a driver, issue 20). */
  home?: string;
}) {
  const result = actionResultOf<TwoFactorSetup>(answer);
  const navigate = useNavigate();
  const passwordRef = useRef<HTMLFormElement>(null);
  const twoFactorRef = useRef<HTMLFormElement>(null);
  const twoFactorStep = result?.intent.startsWith('totp-') ?? false;
  const shownInline = twoFactorStep && (result!.ok || Object.keys(result!.fieldErrors).length > 0);
  useActionResult(result, {
    formRef: twoFactorStep ? twoFactorRef : passwordRef,
    silent: shownInline,
    onSuccess: (done) => {
      if (done.intent !== 'change-password') return;
      // The drivers' app (issue 20) is its own page outside the back office: load it as a document.
      if (home.startsWith('/app')) void navigate(home);
      else window.location.assign(home);
    },
  });
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <PasswordForm
        forced={forced}
        email={email}
        result={result?.intent === 'change-password' ? result : undefined}
        formRef={passwordRef}
      />
      {forced ? null : (
        <TwoFactorSettings
          enabled={twoFactorEnabled}
          email={email}
          result={twoFactorStep ? result : undefined}
          formRef={twoFactorRef}
        />
      )}
    </div>
  );
}
