import { describe, expect, it } from 'vitest';
import { rideEventsOf } from './ride-events.server';

const order = {
  id: '6f1c2c1e-8d43-4c9a-9a57-1d3c2b1a0f00',
  bookingNumber: 'KF-2030-00001',
  transportart: 'sitzend',
  besonderheiten: {},
  status: 'confirmed' as const,
  updatedAt: new Date('2030-06-01T00:00:00Z'),
};
const hin = {
  kind: 'hin' as const,
  datum: '2030-06-12',
  uhrzeit: '08:00',
  abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
  zieladresse: 'Zeppelinstraße 20, 61352 Bad Homburg',
};
const back = {
  kind: 'rueck' as const,
  datum: '2030-06-13',
  uhrzeit: '12:00',
  abholadresse: hin.zieladresse,
  zieladresse: hin.abholadresse,
};

describe('rideEventsOf', () => {
  it('gives one event per leg, the return with its own day and places', () => {
    const events = rideEventsOf(order, [hin, { ...back, abholadresse: 'Kaiserstraße 5, 61169 Friedberg' }]);
    expect(events.map((e) => [e.uid, e.summary, e.start.toISOString()])).toEqual([
      [`${order.id}@krankenfahrt`, 'KF-2030-00001 · SI · Frankfurt am Main → Bad Homburg', '2030-06-12T06:00:00.000Z'],
      [
        `${order.id}-rueckfahrt@krankenfahrt`,
        'Rückfahrt KF-2030-00001 · SI · Friedberg → Frankfurt am Main',
        '2030-06-13T10:00:00.000Z',
      ],
    ]);
    expect(events[1]!.location).toBe('Friedberg');
  });

  it('has no event for a return "nach Termin" or a cancelled leg, and marks an open request tentative', () => {
    expect(rideEventsOf(order, [hin, { ...back, uhrzeit: null }])).toHaveLength(1);
    expect(rideEventsOf(order, [{ ...hin, cancelled: true }, back]).map((e) => e.summary)).toEqual([
      'Rückfahrt KF-2030-00001 · SI · Bad Homburg → Frankfurt am Main',
    ]);
    expect(rideEventsOf({ ...order, status: 'pending' }, [hin])[0]).toMatchObject({
      tentative: true,
      summary: '[Offen] KF-2030-00001 · SI · Frankfurt am Main → Bad Homburg',
    });
  });
});
