// The /app shell: every back-office page renders inside it. Its loader is the page guard (session,
// forced password change, owner-only paths); each child route guards its own loader and action too.
import { useEffect } from 'react';
import { data, isRouteErrorResponse, Link, Outlet, useLocation } from 'react-router';
import { mayOpen } from '#app/domain/staff-access/permissions';
import { requireStaffSession } from '#app/server/auth/guard.server';
import { staffMiddleware } from '#app/server/auth/staff-context.server';
import { takeFlash } from '#app/server/auth/flash.server';
import { LiveUpdates } from '#app/staff/realtime/live-updates';
import { FONT_PRELOAD } from '#app/ui/font-preload';
import { Toaster } from '#app/ui/toaster';
import { SHELL_NOTICES, StaffShell } from '#app/routes/staff/ui/staff-shell';
import type { Route } from './+types/app-shell';

export const links: Route.LinksFunction = () => [FONT_PRELOAD];

export const meta: Route.MetaFunction = () => [
  { title: 'Back Office' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The session is read once per request for the shell and every child; every answer is no-store. */
export const middleware: Route.MiddlewareFunction[] = staffMiddleware;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { user, mustChangePassword } = await requireStaffSession(request, context, {
    allowPendingPasswordChange: pathname === '/app/password',
  });
  const flash = await takeFlash(context.services.env, request);
  const headers = new Headers();
  if (flash.clear) headers.append('Set-Cookie', flash.clear);
  return data(
    {
      user: { email: user.email, name: user.name, role: user.role },
      mustChangePassword,
      notice: flash.kind ? (SHELL_NOTICES[flash.kind] ?? null) : null,
    },
    { headers },
  );
}

export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  const result = new Headers();
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    for (const cookie of source?.getSetCookie() ?? []) result.append('Set-Cookie', cookie);
  }
  return result;
}

export default function AppShell({ loaderData }: Route.ComponentProps) {
  const shell = (
    <>
      <StaffShell user={loaderData.user} notice={loaderData.notice} passwordPending={loaderData.mustChangePassword}>
        <Outlet />
      </StaffShell>
      {/* Toasts are a back-office matter: the public pages don't load the toaster's code. */}
      <Toaster />
    </>
  );
  // Until a one-time password is changed, no screen is open, so there is nothing to keep live; a driver
  // (issue 20) only ever sees the password screen here, and the staff event stream is not theirs.
  return (
    <LiveUpdates enabled={!loaderData.mustChangePassword && mayOpen(loaderData.user, '/app/events')}>
      {shell}
    </LiveUpdates>
  );
}

/** A session that ended during client-side navigation (401): go to the sign-in page. */
function SignInAgain() {
  const location = useLocation();
  const target = `/login?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  useEffect(() => {
    window.location.assign(target);
  }, [target]);
  return (
    <main className="mx-auto max-w-xl px-6 py-16">
      <h1 className="text-2xl font-bold">Sitzung beendet</h1>
      <p className="mt-3 text-muted">Bitte melden Sie sich erneut an. Laden...</p>
      <Link className="mt-6 inline-block font-semibold text-brand underline" to={target} reloadDocument>
        Zur Anmeldung
      </Link>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 401) return <SignInAgain />;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-6 py-16">
      <h1 className="text-2xl font-bold">
        {forbidden ? 'Keine Berechtigung' : notFound ? 'Seite nicht gefunden' : 'Es ist ein Fehler aufgetreten'}
      </h1>
      <p className="mt-3 text-muted">
        {forbidden
          ? 'Für diesen Bereich fehlt Ihnen die Berechtigung. Bitte wenden Sie sich an den Inhaber.'
          : notFound
            ? 'Diese Seite gibt es im Back Office nicht.'
            : 'Bitte laden Sie die Seite neu oder versuchen Sie es in einem Moment erneut.'}
      </p>
      <Link className="mt-6 inline-block font-semibold text-brand underline" to="/app">
        Zum Dashboard
      </Link>
    </main>
  );
}
