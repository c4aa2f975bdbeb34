// The cookie-consent dialog (SPEC.md §2/§4/§9) as server-only markup (decision 004): rendered hidden on
// every public page; app/site/client/consent.ts shows it after 1 s when no choice is stored, makes the
// page behind inert, blocks scrolling, keeps focus inside, stores Akzeptieren / Ablehnen and fades it
// out over 300 ms (`duration-300` here matches CONSENT_FADE_MS there).
import { Link } from 'react-router';
import { Button } from '../../ui/button';

/** `measurementId`: the GA4 property the script loads after consent (none: nothing is loaded). */
export function ConsentDialog({ measurementId }: { measurementId: string | null }) {
  return (
    <div
      hidden
      data-consent
      data-ga-id={measurementId ?? undefined}
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink/70 p-4 opacity-0 transition-opacity duration-300 ease-out sm:items-center"
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="consent-title"
        aria-describedby="consent-text"
        tabIndex={-1}
        className="w-full outline-none max-w-lg rounded-xl bg-white p-6 shadow-2xl sm:p-8"
      >
        <h2 id="consent-title" className="text-xl font-bold text-ink">
          Ihre Privatsphäre ist uns wichtig
        </h2>
        <div id="consent-text" className="mt-3 space-y-3 text-[17px] leading-relaxed text-ink">
          <p>
            Mit Ihrer Einwilligung nutzen wir Google Analytics, um zu verstehen, wie unsere Website genutzt wird, und
            sie zu verbessern. Dabei werden Cookies gesetzt; Ihre IP-Adresse wird nur anonymisiert verarbeitet.
          </p>
          <p>
            Ohne Einwilligung werden keine Analyse-Cookies gesetzt. Sie können Ihre Entscheidung jederzeit über
            „Cookie-Einstellungen“ am Seitenende ändern. Mehr in unserer{' '}
            {/* Following it lets the visitor read the policy first: the dialog closes, nothing is stored. */}
            <Link to="/datenschutz" data-consent-policy className="font-semibold text-brand underline underline-offset-4">
              Datenschutzerklärung
            </Link>
            .
          </p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {/* Both choices equally prominent: declining must be as easy as accepting. */}
          <Button size="lg" className="sm:min-w-36" data-consent-choice="declined">
            Ablehnen
          </Button>
          <Button size="lg" className="sm:min-w-36" data-consent-choice="accepted">
            Akzeptieren
          </Button>
        </div>
      </div>
    </div>
  );
}
