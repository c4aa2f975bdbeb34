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
// driverTripOf reads only the fields of DriverTrip, so a whole booking row can be passed safely; the
// ride's dates, times and addresses come from its legs (issue 36), never from SPEC's booking columns.
import { formatGermanDate } from '#app/domain/german-date';
import { formatPhoneForDisplay } from '#app/domain/patients/phone';
import { transportLabel, transportTypeOf } from '#app/domain/bookings/transport';
import { LEG_KIND_LABELS, type Leg } from '#app/domain/rides/legs';

/** A leg as a driver text reads it: when, and from where to where. */
export type TripLeg = Pick<Leg, 'kind' | 'datum' | 'uhrzeit' | 'abholadresse' | 'zieladresse'>;

/** The only fields of an order a driver text reads: who, how to reach them, the transport and handling. */
export type DriverOrder = {
  bookingNumber: string;
  vorname: string;
  nachname: string;
  telefon: string | null;
  transportart: string | null;
  besonderheiten: {
    rollstuhl?: boolean;
    barrierefreiZugang?: boolean;
    adipositas?: boolean;
    infektiös?: boolean;
    sehbeeinträchtigt?: boolean;
  };
};

/** The trip a driver text carries: the order's allowed fields and its legs (the ride's truth, issue 36). */
export type DriverTrip = DriverOrder & { hin: TripLeg; back: TripLeg | null };

const legOf = (leg: TripLeg): TripLeg => ({
  kind: leg.kind,
  datum: leg.datum,
  uhrzeit: leg.uhrzeit,
  abholadresse: leg.abholadresse,
  zieladresse: leg.zieladresse,
});

/** Only the answers a driver text reads, from a booking's stored `besonderheiten` (anything else is dropped). */
export function driverBesonderheiten(stored: unknown): DriverOrder['besonderheiten'] {
  const b = (stored ?? {}) as DriverOrder['besonderheiten'];
  return {
    rollstuhl: b.rollstuhl === true,
    barrierefreiZugang: b.barrierefreiZugang,
    adipositas: b.adipositas === true,
    infektiös: b.infektiös === true,
    sehbeeinträchtigt: b.sehbeeinträchtigt === true,
  };
}

/** Only the fields of DriverTrip, from a whole booking row and its legs (what a use case may hand on to a route). */
export function driverTripOf(row: DriverOrder, legs: { hin: TripLeg; back: TripLeg | null }): DriverTrip {
  return {
    bookingNumber: row.bookingNumber,
    vorname: row.vorname,
    nachname: row.nachname,
    telefon: row.telefon,
    transportart: row.transportart,
    besonderheiten: driverBesonderheiten(row.besonderheiten),
    hin: legOf(legs.hin),
    back: legs.back && legOf(legs.back),
  };
}

/**
 * The handling instructions: what the driver does, not what the passenger has. An infection is not
 * written down at all: the driver is asked to call, and hears the protective measures there.
 */
export const DRIVER_HANDLING = {
  carryChair: 'Kein barrierefreier Zugang: Tragestuhl mitnehmen',
  carryingChair: 'Tragestuhl mitnehmen',
  wheelchair: 'Rollstuhl verladen',
  heavyDuty: 'Schwerlast-Ausstattung einplanen',
  callFirst: 'Vor der Fahrt bitte bei der Disposition anrufen',
  atTheDoor: 'Fahrgast an der Wohnungstür abholen und begleiten',
} as const;

/**
 * The handling instructions of a trip, in a fixed order. The wheelchair and carrying chair follow the
 * transport type the ride is driven as (transportTypeOf, the one mapping of the "Transportart" line, the
 * price and the prescription; issue 37), so a Transportart set by staff without the wizard's answer still
 * says what to load, and the instruction never contradicts the Transportart line. Without barrier-free
 * access a wheelchair ride also takes the carrying chair for the way to the door.
 */
export function driverHints(trip: Pick<DriverOrder, 'transportart' | 'besonderheiten'>): string[] {
  const b = trip.besonderheiten;
  const noAccess = b.barrierefreiZugang === false;
  const type = transportTypeOf(trip);
  const hints: string[] = [];
  if (type === 'rollstuhl') hints.push(DRIVER_HANDLING.wheelchair);
  if (type === 'tragestuhl' || (type === 'rollstuhl' && noAccess))
    hints.push(noAccess ? DRIVER_HANDLING.carryChair : DRIVER_HANDLING.carryingChair);
  if (b.adipositas) hints.push(DRIVER_HANDLING.heavyDuty);
  if (b.sehbeeinträchtigt) hints.push(DRIVER_HANDLING.atTheDoor);
  if (b.infektiös) hints.push(DRIVER_HANDLING.callFirst);
  return hints;
}

function legWhen(leg: TripLeg): string {
  return leg.uhrzeit
    ? `${formatGermanDate(leg.datum)} um ${leg.uhrzeit} Uhr`
    : `${formatGermanDate(leg.datum)}, nach Termin (auf Abruf)`;
}

/** The return: its day and time, or "nach Termin", and its own addresses where they are not the outbound reversed. */
function returnLines(trip: DriverTrip): string[] {
  const back = trip.back;
  if (!back) return [];
  const when = back.uhrzeit ? `${formatGermanDate(back.datum)} um ${back.uhrzeit} Uhr` : 'nach Termin (auf Abruf)';
  return [
    `Rückfahrt: ${when}`,
    ...(back.abholadresse !== trip.hin.zieladresse ? [`Rückfahrt ab: ${back.abholadresse}`] : []),
    ...(back.zieladresse !== trip.hin.abholadresse ? [`Rückfahrt nach: ${back.zieladresse}`] : []),
  ];
}

/**
 * The trip (or one leg of it, given to a driver on its own: the return can have another driver) as
 * German lines (label: value): the one text for e-mail and WhatsApp.
 */
export function driverTripLines(trip: DriverTrip, leg?: TripLeg): string[] {
  const phone = trip.telefon ? `, Tel. ${formatPhoneForDisplay(trip.telefon)}` : '';
  const hints = driverHints(trip);
  const shown = leg ?? trip.hin;
  return [
    `Buchung: ${trip.bookingNumber}${leg ? ` (${LEG_KIND_LABELS[leg.kind]})` : ''}`,
    `Datum: ${legWhen(shown)}`,
    `Fahrgast: ${trip.vorname} ${trip.nachname}${phone}`,
    `Abholung: ${shown.abholadresse}`,
    `Ziel: ${shown.zieladresse}`,
    `Transportart: ${transportLabel(trip.transportart) ?? 'nicht festgelegt'}`,
    ...(leg ? [] : returnLines(trip)),
    ...(hints.length ? [`Hinweise: ${hints.join('; ')}`] : []),
  ];
}

/** The WhatsApp message for one leg given to a driver on its own. */
export function driverLegMessage(driverName: string, trip: DriverTrip, leg: TripLeg): string {
  return [`Hallo ${driverName}, eine neue Fahrt für Sie:`, driverTripLines(trip, leg).join('\n')].join('\n\n');
}

/** The WhatsApp message to a driver: a greeting, then each trip's lines (one message for several trips). */
export function driverTripMessage(driverName: string, trips: DriverTrip[]): string {
  const intro = trips.length === 1 ? 'eine neue Fahrt für Sie:' : `${trips.length} neue Fahrten für Sie:`;
  return [`Hallo ${driverName}, ${intro}`, ...trips.map((trip) => driverTripLines(trip).join('\n'))].join('\n\n');
}
