// The dispatch board (issue 20, "Disposition"): all legs of a day or a week, grouped by driver with
// their vehicle plus "nicht zugewiesen", in time order, with the conflicts of each driver's day
// (conflicts.ts). Pure and isomorphic: the server builds the board from it, the browser uses the same
// functions to show the conflicts a planned assignment would bring before it is saved.
import { addCalendarDays, isCalendarDate, weekdayIndex } from '#app/domain/calendar-days';
import type { ApprovalBadgeKind } from '#app/domain/approvals/leg-approvals';
import type { HandlingFlag } from '#app/domain/bookings/handling-flags';
import { transportCode, type TransportCode, type TransportType } from '#app/domain/bookings/transport';
import type { VehicleInput } from '#app/domain/fleet/vehicle-form';
import { LEG_KIND_LABELS, type LegKind } from '#app/domain/rides/legs';
import { type LegStatus } from '#app/domain/rides/statuses';
import {
  conflictsOfLeg,
  DEFAULT_DISPATCH_SETTINGS,
  findDriverDayConflicts,
  type DispatchConflict,
  type DispatchLeg,
  type DispatchSettings,
  type DispatchVehicle,
  type VehicleEquipment,
} from './conflicts';

export type BoardView = 'tag' | 'woche';

export type BoardRange = { view: BoardView; day: string; from: string; to: string };

/** Monday of the week of `day` (weeks start on Monday, SPEC.md §9). */
export function mondayOf(day: string): string {
  return addCalendarDays(day, -weekdayIndex(day));
}

/**
 * The board's period from the query (?tag=yyyy-MM-dd&ansicht=woche): a day, or the Monday-to-Sunday
 * week around it. A missing or impossible date means today; an unknown view the day view.
 */
export function boardRange(params: URLSearchParams, today: string): BoardRange {
  const raw = params.get('tag') ?? '';
  const day = isCalendarDate(raw) ? raw : today;
  if (params.get('ansicht') === 'woche') {
    const from = mondayOf(day);
    return { view: 'woche', day, from, to: addCalendarDays(from, 6) };
  }
  return { view: 'tag', day, from: day, to: day };
}

export type BoardLeg = {
  legId: string;
  bookingId: string;
  bookingNumber: string;
  kind: LegKind;
  datum: string;
  /** HH:mm; null = return "nach Termin" not yet reported ready. */
  uhrzeit: string | null;
  patient: string;
  /** The passenger's last name, for conflict messages ("Hinfahrt Müller"). */
  nachname: string;
  telefon: string | null;
  abholadresse: string;
  zieladresse: string;
  transport: TransportType;
  code: TransportCode | null;
  flags: HandlingFlag[];
  approval: ApprovalBadgeKind | null;
  legStatus: LegStatus;
  /** The driver's reason with "nicht angetroffen" (the rides core's missedReason), shown on the row. */
  missedReason: string | null;
  /** Takes a place in its driver's day (the rides core's isPlanned: not cancelled, not missed). */
  planned: boolean;
  /** The rides core allows "Fahrt absagen" (open, not with the patient on board, not billed). */
  cancellable: boolean;
  driverId: string | null;
  vehicleId: string | null;
  distanceKm: number | null;
  notes: string | null;
  /** Companions riding with the patient (0–8): the leg needs 1 + these places. */
  begleitpersonen: number;
};

/** `active: false`: a deactivated driver who still has legs in the period (shown, not offered). */
export type BoardDriver = {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  vehicleId: string | null;
  active: boolean;
};

/** A vehicle as the fleet stores it (wheelchair and carrying chair separately, decision 227), with its id. */
export type BoardVehicle = { id: string } & VehicleInput;

/** What the board shows: its period, the legs, the drivers and vehicles to assign, the settings. */
export type BoardData = {
  range: BoardRange;
  today: string;
  legs: BoardLeg[];
  drivers: BoardDriver[];
  vehicles: BoardVehicle[];
  settings: DispatchSettings;
};

/**
 * The transport type a leg is planned with: the type staff set, else the one the booking's answers give
 * (a wheelchair without barrier-free access is carried in a carrying chair, transportCode's TS), else
 * sitzend.
 */
export function effectiveTransport(source: Parameters<typeof transportCode>[0]): TransportType {
  switch (transportCode(source)) {
    case 'RS':
      return 'rollstuhl';
    case 'TS':
      return 'tragestuhl';
    case 'LI':
      return 'liegend';
    default:
      return 'sitzend';
  }
}

/**
 * The equipment of a vehicle (decision 227, superseding that part of 220): a wheelchair-accessible
 * vehicle (ramp or lift, anchoring) takes a wheelchair, one with the flag "Tragestuhl" a carrying chair;
 * the two are separate capabilities. No vehicle of a Taxi/Mietwagen fleet is equipped for lying transports.
 */
export function vehicleEquipment(vehicle: Pick<BoardVehicle, 'wheelchair' | 'tragestuhl'>): VehicleEquipment[] {
  const equipment: VehicleEquipment[] = [];
  if (vehicle.wheelchair) equipment.push('rollstuhl');
  if (vehicle.tragestuhl) equipment.push('tragestuhl');
  return equipment;
}

/** What a vehicle carries, for its label: " (Rollstuhl)", " (Rollstuhl, Tragestuhl)", " (Tragestuhl)" or nothing. */
export function equipmentSuffix(vehicle: Pick<BoardVehicle, 'wheelchair' | 'tragestuhl'>): string {
  const parts = [vehicle.wheelchair ? 'Rollstuhl' : null, vehicle.tragestuhl ? 'Tragestuhl' : null].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** People riding on a leg: the patient and their companions (Begleitpersonen). */
export function passengersOf(leg: Pick<BoardLeg, 'begleitpersonen'>): number {
  return 1 + Math.max(0, Math.trunc(leg.begleitpersonen || 0));
}

export function dispatchVehicle(vehicle: BoardVehicle): DispatchVehicle {
  return { plate: vehicle.plate, equipment: vehicleEquipment(vehicle), seats: vehicle.seats };
}

/** The vehicle a driver drives by default: the driver's own, else one assigned to the driver. */
export function driverVehicleId(driver: BoardDriver | undefined, vehicles: readonly BoardVehicle[]): string | null {
  if (!driver) return null;
  if (driver.vehicleId && vehicles.some((v) => v.id === driver.vehicleId)) return driver.vehicleId;
  return vehicles.find((v) => v.assignedDriverId === driver.id)?.id ?? null;
}

/** The vehicle a leg is driven with: its own, else its driver's. */
export function legVehicleId(
  leg: Pick<BoardLeg, 'vehicleId' | 'driverId'>,
  drivers: readonly BoardDriver[],
  vehicles: readonly BoardVehicle[],
): string | null {
  if (leg.vehicleId) return leg.vehicleId;
  return driverVehicleId(
    drivers.find((d) => d.id === leg.driverId),
    vehicles,
  );
}

export function vehicleLabel(vehicle: BoardVehicle | undefined): string | null {
  if (!vehicle) return null;
  return [vehicle.plate, vehicle.model].filter(Boolean).join(' ') + equipmentSuffix(vehicle);
}

/** A leg as the conflict rules see it: the patient and the booking's companions ride. */
function toDispatchLeg(leg: BoardLeg, drivers: readonly BoardDriver[], vehicles: readonly BoardVehicle[]): DispatchLeg {
  const vehicleId = legVehicleId(leg, drivers, vehicles);
  const vehicle = vehicles.find((v) => v.id === vehicleId);
  return {
    id: leg.legId,
    time: leg.uhrzeit,
    distanceKm: leg.distanceKm,
    transport: leg.transport,
    passengers: passengersOf(leg),
    vehicle: vehicle ? dispatchVehicle(vehicle) : null,
    label: `${LEG_KIND_LABELS[leg.kind]} ${leg.nachname}`,
  };
}

/** Every conflict on the board: per driver and day, over the planned legs. */
export function boardConflicts(
  legs: readonly BoardLeg[],
  drivers: readonly BoardDriver[],
  vehicles: readonly BoardVehicle[],
  settings: DispatchSettings = DEFAULT_DISPATCH_SETTINGS,
): DispatchConflict[] {
  const days = new Map<string, BoardLeg[]>();
  for (const leg of legs) {
    if (!leg.driverId || !leg.planned) continue;
    const key = `${leg.driverId} ${leg.datum}`;
    days.set(key, [...(days.get(key) ?? []), leg]);
  }
  return [...days.values()].flatMap((day) =>
    findDriverDayConflicts(
      day.map((leg) => toDispatchLeg(leg, drivers, vehicles)),
      settings,
    ),
  );
}

/**
 * The conflicts a planned assignment of one leg would bring (shown before saving): the leg with the
 * chosen driver and vehicle among that driver's other legs of the day. No driver: none.
 */
export function previewAssignment(
  board: Pick<BoardData, 'legs' | 'drivers' | 'vehicles' | 'settings'>,
  legId: string,
  assignment: { driverId: string | null; vehicleId: string | null },
): DispatchConflict[] {
  const leg = board.legs.find((l) => l.legId === legId);
  if (!leg || !assignment.driverId) return [];
  const planned: BoardLeg = { ...leg, driverId: assignment.driverId, vehicleId: assignment.vehicleId };
  const day = board.legs.filter(
    (l) => l.legId !== legId && l.driverId === assignment.driverId && l.datum === leg.datum && l.planned,
  );
  const conflicts = findDriverDayConflicts(
    [planned, ...day].map((l) => toDispatchLeg(l, board.drivers, board.vehicles)),
    board.settings,
  );
  return conflictsOfLeg(conflicts, legId);
}

export type BoardGroup = {
  /** null = "nicht zugewiesen". */
  driver: BoardDriver | null;
  vehicle: BoardVehicle | null;
  legs: BoardLeg[];
};

/** Legs in time order: by date, fixed times first, "nach Termin" last, then booking number. */
export function compareLegs(a: BoardLeg, b: BoardLeg): number {
  return (
    a.datum.localeCompare(b.datum) ||
    (a.uhrzeit ?? '99:99').localeCompare(b.uhrzeit ?? '99:99') ||
    a.bookingNumber.localeCompare(b.bookingNumber) ||
    a.kind.localeCompare(b.kind)
  );
}

/**
 * The board's groups: "nicht zugewiesen" first, then every active driver (also those without legs, so
 * free drivers are visible) and every deactivated one with legs, by name; a leg of a driver not in the
 * list gets a group of its own.
 */
export function boardGroups(board: Pick<BoardData, 'legs' | 'drivers' | 'vehicles'>): BoardGroup[] {
  const sorted = [...board.legs].sort(compareLegs);
  const vehicleOf = (driver: BoardDriver) =>
    board.vehicles.find((v) => v.id === driverVehicleId(driver, board.vehicles)) ?? null;
  const drivers = [...board.drivers]
    .filter((d) => d.active || sorted.some((l) => l.driverId === d.id))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  const known = new Set(drivers.map((d) => d.id));
  const unknown = [
    ...new Set(sorted.map((l) => l.driverId).filter((id): id is string => id !== null && !known.has(id))),
  ];
  return [
    { driver: null, vehicle: null, legs: sorted.filter((l) => l.driverId === null) },
    ...drivers.map((driver) => ({
      driver,
      vehicle: vehicleOf(driver),
      legs: sorted.filter((l) => l.driverId === driver.id),
    })),
    ...unknown.map((id) => ({
      driver: { id, name: 'Unbekannter Fahrer', phone: '', email: null, vehicleId: null, active: false },
      vehicle: null,
      legs: sorted.filter((l) => l.driverId === id),
    })),
  ];
}
