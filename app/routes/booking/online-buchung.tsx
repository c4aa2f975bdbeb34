// /online-buchung: the booking wizard page; its action is the multipart booking intake.
import { data } from 'react-router';
import type { IntakeBody } from '#app/domain/booking/intake';
import { handleBookingIntake } from '#app/server/bookings/booking-intake.server';
import BookingWizard from '#app/site/booking/booking-wizard';
import { NoScriptNotice } from '#app/site/booking/no-script-notice';
import { breadcrumbJsonLd, JsonLd } from '#app/site/json-ld';
import { PageHeader } from '#app/site/page-header';
import { pageMeta } from '#app/site/seo';
import { useSiteContext } from '#app/site/site-context';
import type { Route } from './+types/online-buchung';
import { SITE_HOOKS } from '#app/site/site-hooks';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: 'Online-Buchung',
    description:
      'Krankenfahrt online buchen – ohne Anmeldung, in vier Schritten: Patientendaten, Besonderheiten, Wunschtermin und Bestätigung.',
    path: '/online-buchung',
  });

export function loader({ context }: Route.LoaderArgs) {
  return { autocompleteKey: context.services.env.GOOGLE_MAPS_BROWSER_KEY ?? null };
}

/** The intake for React Router forms and fetchers; the wizard posts to /online-buchung/absenden (JSON). */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleBookingIntake(context.services, request);
  return data<IntakeBody>(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } });
}

/** The page is public and cacheable; the answer to a submission is personal and never cached. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : parentHeaders;
}

const crumbs = [{ name: 'Online-Buchung', path: '/online-buchung' }];

export default function OnlineBuchung({ loaderData }: Route.ComponentProps) {
  const site = useSiteContext();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(site.publicUrl, crumbs)} />
      <PageHeader crumbs={crumbs} title="Online-Buchung">
        Buchen Sie Ihre Fahrt in vier kurzen Schritten – ohne Anmeldung. Wir melden uns zur Bestätigung bei Ihnen.
      </PageHeader>
      <section aria-label="Buchungsformular" className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <NoScriptNotice />
        {/* A React island: the site script hydrates it with the same props (decision 004). */}
        <div
          {...SITE_HOOKS.bookingWizard.mark('hydrate')}
          {...SITE_HOOKS.autocompleteKey.mark(loaderData.autocompleteKey ?? '')}
        >
          <BookingWizard autocompleteKey={loaderData.autocompleteKey} />
        </div>
      </section>
    </>
  );
}
