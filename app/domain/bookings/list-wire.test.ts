import { describe, expect, it } from 'vitest';
import { packRows, unpackRows, type ListRowWithBadge } from './list-wire';

const base: ListRowWithBadge = {
  id: 'b-7',
  bookingNumber: 'KF-2027-00107',
  datum: '2027-01-15',
  uhrzeit: '07:45',
  vorname: 'Hans',
  nachname: 'Beispiel',
  transportart: 'rollstuhl',
  code: 'RS',
  krankenkasse: 'AOK Hessen',
  abholadresse: 'Hauptstr. 1, 60311 Frankfurt',
  zieladresse: 'Klinikweg 2, 60590 Frankfurt',
  status: 'confirmed',
  assignedDriverId: 'd-1',
  flags: [
    { key: 'rollstuhl', label: 'Rollstuhl' },
    { key: 'hinweis', label: 'Hinweis: Treppe ohne Geländer' },
  ],
  legs: [
    { kind: 'hin', datum: '2027-01-15', uhrzeit: '07:45', status: 'geplant', driverId: 'd-1', driverName: 'Peter Fahrmann' },
    { kind: 'rueck', datum: '2027-01-16', uhrzeit: null, status: 'geplant', driverId: null, driverName: null },
  ],
  overdue: false,
  approvalBadge: 'fehlt',
};

describe('list rows on the wire', () => {
  it.each([
    ['a full row', base],
    ['nulls and no legs or flags', { ...base, transportart: null, code: null, krankenkasse: null, assignedDriverId: null, flags: [], legs: [], approvalBadge: null }],
    ['overdue and pending', { ...base, status: 'pending', overdue: true } satisfies ListRowWithBadge],
  ])('%s comes back as it went', (_name, row) => {
    expect(unpackRows(JSON.parse(JSON.stringify(packRows([row]))))).toEqual([row]);
  });

  it('carries no object keys: about half the JSON of the objects', () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ ...base, id: `b-${i}` }));
    expect(JSON.stringify(packRows(rows)).length).toBeLessThan(JSON.stringify(rows).length * 0.6);
    expect(JSON.stringify(packRows(rows))).not.toContain('"bookingNumber"');
  });
});
