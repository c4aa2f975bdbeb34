// On a driver's card (Fahrer screen, issue 20): the driver's access to the drivers' app. The Inhaber
// creates it from the driver record (its e-mail address is the sign-in name) and hands over the
// one-time password shown once; resetting and deactivating happen on the Benutzer screen.
import { Smartphone } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { DRIVER_ACCOUNT_INTENT, type DriverAccountCreated } from '#app/domain/driver-app/action-texts';
import { actionResultOf, useActionResult } from '#app/staff/actions/use-action-result';
import { SubmitButton } from '#app/staff/crud/crud-parts';
import { OneTimePasswordNotice } from '#app/routes/staff/ui/one-time-password-notice';

export type DriverAccessSummary = { email: string; active: boolean; mustChangePassword: boolean };

export function DriverAccess({
  driverId,
  driverName,
  account,
}: {
  driverId: string;
  driverName: string;
  account: DriverAccessSummary | undefined;
}) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  const result = busy ? undefined : actionResultOf<DriverAccountCreated>(fetcher.data);
  useActionResult(result);
  const created =
    result?.ok && result.data?.oneTimePassword
      ? { email: result.data.email, password: result.data.oneTimePassword }
      : null;

  if (created) return <OneTimePasswordNotice email={created.email} password={created.password} />;
  if (account) {
    return (
      <p className="flex flex-wrap items-center gap-1.5 text-sm text-ink" data-testid="fahrer-app-zugang">
        <Smartphone aria-hidden="true" className="size-4" />
        Fahrer-App: {account.email} ·{' '}
        {account.active ? (account.mustChangePassword ? 'Einmalpasswort noch nicht geändert' : 'aktiv') : 'deaktiviert'}{' '}
        ·{' '}
        <Link className="text-brand-dark underline underline-offset-4" to="/app/users">
          unter Benutzer verwalten
        </Link>
      </p>
    );
  }
  return (
    <fetcher.Form method="post" action="/app/drivers">
      <input type="hidden" name="intent" value={DRIVER_ACCOUNT_INTENT} />
      <input type="hidden" name="id" value={driverId} />
      <SubmitButton
        busy={busy}
        busyLabel="Wird angelegt …"
        variant="outline"
        size="sm"
        aria-label={`Zugang für die Fahrer-App für ${driverName} anlegen`}
      >
        <Smartphone aria-hidden="true" />
        Zugang für Fahrer-App anlegen
      </SubmitButton>
    </fetcher.Form>
  );
}
