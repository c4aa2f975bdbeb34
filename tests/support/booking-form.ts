// A valid online booking as the wizard submits it (multipart fields), a few days ahead so it is always
// bookable: for load, resilience and benchmark runs against the intake over HTTP.
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { EMPTY_VALUES } from '../../app/domain/booking/schemas';

const SLOTS = Array.from({ length: 45 }, (_, i) => {
  const minutes = 7 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export function bookingFields(key: string, n: number): Record<string, string> {
  return {
    vorname: 'Erika',
    nachname: `Belastung${n}`,
    telefon: '+4969900091' + String(n % 100).padStart(2, '0'),
    email: 'erika@example.org',
    abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
    zieladresse: 'Beispielweg 7, 61348 Bad Homburg vor der Höhe',
    krankenkasse: 'AOK Hessen',
    pflegegrad: 'keiner',
    datum: addCalendarDays(berlinDate(), 3 + (n % 20)),
    uhrzeit: SLOTS[n % SLOTS.length]!,
    rueckfahrt: 'keine',
    zustimmung: 'true',
    bestaetigungsEmail: 'erika@example.org',
    idempotencyKey: key,
  };
}

export function bookingForm(key: string, n: number): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(bookingFields(key, n))) form.set(name, value);
  return form;
}

/** A valid wizard submission as parsed values (for use cases called directly in integration tests). */
export function wizardValues(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...EMPTY_VALUES,
    vorname: 'Erika',
    nachname: 'Muster',
    telefon: '+49691234567',
    email: 'erika@example.org',
    abholadresse: 'Musterweg 1, 60311 Frankfurt am Main',
    zieladresse: 'Klinikstraße 2, 60590 Frankfurt am Main',
    pflegegrad: 'keiner',
    datum: '2026-06-12',
    uhrzeit: '09:00',
    rueckfahrt: 'keine',
    zustimmung: true,
    bestaetigungsEmail: 'erika@example.org',
    ...overrides,
  };
}
