// The cookie-consent dialog (SPEC.md §2/§4/§9): shown 1 s after load when no choice is stored, modal
// (the page behind is inert, scrolling blocked, focus kept inside), Akzeptieren / Ablehnen, closes with
// a 300 ms fade. The page behind is made inert by the layout (see useConsent's `dialogOpen`).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';

export const CONSENT_DIALOG_DELAY_MS = 1000;
export const CONSENT_FADE_MS = 300;

const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = {
  /** Rendered (mounted) at all. */
  mounted: boolean;
  /** Fully visible (false while fading in or out). */
  visible: boolean;
  onAccept: () => void;
  onDecline: () => void;
  /** The visitor follows the link to the privacy policy (the dialog steps aside, nothing is stored). */
  onReadPolicy: () => void;
};

export function ConsentDialog({ mounted, visible, onAccept, onDecline, onReadPolicy }: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);

  // Move focus into the dialog when it opens (onto the dialog itself: the text is read first).
  useEffect(() => {
    if (mounted) dialogRef.current?.focus();
  }, [mounted]);

  // Block page scrolling while the dialog is open (without the page jumping sideways).
  useEffect(() => {
    if (!mounted) return;
    const { documentElement: html, body } = document;
    const scrollbar = window.innerWidth - html.clientWidth;
    const previous = { overflow: html.style.overflow, paddingRight: body.style.paddingRight };
    html.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      html.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, [mounted]);

  if (!mounted) return null;

  // Keep Tab and Shift+Tab inside the dialog.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? []);
    if (!focusable.length) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current?.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current?.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={cn(
        'fixed inset-0 z-50 flex items-end justify-center bg-ink/70 p-4 transition-opacity duration-300 ease-out sm:items-center',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="consent-title"
        aria-describedby="consent-text"
        tabIndex={-1}
        onKeyDown={onKeyDown}
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
            <Link to="/datenschutz" onClick={onReadPolicy} className="font-semibold text-brand underline underline-offset-4">
              Datenschutzerklärung
            </Link>
            .
          </p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {/* Both choices equally prominent: declining must be as easy as accepting. */}
          <Button size="lg" className="sm:min-w-36" onClick={onDecline}>
            Ablehnen
          </Button>
          <Button size="lg" className="sm:min-w-36" onClick={onAccept}>
            Akzeptieren
          </Button>
        </div>
      </div>
    </div>
  );
}
