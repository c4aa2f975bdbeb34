import { describe, expect, it } from 'vitest';
import {
  boardConflicts,
  boardGroups,
  boardRange,
  effectiveTransport,
  legVehicleId,
  mondayOf,
  previewAssignment,
  vehicleEquipment,
  equipmentSuffix,
  passengersOf,
  type BoardData,
  type BoardDriver,
  type BoardLeg,
  type BoardVehicle,
} from './board';
import { DEFAULT_DISPATCH_SETTINGS } from './conflicts';
import { companionsLabel } from '#app/domain/bookings/companions';

describe('the board period', () => {
  it.each<[string, string, string, string, string]>([
    // query, today -> view, from, to
    ['', '2026-11-25', 'tag', '2026-11-25', '2026-11-25'],
    ['tag=2026-11-26', '2026-11-25', 'tag', '2026-11-26', '2026-11-26'],
    ['tag=2026-02-30', '2026-11-25', 'tag', '2026-11-25', '2026-11-25'], // impossible date: today
    ['tag=26.11.2026', '2026-11-25', 'tag', '2026-11-25', '2026-11-25'],
    ['tag=2026-11-26&ansicht=woche', '2026-11-25', 'woche', '2026-11-23', '2026-11-29'], // Thursday: Mon-Sun
    ['tag=2026-11-29&ansicht=woche', '2026-11-25', 'woche', '2026-11-23', '2026-11-29'], // Sunday ends the week
    ['tag=2026-11-30&ansicht=woche', '2026-11-25', 'woche', '2026-11-30', '2026-12-06'], // Monday starts one
    ['tag=2026-12-31&ansicht=woche', '2026-11-25', 'woche', '2026-12-28', '2027-01-03'], // across the year
    ['tag=2026-11-26&ansicht=monat', '2026-11-25', 'tag', '2026-11-26', '2026-11-26'], // unknown view: day
  ])('%s (today %s) -> %s %s..%s', (query, today, view, from, to) => {
    expect(boardRange(new URLSearchParams(query), today)).toMatchObject({ view, from, to });
  });

  it.each([
    ['2026-03-29', '2026-03-23'], // Sunday of the DST change
    ['2026-03-30', '2026-03-30'],
    ['2024-02-29', '2024-02-26'],
  ])('Monday of %s is %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });
});

describe('transport and equipment', () => {
  it.each<[string | null, Record<string, unknown>, string]>([
    ['rollstuhl', {}, 'rollstuhl'],
    ['tragestuhl', {}, 'tragestuhl'],
    ['liegend', {}, 'liegend'],
    ['sitzend', { rollstuhl: true }, 'sitzend'], // the type staff set wins
    [null, { rollstuhl: true }, 'rollstuhl'],
    [null, { rollstuhl: true, barrierefreiZugang: false }, 'tragestuhl'],
    [null, {}, 'sitzend'],
  ])('transportart %s with %j plans as %s', (transportart, besonderheiten, type) => {
    expect(effectiveTransport({ transportart, besonderheiten })).toBe(type);
  });

  // Decision 227: wheelchair and carrying chair are separate capabilities; none takes lying transports.
  it.each([
    [true, true, ['rollstuhl', 'tragestuhl'], ' (Rollstuhl, Tragestuhl)'],
    [true, false, ['rollstuhl'], ' (Rollstuhl)'],
    [false, true, ['tragestuhl'], ' (Tragestuhl)'],
    [false, false, [], ''],
  ] as const)(
    'wheelchair %s, carrying chair %s: equipment %j, label suffix "%s"',
    (wheelchair, tragestuhl, equipment, suffix) => {
      expect(vehicleEquipment({ wheelchair, tragestuhl })).toEqual(equipment);
      expect(equipmentSuffix({ wheelchair, tragestuhl })).toBe(suffix);
    },
  );

  it.each([
    [0, 1, null],
    [1, 2, '+1 Begleitperson'],
    [2, 3, '+2 Begleitpersonen'],
    [8, 9, '+8 Begleitpersonen'],
  ])('%i companions: %i passengers, "%s"', (begleitpersonen, passengers, label) => {
    expect(passengersOf({ begleitpersonen })).toBe(passengers);
    expect(companionsLabel(begleitpersonen)).toBe(label);
  });
});

const van: BoardVehicle = {
  id: 'v-van',
  plate: 'F-KF 300',
  model: 'VW Caddy',
  wheelchair: true,
  tragestuhl: true,
  seats: 5,
  assignedDriverId: null,
};
const car: BoardVehicle = {
  id: 'v-car',
  plate: 'F-KF 100',
  model: 'Skoda Octavia',
  wheelchair: false,
  tragestuhl: false,
  seats: 5,
  assignedDriverId: 'd-bruno',
};
const anna: BoardDriver = {
  id: 'd-anna',
  name: 'Anna Hinweg',
  phone: '+4917100000001',
  email: null,
  vehicleId: 'v-car',
  active: true,
};
const bruno: BoardDriver = {
  id: 'd-bruno',
  name: 'Bruno Rückweg',
  phone: '+4917100000002',
  email: null,
  vehicleId: null,
  active: true,
};
const carl: BoardDriver = {
  id: 'd-carl',
  name: 'Carl Ohnewagen',
  phone: '+4917100000003',
  email: null,
  vehicleId: null,
  active: true,
};

let n = 0;
function leg(overrides: Partial<BoardLeg>): BoardLeg {
  n += 1;
  return {
    legId: `l${n}`,
    bookingId: `b${n}`,
    bookingNumber: `KF-2026-${String(n).padStart(5, '0')}`,
    kind: 'hin',
    datum: '2026-11-26',
    uhrzeit: '08:00',
    patient: `Erika Muster${n}`,
    nachname: `Muster${n}`,
    telefon: null,
    abholadresse: 'A',
    zieladresse: 'B',
    transport: 'sitzend',
    code: null,
    flags: [],
    approval: null,
    legStatus: 'geplant',
    missedReason: null,
    planned: true,
    cancellable: true,
    driverId: null,
    vehicleId: null,
    distanceKm: null,
    notes: null,
    begleitpersonen: 0,
    ...overrides,
  };
}

function board(legs: BoardLeg[]): BoardData {
  return {
    range: { view: 'tag', day: '2026-11-26', from: '2026-11-26', to: '2026-11-26' },
    today: '2026-11-25',
    legs,
    drivers: [anna, bruno, carl],
    vehicles: [van, car],
    settings: DEFAULT_DISPATCH_SETTINGS,
  };
}

describe('the vehicle of a leg', () => {
  it.each<[string | null, string | null, string | null]>([
    ['d-anna', null, 'v-car'], // the driver's own vehicle
    ['d-anna', 'v-van', 'v-van'], // the leg's own wins
    ['d-bruno', null, 'v-car'], // a vehicle assigned to the driver
    ['d-carl', null, null],
    [null, null, null],
  ])('driver %s, leg vehicle %s -> %s', (driverId, vehicleId, expected) => {
    expect(legVehicleId({ driverId, vehicleId }, [anna, bruno, carl], [van, car])).toBe(expected);
  });
});

describe('conflicts on the board', () => {
  it('finds a wheelchair leg on a car, two legs of one driver at 07:15 and a driver without vehicle; days and drivers apart', () => {
    const wheelchair = leg({
      legId: 'rs',
      nachname: 'Roll',
      transport: 'rollstuhl',
      driverId: 'd-anna',
      uhrzeit: '10:00',
    });
    const first = leg({ legId: 'a1', nachname: 'Früh', driverId: 'd-bruno', uhrzeit: '07:15' });
    const second = leg({ legId: 'a2', nachname: 'Zeitgleich', driverId: 'd-bruno', uhrzeit: '07:15', distanceKm: 10 });
    const otherDay = leg({ legId: 'a3', driverId: 'd-bruno', uhrzeit: '07:15', datum: '2026-11-27' });
    const noCar = leg({ legId: 'c1', nachname: 'Ohne', driverId: 'd-carl', uhrzeit: '09:00' });
    const unassigned = leg({ legId: 'u1', transport: 'rollstuhl' });
    const conflicts = boardConflicts(
      [wheelchair, first, second, otherDay, noCar, unassigned],
      [anna, bruno, carl],
      [van, car],
    );
    expect(conflicts.map((c) => [c.kind, c.legIds])).toEqual([
      ['ausstattung', ['rs']],
      ['ueberschneidung', ['a2', 'a1']],
      ['kein_fahrzeug', ['c1']],
    ]);
    expect(conflicts[0]!.message).toBe(
      'Hinfahrt Roll ist eine Rollstuhlfahrt, aber F-KF 100 ist nicht rollstuhlgerecht.',
    );
  });

  it('leaves cancelled and missed legs out of the plan', () => {
    const a = leg({ driverId: 'd-bruno', uhrzeit: '07:15' });
    const b = leg({ driverId: 'd-bruno', uhrzeit: '07:15', legStatus: 'storniert', planned: false });
    const c = leg({ driverId: 'd-bruno', uhrzeit: '07:30', legStatus: 'nicht-angetroffen', planned: false });
    expect(boardConflicts([a, b, c], [anna, bruno, carl], [van, car])).toEqual([]);
  });

  // Seats: the car and the van have 5 seats, 4 for passengers; a wheelchair user needs none of them.
  it.each<[string, BoardLeg['transport'], number, string | null]>([
    ['d-anna', 'sitzend', 0, null],
    ['d-anna', 'sitzend', 3, null], // 4 people on 4 passenger seats
    ['d-anna', 'sitzend', 4, 'Hinfahrt Voll: 5 Sitzplätze nötig, F-KF 100 hat 4 für Fahrgäste.'],
    ['d-anna', 'sitzend', 8, 'Hinfahrt Voll: 9 Sitzplätze nötig, F-KF 100 hat 4 für Fahrgäste.'],
    ['d-bruno', 'rollstuhl', 4, null], // on the van via the leg's vehicle below: 4 companions, patient in the wheelchair
  ])('driver %s, %s with %i companions: seat conflict %s', (driverId, transport, begleitpersonen, message) => {
    const full = leg({
      legId: 'voll',
      nachname: 'Voll',
      driverId,
      transport,
      begleitpersonen,
      vehicleId: transport === 'rollstuhl' ? 'v-van' : null,
    });
    const seats = boardConflicts([full], [anna, bruno, carl], [van, car]).filter((c) => c.kind === 'sitzplaetze');
    expect(seats.map((c) => c.message)).toEqual(message ? [message] : []);
  });

  it('finds a carrying-chair leg on a vehicle without the carrying chair, also a wheelchair-accessible one (decision 227)', () => {
    const rampOnly: BoardVehicle = { ...van, id: 'v-ramp', plate: 'F-KF 400', tragestuhl: false };
    const chairOnly: BoardVehicle = {
      ...car,
      id: 'v-chair',
      plate: 'F-KF 500',
      tragestuhl: true,
      assignedDriverId: null,
    };
    const chair = (vehicleId: string) =>
      leg({ legId: `ts-${vehicleId}`, nachname: 'Trage', transport: 'tragestuhl', driverId: 'd-anna', vehicleId });
    const kinds = (vehicleId: string) =>
      boardConflicts([chair(vehicleId)], [anna], [van, car, rampOnly, chairOnly]).map((c) => c.message);
    expect(kinds('v-ramp')).toEqual(['Hinfahrt Trage ist eine Tragestuhlfahrt, aber F-KF 400 hat keinen Tragestuhl.']);
    expect(kinds('v-car')).toEqual(['Hinfahrt Trage ist eine Tragestuhlfahrt, aber F-KF 100 hat keinen Tragestuhl.']);
    expect(kinds('v-chair')).toEqual([]);
    expect(kinds('v-van')).toEqual([]);
    const wheelchairOnChairCar = leg({
      legId: 'rs2',
      nachname: 'Roll',
      transport: 'rollstuhl',
      driverId: 'd-anna',
      vehicleId: 'v-chair',
    });
    expect(boardConflicts([wheelchairOnChairCar], [anna], [chairOnly]).map((c) => c.kind)).toEqual(['ausstattung']);
  });

  it('uses the configured default duration', () => {
    const a = leg({ driverId: 'd-bruno', uhrzeit: '07:00' });
    const b = leg({ driverId: 'd-bruno', uhrzeit: '07:50' });
    expect(boardConflicts([a, b], [anna, bruno, carl], [van, car])).toEqual([]); // 45 min by default
    expect(
      boardConflicts([a, b], [anna, bruno, carl], [van, car], {
        ...DEFAULT_DISPATCH_SETTINGS,
        defaultDurationMinutes: 60,
      }),
    ).toHaveLength(1);
  });
});

describe('conflicts before saving an assignment', () => {
  it('warns about the wheelchair on the driver’s car, and no more once the van is chosen', () => {
    const wheelchair = leg({ legId: 'rs', nachname: 'Roll', transport: 'rollstuhl' });
    const b = board([wheelchair]);
    expect(previewAssignment(b, 'rs', { driverId: 'd-anna', vehicleId: null }).map((c) => c.kind)).toEqual([
      'ausstattung',
    ]);
    expect(previewAssignment(b, 'rs', { driverId: 'd-anna', vehicleId: 'v-van' })).toEqual([]);
  });

  it('shows the overlap with the new driver’s other legs of that day only', () => {
    const busy = leg({ legId: 'busy', nachname: 'Belegt', driverId: 'd-anna', uhrzeit: '08:00' });
    const tomorrow = leg({ legId: 'tomorrow', driverId: 'd-anna', uhrzeit: '08:00', datum: '2026-11-27' });
    const planned = leg({ legId: 'plan', nachname: 'Neu', uhrzeit: '08:30' });
    const b = board([busy, tomorrow, planned]);
    const preview = previewAssignment(b, 'plan', { driverId: 'd-anna', vehicleId: null });
    expect(preview.map((c) => [c.kind, c.legIds])).toEqual([['ueberschneidung', ['busy', 'plan']]]);
    expect(previewAssignment(b, 'plan', { driverId: 'd-bruno', vehicleId: null })).toEqual([]);
  });

  it('has nothing to warn about without a driver or for an unknown leg', () => {
    const b = board([leg({ legId: 'x', transport: 'rollstuhl' })]);
    expect(previewAssignment(b, 'x', { driverId: null, vehicleId: null })).toEqual([]);
    expect(previewAssignment(b, 'nope', { driverId: 'd-anna', vehicleId: null })).toEqual([]);
  });
});

describe('the groups', () => {
  it('lists "nicht zugewiesen" first, then every driver by name with their vehicle, legs in time order', () => {
    const late = leg({ legId: 'late', driverId: 'd-anna', uhrzeit: '15:00' });
    const early = leg({ legId: 'early', driverId: 'd-anna', uhrzeit: '06:30' });
    const open = leg({ legId: 'open', kind: 'rueck', uhrzeit: null });
    const openTimed = leg({ legId: 'open-timed', uhrzeit: '11:00' });
    const gone = leg({ legId: 'gone', driverId: 'd-weg' });
    const groups = boardGroups(board([late, early, open, openTimed, gone]));
    expect(
      groups.map((g) => [g.driver?.name ?? 'nicht zugewiesen', g.vehicle?.plate ?? null, g.legs.map((l) => l.legId)]),
    ).toEqual([
      ['nicht zugewiesen', null, ['open-timed', 'open']], // "nach Termin" last
      ['Anna Hinweg', 'F-KF 100', ['early', 'late']],
      ['Bruno Rückweg', 'F-KF 100', []],
      ['Carl Ohnewagen', null, []],
      ['Unbekannter Fahrer', null, ['gone']],
    ]);
  });

  it('shows a deactivated driver only while they still have legs', () => {
    const retired: BoardDriver = {
      id: 'd-rente',
      name: 'Rudi Rentner',
      phone: '',
      email: null,
      vehicleId: null,
      active: false,
    };
    const names = (legs: BoardLeg[]) =>
      boardGroups({ ...board(legs), drivers: [anna, retired] }).map((g) => g.driver?.name ?? 'nicht zugewiesen');
    expect(names([])).toEqual(['nicht zugewiesen', 'Anna Hinweg']);
    expect(names([leg({ driverId: 'd-rente' })])).toEqual(['nicht zugewiesen', 'Anna Hinweg', 'Rudi Rentner']);
  });
});

// The board's day: the one date check of the dates kernel (isCalendarDate, one range, issue 40).
describe('the board day from ?tag= (today when it is no date)', () => {
  it.each([
    ['2026-11-29', true],
    ['1999-12-31', true], // the board's own bound of 2000 is gone: one range for every date
    ['1900-01-01', true], // TYPED_DATE_RANGE.min
    ['1899-12-31', false],
    ['2100-12-31', true], // TYPED_DATE_RANGE.max
    ['2101-01-01', false],
    ['2026-02-30', false],
    ['29.11.2026', false], // the URL carries yyyy-MM-dd only
  ])('%s -> %s', (value, expected) => {
    const today = '2026-12-01';
    expect(boardRange(new URLSearchParams({ tag: value }), today).day).toBe(expected ? value : today);
  });
});
