// The trip as a driver gets it (e-mail and WhatsApp): when, where from, where to, how to transport.
// Only what the driver needs to carry out the ride: no insurer, care level or free-text health notes.
import { TRANSPORT_LABELS } from '../bookings/transport';

export type DriverTrip = {
  bookingNumber: string;
  datum: string;
  uhrzeit: string;
  vorname: string;
  nachname: string;
  telefon: string | null;
  abholadresse: string;
  zieladresse: string;
  transportart: string | null;
  rueckfahrt: string;
  rueckfahrtZeit: string | null;
  rueckfahrtDatum?: string | null;
  rueckfahrtUhrzeit?: string | null;
  besonderheiten: {
    rollstuhl?: boolean;
    barrierefreiZugang?: boolean;
    adipositas?: boolean;
    infektiös?: boolean;
    sehbeeinträchtigt?: boolean;
  };
};

const transportLabels: Record<string, string> = TRANSPORT_LABELS;

function germanDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date;
}

/** Practical hints for the ride, derived from the booking's special needs. */
export function driverHints(trip: DriverTrip): string[] {
  const b = trip.besonderheiten;
  const hints: string[] = [];
  if (b.rollstuhl)
    hints.push(
      b.barrierefreiZugang === false ? 'Rollstuhl, kein barrierefreier Zugang (Tragestuhl nötig)' : 'Rollstuhl',
    );
  if (b.adipositas) hints.push('Schwerlast-Ausstattung einplanen');
  if (b.infektiös) hints.push('Infektionsschutz beachten');
  if (b.sehbeeinträchtigt) hints.push('Fahrgast ist sehbeeinträchtigt, bitte an der Tür abholen');
  return hints;
}

/** The trip as German lines (label: value), the same for e-mail and WhatsApp. */
export function driverTripLines(trip: DriverTrip): string[] {
  const lines = [
    `Buchung: ${trip.bookingNumber}`,
    `Datum: ${germanDate(trip.datum)}, ${trip.uhrzeit} Uhr`,
    `Fahrgast: ${trip.vorname} ${trip.nachname}${trip.telefon ? `, Tel. ${trip.telefon}` : ''}`,
    `Abholung: ${trip.abholadresse}`,
    `Ziel: ${trip.zieladresse}`,
    `Transportart: ${trip.transportart ? (transportLabels[trip.transportart] ?? trip.transportart) : 'nicht festgelegt'}`,
  ];
  if (trip.rueckfahrt === 'fest') {
    const time = trip.rueckfahrtUhrzeit || trip.rueckfahrtZeit;
    const date = trip.rueckfahrtDatum ? `${germanDate(trip.rueckfahrtDatum)}, ` : '';
    lines.push(`Rückfahrt: ${date}${time ? `${time} Uhr` : 'Uhrzeit folgt'}`);
  } else if (trip.rueckfahrt === 'nach-termin') {
    lines.push('Rückfahrt: nach Termin (auf Abruf)');
  }
  const hints = driverHints(trip);
  if (hints.length) lines.push(`Hinweise: ${hints.join('; ')}`);
  return lines;
}
