// A driver's day plan (issue 20): the facts of each ride that the printed plan and the e-mail carry, the
// WhatsApp text that goes with it, and the rule for what each may carry.
// - Printed and e-mailed (issue 37): one ride, one set of facts (`dayPlanRide`): time, Hin-/Rückfahrt and
//   booking number, passenger with companions and phone (national format), pickup, destination, transport,
//   the vehicle the ride is driven with (its own, else the driver's), the handling needs, the dispatcher's
//   note for the ride and its status. Paper names the handling flags (infection in bold, decision 185);
//   the e-mail lies in a mailbox the company does not control, so it gives the same needs as decision
//   175's handling instructions and leaves out the booking's free-text note.
// - The WhatsApp text travels as the query of a wa.me URL through a third party, so it carries no patient
//   data at all: the date, how many rides, their times, legs and booking numbers, and where the full plan
//   is. Never a name, address, transport type, handling instruction or note.
import { companionsLabel } from '#app/domain/bookings/companions';
import type { HandlingFlag } from '#app/domain/bookings/handling-flags';
import { TRANSPORT_LABELS, type TransportCode } from '#app/domain/bookings/transport';
import { formatGermanDate } from '#app/domain/german-date';
import { formatPhoneForDisplay } from '#app/domain/patients/phone';
import { LEG_KIND_LABELS, type LegKind } from '#app/domain/rides/legs';
import { LEG_STATUS_LABELS } from '#app/domain/rides/statuses';
import { driverBesonderheiten, driverHints } from '#app/domain/templates/driver-trip';
import { vehicleLabel, type BoardLeg, type BoardVehicle } from './board';

export type DayPlanEntry = { uhrzeit: string | null; kind: LegKind; bookingNumber: string };

/** "07:15 Hinfahrt KF-2026-00012" or "nach Termin Rückfahrt KF-2026-00012". */
function entryLine(entry: DayPlanEntry): string {
  return `${entry.uhrzeit ? `${entry.uhrzeit} Uhr` : 'nach Termin'}: ${LEG_KIND_LABELS[entry.kind]} ${entry.bookingNumber}`;
}

/** The short WhatsApp text of a day plan (no patient data; see the rule above). */
export function dayPlanWhatsappText(
  driverName: string,
  datum: string,
  entries: readonly DayPlanEntry[],
  options: { emailed: boolean; dispatchPhone: string },
): string {
  const count = entries.length === 1 ? '1 Fahrt' : `${entries.length} Fahrten`;
  const where = options.emailed
    ? 'Den vollständigen Tagesplan haben Sie per E-Mail erhalten.'
    : 'Den vollständigen Tagesplan erhalten Sie ausgedruckt in der Disposition.';
  return [
    `Hallo ${driverName}, Ihr Tagesplan für den ${formatGermanDate(datum)}: ${count}.`,
    ...entries.map(entryLine),
    `${where} Fragen bitte an die Disposition: ${options.dispatchPhone}.`,
  ].join('\n');
}

/** The subject of the day plan e-mail. */
export function dayPlanSubject(datum: string, count: number): string {
  return `Tagesplan für den ${formatGermanDate(datum)} (${count === 1 ? '1 Fahrt' : `${count} Fahrten`})`;
}

/** A leg of the plan as the server reads it: the board's leg, the booking's answers and the vehicle it is driven with. */
export type DayPlanLegSource = Pick<
  BoardLeg,
  | 'kind'
  | 'uhrzeit'
  | 'bookingNumber'
  | 'patient'
  | 'begleitpersonen'
  | 'telefon'
  | 'abholadresse'
  | 'zieladresse'
  | 'transport'
  | 'code'
  | 'flags'
  | 'notes'
  | 'legStatus'
> & { besonderheiten: unknown; vehicle: BoardVehicle | null };

/** The facts of one ride of the plan, as the printed plan and the e-mail show them. */
export type DayPlanRide = {
  kind: LegKind;
  /** "08:30 Uhr" or "nach Termin". */
  when: string;
  /** "Hinfahrt" or "Rückfahrt". */
  leg: string;
  bookingNumber: string;
  passenger: string;
  /** "+2 Begleitpersonen", or null without companions. */
  companions: string | null;
  /** National format ("069 900091"), or null without a phone. */
  phone: string | null;
  pickup: string;
  destination: string;
  code: TransportCode | null;
  /** "Rollstuhl (RS)", or "nicht festgelegt". */
  transport: string;
  /** The vehicle the ride is driven with ("F-KF 300 VW Caddy (Rollstuhl)"), or null when there is none. */
  vehicle: string | null;
  /** The handling flags as paper shows them (decision 185; "Hinweis: …" is the booking's free-text note). */
  flags: HandlingFlag[];
  /** The same needs as handling instructions for the e-mail (decision 175): no condition, no free text. */
  instructions: string[];
  /** The dispatcher's note for this ride (the leg's own note), or null. */
  note: string | null;
  status: string;
};

export const NO_VEHICLE = 'kein Fahrzeug zugewiesen';

/** One ride of the plan: the one source of the printed row and the e-mail's lines. */
export function dayPlanRide(leg: DayPlanLegSource): DayPlanRide {
  return {
    kind: leg.kind,
    when: leg.uhrzeit ? `${leg.uhrzeit} Uhr` : 'nach Termin',
    leg: LEG_KIND_LABELS[leg.kind],
    bookingNumber: leg.bookingNumber,
    passenger: leg.patient,
    companions: companionsLabel(leg.begleitpersonen),
    phone: leg.telefon?.trim() ? formatPhoneForDisplay(leg.telefon) : null,
    pickup: leg.abholadresse,
    destination: leg.zieladresse,
    code: leg.code,
    transport: leg.code ? `${TRANSPORT_LABELS[leg.transport]} (${leg.code})` : 'nicht festgelegt',
    vehicle: leg.vehicle ? vehicleLabel(leg.vehicle) : null,
    flags: leg.flags,
    instructions: driverHints({
      transportart: leg.transport,
      besonderheiten: driverBesonderheiten(leg.besonderheiten),
    }),
    note: leg.notes?.trim() || null,
    status: LEG_STATUS_LABELS[leg.legStatus],
  };
}

/** A ride as the e-mail's lines (German, label: value); the status only once it is no longer "geplant". */
export function dayPlanRideLines(ride: DayPlanRide): string[] {
  return [
    `${ride.when} · ${ride.leg} · ${ride.bookingNumber}`,
    `Fahrgast: ${ride.passenger}${ride.companions ? ` ${ride.companions}` : ''}${ride.phone ? `, Tel. ${ride.phone}` : ''}`,
    `Abholung: ${ride.pickup}`,
    `Ziel: ${ride.destination}`,
    `Transportart: ${ride.transport}`,
    `Fahrzeug: ${ride.vehicle ?? NO_VEHICLE}`,
    ...(ride.instructions.length ? [`Hinweise: ${ride.instructions.join('; ')}`] : []),
    ...(ride.note ? [`Notiz: ${ride.note}`] : []),
    ...(ride.status !== LEG_STATUS_LABELS.geplant ? [`Status: ${ride.status}`] : []),
  ];
}

/**
 * Every vehicle of the driver's day, in the order the rides use them; without rides (or none with a
 * vehicle) the driver's own. "Fahrzeug: F-KF 100 Skoda Octavia" or "Fahrzeuge: F-KF 100 …, F-KF 300 …".
 */
export function dayPlanVehiclesText(
  rides: readonly Pick<DayPlanRide, 'vehicle'>[],
  driverVehicle: BoardVehicle | null,
): string {
  const used = [...new Set(rides.map((ride) => ride.vehicle).filter((label): label is string => label !== null))];
  const labels = used.length ? used : driverVehicle ? [vehicleLabel(driverVehicle)!] : [];
  if (!labels.length) return `Fahrzeug: ${NO_VEHICLE}`;
  return `${labels.length === 1 ? 'Fahrzeug' : 'Fahrzeuge'}: ${labels.join(', ')}`;
}
