// The lifecycle as tables written out by hand (issue 36): every order-status change against every leg
// status, every predicate for every pair of statuses, the order's status after its legs changed, and the
// leg actions. The implementation works with groups of statuses; these tables name each case.
import { describe, expect, it } from 'vitest';
import {
  allRideStates,
  dashboardLabel,
  isBillable,
  isCancelled,
  isCancelledLeg,
  isCompleted,
  isDriveable,
  isLocked,
  isMissed,
  isPlanned,
  isReportable,
  LIFECYCLE_MESSAGES,
  MANUAL_ORDER_STATUSES,
  manualEditRefusal,
  manualStatusRefusal,
  newLegStatus,
  orderStatusAfterBilling,
  orderStatusAfterLegs,
  planLegCancel,
  planLegRestore,
  planOfficeCompletion,
  planOrderStatus,
  type RideBilling,
  type RideState,
} from './lifecycle';
import { BOOKING_STATUSES, LEG_STATUSES, type BookingStatus, type LegStatus } from './statuses';

const LEGS: readonly LegStatus[] = LEG_STATUSES;

/**
 * Order status change from → to, for an order with one leg in each status (columns in LEG_STATUSES order:
 * geplant unterwegs angekommen an-bord abgesetzt nicht-angetroffen storniert).
 *   =  the leg stays     S  → storniert, driver freed     A  → abgesetzt     G  → geplant
 *   xB refused: patient on board   xD refused: already driven   xN refused: nothing can be driven
 */
const ORDER_CHANGES = `
pending   pending    =  =  =  =  =  =  =
pending   confirmed  =  =  =  =  =  =  =
pending   rejected   S  S  S  xB xD =  =
pending   completed  A  A  A  A  =  xN xN
pending   forwarded  S  S  S  xB xD =  =
pending   billed     A  A  A  A  =  xN xN
pending   paused     S  S  S  xB xD =  =
confirmed pending    =  =  =  =  =  =  =
confirmed confirmed  =  =  =  =  =  =  =
confirmed rejected   S  S  S  xB xD =  =
confirmed completed  A  A  A  A  =  xN xN
confirmed forwarded  S  S  S  xB xD =  =
confirmed billed     A  A  A  A  =  xN xN
confirmed paused     S  S  S  xB xD =  =
rejected  pending    =  =  =  =  =  =  G
rejected  confirmed  =  =  =  =  =  =  G
rejected  rejected   =  =  =  =  =  =  =
rejected  completed  A  A  A  A  =  xN xN
rejected  forwarded  S  S  S  xB xD =  =
rejected  billed     A  A  A  A  =  xN xN
rejected  paused     S  S  S  xB xD =  =
completed pending    =  =  =  =  G  =  =
completed confirmed  =  =  =  =  G  =  =
completed rejected   S  S  S  xB xD =  =
completed completed  =  =  =  =  =  =  =
completed forwarded  S  S  S  xB xD =  =
completed billed     A  A  A  A  =  xN xN
completed paused     S  S  S  xB xD =  =
forwarded pending    =  =  =  =  =  =  G
forwarded confirmed  =  =  =  =  =  =  G
forwarded rejected   S  S  S  xB xD =  =
forwarded completed  A  A  A  A  =  xN xN
forwarded forwarded  =  =  =  =  =  =  =
forwarded billed     A  A  A  A  =  xN xN
forwarded paused     S  S  S  xB xD =  =
billed    pending    =  =  =  =  G  =  =
billed    confirmed  =  =  =  =  G  =  =
billed    rejected   S  S  S  xB xD =  =
billed    completed  A  A  A  A  =  xN xN
billed    forwarded  S  S  S  xB xD =  =
billed    billed     =  =  =  =  =  =  =
billed    paused     S  S  S  xB xD =  =
paused    pending    =  =  =  =  =  =  G
paused    confirmed  =  =  =  =  =  =  G
paused    rejected   S  S  S  xB xD =  =
paused    completed  A  A  A  A  =  xN xN
paused    forwarded  S  S  S  xB xD =  =
paused    billed     A  A  A  A  =  xN xN
paused    paused     =  =  =  =  =  =  =
`;

const OUTCOME: Record<string, { to?: LegStatus; refused?: string }> = {
  '=': {},
  S: { to: 'storniert' },
  A: { to: 'abgesetzt' },
  G: { to: 'geplant' },
  xB: { refused: LIFECYCLE_MESSAGES.onBoard },
  xD: { refused: LIFECYCLE_MESSAGES.driven },
  xN: { refused: LIFECYCLE_MESSAGES.nothingDriven },
};

const orderRows = ORDER_CHANGES.trim()
  .split('\n')
  .flatMap((line) => {
    const [from, to, ...cells] = line.trim().split(/\s+/) as [BookingStatus, BookingStatus, ...string[]];
    return cells.map((cell, i) => ({ from, to, leg: LEGS[i]!, cell }));
  });

describe('changing the order status (the cascade table)', () => {
  it('names every pair of order statuses and every leg status once', () => {
    expect(orderRows).toHaveLength(BOOKING_STATUSES.length ** 2 * LEG_STATUSES.length);
  });

  it.each(orderRows)('$from → $to with one leg $leg: $cell', ({ from, to, leg, cell }) => {
    const expected = OUTCOME[cell]!;
    const plan = planOrderStatus(from, to, [{ kind: 'hin', status: leg, billing: 'offen' }]);
    if (expected.refused) {
      expect(plan).toEqual({ ok: false, message: expected.refused });
      return;
    }
    expect(plan).toEqual({
      ok: true,
      legs: expected.to ? [{ kind: 'hin', from: leg, to: expected.to, freeDriver: expected.to === 'storniert' }] : [],
    });
  });

  it.each([
    ['paket', 'completed', 'confirmed'],
    ['paket', 'billed', 'completed'],
    ['rechnung', 'completed', 'rejected'],
    ['rechnung', 'billed', 'pending'],
  ] as const)('refuses every change of an order with a leg in billing (%s): %s → %s', (billing, from, to) => {
    expect(
      planOrderStatus(from, to, [
        { kind: 'hin', status: 'abgesetzt', billing },
        { kind: 'rueck', status: 'geplant', billing: 'offen' },
      ]),
    ).toEqual({
      ok: false,
      message: LIFECYCLE_MESSAGES.locked,
    });
    expect(planOrderStatus(from, from, [{ kind: 'hin', status: 'abgesetzt', billing }])).toEqual({
      ok: true,
      legs: [],
    });
  });

  it('completes a two-leg order when one leg is set down and the other is cancelled or open', () => {
    expect(
      planOrderStatus('confirmed', 'completed', [
        { kind: 'hin', status: 'abgesetzt', billing: 'offen' },
        { kind: 'rueck', status: 'storniert', billing: 'offen' },
      ]),
    ).toEqual({ ok: true, legs: [] });
    expect(
      planOrderStatus('confirmed', 'completed', [
        { kind: 'hin', status: 'storniert', billing: 'offen' },
        { kind: 'rueck', status: 'geplant', billing: 'offen' },
      ]),
    ).toEqual({
      ok: true,
      legs: [{ kind: 'rueck', from: 'geplant', to: 'abgesetzt', freeDriver: false }],
    });
    expect(
      planOrderStatus('confirmed', 'completed', [
        { kind: 'hin', status: 'nicht-angetroffen', billing: 'offen' },
        { kind: 'rueck', status: 'storniert', billing: 'offen' },
      ]),
    ).toEqual({
      ok: false,
      message: LIFECYCLE_MESSAGES.nothingDriven,
    });
  });

  it('rejects a two-leg order with the outbound leg missed: only the open return is cancelled', () => {
    expect(
      planOrderStatus('confirmed', 'rejected', [
        { kind: 'hin', status: 'nicht-angetroffen', billing: 'offen' },
        { kind: 'rueck', status: 'geplant', billing: 'offen' },
      ]),
    ).toEqual({
      ok: true,
      legs: [{ kind: 'rueck', from: 'geplant', to: 'storniert', freeDriver: true }],
    });
  });
});

/**
 * Every predicate for every order × leg status, billing open. Columns: cancelled missed completed
 * driveable planned locked billable reportable (1 = yes, . = no).
 */
const PREDICATES_OPEN_BILLING = `
pending   geplant           . . . 1 1 . . 1
pending   unterwegs         . . . 1 1 . . 1
pending   angekommen        . . . 1 1 . . 1
pending   an-bord           . . . 1 1 . . 1
pending   abgesetzt         . . 1 . 1 . 1 1
pending   nicht-angetroffen . 1 . . . . . .
pending   storniert         1 . . . . . . .
confirmed geplant           . . . 1 1 . . 1
confirmed unterwegs         . . . 1 1 . . 1
confirmed angekommen        . . . 1 1 . . 1
confirmed an-bord           . . . 1 1 . . 1
confirmed abgesetzt         . . 1 . 1 . 1 1
confirmed nicht-angetroffen . 1 . . . . . .
confirmed storniert         1 . . . . . . .
rejected  geplant           1 . . . . . . .
rejected  unterwegs         1 . . . . . . .
rejected  angekommen        1 . . . . . . .
rejected  an-bord           1 . . . . . . .
rejected  abgesetzt         1 . . . . . . .
rejected  nicht-angetroffen 1 . . . . . . .
rejected  storniert         1 . . . . . . .
completed geplant           . . . . 1 . . 1
completed unterwegs         . . . . 1 . . 1
completed angekommen        . . . . 1 . . 1
completed an-bord           . . . . 1 . . 1
completed abgesetzt         . . 1 . 1 . 1 1
completed nicht-angetroffen . 1 . . . . . .
completed storniert         1 . . . . . . .
forwarded geplant           1 . . . . . . .
forwarded unterwegs         1 . . . . . . .
forwarded angekommen        1 . . . . . . .
forwarded an-bord           1 . . . . . . .
forwarded abgesetzt         1 . . . . . . .
forwarded nicht-angetroffen 1 . . . . . . .
forwarded storniert         1 . . . . . . .
billed    geplant           . . . . 1 1 . .
billed    unterwegs         . . . . 1 1 . .
billed    angekommen        . . . . 1 1 . .
billed    an-bord           . . . . 1 1 . .
billed    abgesetzt         . . 1 . 1 1 . .
billed    nicht-angetroffen . 1 . . . 1 . .
billed    storniert         1 . . . . 1 . .
paused    geplant           1 . . . . . . .
paused    unterwegs         1 . . . . . . .
paused    angekommen        1 . . . . . . .
paused    an-bord           1 . . . . . . .
paused    abgesetzt         1 . . . . . . .
paused    nicht-angetroffen 1 . . . . . . .
paused    storniert         1 . . . . . . .
`;

const PREDICATES = { isCancelled, isMissed, isCompleted, isDriveable, isPlanned, isLocked, isBillable, isReportable };
const NAMES = Object.keys(PREDICATES) as (keyof typeof PREDICATES)[];

const predicateRows = PREDICATES_OPEN_BILLING.trim()
  .split('\n')
  .map((line) => {
    const [booking, leg, ...flags] = line.trim().split(/\s+/) as [BookingStatus, LegStatus, ...string[]];
    return {
      booking,
      leg,
      expected: Object.fromEntries(NAMES.map((name, i) => [name, flags[i] === '1'])) as Record<
        (typeof NAMES)[number],
        boolean
      >,
    };
  });

describe('the predicates', () => {
  it('name every pair of statuses once', () => {
    expect(new Set(predicateRows.map((r) => `${r.booking} ${r.leg}`)).size).toBe(
      BOOKING_STATUSES.length * LEG_STATUSES.length,
    );
  });

  it.each(predicateRows)('$booking / $leg, billing open', ({ booking, leg, expected }) => {
    const ride: RideState = { booking, leg, billing: 'offen' };
    expect(Object.fromEntries(NAMES.map((name) => [name, PREDICATES[name](ride)]))).toEqual(expected);
  });

  it.each(['paket', 'rechnung'] as const satisfies readonly RideBilling[])(
    'a leg in billing (%s) is locked, takes no report, is neither billable nor driveable, and means the same otherwise',
    (billing) => {
      for (const { booking, leg, expected } of predicateRows) {
        const ride: RideState = { booking, leg, billing };
        expect({
          ride,
          locked: isLocked(ride),
          billable: isBillable(ride),
          reportable: isReportable(ride),
          driveable: isDriveable(ride),
        }).toEqual({
          ride,
          locked: true,
          billable: false,
          reportable: false,
          driveable: false,
        });
        expect([isCancelled(ride), isMissed(ride), isCompleted(ride), isPlanned(ride)]).toEqual([
          expected.isCancelled,
          expected.isMissed,
          expected.isCompleted,
          expected.isPlanned,
        ]);
      }
    },
  );

  it('answers "cancelled" without the billing: isCancelledLeg is isCancelled for every billing', () => {
    for (const ride of allRideStates()) expect(isCancelledLeg(ride.booking, ride.leg)).toBe(isCancelled(ride));
  });

  it('knows 147 ride states', () => {
    expect(allRideStates()).toHaveLength(147);
  });
});

describe('the order status after its legs changed', () => {
  it.each([
    ['confirmed', ['abgesetzt'], 'completed'],
    ['pending', ['abgesetzt'], 'completed'],
    ['confirmed', ['abgesetzt', 'geplant'], 'confirmed'],
    ['confirmed', ['abgesetzt', 'storniert'], 'completed'],
    ['confirmed', ['abgesetzt', 'nicht-angetroffen'], 'completed'],
    ['confirmed', ['nicht-angetroffen', 'storniert'], 'confirmed'],
    ['confirmed', ['nicht-angetroffen'], 'confirmed'],
    ['completed', ['abgesetzt', 'an-bord'], 'confirmed'],
    ['completed', ['abgesetzt', 'storniert'], 'completed'],
    ['completed', ['geplant'], 'confirmed'],
    ['billed', ['abgesetzt'], 'billed'],
    ['rejected', ['storniert'], 'rejected'],
    ['forwarded', ['storniert', 'nicht-angetroffen'], 'forwarded'],
    ['paused', ['storniert', 'storniert'], 'paused'],
    ['confirmed', [], 'confirmed'],
  ] as const)('%s with legs %j stays or becomes %s', (current, legs, expected) => {
    expect(orderStatusAfterLegs(current, legs)).toBe(expected);
  });

  it.each([
    ['pending', 'geplant'],
    ['confirmed', 'geplant'],
    ['completed', 'geplant'],
    ['billed', 'geplant'],
    ['rejected', 'storniert'],
    ['forwarded', 'storniert'],
    ['paused', 'storniert'],
  ] as const)('a leg added to a %s order starts %s', (order, status) => {
    expect(newLegStatus(order)).toBe(status);
  });
});

describe('the order status after billing', () => {
  type L = { status: LegStatus; billing: RideBilling };
  const leg = (status: LegStatus, billing: RideBilling = 'offen'): L => ({ status, billing });
  it.each([
    ['completed', [leg('abgesetzt', 'paket')], 'billed'],
    ['completed', [leg('abgesetzt', 'rechnung'), leg('abgesetzt', 'paket')], 'billed'],
    ['completed', [leg('abgesetzt', 'paket'), leg('abgesetzt')], 'completed'],
    ['completed', [leg('abgesetzt', 'paket'), leg('storniert')], 'billed'],
    ['completed', [leg('abgesetzt', 'paket'), leg('nicht-angetroffen')], 'billed'],
    ['confirmed', [leg('abgesetzt', 'paket'), leg('geplant')], 'confirmed'],
    ['billed', [leg('abgesetzt')], 'completed'],
    ['billed', [leg('abgesetzt', 'rechnung'), leg('abgesetzt')], 'completed'],
    ['billed', [leg('abgesetzt', 'rechnung')], 'billed'],
    ['billed', [leg('storniert')], 'billed'],
    ['rejected', [leg('storniert')], 'rejected'],
  ] as [BookingStatus, L[], BookingStatus][])('%s with legs %j becomes %s', (current, legs, expected) => {
    expect(orderStatusAfterBilling(current, legs)).toBe(expected);
  });
});

describe('calling a leg off and planning it again', () => {
  /** For a confirmed order, billing open: the leg status → cancel / restore outcome. */
  it.each([
    ['geplant', 'storniert', LIFECYCLE_MESSAGES.notRestorable],
    ['unterwegs', 'storniert', LIFECYCLE_MESSAGES.notRestorable],
    ['angekommen', 'storniert', LIFECYCLE_MESSAGES.notRestorable],
    ['an-bord', LIFECYCLE_MESSAGES.onBoard, LIFECYCLE_MESSAGES.notRestorable],
    ['abgesetzt', LIFECYCLE_MESSAGES.notCancellable, LIFECYCLE_MESSAGES.notRestorable],
    ['nicht-angetroffen', LIFECYCLE_MESSAGES.notCancellable, 'geplant'],
    ['storniert', LIFECYCLE_MESSAGES.notCancellable, 'geplant'],
  ] as const)('%s: absagen → %s, wieder einplanen → %s', (leg, cancel, restore) => {
    const ride: RideState = { booking: 'confirmed', leg, billing: 'offen' };
    const c = planLegCancel(ride);
    const r = planLegRestore(ride);
    expect(c.ok ? c.to : c.message).toBe(cancel);
    expect(r.ok ? r.to : r.message).toBe(restore);
    if (c.ok) expect(c.freeDriver).toBe(true);
    if (r.ok) expect(r.freeDriver).toBe(false);
  });

  it('refuses both for a billed leg, and for a leg of a rejected or forwarded order', () => {
    for (const billing of ['paket', 'rechnung'] as const) {
      expect(planLegCancel({ booking: 'confirmed', leg: 'geplant', billing })).toEqual({
        ok: false,
        message: LIFECYCLE_MESSAGES.locked,
      });
      expect(planLegRestore({ booking: 'completed', leg: 'storniert', billing })).toEqual({
        ok: false,
        message: LIFECYCLE_MESSAGES.locked,
      });
    }
    expect(planLegCancel({ booking: 'billed', leg: 'geplant', billing: 'offen' })).toEqual({
      ok: false,
      message: LIFECYCLE_MESSAGES.locked,
    });
    expect(planLegCancel({ booking: 'rejected', leg: 'geplant', billing: 'offen' })).toEqual({
      ok: false,
      message: LIFECYCLE_MESSAGES.notCancellable,
    });
    expect(planLegRestore({ booking: 'forwarded', leg: 'storniert', billing: 'offen' })).toEqual({
      ok: false,
      message: LIFECYCLE_MESSAGES.cancelledOrder,
    });
  });

  it('a paused ride (its series in a pause) is neither called off nor planned again by hand', () => {
    expect(planLegCancel({ booking: 'paused', leg: 'storniert', billing: 'offen' })).toEqual({
      ok: false,
      message: LIFECYCLE_MESSAGES.notCancellable,
    });
    expect(planLegRestore({ booking: 'paused', leg: 'storniert', billing: 'offen' })).toEqual({
      ok: false,
      message: LIFECYCLE_MESSAGES.pausedOrder,
    });
  });
});

describe('"Status ändern" by hand and the pause of a series', () => {
  it.each([
    ['confirmed', 'paused', LIFECYCLE_MESSAGES.pauseByHand],
    ['pending', 'paused', LIFECYCLE_MESSAGES.pauseByHand],
    ['rejected', 'paused', LIFECYCLE_MESSAGES.pauseByHand],
    ['paused', 'confirmed', LIFECYCLE_MESSAGES.pausedOrder],
    ['paused', 'rejected', LIFECYCLE_MESSAGES.pausedOrder],
    ['paused', 'completed', LIFECYCLE_MESSAGES.pausedOrder],
    ['paused', 'paused', null],
    ['confirmed', 'rejected', null],
    ['rejected', 'confirmed', null],
  ] as const)('%s → %s: %s', (from, to, refusal) => {
    expect(manualStatusRefusal(from, to)).toBe(refusal);
  });

  it.each([
    ['paused', LIFECYCLE_MESSAGES.pausedOrder],
    ['pending', null],
    ['confirmed', null],
    ['rejected', null],
    ['completed', null],
    ['forwarded', null],
    ['billed', null],
  ] as const)('"Buchung bearbeiten" of a %s order: %s', (status, refusal) => {
    expect(manualEditRefusal(status)).toBe(refusal);
  });

  it('offers every status but "Pausiert" by hand', () => {
    expect(MANUAL_ORDER_STATUSES).toEqual(BOOKING_STATUSES.filter((status) => status !== 'paused'));
    expect(MANUAL_ORDER_STATUSES).toHaveLength(6);
  });
});

describe('completing a leg in the office (issue 37)', () => {
  /**
   * Billing open, the leg's day today: order (rows) × leg status (columns in LEG_STATUSES order:
   * geplant unterwegs angekommen an-bord abgesetzt nicht-angetroffen storniert).
   *   A  → abgesetzt   xC cancelled   xM nicht angetroffen   xD already done   xL billed (locked)
   */
  const OFFICE = `
pending    A  A  A  A  xD xM xC
confirmed  A  A  A  A  xD xM xC
completed  xD xD xD xD xD xM xC
rejected   xC xC xC xC xC xC xC
forwarded  xC xC xC xC xC xC xC
billed     xL xL xL xL xL xL xL
paused     xC xC xC xC xC xC xC
`;
  const OUTCOME: Record<string, string> = {
    A: 'abgesetzt',
    xC: LIFECYCLE_MESSAGES.officeCancelled,
    xM: LIFECYCLE_MESSAGES.officeMissed,
    xD: LIFECYCLE_MESSAGES.officeDone,
    xL: LIFECYCLE_MESSAGES.locked,
  };
  const rows = OFFICE.trim()
    .split('\n')
    .flatMap((line) => {
      const [booking, ...cells] = line.trim().split(/\s+/) as [BookingStatus, ...string[]];
      return cells.map((cell, i) => [booking, LEGS[i]!, cell] as const);
    });

  it('covers every leg status, and refuses every order status the table leaves out', () => {
    const listed = new Set(rows.map(([booking]) => booking));
    expect(rows).toHaveLength(listed.size * LEG_STATUSES.length);
    for (const booking of BOOKING_STATUSES.filter((status) => !listed.has(status))) {
      for (const leg of LEG_STATUSES)
        expect(planOfficeCompletion({ booking, leg, billing: 'offen' }, '2026-11-29', '2026-11-29').ok).toBe(false);
    }
  });

  it.each(rows)('%s / %s → %s', (booking, leg, cell) => {
    const plan = planOfficeCompletion({ booking, leg, billing: 'offen' }, '2026-11-29', '2026-11-29');
    expect(plan.ok ? plan.to : plan.message).toBe(OUTCOME[cell]);
    if (plan.ok) expect(plan.freeDriver).toBe(false);
  });

  it('refuses every state of a leg in a package or on an invoice as billed', () => {
    for (const ride of allRideStates().filter((r) => r.billing !== 'offen')) {
      expect(planOfficeCompletion(ride, '2026-11-28', '2026-11-29')).toEqual({
        ok: false,
        message: LIFECYCLE_MESSAGES.locked,
      });
    }
  });

  it.each([
    ['2026-11-28', 'abgesetzt'],
    ['2026-11-29', 'abgesetzt'],
    ['2026-11-30', LIFECYCLE_MESSAGES.officeFuture],
    ['2027-01-01', LIFECYCLE_MESSAGES.officeFuture],
    ['2025-12-31', 'abgesetzt'],
  ])('a leg of %s, today 2026-11-29 → %s', (datum, expected) => {
    const plan = planOfficeCompletion({ booking: 'confirmed', leg: 'geplant', billing: 'offen' }, datum, '2026-11-29');
    expect(plan.ok ? plan.to : plan.message).toBe(expected);
  });

  it('a future leg that is billed or cancelled names that first', () => {
    expect(
      planOfficeCompletion({ booking: 'confirmed', leg: 'geplant', billing: 'paket' }, '2026-12-01', '2026-11-29'),
    ).toEqual({
      ok: false,
      message: LIFECYCLE_MESSAGES.locked,
    });
    expect(
      planOfficeCompletion({ booking: 'confirmed', leg: 'storniert', billing: 'offen' }, '2026-12-01', '2026-11-29'),
    ).toEqual({
      ok: false,
      message: LIFECYCLE_MESSAGES.officeCancelled,
    });
  });
});

describe('the dashboard label (issue 37: what the board says)', () => {
  it.each([
    ['confirmed', 'geplant', true, 'Zugewiesen'],
    ['confirmed', 'geplant', false, 'Unzugewiesen'],
    ['pending', 'geplant', false, 'Offen'],
    ['pending', 'geplant', true, 'Offen'],
    ['confirmed', 'unterwegs', true, 'unterwegs'],
    ['confirmed', 'an-bord', true, 'Patient an Bord'],
    ['confirmed', 'abgesetzt', true, 'abgesetzt'],
    ['completed', 'abgesetzt', true, 'abgesetzt'],
    ['billed', 'abgesetzt', true, 'abgesetzt'],
    ['billed', 'abgesetzt', false, 'abgesetzt'],
    ['confirmed', 'nicht-angetroffen', true, 'nicht angetroffen'],
    ['confirmed', 'storniert', true, 'storniert'],
    ['completed', 'geplant', true, 'Durchgeführt'],
    ['rejected', 'storniert', true, 'Abgelehnt'],
    ['rejected', 'geplant', false, 'Abgelehnt'],
    ['forwarded', 'storniert', false, 'Vermittelt'],
    ['paused', 'geplant', false, 'Pausiert'],
  ] as const)('%s order, %s leg, driver %s: %s', (booking, leg, hasDriver, label) => {
    expect(dashboardLabel({ booking, leg }, hasDriver)).toBe(label);
  });
});
