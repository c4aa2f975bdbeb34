import { describe, expect, it } from 'vitest';
import { formatGermanMonth } from '#app/domain/calendar-days';
import { dueState, revenueReport, WITHOUT_DRIVER, type RevenueLeg } from './revenue';

const leg = (
  date: string,
  grossCents: number | null,
  kostentraeger: string,
  driverName: string | null,
): RevenueLeg => ({ date, grossCents, kostentraeger, driverName });

describe('revenueReport', () => {
  const report = revenueReport([
    leg('2030-01-15', 5400, 'Privat', 'Peter Fahrmann'),
    leg('2030-01-20', 4375, 'AOK Hessen', 'Peter Fahrmann'),
    leg('2030-02-01', 4375, 'aok hessen', null),
    leg('2030-02-03', null, 'AOK Hessen', 'Anna Lenker'),
  ]);

  it.each([
    ['2030-01', 'Januar 2030', 2, 9775, 0],
    ['2030-02', 'Februar 2030', 2, 4375, 1],
  ])('per month %s: %s, %i legs, %i cents, %i without price', (key, label, legs, grossCents, unpriced) => {
    expect(report.perMonth.find((row) => row.key === key)).toEqual({ key, label, legs, grossCents, unpriced });
  });

  it('groups payers case-insensitively under the first spelling and sorts by amount', () => {
    expect(report.perPayer.map((row) => [row.label, row.legs, row.grossCents, row.unpriced])).toEqual([
      ['AOK Hessen', 3, 8750, 1],
      ['Privat', 1, 5400, 0],
    ]);
  });

  it('names legs without a driver and sorts drivers by amount', () => {
    expect(report.perDriver.map((row) => [row.label, row.legs, row.grossCents])).toEqual([
      ['Peter Fahrmann', 2, 9775],
      [WITHOUT_DRIVER, 1, 4375],
      ['Anna Lenker', 1, 0],
    ]);
  });

  it('sums the total, keeping unpriced legs apart', () => {
    expect(report.total).toEqual({ key: 'gesamt', label: 'Gesamt', legs: 4, grossCents: 14150, unpriced: 1 });
  });

  it('is empty without legs', () => {
    expect(revenueReport([])).toEqual({
      perMonth: [],
      perPayer: [],
      perDriver: [],
      total: { key: 'gesamt', label: 'Gesamt', legs: 0, grossCents: 0, unpriced: 0 },
    });
  });
});

describe('dueState', () => {
  it.each([
    ['2030-01-20', 14, '2030-01-20', '2030-02-03', 0],
    ['2030-01-20', 14, '2030-02-03', '2030-02-03', 0],
    ['2030-01-20', 14, '2030-02-04', '2030-02-03', 1],
    ['2030-03-20', 14, '2030-04-13', '2030-04-03', 10],
    ['2030-12-20', 0, '2031-01-01', '2030-12-20', 12],
  ])('invoice of %s, %i days, on %s: due %s, %i days overdue', (date, days, today, due, overdueDays) => {
    expect(dueState(date, days, today)).toEqual({ due, overdueDays });
  });
});

it('labels months in German', () => {
  expect(formatGermanMonth('2030-03')).toBe('März 2030');
});
