import { describe, expect, it } from 'vitest';
import { driverTripLines } from './driver-trip';

const trip = {
  bookingNumber: 'KF-2026-00007',
  datum: '2026-12-03',
  uhrzeit: '09:30',
  vorname: 'Erika',
  nachname: 'Musterfrau',
  telefon: '+496990009999',
  abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
  zieladresse: 'Zeppelinstraße 20, 61352 Bad Homburg',
  transportart: 'rollstuhl',
  rueckfahrt: 'fest',
  rueckfahrtZeit: '12:00',
  besonderheiten: { rollstuhl: true, barrierefreiZugang: false, infektiös: true },
};

describe('the trip for the driver', () => {
  it('lists what the driver needs, in German', () => {
    expect(driverTripLines(trip)).toEqual([
      'Buchung: KF-2026-00007',
      'Datum: 03.12.2026, 09:30 Uhr',
      'Fahrgast: Erika Musterfrau, Tel. +496990009999',
      'Abholung: Musterstraße 1, 60311 Frankfurt am Main',
      'Ziel: Zeppelinstraße 20, 61352 Bad Homburg',
      'Transportart: Rollstuhl',
      'Rückfahrt: 12:00 Uhr',
      'Hinweise: Rollstuhl, kein barrierefreier Zugang (Tragestuhl nötig); Infektionsschutz beachten',
    ]);
  });
});
