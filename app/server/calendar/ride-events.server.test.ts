import { describe, expect, it } from 'vitest';
import { rideEventsOf } from './ride-events.server';

const base = {
  id: '6f1c2c1e-8d43-4c9a-9a57-1d3c2b1a0f00',
  bookingNumber: 'KF-2030-00001',
  datum: '2030-06-12',
  uhrzeit: '08:00',
  transportart: 'sitzend',
  besonderheiten: {},
  abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
  zieladresse: 'Zeppelinstraße 20, 61352 Bad Homburg',
  status: 'confirmed',
  updatedAt: new Date('2030-06-01T00:00:00Z'),
  rueckfahrt: 'fest',
  rueckfahrtDatum: '2030-06-13',
  rueckfahrtUhrzeit: '12:00',
  rueckfahrtZeit: '12:00',
};

describe('rideEventsOf', () => {
  it('gives one event per leg, the return with its own day and places', () => {
    const events = rideEventsOf({ ...base, rueckfahrtAbholadresse: 'Kaiserstraße 5, 61169 Friedberg', rueckfahrtZieladresse: base.abholadresse });
    expect(events.map((e) => [e.summary, e.start.toISOString()])).toEqual([
      ['KF-2030-00001 · SI · Frankfurt am Main → Bad Homburg', '2030-06-12T06:00:00.000Z'],
      ['Rückfahrt KF-2030-00001 · SI · Friedberg → Frankfurt am Main', '2030-06-13T10:00:00.000Z'],
    ]);
    expect(events[1]!.location).toBe('Friedberg');
  });

  it('swaps the outbound places for a return without its own addresses, and has no event for "nach Termin"', () => {
    expect(rideEventsOf(base)[1]!.summary).toBe('Rückfahrt KF-2030-00001 · SI · Bad Homburg → Frankfurt am Main');
    expect(rideEventsOf({ ...base, rueckfahrt: 'nach-termin', rueckfahrtUhrzeit: null, rueckfahrtZeit: null })).toHaveLength(1);
  });
});
