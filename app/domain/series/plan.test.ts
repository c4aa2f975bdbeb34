import { describe, expect, it } from 'vitest';
import type { SeriesOccurrence } from './expand';
import {
  assignedChanges,
  bookingState,
  legsOfOccurrence,
  planGeneration,
  withoutAssigned,
  type GeneratedBooking,
} from './plan';

const places = { abholadresse: 'Musterstraße 1', zieladresse: 'Dialyse Nord' };

function occurrence(key: string, date = key, pickupTime = '06:30'): SeriesOccurrence {
  return {
    key,
    date,
    pickupTime,
    pickupAt: new Date(`${date}T05:30:00Z`),
    back: { mode: 'nach-termin' },
    returnAt: null,
    changed: date !== key,
    holiday: null,
  };
}

function booking(
  key: string,
  overrides: {
    datum?: string;
    uhrzeit?: string;
    driverId?: string | null;
    legStatus?: GeneratedBooking['hin']['status'];
    status?: GeneratedBooking['status'];
  } = {},
): GeneratedBooking {
  const datum = overrides.datum ?? key;
  return {
    key,
    bookingId: `b-${key}`,
    bookingNumber: `KF-${key}`,
    status: overrides.status ?? 'confirmed',
    hin: {
      datum,
      uhrzeit: overrides.uhrzeit ?? '06:30',
      ...places,
      driverId: overrides.driverId ?? null,
      status: overrides.legStatus ?? 'geplant',
    },
    back: { datum, uhrzeit: null, timing: 'nach-termin', driverId: null, status: 'geplant' },
  };
}

describe('the state of a generated booking', () => {
  it.each<[string, Parameters<typeof booking>[1], string]>([
    ['planned, no driver', {}, 'untouched'],
    ['a driver on the outbound leg', { driverId: 'd1' }, 'assigned'],
    ['driven (abgesetzt)', { legStatus: 'abgesetzt' }, 'frozen'],
    ['on its way', { legStatus: 'unterwegs', driverId: 'd1' }, 'frozen'],
    ['rejected by hand', { status: 'rejected' }, 'frozen'],
    ['completed', { status: 'completed' }, 'frozen'],
    ['pending', { status: 'pending' }, 'untouched'],
    ['paused with its series (legs cancelled)', { status: 'paused', legStatus: 'storniert' }, 'paused'],
  ])('%s: %o -> %s', (_case, overrides, state) => {
    expect(bookingState(booking('2030-03-04', overrides))).toBe(state);
  });
});

describe('planning the generation', () => {
  it('creates what is missing, keeps what is equal, skips keys deleted by hand', () => {
    const plan = planGeneration(
      [occurrence('2030-03-04'), occurrence('2030-03-06'), occurrence('2030-03-08')],
      [
        { key: '2030-03-04', booking: booking('2030-03-04') },
        { key: '2030-03-06', booking: null },
      ],
      places,
    );
    expect(plan.create.map((o) => o.key)).toEqual(['2030-03-08']);
    expect([plan.update, plan.remove, plan.frozen]).toEqual([[], [], []]);
  });

  it('updates a moved or retimed ride, removes a ride the series no longer has, never touches a driven one', () => {
    const plan = planGeneration(
      [occurrence('2030-03-04', '2030-03-05', '08:00'), occurrence('2030-03-06', '2030-03-06', '07:00')],
      [
        { key: '2030-03-04', booking: booking('2030-03-04') },
        { key: '2030-03-06', booking: booking('2030-03-06', { driverId: 'd1' }) },
        { key: '2030-03-08', booking: booking('2030-03-08') },
        { key: '2030-03-11', booking: booking('2030-03-11', { legStatus: 'abgesetzt' }) },
      ],
      places,
    );
    expect(plan.create).toEqual([]);
    expect(plan.update.map((c) => [c.key, c.state])).toEqual([
      ['2030-03-04', 'untouched'],
      ['2030-03-06', 'assigned'],
    ]);
    expect(plan.remove.map((c) => [c.key, c.state])).toEqual([['2030-03-08', 'untouched']]);
    expect(plan.frozen.map((b) => b.key)).toEqual(['2030-03-11']);
    expect(assignedChanges(plan).map((c) => c.key)).toEqual(['2030-03-06']);
    expect(withoutAssigned(plan).update.map((c) => c.key)).toEqual(['2030-03-04']);
  });

  it("pauses the rides in a pause (asking for a driver's), keeps paused ones paused, and resumes them as the same booking", () => {
    const paused = (key: string) => booking(key, { status: 'paused', legStatus: 'storniert' });
    const plan = planGeneration(
      [occurrence('2030-03-04'), occurrence('2030-03-06', '2030-03-07', '08:00')],
      [
        { key: '2030-03-04', booking: paused('2030-03-04') },
        { key: '2030-03-06', booking: paused('2030-03-06') },
        { key: '2030-03-08', booking: paused('2030-03-08') },
        { key: '2030-03-11', booking: booking('2030-03-11') },
        { key: '2030-03-13', booking: booking('2030-03-13', { driverId: 'd1' }) },
        { key: '2030-03-15', booking: paused('2030-03-15') },
        { key: '2030-03-18', booking: booking('2030-03-18', { legStatus: 'abgesetzt' }) },
      ],
      places,
      new Set(['2030-03-08', '2030-03-11', '2030-03-13', '2030-03-18']),
    );
    // Wanted again: resumed (the moved one changed too); nothing is created for them.
    expect(plan.resume.map((c) => [c.key, c.booking.bookingId, c.changed])).toEqual([
      ['2030-03-04', 'b-2030-03-04', false],
      ['2030-03-06', 'b-2030-03-06', true],
    ]);
    expect(plan.create).toEqual([]);
    // In the pause: 08.03. stays paused, 11.03. is paused, 13.03. too after asking; a driven ride is never touched.
    expect(plan.pause.map((c) => [c.key, c.state])).toEqual([
      ['2030-03-11', 'untouched'],
      ['2030-03-13', 'assigned'],
    ]);
    expect(plan.frozen.map((b) => b.key)).toEqual(['2030-03-18']);
    // A paused ride the series no longer has at all (ended, beyond the approval) goes.
    expect(plan.remove.map((c) => [c.key, c.state])).toEqual([['2030-03-15', 'untouched']]);
    expect(assignedChanges(plan).map((c) => c.key)).toEqual(['2030-03-13']);
    expect(withoutAssigned(plan).pause.map((c) => c.key)).toEqual(['2030-03-11']);
  });

  it('without a pause, a date the series no longer has is removed, not paused', () => {
    const plan = planGeneration([], [{ key: '2030-03-04', booking: booking('2030-03-04') }], places);
    expect([plan.pause, plan.remove.map((c) => c.key)]).toEqual([[], ['2030-03-04']]);
  });

  it('builds the legs: return "nach Termin" from the destination back home, or none, or fixed', () => {
    expect(legsOfOccurrence(occurrence('2030-03-04'), places).back).toMatchObject({
      timing: 'nach-termin',
      uhrzeit: null,
      abholadresse: 'Dialyse Nord',
      zieladresse: 'Musterstraße 1',
    });
    expect(legsOfOccurrence({ ...occurrence('2030-03-04'), back: { mode: 'keine' } }, places).back).toBeNull();
    expect(
      legsOfOccurrence({ ...occurrence('2030-03-04'), back: { mode: 'fest', time: '11:00' } }, places).back,
    ).toMatchObject({ timing: 'fest', uhrzeit: '11:00' });
  });
});
