import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, useFetcher, useNavigation } from 'react-router';
import { company } from '#app/company';
import { Button } from '#app/ui/button';
import { cn } from '#app/ui/cn';
import { toast } from '#app/ui/toaster';
import { navigationFor } from '#app/domain/staff-access/permissions';
import { SIGN_IN_MESSAGES, type StaffRole } from '#app/domain/staff-access/policy';

export type ShellUser = { email: string; name: string; role: StaffRole };

/** The sign-out button: posts to /logout; a failure is shown as a toast ("Fehler beim Abmelden."). */
function SignOutButton({ className }: { className?: string }) {
  const fetcher = useFetcher<{ error?: string }>();
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.error) toast.error(fetcher.data.error);
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post" action="/logout" className={className}>
      <Button
        type="submit"
        variant="outline"
        className="kf-ico kf-ico-logout w-full justify-start"
        disabled={fetcher.state !== 'idle'}
      >
        Abmelden
      </Button>
    </fetcher.Form>
  );
}

/**
 * The back-office frame: sidebar (SPEC.md §2) with the active entry marked, the signed-in user's
 * e-mail and the sign-out button; on a phone the sidebar folds away behind a menu button.
 */
export function StaffShell({
  user,
  notice,
  passwordPending = false,
  children,
}: {
  user: ShellUser;
  notice?: string | null;
  /** Until a one-time password is changed, the other screens are closed: no navigation is offered. */
  passwordPending?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const navId = useId();
  const shownNotice = useRef<string | null>(null);

  useEffect(() => {
    if (notice && shownNotice.current !== notice) {
      shownNotice.current = notice;
      toast.success(notice);
    }
  }, [notice]);

  // The entries the user may open (the permission table): a driver (issue 20), who reaches the password
  // change from the drivers' app, sees only the way back there.
  const entries = passwordPending ? [] : navigationFor(user);
  const loading = navigation.state === 'loading';

  return (
    <div className="min-h-dvh bg-surface lg:flex">
      <a
        href="#staff-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
      >
        Zum Inhalt springen
      </a>
      <header className="flex items-center justify-between border-b border-border bg-white px-4 py-2 lg:hidden">
        <span className="font-semibold text-ink">{company.shortName} · Back Office</span>
        {/* The icon (menu or X, by aria-expanded) and the others of the shell are CSS masks (decision 204). */}
        <Button
          variant="ghost"
          size="icon"
          className="kf-ico kf-ico-menu"
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? 'Menü schließen' : 'Menü öffnen'}
          onClick={() => setOpen((value) => !value)}
        />
      </header>
      <aside
        id={navId}
        className={cn(
          'flex-col border-r border-border bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0',
          open ? 'flex' : 'hidden',
        )}
      >
        <div className="hidden border-b border-border px-5 py-4 lg:block">
          <p className="text-base font-semibold text-ink">{company.shortName}</p>
          <p className="text-sm text-muted">Back Office</p>
        </div>
        <nav aria-label="Hauptnavigation" className="flex-1 overflow-y-auto p-3">
          <ul className="flex flex-col gap-1">
            {entries.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end={entry.end}
                  prefetch="intent"
                  onClick={() => setOpen(false)}
                  // One class; the active link (aria-current="page") and the icon (a CSS mask chosen by
                  // the href) are styled in app.css (decision 200).
                  className="kf-nav"
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-2 border-t border-border p-3">
          <p className="truncate px-1 text-sm text-muted" title={user.email}>
            <span className="sr-only">Angemeldet als </span>
            {user.email}
          </p>
          <NavLink
            to="/app/password"
            onClick={() => setOpen(false)}
            className={({ isActive }) =>
              cn(
                'kf-ico kf-ico-key flex min-h-11 items-center gap-2 rounded-md px-3 text-sm text-ink hover:bg-brand-light',
                isActive && 'bg-brand-light font-semibold',
              )
            }
          >
            Passwort ändern
          </NavLink>
          <SignOutButton />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <p
          role="status"
          aria-live="polite"
          className={cn('px-4 pt-2 text-sm text-muted lg:px-8', !loading && 'sr-only')}
        >
          {loading ? 'Laden...' : ''}
        </p>
        <main id="staff-main" className="px-4 py-4 lg:px-8 lg:py-6">
          {children}
        </main>
      </div>
    </div>
  );
}

export const SHELL_NOTICES: Record<string, string> = {
  'signed-in': SIGN_IN_MESSAGES.signedIn,
};
