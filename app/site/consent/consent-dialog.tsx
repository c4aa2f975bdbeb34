// The cookie-consent dialog (SPEC.md §2/§4/§9) as server-only markup (decision 004): a native <dialog>,
// closed on every public page; app/site/client/consent.ts opens it as a modal after 1 s when no choice is
// stored (the browser makes the page behind inert and keeps focus inside), blocks scrolling, stores
// Akzeptieren / Ablehnen and fades it out over 300 ms (`duration-300` here matches CONSENT_FADE_MS there).
import { Link } from 'react-router';
import { Button } from '#app/ui/button';
import { SITE_HOOKS } from '#app/site/site-hooks';

/** `measurementId`: the GA4 property the script loads after consent (none: nothing is loaded). */
export function ConsentDialog({ measurementId }: { measurementId: string | null }) {
  return (
    <dialog
      {...SITE_HOOKS.consent.mark()}
      {...(measurementId ? SITE_HOOKS.consentGaId.mark(measurementId) : {})}
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      tabIndex={-1}
      // At the bottom on phones, centred from sm; the backdrop dims the page behind.
      className="mx-auto mt-auto mb-4 w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-6 opacity-0 shadow-2xl outline-none transition-opacity duration-300 ease-out backdrop:bg-ink/70 sm:my-auto sm:p-8"
    >
      <h2 id="consent-title" className="text-xl font-bold text-ink">
        Ihre Privatsphäre ist uns wichtig
      </h2>
      <div id="consent-text" className="mt-3 space-y-3 text-[17px] leading-relaxed text-ink">
        <p>
          Mit Ihrer Einwilligung nutzen wir Google Analytics, um zu verstehen, wie unsere Website genutzt wird, und sie
          zu verbessern. Dabei werden Cookies gesetzt; Ihre IP-Adresse wird nur anonymisiert verarbeitet.
        </p>
        <p>
          Ohne Einwilligung werden keine Analyse-Cookies gesetzt. Sie können Ihre Entscheidung jederzeit über
          „Cookie-Einstellungen“ am Seitenende ändern. Mehr in unserer{' '}
          {/* Following it lets the visitor read the policy first: the dialog closes, nothing is stored. */}
          <Link
            to="/datenschutz"
            {...SITE_HOOKS.consentPolicy.mark()}
            className="font-semibold text-brand underline underline-offset-4"
          >
            Datenschutzerklärung
          </Link>
          .
        </p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* Both choices equally prominent: declining must be as easy as accepting. */}
        <Button size="lg" className="sm:min-w-36" {...SITE_HOOKS.consentChoice.mark('declined')}>
          Ablehnen
        </Button>
        <Button size="lg" className="sm:min-w-36" {...SITE_HOOKS.consentChoice.mark('accepted')}>
          Akzeptieren
        </Button>
      </div>
    </dialog>
  );
}
