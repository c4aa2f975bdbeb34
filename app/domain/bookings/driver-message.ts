// The trip text sent to a driver (WhatsApp click-to-chat and e-mail). It holds what the driver needs
// to do the ride and no health data: no Pflegegrad, no special needs, no insurer, no notes.
import { transportLabel } from './transport';

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
  rueckfahrtDatum: string | null;
  rueckfahrtUhrzeit: string | null;
  rueckfahrtZeit: string | null;
};

function germanDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

export function driverTripText(trip: DriverTrip, driverName: string): string {
  const lines = [
    `Hallo ${driverName}, neue Fahrt ${trip.bookingNumber}:`,
    `Datum: ${germanDate(trip.datum)} um ${trip.uhrzeit} Uhr`,
    `Fahrgast: ${trip.vorname} ${trip.nachname}${trip.telefon ? `, Tel. ${trip.telefon}` : ''}`,
    `Abholung: ${trip.abholadresse}`,
    `Ziel: ${trip.zieladresse}`,
  ];
  const art = transportLabel(trip.transportart);
  if (art) lines.push(`Transportart: ${art}`);
  if (trip.rueckfahrt === 'fest') {
    const date = trip.rueckfahrtDatum ? germanDate(trip.rueckfahrtDatum) : germanDate(trip.datum);
    const time = trip.rueckfahrtUhrzeit ?? trip.rueckfahrtZeit;
    lines.push(`Rückfahrt: ${date}${time ? ` um ${time} Uhr` : ''}`);
  } else if (trip.rueckfahrt === 'nach-termin') {
    lines.push('Rückfahrt: nach Termin (auf Anruf)');
  }
  return lines.join('\n');
}
