// /fahrer: the drivers' app (issue 20). Thin: the guard (role fahrer only), the driver's legs of today
// and tomorrow, the screen. The staff middleware reads the session once and makes every answer no-store.
import { isRouteErrorResponse } from 'react-router';
import { addCalendarDays, berlinDate } from '#app/domain/berlin-time';
import { staffMiddleware } from '#app/server/auth/staff-context.server';
import { requireDriver } from '#app/server/driver-app/driver-guard.server';
import { listDriverLegs } from '#app/server/driver-app/driver-legs.server';
import { DriverAppScreen } from '#app/routes/staff/driver-app/ui/driver-app-screen';
import type { Route } from './+types/driver-app';

export const middleware: Route.MiddlewareFunction[] = staffMiddleware;

export const meta: Route.MetaFunction = () => [
  { title: 'Fahrer-App' },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'apple-mobile-web-app-capable', content: 'yes' },
  { name: 'apple-mobile-web-app-title', content: 'Fahrer-App' },
];

export const links: Route.LinksFunction = () => [
  { rel: 'manifest', href: '/fahrer.webmanifest' },
  { rel: 'apple-touch-icon', href: '/fahrer-icon-192.png' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, driver } = await requireDriver(request, context);
  const today = berlinDate();
  return {
    userId: user.id,
    name: driver?.name ?? user.name,
    linked: driver !== null,
    today,
    tomorrow: addCalendarDays(today, 1),
    ...(driver ? await listDriverLegs(context.services.db, driver.driverId, today) : { legs: [], released: [] }),
  };
}

export default function DriverApp({ loaderData }: Route.ComponentProps) {
  return <DriverAppScreen {...loaderData} />;
}

/** A session that ended (401) or a refusal: German, with the way back to the sign-in. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const signedOut = isRouteErrorResponse(error) && (error.status === 401 || error.status === 403);
  return (
    <main className="mx-auto grid max-w-xl gap-4 px-4 py-12 text-lg">
      <h1 className="text-2xl font-bold">
        {signedOut ? 'Bitte melden Sie sich an' : 'Die Fahrten konnten nicht geladen werden'}
      </h1>
      <p>
        {signedOut
          ? 'Ihre Anmeldung ist abgelaufen. Meldungen, die noch nicht gesendet wurden, bleiben auf diesem Telefon gespeichert.'
          : 'Bitte prüfen Sie den Empfang und laden Sie die Seite neu.'}
      </p>
      <a
        className="inline-flex min-h-11 items-center font-semibold text-brand underline"
        href={signedOut ? '/login?redirectTo=%2Ffahrer' : '/fahrer'}
      >
        {signedOut ? 'Zur Anmeldung' : 'Neu laden'}
      </a>
    </main>
  );
}
