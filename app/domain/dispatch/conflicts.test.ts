import { describe, expect, it } from 'vitest';
import {
  conflictsOfLeg,
  DEFAULT_DISPATCH_SETTINGS,
  estimateLegMinutes,
  findDriverDayConflicts,
  type DispatchLeg,
  type DispatchVehicle,
} from './conflicts';

const van: DispatchVehicle = { plate: 'F-KF 100', equipment: ['rollstuhl', 'tragestuhl'], seats: 5 };
const car: DispatchVehicle = { plate: 'F-KF 200', equipment: [], seats: 4 };

let next = 0;
function leg(overrides: Partial<DispatchLeg>): DispatchLeg {
  next += 1;
  return {
    id: `l${next}`,
    time: '07:00',
    distanceKm: null,
    transport: 'sitzend',
    passengers: 1,
    vehicle: van,
    label: `Fahrt ${next}`,
    ...overrides,
  };
}

describe('estimated duration of a leg', () => {
  it.each<[number | null, number | null | undefined, number]>([
    [null, undefined, 45], // distance unknown: the default
    [0, undefined, 15], // handling only
    [10, undefined, 35], // 10 km at 30 km/h = 20 min + 15
    [10.1, undefined, 36], // 20.2 min -> 21 + 15
    [50, undefined, 115],
    [10, 25, 25], // entered duration wins
    [null, 12.5, 13],
  ])('%s km, entered %s min -> %d min', (distanceKm, durationMinutes, minutes) => {
    expect(estimateLegMinutes({ distanceKm, durationMinutes })).toBe(minutes);
  });

  it('follows the settings', () => {
    expect(
      estimateLegMinutes({ distanceKm: 30 }, { averageSpeedKmh: 60, handlingMinutes: 5, defaultDurationMinutes: 30 }),
    ).toBe(35);
    expect(estimateLegMinutes({ distanceKm: null }, { ...DEFAULT_DISPATCH_SETTINGS, defaultDurationMinutes: 60 })).toBe(
      60,
    );
    expect(() => estimateLegMinutes({ distanceKm: 5 }, { ...DEFAULT_DISPATCH_SETTINGS, averageSpeedKmh: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('overlapping legs', () => {
  it('flags two legs at 07:15', () => {
    const a = leg({ id: 'a', time: '07:15', label: 'Hinfahrt Müller' });
    const b = leg({ id: 'b', time: '07:15', label: 'Hinfahrt Schmidt', distanceKm: 10 });
    expect(findDriverDayConflicts([a, b])).toEqual([
      {
        kind: 'ueberschneidung',
        legIds: ['b', 'a'],
        message: 'Überschneidung: Hinfahrt Schmidt 07:15–07:50 und Hinfahrt Müller 07:15–08:00.',
      },
    ]);
  });

  it.each<[string, string, number | null, boolean]>([
    ['07:00', '07:44', null, true], // 45 minutes by default: 07:00-07:45
    ['07:00', '07:45', null, false], // touching end to start
    ['07:00', '07:35', 10, false], // 10 km: 35 minutes
    ['07:00', '07:34', 10, true],
  ])('first at %s, second at %s (first %s km): overlap %s', (first, second, km, overlap) => {
    const conflicts = findDriverDayConflicts([leg({ time: first, distanceKm: km }), leg({ time: second })]);
    expect(conflicts.some((c) => c.kind === 'ueberschneidung')).toBe(overlap);
  });

  it('reports each overlapping pair once, also a long leg spanning two short ones', () => {
    const long = leg({ id: 'long', time: '08:00', distanceKm: 90 }); // 180 + 15 min
    const one = leg({ id: 'one', time: '08:30', durationMinutes: 20 });
    const two = leg({ id: 'two', time: '09:00', durationMinutes: 20 });
    expect(findDriverDayConflicts([two, long, one]).map((c) => c.legIds)).toEqual([
      ['long', 'one'],
      ['long', 'two'],
    ]);
  });

  it('ignores a return "nach Termin" without a time and legs in different order', () => {
    expect(findDriverDayConflicts([leg({ time: null }), leg({ time: '07:00' }), leg({ time: '12:00' })])).toEqual([]);
  });

  it('shows an end after midnight as clock time', () => {
    const conflicts = findDriverDayConflicts([leg({ time: '23:50', label: 'A' }), leg({ time: '23:55', label: 'B' })]);
    expect(conflicts[0]?.message).toBe('Überschneidung: A 23:50–00:35 und B 23:55–00:40.');
  });
});

describe('vehicle equipment and seats', () => {
  it.each<[DispatchLeg['transport'], DispatchVehicle, string | null]>([
    ['rollstuhl', car, 'Fahrt X ist eine Rollstuhlfahrt, aber F-KF 200 ist nicht rollstuhlgerecht.'],
    ['tragestuhl', car, 'Fahrt X ist eine Tragestuhlfahrt, aber F-KF 200 hat keinen Tragestuhl.'],
    ['liegend', van, 'Fahrt X ist eine Liegendfahrt, aber F-KF 100 ist dafür nicht eingerichtet.'],
    ['rollstuhl', van, null],
    ['tragestuhl', van, null],
    ['sitzend', car, null],
  ])('%s leg on %o', (transport, vehicle, message) => {
    const conflicts = findDriverDayConflicts([leg({ transport, vehicle, label: 'Fahrt X' })]).filter(
      (c) => c.kind === 'ausstattung',
    );
    expect(conflicts.map((c) => c.message)).toEqual(message ? [message] : []);
  });

  it.each<[number, DispatchLeg['transport'], number | null, string | null]>([
    [3, 'sitzend', 4, null], // 4 seats: 3 for passengers
    [4, 'sitzend', 4, 'Fahrt X: 4 Sitzplätze nötig, F-KF 300 hat 3 für Fahrgäste.'],
    [4, 'rollstuhl', 4, null], // the patient stays in the wheelchair
    [2, 'sitzend', 2, 'Fahrt X: 2 Sitzplätze nötig, F-KF 300 hat 1 für Fahrgäste.'],
    [9, 'sitzend', null, null], // seats unknown: no check
  ])('%d passengers, %s, %s seats', (passengers, transport, seats, message) => {
    const vehicle: DispatchVehicle = { plate: 'F-KF 300', equipment: ['rollstuhl', 'tragestuhl', 'liegend'], seats };
    const conflicts = findDriverDayConflicts([leg({ passengers, transport, vehicle, label: 'Fahrt X' })]);
    expect(conflicts.filter((c) => c.kind === 'sitzplaetze').map((c) => c.message)).toEqual(message ? [message] : []);
  });

  it('flags a driver without a vehicle, per leg', () => {
    const conflicts = findDriverDayConflicts([leg({ id: 'x', vehicle: null, label: 'Rückfahrt Müller', time: null })]);
    expect(conflicts).toEqual([
      { kind: 'kein_fahrzeug', legIds: ['x'], message: 'Rückfahrt Müller: Dem Fahrer ist kein Fahrzeug zugewiesen.' },
    ]);
  });
});

describe('the conflicts of one leg', () => {
  it('picks the conflicts a new assignment would bring', () => {
    const existing = leg({ id: 'old', time: '07:15' });
    const planned = leg({ id: 'new', time: '07:30', transport: 'rollstuhl', vehicle: car });
    const other = leg({ id: 'other', time: '12:00', vehicle: null });
    const conflicts = findDriverDayConflicts([existing, planned, other]);
    expect(conflictsOfLeg(conflicts, 'new').map((c) => c.kind)).toEqual(['ueberschneidung', 'ausstattung']);
    expect(conflictsOfLeg(conflicts, 'other').map((c) => c.kind)).toEqual(['kein_fahrzeug']);
  });
});
