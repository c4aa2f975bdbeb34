// The booking wizard's place inside the home page's <section id="online-buchung">. The server renders a
// placeholder of reserved height (nothing shifts); the site script turns it into the wizard when it comes
// near the viewport or gets focus (app/site/client/booking-islands.ts), so the first paint never waits
// for the wizard's code.
import { LoaderCircle } from 'lucide-react';
import { company, telHref } from '#app/company';
import { NoScriptNotice } from './no-script-notice';
import { SITE_HOOKS } from '#app/site/site-hooks';

export default function HomeBookingSection() {
  return (
    <>
      <NoScriptNotice />
      <div {...SITE_HOOKS.bookingWizard.mark('lazy')} {...SITE_HOOKS.headingLevel.mark('3')}>
        <div className="flex min-h-[70rem] flex-col items-center justify-start gap-3 rounded-xl border border-border bg-white p-8 text-lg text-muted sm:min-h-[54.5rem]">
          <p {...SITE_HOOKS.bookingLoading.mark()} className="flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> Buchungsformular wird geladen …
          </p>
          <p {...SITE_HOOKS.bookingFailed.mark()} hidden className="text-center text-ink">
            Das Buchungsformular konnte nicht geladen werden. Bitte öffnen Sie die{' '}
            <a href="/online-buchung" className="text-brand underline underline-offset-4">
              Online-Buchung
            </a>{' '}
            oder rufen Sie uns an:{' '}
            <a href={telHref} className="font-semibold text-brand underline underline-offset-4">
              {company.phone.display}
            </a>
            .
          </p>
        </div>
      </div>
    </>
  );
}
