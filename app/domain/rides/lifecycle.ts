// The lifecycle of a ride (issue 36, decision 250): what the order's status and its legs' statuses mean
// together, which changes are allowed, and what each change does to the other side. The one place that
// answers "is this ride cancelled / completed / billable / locked / something a driver may work on":
// every screen, the drivers' app, billing and invoices ask these predicates, and the server's SQL readers
// use the same predicates as SQL (app/server/rides/ride-sql.server.ts, tested against these). The only
// writer that applies the changes is app/server/rides/ride-status.server.ts.
//
// A ride as the predicates see it is one leg in its order: the order's status, the leg's status and the
// leg's billing (in a billing centre's monthly package, on a live invoice or co-payment receipt, or open).
//
// The rules joining the two statuses (kept by the writer, repaired once by migration 0021):
//   rejected, forwarded,  no leg is open or done: open legs are cancelled with their driver freed
//   paused                (paused: a series' ride in its pause, reopened as the same booking on resume)
//   completed, billed     every leg is finished (abgesetzt, nicht angetroffen, storniert), at least one abgesetzt
//   pending, confirmed    the order still has work (or none left that could be done)
// and a finished set of legs moves the order on by itself: the last leg set down makes a pending or
// confirmed order "Durchgeführt"; a leg opened again makes a "Durchgeführt" order "Angenommen" again.
import {
  BOOKING_STATUSES,
  LEG_STATUS_LABELS,
  LEG_STATUSES,
  STATUS_LABELS,
  type BookingStatus,
  type LegStatus,
} from './statuses';

/** Where a leg stands in billing: open, in a billing centre's monthly package, or on a live invoice/receipt. */
export const RIDE_BILLING = ['offen', 'paket', 'rechnung'] as const;
export type RideBilling = (typeof RIDE_BILLING)[number];

export type RideState = { booking: BookingStatus; leg: LegStatus; billing: RideBilling };

// ---------------------------------------------------------------------------------------------------
// Groups of statuses

/** Legs a driver still has to finish. */
export const OPEN_LEG_STATUSES = [
  'geplant',
  'unterwegs',
  'angekommen',
  'an-bord',
] as const satisfies readonly LegStatus[];
/** Legs that are over, one way or the other. */
export const FINISHED_LEG_STATUSES = [
  'abgesetzt',
  'nicht-angetroffen',
  'storniert',
] as const satisfies readonly LegStatus[];
/** Open legs that can still be called off (not with the patient on board). */
const CANCELLABLE_LEG_STATUSES = ['geplant', 'unterwegs', 'angekommen'] as const satisfies readonly LegStatus[];

/** Orders the company drives (not rejected, not passed on to another company). */
export const ACTIVE_ORDER_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'billed',
] as const satisfies readonly BookingStatus[];
/** Orders that will not be driven by us (a paused one not until its series resumes). */
export const CANCELLED_ORDER_STATUSES = ['rejected', 'forwarded', 'paused'] as const satisfies readonly BookingStatus[];
/** Orders whose rides are done. */
export const DONE_ORDER_STATUSES = ['completed', 'billed'] as const satisfies readonly BookingStatus[];
/** Orders still to be driven: the calendar shows them, a series may still change them. */
export const OPEN_ORDER_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];
/** Orders that leave the active list once their date has passed (DESIGN.md). */
export const CLOSED_ORDER_STATUSES = [
  'rejected',
  'completed',
  'billed',
  'paused',
] as const satisfies readonly BookingStatus[];
/** Orders that take a place in their slot (the intake's capacity): all but a rejected or paused one. */
export const SLOT_ORDER_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'forwarded',
  'billed',
] as const satisfies readonly BookingStatus[];
/** An order waiting for the dispatcher's yes or no ("Fahrt bestätigen" / "Fahrt ablehnen"). */
export const AWAITING_ORDER_STATUSES = ['pending'] as const satisfies readonly BookingStatus[];
/** An accepted order: confirmed rides count against the slot, the dashboard lists them. */
export const ACCEPTED_ORDER_STATUSES = ['confirmed'] as const satisfies readonly BookingStatus[];
/** A rejected order (the dashboard lists the day's apart). */
export const REJECTED_ORDER_STATUSES = ['rejected'] as const satisfies readonly BookingStatus[];

/** What a new order starts as: it waits for the dispatcher's yes (online, and by phone unless staff confirm it at once). */
export const NEW_ORDER_STATUS = 'pending' satisfies BookingStatus;
/** What an order a series generates starts as: accepted with the series. */
export const GENERATED_ORDER_STATUS = 'confirmed' satisfies BookingStatus;
/** A series' ride in its pause: out of every driver's list and billing, the same booking again on resume. */
export const PAUSED_ORDER_STATUS = 'paused' satisfies BookingStatus;
/** What staff may set by hand ("Status ändern"): a pause is the series' own (Serien → Pausieren / Fortsetzen). */
export const MANUAL_ORDER_STATUSES = BOOKING_STATUSES.filter((status) => status !== PAUSED_ORDER_STATUS);

const within = <T extends string>(list: readonly T[], value: string): boolean =>
  (list as readonly string[]).includes(value);

export const isOpenLeg = (status: LegStatus): boolean => within(OPEN_LEG_STATUSES, status);
/** Planned and untouched: no driver has reported anything yet. */
export const isNotStartedLeg = (status: LegStatus): boolean => status === 'geplant';
export const isFinishedLeg = (status: LegStatus): boolean => within(FINISHED_LEG_STATUSES, status);
export const isOpenOrder = (status: BookingStatus): boolean => within(OPEN_ORDER_STATUSES, status);
export const isClosedOrder = (status: BookingStatus): boolean => within(CLOSED_ORDER_STATUSES, status);
export const isCancelledOrder = (status: BookingStatus): boolean => within(CANCELLED_ORDER_STATUSES, status);
export const isDoneOrder = (status: BookingStatus): boolean => within(DONE_ORDER_STATUSES, status);
export const awaitsConfirmation = (status: BookingStatus): boolean => within(AWAITING_ORDER_STATUSES, status);
export const isAcceptedOrder = (status: BookingStatus): boolean => within(ACCEPTED_ORDER_STATUSES, status);
/** An order marked "Abgerechnet": by a package or an invoice of its legs, or by hand for a ride billed outside the product. */
export const isBilledOrder = (status: BookingStatus): boolean => status === 'billed';
export const isPausedOrder = (status: BookingStatus): boolean => status === PAUSED_ORDER_STATUS;

// ---------------------------------------------------------------------------------------------------
// One predicate per question, as data: a disjunction of clauses, each a conjunction of "status in …".
// Data, so that the TS check here and the SQL of the readers are built from the same lists.

export type RideClause = {
  booking?: readonly BookingStatus[];
  leg?: readonly LegStatus[];
  billing?: readonly RideBilling[];
};
export type RidePredicate = readonly RideClause[];

export const RIDE_PREDICATES = {
  /** Will not be driven by us: the leg was called off, or its order was rejected or passed on. */
  cancelled: [{ leg: ['storniert'] }, { booking: CANCELLED_ORDER_STATUSES }],
  /** The driver did not meet the patient ("nicht angetroffen"). */
  missed: [{ leg: ['nicht-angetroffen'], booking: ACTIVE_ORDER_STATUSES }],
  /** Driven: the patient was set down. What billing and invoices mean by "durchgeführt". */
  completed: [{ leg: ['abgesetzt'], booking: ACTIVE_ORDER_STATUSES }],
  /** A driver may work on it: on the driver's list with its status buttons, on the day plan. */
  driveable: [{ leg: OPEN_LEG_STATUSES, booking: OPEN_ORDER_STATUSES, billing: ['offen'] }],
  /** Takes a place in its driver's day (the board's conflicts): to be driven or driven. */
  planned: [{ leg: [...OPEN_LEG_STATUSES, 'abgesetzt'], booking: ACTIVE_ORDER_STATUSES }],
  /** Billed: in a monthly package, on a live invoice or receipt, or its order marked "Abgerechnet". Nothing about it changes. */
  locked: [{ billing: ['paket', 'rechnung'] }, { booking: ['billed'] }],
  /** Driven and not yet billed: what /app/billing and /app/billing/rechnungen offer. */
  billable: [{ leg: ['abgesetzt'], booking: ['pending', 'confirmed', 'completed'], billing: ['offen'] }],
  /** Takes the driver's reports (status, km, signature): not called off, not missed, not billed. */
  reportable: [
    { leg: [...OPEN_LEG_STATUSES, 'abgesetzt'], booking: ['pending', 'confirmed', 'completed'], billing: ['offen'] },
  ],
} as const satisfies Record<string, RidePredicate>;

export type RideQuestion = keyof typeof RIDE_PREDICATES;

export function rideMatches(predicate: RidePredicate, ride: RideState): boolean {
  return predicate.some(
    (clause) =>
      (!clause.booking || clause.booking.includes(ride.booking)) &&
      (!clause.leg || clause.leg.includes(ride.leg)) &&
      (!clause.billing || clause.billing.includes(ride.billing)),
  );
}

export const isCancelled = (ride: RideState) => rideMatches(RIDE_PREDICATES.cancelled, ride);
export const isMissed = (ride: RideState) => rideMatches(RIDE_PREDICATES.missed, ride);
export const isCompleted = (ride: RideState) => rideMatches(RIDE_PREDICATES.completed, ride);
export const isDriveable = (ride: RideState) => rideMatches(RIDE_PREDICATES.driveable, ride);
export const isPlanned = (ride: RideState) => rideMatches(RIDE_PREDICATES.planned, ride);
export const isLocked = (ride: RideState) => rideMatches(RIDE_PREDICATES.locked, ride);
export const isBillable = (ride: RideState) => rideMatches(RIDE_PREDICATES.billable, ride);
export const isReportable = (ride: RideState) => rideMatches(RIDE_PREDICATES.reportable, ride);

/** Cancelled does not depend on billing: the question for a leg read without it (approvals, the list). */
export const isCancelledLeg = (booking: BookingStatus, leg: LegStatus) =>
  isCancelled({ booking, leg, billing: 'offen' });

/**
 * The dashboard's label of a leg (SPEC.md §4), saying what the dispatch board says (issue 37): a cancelled
 * order its status ("Abgelehnt"); once a driver reported on the leg, the leg's status ("unterwegs",
 * "abgesetzt", "nicht angetroffen"); before that an accepted ride whether it has a driver, any other its
 * order's status ("Offen").
 */
export function dashboardLabel(ride: { booking: BookingStatus; leg: LegStatus }, hasDriver: boolean): string {
  if (isCancelledOrder(ride.booking)) return STATUS_LABELS[ride.booking];
  if (!isNotStartedLeg(ride.leg)) return LEG_STATUS_LABELS[ride.leg];
  if (isAcceptedOrder(ride.booking)) return hasDriver ? 'Zugewiesen' : 'Unzugewiesen';
  return STATUS_LABELS[ride.booking];
}

/** Every ride state there is (7 leg × 7 order × 3 billing): what the table and equivalence tests run. */
export function allRideStates(): RideState[] {
  return BOOKING_STATUSES.flatMap((booking) =>
    LEG_STATUSES.flatMap((leg) => RIDE_BILLING.map((billing) => ({ booking, leg, billing }))),
  );
}

// ---------------------------------------------------------------------------------------------------
// Messages

export const LIFECYCLE_MESSAGES = {
  locked:
    'Diese Fahrt ist bereits abgerechnet und kann nicht mehr geändert werden. Korrigieren Sie sie unter Abrechnung → „Korrekturen abgerechneter Fahrten“ (Monatspaket) bzw. mit einem Storno der Rechnung.',
  onBoard: 'Der Patient ist bereits an Bord: Die Fahrt kann nicht mehr storniert werden.',
  driven: 'Die Buchung hat bereits gefahrene Fahrten. Sagen Sie stattdessen nur die offene Fahrt ab.',
  nothingDriven:
    'Keine Fahrt dieser Buchung kann durchgeführt sein: Alle sind storniert oder nicht angetroffen. Setzen Sie die Buchung zuerst wieder auf „Angenommen“.',
  notCancellable: 'Diese Fahrt ist bereits beendet oder storniert.',
  notRestorable:
    'Nur eine stornierte oder nicht angetroffene Fahrt einer angenommenen Buchung kann wieder eingeplant werden.',
  cancelledOrder: 'Die Buchung ist abgelehnt oder vermittelt. Setzen Sie sie zuerst wieder auf „Angenommen“.',
  pausedOrder:
    'Diese Fahrt pausiert mit ihrer Serie. Setzen Sie die Serie fort oder ändern Sie den Termin unter Serien.',
  pauseByHand: 'Pausiert wird eine Fahrt nur mit ihrer Serie (Serien → Serie pausieren).',
  officeCancelled:
    'Diese Fahrt ist storniert (oder die Buchung abgelehnt bzw. vermittelt) und wird nicht abgeschlossen.',
  officeMissed:
    'Für diese Fahrt ist „nicht angetroffen“ gemeldet. Wurde sie doch gefahren, planen Sie sie zuerst wieder ein (Buchungsdetails).',
  officeDone:
    'Diese Fahrt ist bereits abgeschlossen. Kilometer, Wartezeit und Absetzzeit ändern Sie unter Abrechnung bei der Fahrt, dort laden Sie auch den Transportschein hoch.',
  officeFuture: 'Eine Fahrt kann erst an ihrem Tag oder danach im Büro abgeschlossen werden.',
} as const;

// ---------------------------------------------------------------------------------------------------
// Changing the order's status ("Status ändern", Bestätigen, Ablehnen, series, billing): the cascade table

/** A leg as the lifecycle changes it. */
export type LifecycleLeg = { kind: 'hin' | 'rueck'; status: LegStatus; billing: RideBilling };

/** What a change does to one leg: its new status, and whether its driver is taken off. */
export type LegChange = { kind: LifecycleLeg['kind']; from: LegStatus; to: LegStatus; freeDriver: boolean };

export type StatusChangePlan = { ok: true; legs: LegChange[] } | { ok: false; message: string };

type Cascade = LegStatus | 'keep' | 'refuse-on-board' | 'refuse-driven';

/**
 * The cascade table: for the order's new status (by group) and, where it matters, the group it comes
 * from, what happens to a leg in each status. docs/features/rides.md prints it.
 *
 *   to rejected/forwarded/ geplant, unterwegs, angekommen → storniert (driver freed); Patient an Bord and
 *      paused             abgesetzt refuse (cancel the open leg instead); nicht angetroffen, storniert stay
 *   to completed/billed    every open leg → abgesetzt; the finished ones stay; at least one must be abgesetzt
 *   to pending/confirmed   from rejected/forwarded/paused: storniert → geplant (the order is taken up again);
 *                          from completed/billed: abgesetzt → geplant (the completion is undone);
 *                          otherwise nothing
 */
export const CASCADE: {
  cancel: Record<LegStatus, Cascade>;
  complete: Record<LegStatus, Cascade>;
  reopenCancelled: Record<LegStatus, Cascade>;
  reopenDone: Record<LegStatus, Cascade>;
} = {
  cancel: {
    geplant: 'storniert',
    unterwegs: 'storniert',
    angekommen: 'storniert',
    'an-bord': 'refuse-on-board',
    abgesetzt: 'refuse-driven',
    'nicht-angetroffen': 'keep',
    storniert: 'keep',
  },
  complete: {
    geplant: 'abgesetzt',
    unterwegs: 'abgesetzt',
    angekommen: 'abgesetzt',
    'an-bord': 'abgesetzt',
    abgesetzt: 'keep',
    'nicht-angetroffen': 'keep',
    storniert: 'keep',
  },
  reopenCancelled: {
    geplant: 'keep',
    unterwegs: 'keep',
    angekommen: 'keep',
    'an-bord': 'keep',
    abgesetzt: 'keep',
    'nicht-angetroffen': 'keep',
    storniert: 'geplant',
  },
  reopenDone: {
    geplant: 'keep',
    unterwegs: 'keep',
    angekommen: 'keep',
    'an-bord': 'keep',
    abgesetzt: 'geplant',
    'nicht-angetroffen': 'keep',
    storniert: 'keep',
  },
};

function cascadeFor(from: BookingStatus, to: BookingStatus): Record<LegStatus, Cascade> | null {
  if (within(CANCELLED_ORDER_STATUSES, to)) return CASCADE.cancel;
  if (within(DONE_ORDER_STATUSES, to)) return CASCADE.complete;
  if (within(CANCELLED_ORDER_STATUSES, from)) return CASCADE.reopenCancelled;
  if (within(DONE_ORDER_STATUSES, from)) return CASCADE.reopenDone;
  return null;
}

/**
 * What changing the order from `from` to `to` does to its legs, or why it is refused (German). A billed
 * leg (package, invoice) refuses every change: corrections go through the Storno or the package's
 * correction. Setting the current status changes nothing.
 */
export function planOrderStatus(
  from: BookingStatus,
  to: BookingStatus,
  legs: readonly LifecycleLeg[],
): StatusChangePlan {
  if (from === to) return { ok: true, legs: [] };
  if (legs.some((leg) => leg.billing !== 'offen')) return { ok: false, message: LIFECYCLE_MESSAGES.locked };
  const cascade = cascadeFor(from, to);
  const changes: LegChange[] = [];
  for (const leg of legs) {
    const next = cascade ? cascade[leg.status] : 'keep';
    if (next === 'refuse-on-board') return { ok: false, message: LIFECYCLE_MESSAGES.onBoard };
    if (next === 'refuse-driven') return { ok: false, message: LIFECYCLE_MESSAGES.driven };
    if (next !== 'keep') changes.push({ kind: leg.kind, from: leg.status, to: next, freeDriver: next === 'storniert' });
  }
  if (within(DONE_ORDER_STATUSES, to)) {
    const after = legs.map((leg) => changes.find((c) => c.kind === leg.kind)?.to ?? leg.status);
    if (!after.includes('abgesetzt')) return { ok: false, message: LIFECYCLE_MESSAGES.nothingDriven };
  }
  return { ok: true, legs: changes };
}

/**
 * Why "Status ändern" by staff may not go from `from` to `to` (else null; the cascade is planOrderStatus's):
 * a pause is the series' own. No ride is paused by hand, and a paused one comes back only with its series
 * (or its own date changed there), so the series and its booking never disagree.
 */
export function manualStatusRefusal(from: BookingStatus, to: BookingStatus): string | null {
  if (from === to) return null;
  if (isPausedOrder(from)) return LIFECYCLE_MESSAGES.pausedOrder;
  if (isPausedOrder(to)) return LIFECYCLE_MESSAGES.pauseByHand;
  return null;
}

/**
 * Why "Buchung bearbeiten" may not change this order (else null): a paused ride's date, time and
 * addresses are its series' (Termin ändern there, or Fortsetzen), so its booking never disagrees with
 * it. The row menu offers the edit only where this is null; the server refuses with the message.
 */
export function manualEditRefusal(status: BookingStatus): string | null {
  return isPausedOrder(status) ? LIFECYCLE_MESSAGES.pausedOrder : null;
}

/**
 * The order's status after its legs changed (a driver's report, a leg called off or planned again): the
 * last leg finished with at least one set down makes an open order "Durchgeführt"; an open leg in a
 * "Durchgeführt" order makes it "Angenommen" again. Everything else keeps the status it has.
 */
export function orderStatusAfterLegs(current: BookingStatus, legs: readonly LegStatus[]): BookingStatus {
  if (!legs.length) return current;
  const finished = legs.every((status) => within(FINISHED_LEG_STATUSES, status));
  if (within(OPEN_ORDER_STATUSES, current) && finished && legs.includes('abgesetzt')) return 'completed';
  if (current === 'completed' && !finished) return 'confirmed';
  return current;
}

/**
 * The order's status after its legs went into billing or came out of it (monthly package, invoice,
 * Storno): "Abgerechnet" once every leg that was driven is billed and none is still open; "Durchgeführt"
 * again when a driven leg is open for billing again (its invoice was cancelled).
 */
export function orderStatusAfterBilling(
  current: BookingStatus,
  legs: readonly Pick<LifecycleLeg, 'status' | 'billing'>[],
): BookingStatus {
  const driven = legs.filter((leg) => leg.status === 'abgesetzt');
  if (!driven.length) return current;
  const allBilled = driven.every((leg) => leg.billing !== 'offen');
  const finished = legs.every((leg) => within(FINISHED_LEG_STATUSES, leg.status));
  if (current === 'completed' && finished && allBilled) return 'billed';
  if (current === 'billed' && !allBilled) return 'completed';
  return current;
}

/** The status a leg added to an existing order starts with: called off in an order that is called off. */
export function newLegStatus(order: BookingStatus): LegStatus {
  return within(CANCELLED_ORDER_STATUSES, order) ? 'storniert' : 'geplant';
}

// ---------------------------------------------------------------------------------------------------
// Changing one leg: a driver's report, staff calling a leg off or planning it again

export type LegActionPlan = { ok: true; to: LegStatus; freeDriver: boolean } | { ok: false; message: string };

/** "Fahrt absagen": an open leg (not with the patient on board) of an order we drive, not billed. */
export function planLegCancel(ride: RideState): LegActionPlan {
  if (isLocked(ride)) return { ok: false, message: LIFECYCLE_MESSAGES.locked };
  if (ride.leg === 'an-bord') return { ok: false, message: LIFECYCLE_MESSAGES.onBoard };
  if (!within(CANCELLABLE_LEG_STATUSES, ride.leg) || isCancelled(ride))
    return { ok: false, message: LIFECYCLE_MESSAGES.notCancellable };
  return { ok: true, to: 'storniert', freeDriver: true };
}

/** "Wieder einplanen": a cancelled or missed leg of an order we drive, not billed. */
export function planLegRestore(ride: RideState): LegActionPlan {
  if (isLocked(ride)) return { ok: false, message: LIFECYCLE_MESSAGES.locked };
  if (isPausedOrder(ride.booking)) return { ok: false, message: LIFECYCLE_MESSAGES.pausedOrder };
  if (isCancelledOrder(ride.booking)) return { ok: false, message: LIFECYCLE_MESSAGES.cancelledOrder };
  if (ride.leg !== 'storniert' && ride.leg !== 'nicht-angetroffen')
    return { ok: false, message: LIFECYCLE_MESSAGES.notRestorable };
  return { ok: true, to: 'geplant', freeDriver: false };
}

/**
 * "Im Büro abschließen" (issue 37): staff set down a leg the drivers' app never did (a dead phone, a
 * substitute driver, a forgotten ride). Only a leg a driver could still work on (open, order Offen or
 * Angenommen, not billed) whose day has come: `legDate` and `today` are Berlin dates (yyyy-MM-dd).
 */
export function planOfficeCompletion(ride: RideState, legDate: string, today: string): LegActionPlan {
  if (isLocked(ride)) return { ok: false, message: LIFECYCLE_MESSAGES.locked };
  if (isCancelled(ride)) return { ok: false, message: LIFECYCLE_MESSAGES.officeCancelled };
  if (ride.leg === 'nicht-angetroffen') return { ok: false, message: LIFECYCLE_MESSAGES.officeMissed };
  if (!isDriveable(ride)) return { ok: false, message: LIFECYCLE_MESSAGES.officeDone };
  if (legDate > today) return { ok: false, message: LIFECYCLE_MESSAGES.officeFuture };
  return { ok: true, to: 'abgesetzt', freeDriver: false };
}

/** The German name of an order status, for messages ("Status: Abgelehnt"). */
export const orderStatusName = (status: BookingStatus): string => STATUS_LABELS[status];
