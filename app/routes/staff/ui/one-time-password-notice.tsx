// The one-time password of a new account or a reset (Benutzer, and a driver's access to the drivers' app).

/** The one-time password, shown once after creating an account or resetting its password. */
export function OneTimePasswordNotice({ email, password }: { email: string; password: string }) {
  return (
    <div role="status" className="rounded-md border border-brand bg-brand-light p-4">
      <p className="font-semibold text-brand-dark">Einmalpasswort für {email}</p>
      <p className="mt-2 font-mono text-xl tracking-wide text-ink select-all" data-testid="one-time-password">
        {password}
      </p>
      <p className="mt-2 text-sm text-ink">
        Wird nur jetzt angezeigt. Geben Sie es der Person persönlich weiter; bei der ersten Anmeldung muss sie ein
        eigenes Passwort vergeben.
      </p>
    </div>
  );
}
