// A ride's place in its unit (DOMAIN.md "Co-payment": "First and last are the patient's rides of that
// unit or series, across all of its bookings, never the legs of one booking").
import { describe, expect, it } from 'vitest';
import {
  compareUnitRides,
  hospitalStayKeys,
  joinUnitEnds,
  positionInUnit,
  unitEndsOf,
  type StayPrescription,
  type UnitRide,
} from './unit-position';

const ride = (
  legId: string,
  datum: string,
  uhrzeit: string | null = '07:00',
  kind: UnitRide['kind'] = 'hin',
): UnitRide => ({ legId, datum, uhrzeit, kind });

// A dialysis series Mo/Mi/Fr with outbound and return: six rides in one week, each its own booking.
const week = [
  ride('mo-hin', '2030-03-04'),
  ride('mo-rueck', '2030-03-04', null, 'rueck'),
  ride('mi-hin', '2030-03-06'),
  ride('mi-rueck', '2030-03-06', null, 'rueck'),
  ride('fr-hin', '2030-03-08'),
  ride('fr-rueck', '2030-03-08', '12:00', 'rueck'),
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
    const sorted = [
      ride('c', '2030-01-02', null, 'rueck'),
      ride('b', '2030-01-02', '09:00', 'rueck'),
      ride('a', '2030-01-02', '09:00'),
      ride('z', '2030-01-01', '23:00'),
    ].sort(compareUnitRides);
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

// A hospital stay from admission 10.03.2030 to discharge 20.03.2030 (decision 253).
const stay = (
  id: string,
  grund: string,
  aufnahmedatum: string | null,
  entlassungsdatum: string | null,
): StayPrescription => ({ id, grund, aufnahmedatum, entlassungsdatum });
const stationaer = stay('stationaer', 'stationaer', '2030-03-10', '2030-03-20');

describe('hospitalStayKeys', () => {
  it.each([
    [stay('vor', 'vorstationaer', '2030-03-10', null), 'aufnahme:2030-03-10'], // § 115a SGB V: pre-inpatient treatment belongs to the admission it prepares
    [stationaer, 'aufnahme:2030-03-10'], // § 39 SGB V: the inpatient stay itself, by its admission day
    [stay('teil', 'stationaer', '2030-03-10', null), 'aufnahme:2030-03-10'], // § 39 SGB V: partial inpatient treatment, same box a) of Muster 4
    [stay('nach', 'nachstationaer', null, '2030-03-20'), 'aufnahme:2030-03-10'], // § 115a SGB V: post-inpatient, joined by the stay's discharge day
    [stay('nach-auf', 'nachstationaer', '2030-03-10', '2030-03-21'), 'aufnahme:2030-03-10'], // decision 253: a recorded admission day wins
    [stay('nach-allein', 'nachstationaer', null, '2030-04-01'), 'entlassung:2030-04-01'], // decision 253: no inpatient prescription recorded: the discharge day's own stay
    [stay('entlassung', 'stationaer', null, '2030-03-20'), 'aufnahme:2030-03-10'], // decision 253: the discharge ride joins the stay with that discharge day
    [stay('op', 'ambulante_operation', '2030-03-10', null), 'aufnahme:2030-03-10'], // § 115b SGB V: the operation day replaces the admission
    [stay('op-ohne', 'ambulante_operation', null, null), null], // decision 253: nothing identifies the operation: its own booking or series
    [stay('vor-ohne', 'vorstationaer', null, null), null], // the prescription form requires the admission day; without it no stay
    [stay('dialyse', 'dialyse', '2030-03-10', '2030-03-20'), null], // DOMAIN.md "Co-payment": other series follow the insurer
  ])('%o is in stay %s', (prescription, key) => {
    expect(hospitalStayKeys([stationaer, prescription]).get(prescription.id)).toBe(key);
  });

  it('takes the latest admission when two inpatient prescriptions name the same discharge day', () => {
    const keys = hospitalStayKeys([
      stay('a', 'stationaer', '2030-03-01', '2030-03-20'),
      stationaer,
      stay('n', 'nachstationaer', null, '2030-03-20'),
    ]);
    expect(keys.get('n')).toBe('aufnahme:2030-03-10');
  });
});

describe('the rides of a hospital stay as one unit (DOMAIN.md "Co-payment": only the first and the last ride are charged)', () => {
  // Pre-inpatient visit (there and back), admission, discharge, two post-inpatient visits: each its own booking.
  const rides = [
    ride('vor-hin', '2030-03-06'),
    ride('vor-rueck', '2030-03-06', null, 'rueck'),
    ride('aufnahme', '2030-03-10'),
    ride('entlassung', '2030-03-20', '10:00', 'rueck'),
    ride('nach1-hin', '2030-03-24'),
    ride('nach1-rueck', '2030-03-24', null, 'rueck'),
    ride('nach2-hin', '2030-03-27'),
    ride('nach2-rueck', '2030-03-27', null, 'rueck'),
  ];
  it.each([
    ['vor-hin', 'erste'], // vorstationär: the stay's first ride is charged (§ 61 SGB V)
    ['vor-rueck', 'mittlere'], // GKV rule "nur erste und letzte Fahrt": no co-payment
    ['aufnahme', 'mittlere'], // stationär admission inside the unit
    ['entlassung', 'mittlere'], // stationär discharge inside the unit
    ['nach1-hin', 'mittlere'], // nachstationär
    ['nach2-rueck', 'letzte'], // nachstationär: the stay's last ride is charged (§ 61 SGB V)
  ] as const)('%s is %s', (legId, position) => {
    expect(positionInUnit(legId, unitEndsOf(rides))).toBe(position);
  });

  it('does not count a cancelled ride as first or last: the next ride that happens is', () => {
    // The lifecycle's `planned` leaves the cancelled pre-inpatient visit and the last return out of the unit's rides.
    const happening = rides.filter((r) => !r.legId.startsWith('vor-') && r.legId !== 'nach2-rueck');
    expect(positionInUnit('vor-hin', unitEndsOf(happening))).toBe('mittlere'); // cancelled: never charged as first
    expect(positionInUnit('aufnahme', unitEndsOf(happening))).toBe('erste');
    expect(positionInUnit('nach2-rueck', unitEndsOf(happening))).toBe('mittlere'); // cancelled: never charged as last
    expect(positionInUnit('nach2-hin', unitEndsOf(happening))).toBe('letzte');
  });

  it('gives an outpatient operation of one booking its outbound and return as first and last', () => {
    const operation = [ride('op-hin', '2030-05-05'), ride('op-rueck', '2030-05-05', null, 'rueck')]; // § 115b SGB V
    expect(['op-hin', 'op-rueck'].map((id) => positionInUnit(id, unitEndsOf(operation)))).toEqual(['erste', 'letzte']);
  });
});
