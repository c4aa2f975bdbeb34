// Lets any control (the footer's "Cookie-Einstellungen") reopen the consent dialog without a context.
export const CONSENT_OPEN_EVENT = 'kf:consent-open';

export function openConsentSettings() {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}
