import { describe, expect, it } from 'vitest';
import {
  bookingColumnsFromLegs,
  compareLegs,
  followOutbound,
  legsFromBookingColumns,
  legStatusForBookingStatus,
  legTimeLabel,
  returnBeforeOutbound,
  type Leg,
} from './legs';

const columns = {
  datum: '2026-06-12',
  uhrzeit: '09:00',
  abholadresse: 'Zuhause',
  zieladresse: 'Praxis',
  assignedDriverId: 'd1',
  rueckfahrt: 'keine',
  rueckfahrtZeit: null,
  rueckfahrtDatum: null,
  rueckfahrtUhrzeit: null,
  rueckfahrtAbholadresse: null,
  rueckfahrtZieladresse: null,
  status: 'confirmed',
};

describe('legs from the booking columns', () => {
  it('gives one outbound leg without a return', () => {
    expect(legsFromBookingColumns(columns)).toEqual([
      {
        kind: 'hin',
        timing: 'fest',
        datum: '2026-06-12',
        uhrzeit: '09:00',
        abholadresse: 'Zuhause',
        zieladresse: 'Praxis',
        driverId: 'd1',
        vehicleId: null,
        status: 'geplant',
        notes: null,
      },
    ]);
  });

  it('swaps the addresses and keeps the date for a return given only by its time', () => {
    const [, back] = legsFromBookingColumns({ ...columns, rueckfahrt: 'fest', rueckfahrtZeit: '12:00' });
    expect(back).toMatchObject({
      kind: 'rueck',
      timing: 'fest',
      uhrzeit: '12:00',
      datum: '2026-06-12',
      abholadresse: 'Praxis',
      zieladresse: 'Zuhause',
    });
  });

  it('prefers the explicit return columns', () => {
    const [, back] = legsFromBookingColumns({
      ...columns,
      rueckfahrt: 'fest',
      rueckfahrtZeit: '12:00',
      rueckfahrtUhrzeit: '13:00',
      rueckfahrtDatum: '2026-06-13',
      rueckfahrtAbholadresse: 'Klinik',
      rueckfahrtZieladresse: 'Pflegeheim',
    });
    expect(back).toMatchObject({
      uhrzeit: '13:00',
      datum: '2026-06-13',
      abholadresse: 'Klinik',
      zieladresse: 'Pflegeheim',
    });
  });

  it('turns an unreadable fixed time into "nach Termin" and keeps the text in the notes', () => {
    const [, back] = legsFromBookingColumns({ ...columns, rueckfahrt: 'fest', rueckfahrtZeit: ' gegen Mittag ' });
    expect(back).toMatchObject({
      timing: 'nach-termin',
      uhrzeit: null,
      notes: 'Rückfahrtzeit aus Altdaten: gegen Mittag',
    });
    const [, none] = legsFromBookingColumns({ ...columns, rueckfahrt: 'fest', rueckfahrtZeit: '  ' });
    expect(none).toMatchObject({ timing: 'nach-termin', notes: null });
  });

  it.each([
    ['pending', 'geplant'],
    ['confirmed', 'geplant'],
    ['angenommen', 'geplant'],
    ['forwarded', 'storniert'],
    ['rejected', 'storniert'],
    ['completed', 'abgesetzt'],
    ['billed', 'abgesetzt'],
  ])('maps the order status %s to the leg status %s', (status, legStatus) => {
    expect(legStatusForBookingStatus(status)).toBe(legStatus);
  });
});

describe('booking columns from the legs', () => {
  const hin: Leg = {
    kind: 'hin',
    timing: 'fest',
    datum: '2026-06-12',
    uhrzeit: '09:00',
    abholadresse: 'A',
    zieladresse: 'B',
    driverId: 'd1',
    vehicleId: null,
    status: 'geplant',
    notes: null,
  };
  const back: Leg = { ...hin, kind: 'rueck', uhrzeit: '12:00', abholadresse: 'B', zieladresse: 'A', driverId: 'd2' };

  it('writes SPEC return columns from a fixed return leg; the booking driver is the outbound one', () => {
    expect(bookingColumnsFromLegs(hin, back)).toEqual({
      datum: '2026-06-12',
      uhrzeit: '09:00',
      abholadresse: 'A',
      zieladresse: 'B',
      assignedDriverId: 'd1',
      rueckfahrt: 'fest',
      rueckfahrtZeit: '12:00',
      rueckfahrtDatum: '2026-06-12',
      rueckfahrtUhrzeit: '12:00',
      rueckfahrtAbholadresse: 'B',
      rueckfahrtZieladresse: 'A',
    });
  });

  it('writes "nach-termin" without a time, and "keine" with empty return columns', () => {
    expect(bookingColumnsFromLegs(hin, { ...back, timing: 'nach-termin', uhrzeit: null })).toMatchObject({
      rueckfahrt: 'nach-termin',
      rueckfahrtZeit: null,
      rueckfahrtUhrzeit: null,
      rueckfahrtDatum: '2026-06-12',
    });
    expect(bookingColumnsFromLegs(hin, null)).toMatchObject({
      rueckfahrt: 'keine',
      rueckfahrtDatum: null,
      rueckfahrtAbholadresse: null,
    });
  });

  it('round-trips through legsFromBookingColumns', () => {
    const cols = bookingColumnsFromLegs(hin, back);
    const [h, r] = legsFromBookingColumns({ ...cols, status: 'pending' });
    expect(h).toMatchObject({ datum: hin.datum, uhrzeit: hin.uhrzeit, abholadresse: 'A', zieladresse: 'B' });
    expect(r).toMatchObject({ timing: 'fest', uhrzeit: '12:00', abholadresse: 'B', zieladresse: 'A' });
  });
});

describe('leg labels and order', () => {
  it('labels the time', () => {
    expect(legTimeLabel({ timing: 'fest', uhrzeit: '08:15' })).toBe('08:15');
    expect(legTimeLabel({ timing: 'nach-termin', uhrzeit: null })).toBe('nach Termin');
  });

  it('sorts by date, fixed times, then "nach Termin", outbound before return', () => {
    const legs = [
      { datum: '2026-06-13', uhrzeit: '08:00', kind: 'hin' as const },
      { datum: '2026-06-12', uhrzeit: null, kind: 'rueck' as const },
      { datum: '2026-06-12', uhrzeit: '10:00', kind: 'rueck' as const },
      { datum: '2026-06-12', uhrzeit: '10:00', kind: 'hin' as const },
    ];
    expect([...legs].sort(compareLegs)).toEqual([legs[3], legs[2], legs[1], legs[0]]);
  });
});

describe('the return follows the outbound leg', () => {
  const hin: Leg = {
    kind: 'hin',
    timing: 'fest',
    datum: '2026-06-12',
    uhrzeit: '09:00',
    abholadresse: 'Zuhause',
    zieladresse: 'Praxis',
    driverId: null,
    vehicleId: null,
    status: 'geplant',
    notes: null,
  };
  const back: Leg = {
    ...hin,
    kind: 'rueck',
    timing: 'nach-termin',
    uhrzeit: null,
    abholadresse: 'Praxis',
    zieladresse: 'Zuhause',
  };

  it('moves a same-day return with the outbound date and keeps the swapped addresses', () => {
    const result = followOutbound(hin, back, {
      datum: '2026-06-15',
      zieladresse: 'Klinik',
      abholadresse: 'Pflegeheim',
    });
    expect(result.hin).toMatchObject({ datum: '2026-06-15', abholadresse: 'Pflegeheim', zieladresse: 'Klinik' });
    expect(result.back).toMatchObject({
      datum: '2026-06-15',
      abholadresse: 'Klinik',
      zieladresse: 'Pflegeheim',
      timing: 'nach-termin',
    });
  });

  it('leaves a return on another day or from other places alone', () => {
    const other = { ...back, datum: '2026-06-14', abholadresse: 'Reha', zieladresse: 'Tochter' };
    expect(followOutbound(hin, other, { datum: '2026-06-13', zieladresse: 'Klinik' }).back).toEqual(other);
  });

  it('leaves the return alone when the user edited it', () => {
    expect(followOutbound(hin, back, { datum: '2026-06-15' }, true).back).toEqual(back);
  });

  it('has nothing to move without a return', () => {
    expect(followOutbound(hin, null, { uhrzeit: '10:00' })).toEqual({ hin: { ...hin, uhrzeit: '10:00' }, back: null });
  });

  it('flags a return before the outbound leg', () => {
    const fixed = { ...back, timing: 'fest' as const, uhrzeit: '08:30' };
    expect(returnBeforeOutbound(hin, fixed)).toBe(true);
    expect(returnBeforeOutbound(hin, { ...fixed, uhrzeit: '11:00' })).toBe(false);
    expect(returnBeforeOutbound(hin, { ...back, datum: '2026-06-11' })).toBe(true);
    expect(returnBeforeOutbound(hin, back)).toBe(false);
    expect(returnBeforeOutbound(hin, null)).toBe(false);
  });
});
