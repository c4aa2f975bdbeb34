import { describe, expect, it } from 'vitest';
import { transportTypeOf } from '#app/domain/bookings/transport';
import {
  DRIVER_HANDLING,
  driverHints,
  driverLegMessage,
  driverTripLines,
  driverTripMessage,
  driverTripOf,
  type DriverTrip,
  type TripLeg,
} from './driver-trip';

const hin: TripLeg = {
  kind: 'hin',
  datum: '2026-12-03',
  uhrzeit: '09:30',
  abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
  zieladresse: 'Zeppelinstraße 20, 61352 Bad Homburg',
};
const back: TripLeg = {
  kind: 'rueck',
  datum: '2026-12-03',
  uhrzeit: '12:00',
  abholadresse: hin.zieladresse,
  zieladresse: hin.abholadresse,
};

const trip: DriverTrip = {
  bookingNumber: 'KF-2026-00007',
  vorname: 'Erika',
  nachname: 'Musterfrau',
  telefon: '+496990009999',
  transportart: 'rollstuhl',
  besonderheiten: { rollstuhl: true, barrierefreiZugang: false, infektiös: true },
  hin,
  back,
};

describe('the trip for the driver', () => {
  it('lists what the driver needs, in German, the same for e-mail and WhatsApp', () => {
    const lines = [
      'Buchung: KF-2026-00007',
      'Datum: 03.12.2026 um 09:30 Uhr',
      'Fahrgast: Erika Musterfrau, Tel. 069 90009999',
      'Abholung: Musterstraße 1, 60311 Frankfurt am Main',
      'Ziel: Zeppelinstraße 20, 61352 Bad Homburg',
      'Transportart: Rollstuhl',
      'Rückfahrt: 03.12.2026 um 12:00 Uhr',
      `Hinweise: ${DRIVER_HANDLING.wheelchair}; ${DRIVER_HANDLING.carryChair}; ${DRIVER_HANDLING.callFirst}`,
    ];
    expect(driverTripLines(trip)).toEqual(lines);
    expect(driverTripMessage('Peter', [trip])).toBe(
      ['Hallo Peter, eine neue Fahrt für Sie:', lines.join('\n')].join('\n\n'),
    );
  });

  it.each([
    [null, []],
    [{ ...back, uhrzeit: null }, ['Rückfahrt: nach Termin (auf Abruf)']],
    [{ ...back, datum: '2026-12-04', uhrzeit: '08:15' }, ['Rückfahrt: 04.12.2026 um 08:15 Uhr']],
    // Its own addresses only where they differ from the outbound trip reversed.
    [
      { ...back, zieladresse: 'Zeil 5, Frankfurt' },
      ['Rückfahrt: 03.12.2026 um 12:00 Uhr', 'Rückfahrt nach: Zeil 5, Frankfurt'],
    ],
    [
      { ...back, abholadresse: 'Praxis Nord', uhrzeit: null },
      ['Rückfahrt: nach Termin (auf Abruf)', 'Rückfahrt ab: Praxis Nord'],
    ],
  ] as [TripLeg | null, string[]][])('return leg %j', (leg, expected) => {
    const lines = driverTripLines({ ...trip, back: leg, besonderheiten: {} });
    expect(lines.filter((line) => line.startsWith('Rückfahrt'))).toEqual(expected);
  });

  it.each([
    [null, {}, null],
    [null, { rollstuhl: true }, `Hinweise: ${DRIVER_HANDLING.wheelchair}`],
    [null, { rollstuhl: true, barrierefreiZugang: false }, `Hinweise: ${DRIVER_HANDLING.carryChair}`],
    [null, { barrierefreiZugang: false }, null],
    [
      null,
      { adipositas: true, sehbeeinträchtigt: true },
      `Hinweise: ${DRIVER_HANDLING.heavyDuty}; ${DRIVER_HANDLING.atTheDoor}`,
    ],
    [null, { infektiös: true }, `Hinweise: ${DRIVER_HANDLING.callFirst}`],
    // Issue 37: the Transportart alone (set by staff, no wizard answer) says what to load, as its line shows it.
    ['rollstuhl', {}, `Hinweise: ${DRIVER_HANDLING.wheelchair}`],
    ['tragestuhl', {}, `Hinweise: ${DRIVER_HANDLING.carryingChair}`],
    ['tragestuhl', { barrierefreiZugang: false }, `Hinweise: ${DRIVER_HANDLING.carryChair}`],
    [
      'rollstuhl',
      { barrierefreiZugang: false },
      `Hinweise: ${DRIVER_HANDLING.wheelchair}; ${DRIVER_HANDLING.carryChair}`,
    ],
    // The Transportart wins over the answers, like transportTypeOf for the price and the "Transportart" line.
    ['sitzend', { rollstuhl: true }, null],
    ['liegend', { rollstuhl: true, barrierefreiZugang: false }, null],
    ['tragestuhl', { rollstuhl: true }, `Hinweise: ${DRIVER_HANDLING.carryingChair}`],
    ['unbekannt', { rollstuhl: true }, `Hinweise: ${DRIVER_HANDLING.wheelchair}`],
  ] as [string | null, DriverTrip['besonderheiten'], string | null][])(
    'handling %s %j',
    (transportart, besonderheiten, expected) => {
      const hints = driverTripLines({ ...trip, transportart, besonderheiten }).find((line) =>
        line.startsWith('Hinweise'),
      );
      expect(hints ?? null).toBe(expected);
    },
  );

  it('gives the wheelchair instruction exactly when the Transportart line reads Rollstuhl, for every type and answer', () => {
    const types = [null, 'sitzend', 'rollstuhl', 'tragestuhl', 'liegend'];
    const answers: DriverTrip['besonderheiten'][] = [
      {},
      { rollstuhl: true },
      { rollstuhl: true, barrierefreiZugang: false },
      { barrierefreiZugang: false },
    ];
    for (const transportart of types)
      for (const besonderheiten of answers) {
        const hints = driverHints({ transportart, besonderheiten });
        const type = transportTypeOf({ transportart, besonderheiten });
        expect(hints.includes(DRIVER_HANDLING.wheelchair)).toBe(type === 'rollstuhl');
        expect(hints.some((hint) => hint.includes('Tragestuhl'))).toBe(
          type === 'tragestuhl' || (type === 'rollstuhl' && besonderheiten.barrierefreiZugang === false),
        );
      }
  });

  it.each([
    [
      {
        kind: 'rueck',
        datum: '2026-12-03',
        uhrzeit: null,
        abholadresse: 'Zeppelinstraße 20, 61352 Bad Homburg',
        zieladresse: 'Zeil 5, Frankfurt',
      },
      [
        'Buchung: KF-2026-00007 (Rückfahrt)',
        'Datum: 03.12.2026, nach Termin (auf Abruf)',
        'Abholung: Zeppelinstraße 20, 61352 Bad Homburg',
        'Ziel: Zeil 5, Frankfurt',
      ],
    ],
    [
      { kind: 'hin', datum: '2026-12-04', uhrzeit: '07:15', abholadresse: 'A-Weg 1', zieladresse: 'B-Weg 2' },
      ['Buchung: KF-2026-00007 (Hinfahrt)', 'Datum: 04.12.2026 um 07:15 Uhr', 'Abholung: A-Weg 1', 'Ziel: B-Weg 2'],
    ],
  ] as const)('one leg given to a driver on its own: %j', (leg, expected) => {
    const text = driverLegMessage('Peter', trip, leg);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Hallo Peter, eine neue Fahrt für Sie:');
    for (const line of expected) expect(lines).toContain(line);
    // Only this leg: no line about the other one.
    expect(text).not.toContain('Rückfahrt:');
    expect(text).not.toContain('09:30');
    expect(text).toContain(
      `Hinweise: ${DRIVER_HANDLING.wheelchair}; ${DRIVER_HANDLING.carryChair}; ${DRIVER_HANDLING.callFirst}`,
    );
  });

  it('puts several trips into one message', () => {
    const text = driverTripMessage('Peter', [trip, { ...trip, bookingNumber: 'KF-2026-00008' }]);
    expect(text.startsWith('Hallo Peter, 2 neue Fahrten für Sie:\n\n')).toBe(true);
    expect(text).toContain('Buchung: KF-2026-00007');
    expect(text).toContain('Buchung: KF-2026-00008');
  });
});

describe('what a driver text never carries', () => {
  // A whole booking row with every health and private field set to a recognisable value.
  const row = {
    ...trip,
    id: '0b7c7d4e-6f0a-4c1e-9a77-2f1f7d9e1a01',
    email: 'erika.privat@example.org',
    krankenkasse: 'AOK Hessen',
    pflegegrad: 4,
    kvnr: 'A123456780',
    hinweise: 'Dialyse, Diabetes Typ 2',
    diagnose: 'Niereninsuffizienz',
    preis: '123,45 €',
    besonderheiten: {
      ...trip.besonderheiten,
      adipositas: true,
      sehbeeinträchtigt: true,
      weitere: true,
      weitereHinweise: 'Demenz, bitte Geduld',
    },
  };

  const outputs = {
    driverTripLines: () => driverTripLines(row).join('\n'),
    'driverTripMessage (WhatsApp)': () => driverTripMessage('Peter', [row, row]),
    'driverTripOf, then the message': () => driverTripMessage('Peter', [driverTripOf(row, { hin, back })]),
  };

  it.each(Object.entries(outputs))('%s', (_name, render) => {
    const text = render();
    for (const forbidden of [
      'AOK',
      'Krankenkasse',
      'Pflegegrad',
      'A123456780',
      'Dialyse',
      'Diabetes',
      'Niereninsuffizienz',
      'Demenz',
      'erika.privat@example.org',
      '123,45',
      /infekt/i,
      /adipos/i,
      /sehbeeinträchtigt|blind/i,
    ]) {
      expect(text).not.toMatch(forbidden);
    }
  });

  it('hands on only the allowed fields', () => {
    const legs = { hin: { ...hin, id: 'leg-1', notes: 'Schlüssel beim Nachbarn', status: 'geplant' }, back };
    expect(Object.keys(driverTripOf(row, legs)).sort()).toEqual(
      ['bookingNumber', 'vorname', 'nachname', 'telefon', 'transportart', 'besonderheiten', 'hin', 'back'].sort(),
    );
    expect(Object.keys(driverTripOf(row, legs).hin).sort()).toEqual(
      ['kind', 'datum', 'uhrzeit', 'abholadresse', 'zieladresse'].sort(),
    );
    expect(driverTripOf(row, legs).besonderheiten).not.toHaveProperty('weitereHinweise');
  });
});
