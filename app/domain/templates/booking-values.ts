// Turns a booking into the values of the template variables, and the sample booking of the preview.
import type { BookingPersonTrip } from '#app/domain/bookings/read-models';
import { formatGermanDate } from '#app/domain/german-date';
import { formatPhoneForDisplay } from '#app/domain/patients/phone';
import type { TemplateValues } from './template-variables';

/** The booking fields the templates read (the row of `bookings`, camelCase). */
export type TemplateBooking = BookingPersonTrip & {
  id: string;
  bookingNumber: string;
  rueckfahrt: string;
  rueckfahrtZeit: string | null;
  rueckfahrtUhrzeit?: string | null;
  rueckfahrtDatum?: string | null;
  rueckfahrtAbholadresse?: string | null;
  rueckfahrtZieladresse?: string | null;
  krankenkasse: string | null;
  pflegegrad: number | null;
  hinweise: string | null;
};

const returnTripLabels: Record<string, string> = {
  keine: 'Keine Rückfahrt',
  fest: 'Rückfahrt zu fester Uhrzeit',
  'nach-termin': 'Rückfahrt nach Termin (auf Abruf)',
};

export function bookingTemplateValues(booking: TemplateBooking, firmenname: string, extra: { grund?: string | null } = {}): TemplateValues {
  const returnTime = booking.rueckfahrtZeit || booking.rueckfahrtUhrzeit || '';
  const hasReturn = booking.rueckfahrt !== 'keine';
  return {
    rueckfahrtDatum: hasReturn && booking.rueckfahrtDatum ? `am ${formatGermanDate(booking.rueckfahrtDatum)}` : '',
    rueckfahrtAbholadresse: hasReturn ? (booking.rueckfahrtAbholadresse ?? booking.zieladresse) : '',
    rueckfahrtZieladresse: hasReturn ? (booking.rueckfahrtZieladresse ?? booking.abholadresse) : '',
    grund: extra.grund?.trim() ? `Grund: ${extra.grund.trim()}` : '',
    vorname: booking.vorname,
    nachname: booking.nachname,
    telefon: booking.telefon ? formatPhoneForDisplay(booking.telefon) : '',
    email: booking.email ?? '',
    abholadresse: booking.abholadresse,
    zieladresse: booking.zieladresse,
    datum: formatGermanDate(booking.datum),
    uhrzeit: booking.uhrzeit,
    rueckfahrt: returnTripLabels[booking.rueckfahrt] ?? booking.rueckfahrt,
    rueckfahrtZeit: booking.rueckfahrt === 'keine' || !returnTime ? '' : `um ${returnTime} Uhr`,
    krankenkasse: booking.krankenkasse ?? '–',
    pflegegrad: booking.pflegegrad ? String(booking.pflegegrad) : 'keiner',
    hinweise: booking.hinweise ?? '',
    bookingId: booking.id,
    bookingNumber: booking.bookingNumber,
    firmenname,
  };
}

/** The fictitious booking the template editor previews with. */
export const sampleBooking: TemplateBooking = {
  id: '00000000-0000-4000-8000-000000000000',
  bookingNumber: 'KF-2026-00042',
  vorname: 'Erika',
  nachname: 'Musterfrau',
  telefon: '+496990009999',
  email: 'erika.musterfrau@example.org',
  abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
  zieladresse: 'Hochtaunus-Kliniken, Zeppelinstraße 20, 61352 Bad Homburg vor der Höhe',
  datum: '2026-12-03',
  uhrzeit: '09:30',
  rueckfahrt: 'fest',
  rueckfahrtZeit: '12:00',
  rueckfahrtDatum: '2026-12-03',
  rueckfahrtAbholadresse: 'Hochtaunus-Kliniken, Zeppelinstraße 20, 61352 Bad Homburg vor der Höhe',
  rueckfahrtZieladresse: 'Musterstraße 1, 60311 Frankfurt am Main',
  krankenkasse: 'AOK Hessen',
  pflegegrad: 2,
  hinweise: 'Bitte zweimal klingeln.',
};
