import { describe, expect, it } from 'vitest';
import { prescriptionCovers, prescriptionForRide, type PrescriptionPeriod } from './prescription-period';

const rx = (ausstellungsdatum: string, datumVon: string | null, datumBis: string | null): PrescriptionPeriod => ({
  ausstellungsdatum,
  datumVon,
  datumBis,
});

describe('prescriptionCovers', () => {
  it.each([
    // [case, prescription, date, covered]
    ['first day of the period', rx('2026-02-20', '2026-03-02', '2026-03-31'), '2026-03-02', true],
    ['day before the period', rx('2026-02-20', '2026-03-02', '2026-03-31'), '2026-03-01', false],
    ['last day of the period', rx('2026-02-20', '2026-03-02', '2026-03-31'), '2026-03-31', true],
    ['day after the period', rx('2026-02-20', '2026-03-02', '2026-03-31'), '2026-04-01', false],
    ['period over the year end', rx('2026-12-01', '2026-12-28', '2027-01-03'), '2027-01-01', true],
    ['leap day inside', rx('2028-02-01', '2028-02-28', '2028-03-01'), '2028-02-29', true],
    ['one-day period', rx('2026-05-04', '2026-05-04', '2026-05-04'), '2026-05-04', true],
    ['no period: from the issue date', rx('2026-03-10', null, null), '2026-03-10', true],
    ['no period: before the issue date', rx('2026-03-10', null, null), '2026-03-09', false],
    ['no period: open end', rx('2026-03-10', null, null), '2027-03-10', true],
    ['only an end: from the issue date', rx('2026-03-10', null, '2026-04-30'), '2026-03-09', false],
    ['only an end: its last day', rx('2026-03-10', null, '2026-04-30'), '2026-04-30', true],
    ['only an end: after it', rx('2026-03-10', null, '2026-04-30'), '2026-05-01', false],
    ['only a start: open end', rx('2026-03-10', '2026-03-16', null), '2026-12-31', true],
    ['only a start: before it (after the issue date)', rx('2026-03-10', '2026-03-16', null), '2026-03-12', false],
  ])('%s', (_case, prescription, date, covered) => {
    expect(prescriptionCovers(prescription, date)).toBe(covered);
  });
});

describe('prescriptionForRide', () => {
  const march = rx('2026-02-20', '2026-03-01', '2026-03-31');
  const april = rx('2026-03-25', '2026-04-01', '2026-04-30');

  it('takes the booking’s own prescription first, whatever its period', () => {
    const own = rx('2025-01-01', '2025-01-01', '2025-01-02');
    expect(prescriptionForRide(own, [{ seriesId: 's1', prescription: march }], '2026-03-10')).toEqual({
      prescription: own,
      seriesId: null,
    });
  });
  it('takes the series’ prescription when it covers the date', () => {
    expect(prescriptionForRide(null, [{ seriesId: 's1', prescription: march }], '2026-03-31')).toEqual({
      prescription: march,
      seriesId: 's1',
    });
  });
  it('has none when the series’ prescription ends the day before', () => {
    expect(prescriptionForRide(null, [{ seriesId: 's1', prescription: march }], '2026-04-01')).toBeNull();
  });
  it('walks to the predecessor when the series has none or one that does not cover the date', () => {
    expect(
      prescriptionForRide(
        null,
        [
          { seriesId: 's2', prescription: null },
          { seriesId: 's1', prescription: march },
        ],
        '2026-03-20',
      ),
    ).toEqual({ prescription: march, seriesId: 's1' });
    expect(
      prescriptionForRide(
        null,
        [
          { seriesId: 's2', prescription: april },
          { seriesId: 's1', prescription: march },
        ],
        '2026-03-20',
      ),
    ).toEqual({ prescription: march, seriesId: 's1' });
  });
  it('prefers the nearest series when both cover the date', () => {
    const overlap = rx('2026-03-20', '2026-03-25', '2026-04-30');
    expect(
      prescriptionForRide(
        null,
        [
          { seriesId: 's2', prescription: overlap },
          { seriesId: 's1', prescription: march },
        ],
        '2026-03-28',
      ),
    ).toEqual({ prescription: overlap, seriesId: 's2' });
  });
  it('has none without a series', () => {
    expect(prescriptionForRide(null, [], '2026-03-20')).toBeNull();
  });
});
