// A ride's place in its unit (DOMAIN.md "Co-payment": "First and last are the patient's rides of that
// unit or series, across all of its bookings, never the legs of one booking").
import { describe, expect, it } from 'vitest';
import { compareUnitRides, joinUnitEnds, positionInUnit, unitEndsOf, type UnitRide } from './unit-position';

const ride = (legId: string, datum: string, uhrzeit: string | null = '07:00', kind: UnitRide['kind'] = 'hin'): UnitRide => ({ legId, datum, uhrzeit, kind });

// A dialysis series Mo/Mi/Fr with outbound and return: six rides in one week, each its own booking.
const week = [
  ride('mo-hin', '2030-03-04'), ride('mo-rueck', '2030-03-04', null, 'rueck'),
  ride('mi-hin', '2030-03-06'), ride('mi-rueck', '2030-03-06', null, 'rueck'),
  ride('fr-hin', '2030-03-08'), ride('fr-rueck', '2030-03-08', '12:00', 'rueck'),
];

describe('positionInUnit', () => {
  it.each([
    ['mo-hin', true, 'erste'],
    ['mo-rueck', true, 'mittlere'],
    ['mi-hin', true, 'mittlere'],
    ['fr-hin', true, 'mittlere'],
    ['fr-rueck', true, 'letzte'],
    // The series' end is not generated yet: no ride is the last.
    ['mo-hin', false, 'erste'],
    ['fr-rueck', false, 'mittlere'],
  ] as const)('%s of the week (closed %s) is %s', (legId, closed, expected) => {
    expect(positionInUnit(legId, unitEndsOf(week, closed))).toBe(expected);
  });

  it('gives the only ride of a closed unit "einzige", of an open one "erste"', () => {
    expect(positionInUnit('x', unitEndsOf([ride('x', '2030-01-01')]))).toBe('einzige');
    expect(positionInUnit('x', unitEndsOf([ride('x', '2030-01-01')], false))).toBe('erste');
  });

  it('puts a ride that does not count (cancelled, missed) in the middle, and knows no ends of an empty unit', () => {
    expect(positionInUnit('storniert', unitEndsOf(week))).toBe('mittlere');
    expect(unitEndsOf([])).toEqual({ first: null, last: null, closed: true });
    expect(positionInUnit('x', unitEndsOf([]))).toBe('mittlere');
  });

  it('orders by date, fixed times before "nach Termin", outbound before return on the same time', () => {
    const sorted = [ride('c', '2030-01-02', null, 'rueck'), ride('b', '2030-01-02', '09:00', 'rueck'), ride('a', '2030-01-02', '09:00'), ride('z', '2030-01-01', '23:00')].sort(compareUnitRides);
    expect(sorted.map((r) => r.legId)).toEqual(['z', 'a', 'b', 'c']);
  });

  it('joins the parts of a continued series: the earliest first and the latest last of all parts', () => {
    const before = unitEndsOf(week.slice(0, 2));
    const after = unitEndsOf(week.slice(2));
    const joined = joinUnitEnds([after, before, { first: null, last: null, closed: true }], true);
    expect(joined).toEqual({ first: week[0], last: week[5], closed: true });
    expect(positionInUnit('mo-rueck', joined)).toBe('mittlere');
  });
});
