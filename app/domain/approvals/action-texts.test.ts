import { describe, expect, it } from 'vitest';
import { seriesReplanToasts, type ReplannedSeriesRide } from './action-texts';

const ride = (datum: string, n: number): ReplannedSeriesRide => ({
  datum,
  uhrzeit: '06:30',
  bookingNumber: `KF-2027-000${n}`,
});

describe('what saving an approval did to its series', () => {
  it('says nothing when no series ride changed', () => {
    expect(seriesReplanToasts(undefined)).toEqual([]);
  });

  it('names the cancelled rides after the new last day, and the ones a driver has', () => {
    const toasts = seriesReplanToasts({
      gueltigBis: '2026-12-31',
      angelegt: 0,
      cancelled: [ride('2027-01-04', 1), ride('2027-01-06', 2)],
      leftAssigned: [ride('2027-01-08', 3)],
    });
    expect(toasts).toEqual([
      {
        kind: 'info',
        title: 'Serienfahrten abgesagt',
        description:
          '2 Fahrten nach dem 31.12.2026 abgesagt: 04.01.2027 06:30 (KF-2027-0001), 06.01.2027 06:30 (KF-2027-0002).',
      },
      {
        kind: 'warning',
        title: 'Serienfahrten mit Fahrer nicht abgesagt',
        description:
          '1 Fahrt nach dem 31.12.2026 ist bereits einem Fahrer zugewiesen und bleibt bestehen: 08.01.2027 06:30 (KF-2027-0003). Ändern oder sagen Sie sie auf der Seite der Serie ab.',
      },
    ]);
  });

  it('lists eight rides and counts the rest; a longer approval reports the new rides', () => {
    const many = Array.from({ length: 10 }, (_, i) => ride(`2027-01-${String(i + 10)}`, i));
    const [cancelled] = seriesReplanToasts({
      gueltigBis: '2027-01-09',
      angelegt: 0,
      cancelled: many,
      leftAssigned: [],
    });
    expect(cancelled!.description).toMatch(
      /^10 Fahrten nach dem 09\.01\.2027 abgesagt: 10\.01\.2027 06:30 \(KF-2027-0000\), .* 17\.01\.2027 06:30 \(KF-2027-0007\) und 2 weitere\.$/,
    );
    expect(seriesReplanToasts({ gueltigBis: null, angelegt: 1, cancelled: [], leftAssigned: [] })).toEqual([
      { kind: 'info', title: 'Serienfahrten geplant', description: '1 Fahrt der Serie neu angelegt.' },
    ]);
  });
});
