import { describe, expect, it } from 'vitest';
import { handlingFlags } from '#app/domain/bookings/handling-flags';
import { transportCode } from '#app/domain/bookings/transport';
import type { BoardVehicle } from './board';
import {
  dayPlanRide,
  dayPlanRideLines,
  dayPlanSubject,
  dayPlanVehiclesText,
  dayPlanWhatsappText,
  type DayPlanLegSource,
} from './day-plan';
import { DEFAULT_DURATION_ERROR, dispatchSettingsOf, parseDefaultDuration } from './settings-form';

describe('the WhatsApp text of a day plan', () => {
  const entries = [
    { uhrzeit: '07:15', kind: 'hin' as const, bookingNumber: 'KF-2026-00012' },
    { uhrzeit: null, kind: 'rueck' as const, bookingNumber: 'KF-2026-00012' },
  ];

  it('names date, count, times, legs and booking numbers, and where the full plan is', () => {
    expect(
      dayPlanWhatsappText('Anna Hinweg', '2026-11-26', entries, { emailed: true, dispatchPhone: '069 123456' }),
    ).toBe(
      [
        'Hallo Anna Hinweg, Ihr Tagesplan für den 26.11.2026: 2 Fahrten.',
        '07:15 Uhr: Hinfahrt KF-2026-00012',
        'nach Termin: Rückfahrt KF-2026-00012',
        'Den vollständigen Tagesplan haben Sie per E-Mail erhalten. Fragen bitte an die Disposition: 069 123456.',
      ].join('\n'),
    );
    expect(
      dayPlanWhatsappText('Bruno', '2026-11-26', entries.slice(0, 1), { emailed: false, dispatchPhone: '069 1' }),
    ).toContain('1 Fahrt.\n');
    expect(dayPlanWhatsappText('Bruno', '2026-11-26', entries, { emailed: false, dispatchPhone: '069 1' })).toContain(
      'ausgedruckt in der Disposition',
    );
  });

  it('cannot carry a name, address, transport type or handling hint: its input has none', () => {
    // The entries type holds only time, leg and booking number; extra fields of a whole leg are ignored.
    const leg = {
      ...entries[0]!,
      patient: 'Erika Musterfrau',
      abholadresse: 'Dialysezentrum Nord',
      flags: ['Infektiös'],
      transport: 'rollstuhl',
    };
    const text = dayPlanWhatsappText('Anna', '2026-11-26', [leg], { emailed: true, dispatchPhone: '069 1' });
    for (const secret of ['Musterfrau', 'Dialyse', 'Infekt', 'Rollstuhl', 'rollstuhl'])
      expect(text).not.toContain(secret);
  });

  it.each([
    [1, 'Tagesplan für den 26.11.2026 (1 Fahrt)'],
    [4, 'Tagesplan für den 26.11.2026 (4 Fahrten)'],
  ])('subject for %d legs', (count, subject) => {
    expect(dayPlanSubject('2026-11-26', count)).toBe(subject);
  });
});

describe('the default duration setting', () => {
  it.each<[unknown, number | null]>([
    ['45', 45],
    [' 60 ', 60],
    ['5', 5],
    ['600', 600],
    ['4', null],
    ['601', null],
    ['0', null],
    ['-10', null],
    ['45.5', null],
    ['', null],
    ['abc', null],
    [null, null],
    ['99999', null],
  ])('%j -> %s', (raw, value) => {
    expect(parseDefaultDuration(raw)).toEqual(
      value === null ? { ok: false, message: DEFAULT_DURATION_ERROR } : { ok: true, value },
    );
  });

  it.each<[unknown, number]>([
    [undefined, 45],
    [{ defaultDurationMinutes: 60 }, 60],
    [{ defaultDurationMinutes: 3 }, 45],
    [{ defaultDurationMinutes: '60' }, 45],
    ['kaputt', 45],
  ])('stored %j -> %d minutes, speed and handling unchanged', (stored, minutes) => {
    expect(dispatchSettingsOf(stored)).toEqual({
      averageSpeedKmh: 30,
      handlingMinutes: 15,
      defaultDurationMinutes: minutes,
    });
  });
});

const car: BoardVehicle = {
  id: 'c',
  plate: 'F-KF 100',
  model: 'Skoda Octavia',
  wheelchair: false,
  tragestuhl: false,
  seats: 5,
  assignedDriverId: null,
};
const van: BoardVehicle = {
  id: 'v',
  plate: 'F-AC 101',
  model: 'VW Caddy',
  wheelchair: true,
  tragestuhl: false,
  seats: 5,
  assignedDriverId: null,
};

/** A leg as loadDayPlan gives it: flags and code from the booking's answers, like the server derives them. */
function source(overrides: Partial<DayPlanLegSource> & { transportart?: string | null } = {}): DayPlanLegSource {
  const { transportart = 'rollstuhl', ...rest } = overrides;
  const besonderheiten = rest.besonderheiten ?? {
    infektiös: true,
    rollstuhl: true,
    weitere: true,
    weitereHinweise: 'Hund im Haus',
  };
  const order = { transportart, besonderheiten: besonderheiten as Record<string, unknown> };
  return {
    kind: 'hin',
    uhrzeit: '08:30',
    bookingNumber: 'KF-2026-00012',
    patient: 'Rita Rollmann',
    begleitpersonen: 2,
    telefon: '+4969900091',
    abholadresse: 'Lindenweg 3, 60311 Frankfurt am Main',
    zieladresse: 'Dialysezentrum Nord, Friedberg',
    transport: 'rollstuhl',
    code: transportCode(order),
    flags: handlingFlags(order),
    notes: 'Klingel defekt, bitte anrufen',
    legStatus: 'geplant',
    besonderheiten,
    vehicle: van,
    ...rest,
  };
}

describe('one ride of the day plan: the facts of the printed row and the e-mail (issue 37)', () => {
  it('carries the ride’s vehicle, companions, the national phone, flags for paper and instructions for the e-mail, and the note', () => {
    const ride = dayPlanRide(source());
    expect(ride).toEqual({
      kind: 'hin',
      when: '08:30 Uhr',
      leg: 'Hinfahrt',
      bookingNumber: 'KF-2026-00012',
      passenger: 'Rita Rollmann',
      companions: '+2 Begleitpersonen',
      phone: '069 900091',
      pickup: 'Lindenweg 3, 60311 Frankfurt am Main',
      destination: 'Dialysezentrum Nord, Friedberg',
      code: 'RS',
      transport: 'Rollstuhl (RS)',
      vehicle: 'F-AC 101 VW Caddy (Rollstuhl)',
      flags: [
        { key: 'infektioes', label: 'Infektiös' },
        { key: 'rollstuhl', label: 'Rollstuhl' },
        { key: 'hinweis', label: 'Hinweis: Hund im Haus' },
      ],
      instructions: ['Rollstuhl verladen', 'Vor der Fahrt bitte bei der Disposition anrufen'],
      note: 'Klingel defekt, bitte anrufen',
      status: 'geplant',
    });
    expect(dayPlanRideLines(ride)).toEqual([
      '08:30 Uhr · Hinfahrt · KF-2026-00012',
      'Fahrgast: Rita Rollmann +2 Begleitpersonen, Tel. 069 900091',
      'Abholung: Lindenweg 3, 60311 Frankfurt am Main',
      'Ziel: Dialysezentrum Nord, Friedberg',
      'Transportart: Rollstuhl (RS)',
      'Fahrzeug: F-AC 101 VW Caddy (Rollstuhl)',
      'Hinweise: Rollstuhl verladen; Vor der Fahrt bitte bei der Disposition anrufen',
      'Notiz: Klingel defekt, bitte anrufen',
    ]);
  });

  it.each<
    [
      string,
      Partial<DayPlanLegSource> & { transportart?: string | null },
      Partial<ReturnType<typeof dayPlanRide>>,
      string[],
      string[],
    ]
  >([
    [
      'a "nach Termin" return without companions, phone, note or vehicle, already on its way',
      {
        kind: 'rueck',
        uhrzeit: null,
        begleitpersonen: 0,
        telefon: null,
        notes: '  ',
        vehicle: null,
        legStatus: 'unterwegs',
      },
      {
        when: 'nach Termin',
        leg: 'Rückfahrt',
        companions: null,
        phone: null,
        note: null,
        vehicle: null,
        status: 'unterwegs',
      },
      [
        'nach Termin · Rückfahrt · KF-2026-00012',
        'Fahrgast: Rita Rollmann',
        'Fahrzeug: kein Fahrzeug zugewiesen',
        'Status: unterwegs',
      ],
      ['Notiz:', 'Tel.', 'Begleit'],
    ],
    [
      'one companion, a stored number that does not parse (shown as it is)',
      { begleitpersonen: 1, telefon: '12345' },
      { companions: '+1 Begleitperson', phone: '12345' },
      ['Fahrgast: Rita Rollmann +1 Begleitperson, Tel. 12345'],
      [],
    ],
    [
      'a seated ride without answers and without a transport type',
      { transportart: null, besonderheiten: {}, transport: 'sitzend', vehicle: car },
      { code: null, transport: 'nicht festgelegt', flags: [], instructions: [], vehicle: 'F-KF 100 Skoda Octavia' },
      ['Transportart: nicht festgelegt', 'Fahrzeug: F-KF 100 Skoda Octavia'],
      ['Hinweise:'],
    ],
    [
      'a wheelchair without barrier-free access: carrying chair on paper and in the e-mail',
      { transportart: null, besonderheiten: { rollstuhl: true, barrierefreiZugang: false }, transport: 'tragestuhl' },
      { code: 'TS', transport: 'Tragestuhl (TS)', instructions: ['Kein barrierefreier Zugang: Tragestuhl mitnehmen'] },
      ['Hinweise: Kein barrierefreier Zugang: Tragestuhl mitnehmen'],
      [],
    ],
    [
      'Transportart Rollstuhl set by staff without the wheelchair answer: the instruction follows the type',
      { transportart: 'rollstuhl', besonderheiten: {}, transport: 'rollstuhl' },
      { code: 'RS', transport: 'Rollstuhl (RS)', instructions: ['Rollstuhl verladen'] },
      ['Transportart: Rollstuhl (RS)', 'Hinweise: Rollstuhl verladen'],
      [],
    ],
    [
      'Transportart Tragestuhl without answers',
      { transportart: 'tragestuhl', besonderheiten: {}, transport: 'tragestuhl' },
      { code: 'TS', transport: 'Tragestuhl (TS)', instructions: ['Tragestuhl mitnehmen'] },
      ['Transportart: Tragestuhl (TS)', 'Hinweise: Tragestuhl mitnehmen'],
      ['Rollstuhl verladen'],
    ],
  ])('%s', (_name, overrides, expected, lines, absent) => {
    const ride = dayPlanRide(source(overrides));
    expect(ride).toMatchObject(expected);
    const text = dayPlanRideLines(ride).join('\n');
    for (const line of lines) expect(text).toContain(line);
    for (const part of absent) expect(text).not.toContain(part);
  });

  it('never names a condition or the booking’s free-text note in the e-mail (decision 175), paper keeps them (decision 185)', () => {
    const ride = dayPlanRide(
      source({
        besonderheiten: {
          infektiös: true,
          adipositas: true,
          sehbeeinträchtigt: true,
          weitere: true,
          weitereHinweise: 'Dialyse, Shunt links',
        },
      }),
    );
    expect(ride.flags.map((flag) => flag.label)).toEqual([
      'Infektiös',
      'Adipositas',
      'Rollstuhl',
      'Sehbeeinträchtigt',
      'Hinweis: Dialyse, Shunt links',
    ]);
    const text = dayPlanRideLines(ride).join('\n');
    for (const secret of ['Infekt', 'infekt', 'Adipositas', 'sehbeeintr', 'Sehbeeintr', 'Dialyse, Shunt'])
      expect(text).not.toContain(secret);
    expect(text).toContain(
      'Schwerlast-Ausstattung einplanen; Fahrgast an der Wohnungstür abholen und begleiten; Vor der Fahrt bitte bei der Disposition anrufen',
    );
  });
});

describe('the vehicles of a driver’s day', () => {
  const ride = (vehicle: string | null) => ({ vehicle });
  it.each<[string, { vehicle: string | null }[], BoardVehicle | null, string]>([
    [
      'every vehicle the rides use, in their order, each once',
      [ride('F-KF 100 Skoda Octavia'), ride('F-AC 101 VW Caddy (Rollstuhl)'), ride('F-KF 100 Skoda Octavia')],
      car,
      'Fahrzeuge: F-KF 100 Skoda Octavia, F-AC 101 VW Caddy (Rollstuhl)',
    ],
    [
      'only the other vehicle when every ride uses it',
      [ride('F-AC 101 VW Caddy (Rollstuhl)')],
      car,
      'Fahrzeug: F-AC 101 VW Caddy (Rollstuhl)',
    ],
    [
      'the rides’ vehicles, not a ride without one',
      [ride(null), ride('F-KF 100 Skoda Octavia')],
      null,
      'Fahrzeug: F-KF 100 Skoda Octavia',
    ],
    ['the driver’s own without rides', [], car, 'Fahrzeug: F-KF 100 Skoda Octavia'],
    ['the driver’s own when no ride has one', [ride(null)], van, 'Fahrzeug: F-AC 101 VW Caddy (Rollstuhl)'],
    ['none at all', [ride(null)], null, 'Fahrzeug: kein Fahrzeug zugewiesen'],
  ])('%s', (_name, rides, own, text) => {
    expect(dayPlanVehiclesText(rides, own)).toBe(text);
  });
});
