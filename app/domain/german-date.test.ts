import { describe, expect, it } from 'vitest';
import { formatGermanDate, formatGermanDateTime, formatGermanTime, parseGermanDate } from './german-date';

describe('formatGermanDate', () => {
  it.each([
    ['2026-11-24', '24.11.2026'],
    ['2027-01-01', '01.01.2027'],
    ['2028-02-29', '29.02.2028'],
    // Not a calendar date: shown as it is rather than garbled.
    ['', ''],
    ['morgen', 'morgen'],
    ['2026-1-5', '2026-1-5'],
  ])('%j -> %j', (input, expected) => {
    expect(formatGermanDate(input)).toBe(expected);
  });
});

describe('formatGermanDateTime (Berlin wall clock)', () => {
  it.each([
    // Winter time (UTC+1), summer time (UTC+2).
    ['2026-11-24T17:35:00Z', '24.11.2026, 18:35'],
    ['2026-07-01T06:05:00Z', '01.07.2026, 08:05'],
    // Midnight: the UTC date is still the day before, Berlin's is the next.
    ['2026-11-24T23:30:00Z', '25.11.2026, 00:30'],
    ['2026-06-30T22:00:00Z', '01.07.2026, 00:00'],
    ['2026-12-31T23:00:00Z', '01.01.2027, 00:00'],
    ['2026-11-24T22:59:00Z', '24.11.2026, 23:59'],
    // Spring forward (29.03.2026, 02:00 -> 03:00): 01:00 UTC is 03:00 CEST, one minute earlier 01:59 CET.
    ['2026-03-29T00:59:00Z', '29.03.2026, 01:59'],
    ['2026-03-29T01:00:00Z', '29.03.2026, 03:00'],
    // Fall back (25.10.2026, 03:00 -> 02:00): 02:30 is shown twice, an hour apart.
    ['2026-10-25T00:30:00Z', '25.10.2026, 02:30'],
    ['2026-10-25T01:30:00Z', '25.10.2026, 02:30'],
    // Four-digit years at both ends of the one range.
    ['1900-01-01T12:00:00Z', '01.01.1900, 13:00'],
    ['2100-12-31T22:59:00Z', '31.12.2100, 23:59'],
  ])('%s -> %s', (iso, dateTime) => {
    expect(formatGermanDateTime(iso)).toBe(dateTime);
    expect(formatGermanDateTime(new Date(iso))).toBe(dateTime);
    // The time alone is the same wall clock (SPEC.md §9: HH:mm).
    expect(formatGermanTime(iso)).toBe(dateTime.slice(-5));
  });

  it('answers an invalid instant with an empty text', () => {
    expect(formatGermanDateTime('kein Datum')).toBe('');
    expect(formatGermanDateTime(new Date(Number.NaN))).toBe('');
    expect(formatGermanTime('kein Datum')).toBe('');
  });
});

describe('parseGermanDate (the one reading of a typed date)', () => {
  // Sunday 29.11.2026, the day of issue 37's report.
  const today = '2026-11-29';
  it.each([
    ['25.12.2026', '2026-12-25'],
    ['5.1.2027', '2027-01-05'],
    [' 02.03.1941 ', '1941-03-02'],
    ['2026-12-25', '2026-12-25'],
    ['25.12.26', '2026-12-25'],
    // No year: the next occurrence, today included.
    ['05.01.', '2027-01-05'],
    ['5.1.', '2027-01-05'],
    ['29.11.', '2026-11-29'],
    ['28.11.', '2027-11-28'],
    ['30.11.', '2026-11-30'],
    ['31.12.', '2026-12-31'],
    ['01.01.', '2027-01-01'],
    // 29 February: only when the next February has one (2027 has none; refused, not moved to 2028).
    ['29.02.', null],
    ['29.02.2028', '2028-02-29'],
    ['29.02.2027', null],
    ['31.11.', null],
    ['31.11.2026', null],
    ['2026-02-30', null],
    ['25/12/2026', null],
    ['25.12', null],
    ['Müller 25.12.2026', null],
    ['', null],
    // The one allowed range 1900-01-01..2100-12-31 (calendar-days.ts TYPED_DATE_RANGE, decision 256).
    ['1900-01-01', '1900-01-01'],
    ['01.01.1900', '1900-01-01'],
    ['1899-12-31', null],
    ['31.12.1899', null],
    ['2100-12-31', '2100-12-31'],
    ['31.12.2100', '2100-12-31'],
    ['2101-01-01', null],
    ['9999-12-31', null],
    ['0000-01-01', null],
    ['01.01.0000', null],
    ['2026-12-25\u0000', null],
  ])('%j on 29.11.2026 -> %j', (input, expected) => {
    expect(parseGermanDate(input, today)).toBe(expected);
  });

  it('takes 29.02. when the next February has it, and turns the year at New Year', () => {
    expect(parseGermanDate('29.02.', '2027-11-29')).toBe('2028-02-29');
    expect(parseGermanDate('29.02.', '2028-02-29')).toBe('2028-02-29');
    expect(parseGermanDate('29.02.', '2028-03-01')).toBeNull();
    expect(parseGermanDate('31.12.', '2026-12-31')).toBe('2026-12-31');
    expect(parseGermanDate('30.12.', '2026-12-31')).toBe('2027-12-30');
    expect(parseGermanDate('01.01.', '2026-12-31')).toBe('2027-01-01');
  });

  it('reads only complete dates without a reference day (a date of birth, a search)', () => {
    expect(parseGermanDate('02.03.1941')).toBe('1941-03-02');
    expect(parseGermanDate('1941-03-02')).toBe('1941-03-02');
    expect(parseGermanDate('02.03.41')).toBeNull();
    expect(parseGermanDate('02.03.')).toBeNull();
  });
});
