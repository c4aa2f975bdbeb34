// Consent state for the site layout: reads the stored choice, shows the dialog after 1 s when there is
// none, stores the choice, loads analytics only after acceptance and sends a page view on every
// navigation while consent is given.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { company } from '../../company';
import { disableAnalytics, loadAnalytics, trackPageView } from './analytics';
import { CONSENT_DIALOG_DELAY_MS, CONSENT_FADE_MS, ConsentDialog } from './consent-dialog';
import { CONSENT_OPEN_EVENT } from './consent-events';
import { currentConsent, setConsent, subscribeConsent, type ConsentChoice } from './consent-storage';

/** Pages a visitor must be able to read before choosing: the dialog does not open by itself there. */
const readFirstPaths = new Set(['/datenschutz', '/datenschutz/', '/impressum', '/impressum/']);

/** undefined on the server and during hydration (unknown), then the stored choice or null. */
function useConsentChoice(): ConsentChoice | null | undefined {
  return useSyncExternalStore(subscribeConsent, currentConsent, () => undefined);
}

export function useConsent() {
  const location = useLocation();
  const measurementId = company.analytics.ga4MeasurementId;
  const choice = useConsentChoice();
  const [mounted, setMounted] = useState(false);
  const [visible, setVisible] = useState(false);
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(() => {
    clearTimeout(fadeTimer.current);
    setMounted(true);
    // Two frames later: the overlay is in the DOM at opacity 0, then fades in.
    requestAnimationFrame(() => requestAnimationFrame(() => setVisible(true)));
  }, []);

  const hide = useCallback(() => {
    setVisible(false);
    clearTimeout(fadeTimer.current);
    fadeTimer.current = setTimeout(() => setMounted(false), CONSENT_FADE_MS);
  }, []);

  // First visit: show the dialog after the delay unless a choice is stored.
  const initialPath = useRef(location.pathname);
  const firstChoice = useRef<ConsentChoice | null | undefined>(undefined);
  useEffect(() => {
    if (choice === undefined || firstChoice.current !== undefined) return;
    firstChoice.current = choice;
    if (choice !== null || readFirstPaths.has(initialPath.current)) return;
    const timer = setTimeout(show, CONSENT_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [choice, show]);

  useEffect(() => {
    const onOpen = () => show();
    window.addEventListener(CONSENT_OPEN_EVENT, onOpen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, onOpen);
  }, [show]);

  useEffect(() => () => clearTimeout(fadeTimer.current), []);

  // Analytics only with consent; a page view with path and title on every navigation.
  useEffect(() => {
    if (choice !== 'accepted' || !measurementId) return;
    loadAnalytics(measurementId);
    trackPageView(location.pathname + location.search, document.title);
  }, [choice, measurementId, location.pathname, location.search]);

  const decide = (next: ConsentChoice) => {
    if (next === 'declined' && choice === 'accepted' && measurementId) disableAnalytics(measurementId);
    setConsent(next);
    hide();
  };

  return {
    choice,
    dialogOpen: mounted,
    dialog: (
      <ConsentDialog
        mounted={mounted}
        visible={visible}
        onAccept={() => decide('accepted')}
        onDecline={() => decide('declined')}
        // Following the link to the privacy policy: let the visitor read it first (no choice stored).
        onReadPolicy={hide}
      />
    ),
  };
}
