// The contact form's field names, limits and German messages, without the schema: the form component
// imports these, so the page needs no validation library in the browser (the server validates).

export const CONTACT_LIMITS = { name: 200, contact: 200, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Bitte geben Sie Ihren Namen ein.',
  nameTooLong: `Der Name ist zu lang (höchstens ${CONTACT_LIMITS.name} Zeichen).`,
  contactRequired: 'Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an, damit wir Ihnen antworten können.',
  contactTooLong: `Die Kontaktangabe ist zu lang (höchstens ${CONTACT_LIMITS.contact} Zeichen).`,
  // SPEC.md writes "E‑Mail" with a non-breaking hyphen (U+2011) in this message.
  email: 'Bitte geben Sie eine gültige E‑Mail-Adresse ein.',
  phone: 'Bitte geben Sie eine gültige Telefonnummer mit Vorwahl ein, z. B. 069 1234567 oder +49 171 2345678.',
  messageRequired: 'Bitte schreiben Sie uns Ihre Nachricht.',
  messageTooLong: `Die Nachricht ist zu lang (höchstens ${CONTACT_LIMITS.message} Zeichen).`,
  consent: 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu, damit wir Ihre Anfrage bearbeiten können.',
  rateLimited:
    'Sie haben in kurzer Zeit sehr viele Nachrichten gesendet. Bitte versuchen Sie es später erneut oder rufen Sie uns an.',
} as const;

export type ContactField = 'name' | 'contact' | 'message' | 'consent';
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** The name of the honeypot field: invisible to people, filled in by naive bots. */
export const CONTACT_HONEYPOT_FIELD = 'website';
