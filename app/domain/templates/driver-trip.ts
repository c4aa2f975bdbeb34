// The one driver trip text: the same lines in the driver's e-mail ("Fahrtauftrag") and in the WhatsApp
// message of "An Fahrer senden" (one trip or several).
//
// THE RULE – what a driver text may carry (docs/decisions/175-driver-trip-text.md):
// - the job: booking number, date and time, the passenger's name and phone, pickup and destination,
//   the transport type (which vehicle and equipment), the return trip (date and time or "nach
//   Termin", its own addresses when they differ);
// - handling instructions the driver needs to do the job, phrased as what to do and never naming a
//   condition (DRIVER_HANDLING below);
// - nothing else: never the insurer, Pflegegrad, KVNR, a diagnosis or infection, the free-text notes
//   (hinweise, "weitere" Besonderheiten), the patient's e-mail, prices, prescriptions or approvals.
// Why so strict: the WhatsApp text travels as the query of a wa.me URL and through a third party
// (DESIGN.md: no health data in URLs or third-party requests), and the e-mail lies in a mailbox the
// company does not control. What the rule leaves out, the Disposition tells the driver by phone.
// The function reads only the fields of DriverTrip, so a whole booking row can be passed safely.
import { formatGermanDate } from '#app/domain/german-date';
import { formatPhoneForDisplay } from '#app/domain/patients/phone';
import { transportLabel } from '#app/domain/bookings/transport';
import { LEG_KIND_LABELS, type LegKind } from '#app/domain/rides/legs';

/** The only booking fields a driver text reads. */
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
  rueckfahrtAbholadresse?: string | null;
  rueckfahrtZieladresse?: string | null;
  besonderheiten: { rollstuhl?: boolean; barrierefreiZugang?: boolean; adipositas?: boolean; infektiös?: boolean; sehbeeinträchtigt?: boolean };
};

/** Only the fields of DriverTrip, from a whole booking row (what a use case may hand on to a route). */
export function driverTripOf(row: DriverTrip): DriverTrip {
  const b = row.besonderheiten;
  return {
    bookingNumber: row.bookingNumber,
    datum: row.datum,
    uhrzeit: row.uhrzeit,
    vorname: row.vorname,
    nachname: row.nachname,
    telefon: row.telefon,
    abholadresse: row.abholadresse,
    zieladresse: row.zieladresse,
    transportart: row.transportart,
    rueckfahrt: row.rueckfahrt,
    rueckfahrtZeit: row.rueckfahrtZeit,
    rueckfahrtDatum: row.rueckfahrtDatum ?? null,
    rueckfahrtUhrzeit: row.rueckfahrtUhrzeit ?? null,
    rueckfahrtAbholadresse: row.rueckfahrtAbholadresse ?? null,
    rueckfahrtZieladresse: row.rueckfahrtZieladresse ?? null,
    besonderheiten: {
      rollstuhl: b.rollstuhl === true,
      barrierefreiZugang: b.barrierefreiZugang,
      adipositas: b.adipositas === true,
      infektiös: b.infektiös === true,
      sehbeeinträchtigt: b.sehbeeinträchtigt === true,
    },
  };
}

/**
 * The handling instructions: what the driver does, not what the passenger has. An infection is not
 * written down at all: the driver is asked to call, and hears the protective measures there.
 */
export const DRIVER_HANDLING = {
  carryChair: 'Kein barrierefreier Zugang: Tragestuhl mitnehmen',
  wheelchair: 'Rollstuhl verladen',
  heavyDuty: 'Schwerlast-Ausstattung einplanen',
  callFirst: 'Vor der Fahrt bitte bei der Disposition anrufen',
  atTheDoor: 'Fahrgast an der Wohnungstür abholen und begleiten',
} as const;

/** The handling instructions of a trip, in a fixed order. */
export function driverHints(trip: Pick<DriverTrip, 'besonderheiten'>): string[] {
  const b = trip.besonderheiten;
  const hints: string[] = [];
  if (b.rollstuhl) hints.push(b.barrierefreiZugang === false ? DRIVER_HANDLING.carryChair : DRIVER_HANDLING.wheelchair);
  if (b.adipositas) hints.push(DRIVER_HANDLING.heavyDuty);
  if (b.sehbeeinträchtigt) hints.push(DRIVER_HANDLING.atTheDoor);
  if (b.infektiös) hints.push(DRIVER_HANDLING.callFirst);
  return hints;
}

function returnLines(trip: DriverTrip): string[] {
  if (trip.rueckfahrt === 'nach-termin') return ['Rückfahrt: nach Termin (auf Abruf)', ...returnAddresses(trip)];
  if (trip.rueckfahrt !== 'fest') return [];
  const time = trip.rueckfahrtUhrzeit || trip.rueckfahrtZeit;
  const date = formatGermanDate(trip.rueckfahrtDatum || trip.datum);
  return [`Rückfahrt: ${date}${time ? ` um ${time} Uhr` : ', Uhrzeit folgt'}`, ...returnAddresses(trip)];
}

/** The return trip's own addresses, only where they differ from the outbound trip reversed. */
function returnAddresses(trip: DriverTrip): string[] {
  const from = trip.rueckfahrtAbholadresse?.trim();
  const to = trip.rueckfahrtZieladresse?.trim();
  return [
    ...(from && from !== trip.zieladresse ? [`Rückfahrt ab: ${from}`] : []),
    ...(to && to !== trip.abholadresse ? [`Rückfahrt nach: ${to}`] : []),
  ];
}

/**
 * One leg given to a driver on its own: the return can have another driver than the outbound leg, and
 * that driver's text then holds only this leg (its date, time or "nach Termin", and its addresses).
 */
export type DriverLeg = { kind: LegKind; datum: string; uhrzeit: string | null; abholadresse: string; zieladresse: string };

function legWhen(leg: DriverLeg): string {
  return leg.uhrzeit ? `${formatGermanDate(leg.datum)} um ${leg.uhrzeit} Uhr` : `${formatGermanDate(leg.datum)}, nach Termin (auf Abruf)`;
}

/** The trip (or one leg of it) as German lines (label: value): the one text for e-mail and WhatsApp. */
export function driverTripLines(trip: DriverTrip, leg?: DriverLeg): string[] {
  const phone = trip.telefon ? `, Tel. ${formatPhoneForDisplay(trip.telefon)}` : '';
  const hints = driverHints(trip);
  return [
    `Buchung: ${trip.bookingNumber}${leg ? ` (${LEG_KIND_LABELS[leg.kind]})` : ''}`,
    `Datum: ${leg ? legWhen(leg) : `${formatGermanDate(trip.datum)} um ${trip.uhrzeit} Uhr`}`,
    `Fahrgast: ${trip.vorname} ${trip.nachname}${phone}`,
    `Abholung: ${leg?.abholadresse ?? trip.abholadresse}`,
    `Ziel: ${leg?.zieladresse ?? trip.zieladresse}`,
    `Transportart: ${transportLabel(trip.transportart) ?? 'nicht festgelegt'}`,
    ...(leg ? [] : returnLines(trip)),
    ...(hints.length ? [`Hinweise: ${hints.join('; ')}`] : []),
  ];
}

/** The WhatsApp message for one leg given to a driver on its own. */
export function driverLegMessage(driverName: string, trip: DriverTrip, leg: DriverLeg): string {
  return [`Hallo ${driverName}, eine neue Fahrt für Sie:`, driverTripLines(trip, leg).join('\n')].join('\n\n');
}

/** The WhatsApp message to a driver: a greeting, then each trip's lines (one message for several trips). */
export function driverTripMessage(driverName: string, trips: DriverTrip[]): string {
  const intro = trips.length === 1 ? 'eine neue Fahrt für Sie:' : `${trips.length} neue Fahrten für Sie:`;
  return [`Hallo ${driverName}, ${intro}`, ...trips.map((trip) => driverTripLines(trip).join('\n'))].join('\n\n');
}
