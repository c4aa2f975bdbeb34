// The dispatch board's reads and the day plan (issue 20): all legs of a period with what the board shows
// of them, the drivers and vehicles to assign, the dispatch setting, one driver's day for printing and
// sending. Assigning a leg is the bookings area's `assignLeg` (issue 17), called by the route.
import { and, asc, eq, gte, inArray, lte, not, or } from 'drizzle-orm';
import { isPlanned, planLegCancel } from '#app/domain/rides/lifecycle';
import { company } from '#app/company';
import { handlingFlags } from '#app/domain/bookings/handling-flags';
import { transportCode } from '#app/domain/bookings/transport';
import {
  compareLegs,
  effectiveTransport,
  legVehicleId,
  type BoardData,
  type BoardDriver,
  type BoardLeg,
  type BoardRange,
  type BoardVehicle,
} from '#app/domain/dispatch/board';
import type { DispatchSettings } from '#app/domain/dispatch/conflicts';
import { dayPlanWhatsappText } from '#app/domain/dispatch/day-plan';
import { dispatchSettingsOf, isDefaultDuration } from '#app/domain/dispatch/settings-form';
import { isUuid } from '#app/domain/uuid';
import { whatsappLink } from '#app/domain/whatsapp';
import { approvalBadgesOf } from '#app/server/approvals/booking-approvals.server';
import type { DbOrTx } from '#app/server/db/client.server';
import { appSettings, drivers, tripLegs, vehicles } from '#app/server/db/schema';
import { enqueueJobs } from '#app/server/jobs/outbox.server';
import { notFound, ok, type Result } from '#app/server/use-case-result.server';
import { readRides } from '#app/server/rides/leg-facts.server';
import { rideWhere } from '#app/server/rides/ride-sql.server';

export const DISPATCH_SETTING = 'dispatch';

/** At most this many legs on one board (a week of a large day's work); more are left out, said on screen. */
export const MAX_BOARD_LEGS = 1000;

export async function getDispatchSettings(db: DbOrTx): Promise<DispatchSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, DISPATCH_SETTING));
  return dispatchSettingsOf(row?.value);
}

/** Stores the default duration of a leg without distance (whole minutes 5–600); a RangeError otherwise. */
export async function setDefaultDuration(db: DbOrTx, minutes: number): Promise<void> {
  if (!isDefaultDuration(minutes))
    throw new RangeError('default duration must be a whole number of minutes between 5 and 600');
  const value = { defaultDurationMinutes: minutes };
  await db
    .insert(appSettings)
    .values({ key: DISPATCH_SETTING, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}

type LoadedBoardLeg = BoardLeg & { vorname: string; besonderheiten: unknown; transportart: string | null };

/** The rides between `from` and `to` (inclusive) that are not cancelled (the rides core's answer), in time order. */
async function legsBetween(db: DbOrTx, from: string, to: string, driverId?: string): Promise<LoadedBoardLeg[]> {
  const rows = await readRides(
    db,
    and(
      gte(tripLegs.datum, from),
      lte(tripLegs.datum, to),
      not(rideWhere.cancelled),
      driverId ? eq(tripLegs.driverId, driverId) : undefined,
    ),
    { limit: MAX_BOARD_LEGS },
  );
  return rows.map(({ leg, order, ride, missedReason }): LoadedBoardLeg => {
    return {
      legId: leg.id,
      bookingId: order.id,
      bookingNumber: order.bookingNumber,
      kind: leg.kind,
      datum: leg.datum,
      uhrzeit: leg.uhrzeit,
      patient: `${order.vorname} ${order.nachname}`,
      vorname: order.vorname,
      nachname: order.nachname,
      telefon: order.telefon,
      abholadresse: leg.abholadresse,
      zieladresse: leg.zieladresse,
      transport: effectiveTransport(order),
      transportart: order.transportart,
      besonderheiten: order.besonderheiten,
      code: transportCode(order),
      flags: handlingFlags(order),
      approval: null,
      legStatus: leg.status,
      missedReason,
      planned: isPlanned(ride),
      cancellable: planLegCancel(ride).ok,
      driverId: leg.driverId,
      vehicleId: leg.vehicleId,
      distanceKm: order.entfernungKm,
      notes: leg.notes,
      begleitpersonen: order.begleitpersonen,
    };
  });
}

/** The active drivers, and the deactivated ones who still have legs in the period. */
async function listBoardDrivers(db: DbOrTx, withLegs: readonly string[]): Promise<BoardDriver[]> {
  return db
    .select({
      id: drivers.id,
      name: drivers.name,
      phone: drivers.phone,
      email: drivers.email,
      vehicleId: drivers.vehicleId,
      active: drivers.active,
    })
    .from(drivers)
    .where(
      withLegs.length ? or(eq(drivers.active, true), inArray(drivers.id, [...withLegs])) : eq(drivers.active, true),
    )
    .orderBy(asc(drivers.name));
}

async function listBoardVehicles(db: DbOrTx): Promise<BoardVehicle[]> {
  return db
    .select({
      id: vehicles.id,
      plate: vehicles.plate,
      model: vehicles.model,
      wheelchair: vehicles.wheelchair,
      tragestuhl: vehicles.tragestuhl,
      seats: vehicles.seats,
      assignedDriverId: vehicles.assignedDriverId,
    })
    .from(vehicles)
    .orderBy(asc(vehicles.plate));
}

/** Everything the board shows for `range`: legs with flags and approval badge, drivers, vehicles, setting. */
export async function loadBoard(db: DbOrTx, range: BoardRange, today: string): Promise<BoardData> {
  const [rows, boardVehicles, settings] = await Promise.all([
    legsBetween(db, range.from, range.to),
    listBoardVehicles(db),
    getDispatchSettings(db),
  ]);
  const boardDrivers = await listBoardDrivers(db, [
    ...new Set(rows.map((r) => r.driverId).filter((id): id is string => id !== null)),
  ]);
  const badges = await approvalBadgesOf(db, [...new Set(rows.map((r) => r.bookingId))], today);
  // Only what the board shows: the raw answers of the booking (besonderheiten) stay on the server.
  const legs: BoardLeg[] = rows.map(({ vorname: _v, besonderheiten: _b, transportart: _t, ...leg }) => ({
    ...leg,
    approval: badges.get(leg.bookingId) ?? null,
  }));
  return { range, today, legs, drivers: boardDrivers, vehicles: boardVehicles, settings };
}

/** `vehicle`: the one the leg is driven with (its own, else the driver's; issue 37). */
export type DayPlanLeg = BoardLeg & {
  vorname: string;
  transportart: string | null;
  besonderheiten: unknown;
  vehicle: BoardVehicle | null;
};

export type DayPlan = {
  driver: { id: string; name: string; phone: string; email: string | null };
  /** The driver's own vehicle (a leg may be driven with another one). */
  vehicle: BoardVehicle | null;
  datum: string;
  legs: DayPlanLeg[];
};

/** One driver's legs of one day still in the plan (not cancelled, not missed), for the printed plan and the e-mail. */
export async function loadDayPlan(db: DbOrTx, driverId: string, datum: string): Promise<DayPlan | null> {
  if (!isUuid(driverId)) return null;
  const [driver] = await db
    .select({
      id: drivers.id,
      name: drivers.name,
      phone: drivers.phone,
      email: drivers.email,
      vehicleId: drivers.vehicleId,
      active: drivers.active,
    })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  if (!driver) return null;
  const [legs, boardVehicles] = await Promise.all([legsBetween(db, datum, datum, driverId), listBoardVehicles(db)]);
  const vehicleOf = (leg: { vehicleId: string | null }) =>
    boardVehicles.find(
      (v) => v.id === legVehicleId({ vehicleId: leg.vehicleId, driverId: driver.id }, [driver], boardVehicles),
    ) ?? null;
  const planned = legs.filter((leg) => leg.planned).sort(compareLegs);
  return {
    driver: { id: driver.id, name: driver.name, phone: driver.phone, email: driver.email },
    vehicle: vehicleOf({ vehicleId: null }),
    datum,
    legs: planned.map((leg) => ({ ...leg, vehicle: vehicleOf(leg) })),
  };
}

export type SentDayPlan = { driverName: string; count: number; emailTo: string | null; whatsappUrl: string | null };

/**
 * "Tagesplan senden": queues the e-mail with the plan (when the driver has an address) through the
 * outbox and returns the WhatsApp link with the short text. Not found: no such driver, or no legs.
 */
export async function sendDayPlan(db: DbOrTx, driverId: string, datum: string): Promise<Result<SentDayPlan>> {
  const plan = await loadDayPlan(db, driverId, datum);
  if (!plan) return notFound('Der Fahrer wurde nicht gefunden. Bitte laden Sie die Seite neu.');
  if (!plan.legs.length) return notFound('Dieser Fahrer hat an diesem Tag keine Fahrten.');
  const emailTo = plan.driver.email?.trim() || null;
  if (emailTo) await enqueueJobs(db, [{ kind: 'driver-day-plan', payload: { to: emailTo, driverId, datum } }]);
  const text = dayPlanWhatsappText(
    plan.driver.name,
    datum,
    plan.legs.map((leg) => ({ uhrzeit: leg.uhrzeit, kind: leg.kind, bookingNumber: leg.bookingNumber })),
    { emailed: Boolean(emailTo), dispatchPhone: company.phone.display },
  );
  return ok({
    driverName: plan.driver.name,
    count: plan.legs.length,
    emailTo,
    whatsappUrl: whatsappLink(plan.driver.phone, text),
  });
}
