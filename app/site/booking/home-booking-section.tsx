// The booking wizard inside the home page's <section id="online-buchung">. It must not slow the first
// paint: the wizard's code and its data (autocomplete key) load only when the section comes near the
// viewport (or gets focus), in a placeholder of reserved height so nothing shifts.
import { LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { company, telHref } from '../../company';
import { fetchSlotOffer } from './slot-offer-client';

// A chunk that fails to load (e.g. after a deployment) shows a way to book instead of an error page.
const BookingWizard = lazy(() => import('./booking-wizard').catch(() => ({ default: LoadFailed })));

function LoadFailed() {
  return <Placeholder failed />;
}

function Placeholder({ failed }: { failed?: boolean }) {
  return (
    <div className="flex min-h-[70rem] flex-col items-center justify-start gap-3 rounded-xl border border-border bg-white p-8 text-lg text-muted sm:min-h-[54.5rem]">
      {failed ? (
        <p className="text-center text-ink">
          Das Buchungsformular konnte nicht geladen werden. Bitte öffnen Sie die{' '}
          <Link to="/online-buchung" className="text-brand underline underline-offset-4">
            Online-Buchung
          </Link>{' '}
          oder rufen Sie uns an:{' '}
          <a href={telHref} className="font-semibold text-brand underline underline-offset-4">
            {company.phone.display}
          </a>
          .
        </p>
      ) : (
        <p className="flex items-center gap-2">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> Buchungsformular wird geladen …
        </p>
      )}
    </div>
  );
}

export default function HomeBookingSection() {
  const anchor = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (very old browsers) the wizard loads at once.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && !('IntersectionObserver' in window));
  const [config, setConfig] = useState<{ autocompleteKey: string | null } | null>(null);

  useEffect(() => {
    const element = anchor.current;
    if (!element || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near || config) return;
    const controller = new AbortController();
    fetchSlotOffer(null, controller.signal).then(
      (offer) => setConfig({ autocompleteKey: offer.autocompleteKey }),
      (error: unknown) => {
        // Without the key the wizard still works with plain address inputs.
        if ((error as Error).name !== 'AbortError') setConfig({ autocompleteKey: null });
      },
    );
    return () => controller.abort();
  }, [near, config]);

  return (
    <div ref={anchor} onFocusCapture={() => setNear(true)}>
      {near && config ? (
        <Suspense fallback={<Placeholder />}>
          <BookingWizard autocompleteKey={config.autocompleteKey} headingLevel={3} />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </div>
  );
}
