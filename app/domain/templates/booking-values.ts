// Turns a booking into the values of the template variables, and the sample booking of the preview. The
// ride's dates, times and addresses come from its legs (issue 36); SPEC's variable names stay.
import type { Leg } from '#app/domain/rides/legs';
import { formatGermanDate } from '#app/domain/german-date';
import { formatPhoneForDisplay } from '#app/domain/patients/phone';
import type { TemplateValues } from './template-variables';

/** A leg as the templates read it. */
export type TemplateLeg = Pick<Leg, 'timing' | 'datum' | 'uhrzeit' | 'abholadresse' | 'zieladresse'>;

/** The booking fields the templates read (the row of `bookings`, camelCase) and its legs. */
export type TemplateBooking = {
  id: string;
  bookingNumber: string;
  vorname: string;
  nachname: string;
  telefon: string | null;
  email: string | null;
  krankenkasse: string | null;
  pflegegrad: number | null;
  hinweise: string | null;
  hin: TemplateLeg;
  back: TemplateLeg | null;
};

const returnTripLabels: Record<'keine' | Leg['timing'], string> = {
  keine: 'Keine Rückfahrt',
  fest: 'Rückfahrt zu fester Uhrzeit',
  'nach-termin': 'Rückfahrt nach Termin (auf Abruf)',
};

export function bookingTemplateValues(
  booking: TemplateBooking,
  firmenname: string,
  extra: { grund?: string | null } = {},
): TemplateValues {
  const { hin, back } = booking;
  return {
    rueckfahrtDatum: back ? `am ${formatGermanDate(back.datum)}` : '',
    rueckfahrtAbholadresse: back?.abholadresse ?? '',
    rueckfahrtZieladresse: back?.zieladresse ?? '',
    grund: extra.grund?.trim() ? `Grund: ${extra.grund.trim()}` : '',
    vorname: booking.vorname,
    nachname: booking.nachname,
    telefon: booking.telefon ? formatPhoneForDisplay(booking.telefon) : '',
    email: booking.email ?? '',
    abholadresse: hin.abholadresse,
    zieladresse: hin.zieladresse,
    datum: formatGermanDate(hin.datum),
    uhrzeit: hin.uhrzeit ?? '',
    rueckfahrt: returnTripLabels[back ? back.timing : 'keine'],
    rueckfahrtZeit: back?.timing === 'fest' && back.uhrzeit ? `um ${back.uhrzeit} Uhr` : '',
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
  krankenkasse: 'AOK Hessen',
  pflegegrad: 2,
  hinweise: 'Bitte zweimal klingeln.',
  hin: {
    timing: 'fest',
    datum: '2026-12-03',
    uhrzeit: '09:30',
    abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
    zieladresse: 'Hochtaunus-Kliniken, Zeppelinstraße 20, 61352 Bad Homburg vor der Höhe',
  },
  back: {
    timing: 'fest',
    datum: '2026-12-03',
    uhrzeit: '12:00',
    abholadresse: 'Hochtaunus-Kliniken, Zeppelinstraße 20, 61352 Bad Homburg vor der Höhe',
    zieladresse: 'Musterstraße 1, 60311 Frankfurt am Main',
  },
};
