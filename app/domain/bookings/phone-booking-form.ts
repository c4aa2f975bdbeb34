// "Neue Buchung" in the back office (issue 17): a dispatcher enters a booking taken on the phone. The
// same facts as the public wizard plus the legs' details, but staff rules: no 24-hour rule and no slot
// grid (any HH:mm), a leg today or in the past needs an explicit confirmation, a full slot an explicit
// override (checked on the server), and staff choose the status (confirmed or pending).
import { addCalendarDays, berlinDate, berlinTime } from '#app/domain/berlin-time';
import { formatGermanDate, parseGermanDate } from '#app/domain/german-date';
import { isEmailAddress } from '#app/domain/email-address';
import { DUPLICATE_OVERRIDE_FIELD } from '#app/domain/rides/duplicate-rides';
import { legsOfTrip, type Leg } from '#app/domain/rides/legs';
import { NEW_ORDER_STATUS, OPEN_ORDER_STATUSES } from '#app/domain/rides/lifecycle';
import { parsePhone, PHONE_MESSAGES } from '#app/domain/patients/phone';
import { textError, type TextKind } from '#app/domain/text/plain-text';
import { TIME_PATTERN } from '#app/domain/booking/slots';
import { BEGLEITPERSONEN_MESSAGE, parseCompanions } from './companions';
import type { BookingPersonTrip } from './read-models';
import { TRANSPORT_TYPES, type TransportType } from './transport';
import { formatNumber } from '#app/domain/numbers';

/** Staff choose whether a booking taken by phone is confirmed at once or waits (the lifecycle's open orders). */
export const PHONE_BOOKING_STATUSES = OPEN_ORDER_STATUSES;
export type PhoneBookingStatus = (typeof PHONE_BOOKING_STATUSES)[number];

export const RETURN_OPTIONS = ['keine', 'fest', 'nach-termin'] as const;
export type ReturnOption = (typeof RETURN_OPTIONS)[number];

export const BOOKING_FLAGS = ['infektiös', 'adipositas', 'rollstuhl', 'sehbeeinträchtigt'] as const;

/** How far ahead staff may book (a typo like 2062 is caught). */
export const STAFF_HORIZON_DAYS = 2 * 366;

export const PHONE_BOOKING_MESSAGES = {
  vorname: 'Bitte geben Sie den Vornamen ein.',
  nachname: 'Bitte geben Sie den Nachnamen ein.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  emailForConfirmation: 'Für die Bestätigungs-E-Mail wird eine E-Mail-Adresse benötigt.',
  abholadresse: 'Bitte geben Sie die Abholadresse ein.',
  zieladresse: 'Bitte geben Sie die Zieladresse ein.',
  datum: 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).',
  uhrzeit: 'Bitte geben Sie eine gültige Uhrzeit ein (HH:MM).',
  tooLong: (max: number) => `Höchstens ${formatNumber(max)} Zeichen.`,
  tooFarAhead: (latest: string) => `Buchungen sind bis zum ${formatGermanDate(latest)} möglich.`,
  tooOld: 'Eine Fahrt kann höchstens 30 Tage zurückliegend erfasst werden.',
  rueckfahrt: 'Bitte wählen Sie eine Option für die Rückfahrt.',
  rueckfahrtZeit: 'Bitte geben Sie die Uhrzeit der Rückfahrt an (HH:MM).',
  rueckfahrtDatum: 'Die Rückfahrt kann nicht vor der Hinfahrt liegen.',
  rueckfahrtNachHinfahrt: 'Die Rückfahrt muss nach der Hinfahrt liegen.',
  status: 'Bitte wählen Sie, ob die Buchung bestätigt oder offen angelegt wird.',
  transportart: 'Ungültige Transportart.',
  pflegegrad: 'Bitte wählen Sie einen Pflegegrad von 1 bis 5.',
  patient: 'Dieser Patient wurde nicht gefunden. Bitte wählen Sie ihn neu aus.',
  pastConfirmation: (when: string) =>
    `Die Fahrt liegt ${when}. Bitte bestätigen Sie, dass Sie sie trotzdem anlegen möchten.`,
  slotFull: (count: number, capacity: number) =>
    `Dieses Zeitfenster ist voll (${count} von ${capacity} Fahrten). Zum Überbuchen kreuzen Sie „Kapazität überschreiten“ an.`,
} as const;

export type PhoneBookingInput = BookingPersonTrip & {
  patientId: string | null;
  /** Store the caller as a new patient (only without `patientId`). */
  savePatient: boolean;
  rueckfahrt: ReturnOption;
  rueckfahrtDatum: string | null;
  rueckfahrtZeit: string | null;
  transportart: TransportType | null;
  flags: { infektiös: boolean; adipositas: boolean; rollstuhl: boolean; sehbeeinträchtigt: boolean; treppen: boolean };
  hinweise: string | null;
  krankenkasse: string | null;
  pflegegrad: number | null;
  /** Companions riding with the patient (issue 20), 0–8. */
  begleitpersonen: number;
  status: PhoneBookingStatus;
  sendEmail: boolean;
  /** The dispatcher confirmed a leg today or in the past. */
  pastConfirmed: boolean;
  /** The dispatcher chose to book beyond the slot's capacity. */
  capacityOverride: boolean;
  /** The dispatcher chose to book although the patient already has a ride at that time (issue 37). */
  duplicateOverride: boolean;
};

export type PhoneBookingParse =
  { success: true; data: PhoneBookingInput } | { success: false; fieldErrors: Record<string, string> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A time as typed: 07:10, 7:10, 7.10, 0710 or 710; HH:mm or null. */
export function parseStaffTime(value: string): string | null {
  const match = /^(\d{1,2})[:.]?(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const time = `${match[1]!.padStart(2, '0')}:${match[2]}`;
  return TIME_PATTERN.test(time) ? time : null;
}

/**
 * Why a leg at `datum`/`uhrzeit` needs the dispatcher's confirmation at `now`, or null: a leg today
 * (same-day discharge) or in the past (entered afterwards). A "nach Termin" return has no time: its day counts.
 */
export function pastLegWarning(datum: string, uhrzeit: string | null, now: Date): string | null {
  const today = berlinDate(now);
  if (datum > today) return null;
  if (datum < today) return `in der Vergangenheit (${formatGermanDate(datum)})`;
  if (uhrzeit && uhrzeit < berlinTime(now)) return `heute und schon zurück (${uhrzeit} Uhr)`;
  return 'heute';
}

/** Parses the form at `now`. Field names are the form's; checkboxes send 'on'. */
export function parsePhoneBookingForm(values: Record<string, unknown>, now: Date): PhoneBookingParse {
  const errors: Record<string, string> = {};
  const str = (key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
  const checked = (key: string) => values[key] === 'on' || values[key] === 'true';
  const text = (key: string, max: number, kind: TextKind = 'single-line'): string | null => {
    const value = str(key);
    const problem = value.length > max ? PHONE_BOOKING_MESSAGES.tooLong(max) : textError(value, kind);
    if (problem) errors[key] = problem;
    return value === '' ? null : value;
  };
  const required = (key: 'vorname' | 'nachname' | 'abholadresse' | 'zieladresse', max: number): string => {
    const value = text(key, max, 'name');
    if (!value && !errors[key]) errors[key] = PHONE_BOOKING_MESSAGES[key];
    return value ?? '';
  };

  const today = berlinDate(now);
  const rawPatient = str('patientId');
  const patientId = UUID.test(rawPatient) ? rawPatient.toLowerCase() : null;
  if (rawPatient && !patientId) errors.patientId = PHONE_BOOKING_MESSAGES.patient;

  const vorname = required('vorname', 100);
  const nachname = required('nachname', 100);

  let telefon: string | null = null;
  const phone = parsePhone(str('telefon'));
  if (phone.status === 'ok') telefon = phone.phone.e164;
  else if (phone.status === 'invalid') errors.telefon = PHONE_MESSAGES.invalid;

  const email = text('email', 254);
  if (email && !isEmailAddress(email)) errors.email = PHONE_BOOKING_MESSAGES.email;
  const sendEmail = checked('sendEmail');
  if (sendEmail && !email && !errors.email) errors.email = PHONE_BOOKING_MESSAGES.emailForConfirmation;

  const abholadresse = required('abholadresse', 300);
  const zieladresse = required('zieladresse', 300);

  const latest = addCalendarDays(today, STAFF_HORIZON_DAYS);
  const datum = parseGermanDate(str('datum'), today) ?? '';
  if (!datum) errors.datum = PHONE_BOOKING_MESSAGES.datum;
  else if (datum > latest) errors.datum = PHONE_BOOKING_MESSAGES.tooFarAhead(latest);
  else if (datum < addCalendarDays(today, -30)) errors.datum = PHONE_BOOKING_MESSAGES.tooOld;
  const uhrzeit = parseStaffTime(str('uhrzeit')) ?? '';
  if (!uhrzeit) errors.uhrzeit = PHONE_BOOKING_MESSAGES.uhrzeit;

  const rueckfahrt = (RETURN_OPTIONS as readonly string[]).includes(str('rueckfahrt') || 'keine')
    ? ((str('rueckfahrt') || 'keine') as ReturnOption)
    : null;
  if (!rueckfahrt) errors.rueckfahrt = PHONE_BOOKING_MESSAGES.rueckfahrt;
  let rueckfahrtDatum: string | null = null;
  let rueckfahrtZeit: string | null = null;
  if (rueckfahrt && rueckfahrt !== 'keine') {
    rueckfahrtDatum = str('rueckfahrtDatum') ? parseGermanDate(str('rueckfahrtDatum'), today) : datum || null;
    if (!rueckfahrtDatum) errors.rueckfahrtDatum = PHONE_BOOKING_MESSAGES.datum;
    // The same horizon as the outbound date (issue 39: a return on 9999-12-31 was stored).
    else if (rueckfahrtDatum > latest) errors.rueckfahrtDatum = PHONE_BOOKING_MESSAGES.tooFarAhead(latest);
    else if (datum && rueckfahrtDatum < datum) errors.rueckfahrtDatum = PHONE_BOOKING_MESSAGES.rueckfahrtDatum;
    if (rueckfahrt === 'fest') {
      rueckfahrtZeit = parseStaffTime(str('rueckfahrtZeit'));
      if (!rueckfahrtZeit) errors.rueckfahrtZeit = PHONE_BOOKING_MESSAGES.rueckfahrtZeit;
      else if (rueckfahrtDatum === datum && uhrzeit && rueckfahrtZeit <= uhrzeit) {
        errors.rueckfahrtZeit = PHONE_BOOKING_MESSAGES.rueckfahrtNachHinfahrt;
      }
    }
  }

  const art = str('transportart');
  let transportart: TransportType | null = null;
  if ((TRANSPORT_TYPES as readonly string[]).includes(art)) transportart = art as TransportType;
  else if (art !== '') errors.transportart = PHONE_BOOKING_MESSAGES.transportart;

  let pflegegrad: number | null = null;
  const grad = str('pflegegrad');
  if (/^[1-5]$/.test(grad)) pflegegrad = Number(grad);
  else if (grad !== '' && grad !== 'keiner') errors.pflegegrad = PHONE_BOOKING_MESSAGES.pflegegrad;

  const begleitpersonen = parseCompanions(str('begleitpersonen'));
  if (begleitpersonen === undefined) errors.begleitpersonen = BEGLEITPERSONEN_MESSAGE;

  const status = (PHONE_BOOKING_STATUSES as readonly string[]).includes(str('status'))
    ? (str('status') as PhoneBookingStatus)
    : null;
  if (!status) errors.status = PHONE_BOOKING_MESSAGES.status;

  const pastConfirmed = checked('pastConfirmed');
  if (!errors.datum && !errors.uhrzeit && !pastConfirmed) {
    const outbound = pastLegWarning(datum, uhrzeit, now);
    if (outbound) errors.pastConfirmed = PHONE_BOOKING_MESSAGES.pastConfirmation(outbound);
  }

  const data: PhoneBookingInput = {
    patientId,
    savePatient: !patientId && checked('savePatient'),
    vorname,
    nachname,
    telefon,
    email,
    abholadresse,
    zieladresse,
    datum,
    uhrzeit,
    rueckfahrt: rueckfahrt ?? 'keine',
    rueckfahrtDatum,
    rueckfahrtZeit,
    transportart,
    flags: {
      infektiös: checked('flag_infektiös'),
      adipositas: checked('flag_adipositas'),
      rollstuhl: checked('flag_rollstuhl'),
      sehbeeinträchtigt: checked('flag_sehbeeinträchtigt'),
      treppen: checked('treppen'),
    },
    hinweise: text('hinweise', 1000, 'multi-line'),
    krankenkasse: text('krankenkasse', 120, 'name'),
    pflegegrad,
    begleitpersonen: begleitpersonen ?? 0,
    status: status ?? NEW_ORDER_STATUS,
    sendEmail,
    pastConfirmed,
    capacityOverride: checked('capacityOverride'),
    duplicateOverride: checked(DUPLICATE_OVERRIDE_FIELD),
  };
  return Object.keys(errors).length ? { success: false, fieldErrors: errors } : { success: true, data };
}

/** The legs of a phone booking: outbound, and the return (fixed or "nach Termin") with swapped addresses. */
export function phoneBookingLegs(input: PhoneBookingInput): { hin: Leg; back: Leg | null } {
  return legsOfTrip({ ...input, rueckUhrzeit: input.rueckfahrtZeit, rueckDatum: input.rueckfahrtDatum });
}
