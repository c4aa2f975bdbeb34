// Conflicts in one driver's legs of one day, shown on the dispatch board and before an assignment is
// saved. Each leg is checked against the vehicle it will be driven with (its own, else the driver's):
//
//   ueberschneidung   two legs overlap in time. A leg lasts its estimated duration: from its distance
//                     at an average speed plus handling time (boarding, carrying, paperwork), else a
//                     default. Legs touching end to start do not overlap. A return "nach Termin" without
//                     a time yet cannot overlap anything.
//   ausstattung       a wheelchair, carrying-chair or lying leg on a vehicle without that equipment
//   sitzplaetze       more passengers than passenger seats; a vehicle's seats count the driver's seat
//                     (as the registration document does), a patient riding in a wheelchair or lying
//                     needs no seat
//   kein_fahrzeug     the driver has no vehicle for the leg
import type { TransportType } from '#app/domain/bookings/transport';

export type DispatchSettings = {
  /** Average speed door to door, km/h. */
  averageSpeedKmh: number;
  /** Minutes added to the driving time of every leg. */
  handlingMinutes: number;
  /** Duration of a leg whose distance is unknown, minutes. */
  defaultDurationMinutes: number;
};

/** City traffic in and around Frankfurt; a setting the operator can change. */
export const DEFAULT_DISPATCH_SETTINGS: DispatchSettings = {
  averageSpeedKmh: 30,
  handlingMinutes: 15,
  defaultDurationMinutes: 45,
};

export type VehicleEquipment = 'rollstuhl' | 'tragestuhl' | 'liegend';

export type DispatchVehicle = {
  plate: string;
  equipment: readonly VehicleEquipment[];
  /** All seats including the driver's; null when unknown (no seat check). */
  seats: number | null;
};

export type DispatchLeg = {
  id: string;
  /** Pickup time HH:mm; null for a return "nach Termin" not yet reported ready. */
  time: string | null;
  distanceKm: number | null;
  /** A duration staff entered; wins over the estimate. */
  durationMinutes?: number | null;
  transport: TransportType;
  /** People riding: the patient and companions. */
  passengers: number;
  /** The vehicle the leg is driven with; null when the driver has none. */
  vehicle: DispatchVehicle | null;
  /** How the leg is named in messages, e.g. "Hinfahrt Müller". */
  label: string;
};

export type ConflictKind = 'ueberschneidung' | 'ausstattung' | 'sitzplaetze' | 'kein_fahrzeug';

export type DispatchConflict = { kind: ConflictKind; legIds: string[]; message: string };

function minutesOf(time: string): number {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return hh * 60 + mm;
}

function clock(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** Estimated minutes of a leg from pickup to drop-off, whole minutes rounded up. */
export function estimateLegMinutes(
  leg: Pick<DispatchLeg, 'distanceKm' | 'durationMinutes'>,
  settings: DispatchSettings = DEFAULT_DISPATCH_SETTINGS,
): number {
  if (leg.durationMinutes != null) return Math.max(1, Math.ceil(leg.durationMinutes));
  if (leg.distanceKm == null) return settings.defaultDurationMinutes;
  if (!(settings.averageSpeedKmh > 0)) throw new RangeError('averageSpeedKmh must be > 0');
  return Math.ceil((leg.distanceKm / settings.averageSpeedKmh) * 60) + settings.handlingMinutes;
}

const EQUIPMENT_NEEDED: Partial<
  Record<TransportType, { equipment: VehicleEquipment; message: (plate: string) => string }>
> = {
  rollstuhl: {
    equipment: 'rollstuhl',
    message: (plate) => `ist eine Rollstuhlfahrt, aber ${plate} ist nicht rollstuhlgerecht.`,
  },
  tragestuhl: {
    equipment: 'tragestuhl',
    message: (plate) => `ist eine Tragestuhlfahrt, aber ${plate} hat keinen Tragestuhl.`,
  },
  liegend: {
    equipment: 'liegend',
    message: (plate) => `ist eine Liegendfahrt, aber ${plate} ist dafür nicht eingerichtet.`,
  },
};

/** Every conflict among one driver's legs of one day, in German, in time order. */
export function findDriverDayConflicts(
  legs: readonly DispatchLeg[],
  settings: DispatchSettings = DEFAULT_DISPATCH_SETTINGS,
): DispatchConflict[] {
  const conflicts: DispatchConflict[] = [];
  const timed = legs
    .filter((leg): leg is DispatchLeg & { time: string } => leg.time !== null)
    .map((leg) => {
      const start = minutesOf(leg.time);
      return { leg, start, end: start + estimateLegMinutes(leg, settings) };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);

  for (let i = 0; i < timed.length; i++) {
    for (let j = i + 1; j < timed.length && timed[j]!.start < timed[i]!.end; j++) {
      const a = timed[i]!;
      const b = timed[j]!;
      conflicts.push({
        kind: 'ueberschneidung',
        legIds: [a.leg.id, b.leg.id],
        message: `Überschneidung: ${a.leg.label} ${clock(a.start)}–${clock(a.end)} und ${b.leg.label} ${clock(b.start)}–${clock(b.end)}.`,
      });
    }
  }

  const ordered = [...legs].sort((a, b) => (a.time ?? '99:99').localeCompare(b.time ?? '99:99'));
  for (const leg of ordered) {
    const vehicle = leg.vehicle;
    if (!vehicle) {
      conflicts.push({
        kind: 'kein_fahrzeug',
        legIds: [leg.id],
        message: `${leg.label}: Dem Fahrer ist kein Fahrzeug zugewiesen.`,
      });
      continue;
    }
    const need = EQUIPMENT_NEEDED[leg.transport];
    if (need && !vehicle.equipment.includes(need.equipment)) {
      conflicts.push({ kind: 'ausstattung', legIds: [leg.id], message: `${leg.label} ${need.message(vehicle.plate)}` });
    }
    if (vehicle.seats !== null) {
      const passengerSeats = Math.max(0, vehicle.seats - 1);
      const seatsNeeded = leg.passengers - (leg.transport === 'rollstuhl' || leg.transport === 'liegend' ? 1 : 0);
      if (seatsNeeded > passengerSeats) {
        conflicts.push({
          kind: 'sitzplaetze',
          legIds: [leg.id],
          message: `${leg.label}: ${seatsNeeded} ${seatsNeeded === 1 ? 'Sitzplatz' : 'Sitzplätze'} nötig, ${vehicle.plate} hat ${passengerSeats} für Fahrgäste.`,
        });
      }
    }
  }
  return conflicts;
}

/** The conflicts a leg is part of (for the warning before saving one assignment). */
export function conflictsOfLeg(conflicts: readonly DispatchConflict[], legId: string): DispatchConflict[] {
  return conflicts.filter((conflict) => conflict.legIds.includes(legId));
}
