// The dates kernel's calendar part (issue 40): one check of a date with one range, day arithmetic, the
// weekday display and the conversions at its edges (date pickers, rrule, ISO timestamps).
import { describe, expect, it } from 'vitest';
import {
  calendarDateOfPicker,
  daysBetween,
  daysInMonth,
  formatGermanDateWithWeekday,
  formatGermanMonth,
  formatGermanWeekday,
  isCalendarDate,
  parseInstant,
  pickerDate,
  TYPED_DATE_RANGE,
  utcCalendarDate,
  utcMidnight,
  weekdayIndex,
} from './calendar-days';

describe('isCalendarDate: a real day within the one range', () => {
  it.each([
    ['2028-02-29', true], // leap year
    ['2026-02-29', false], // no 29 February in 2026
    ['2000-02-29', true], // divisible by 400
    ['2100-02-29', false], // divisible by 100, not by 400
    ['2026-02-30', false], // Date.parse took this as 2 March
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['1899-12-31', false],
    ['1900-01-01', true], // TYPED_DATE_RANGE.min
    ['2100-12-31', true], // TYPED_DATE_RANGE.max
    ['2101-01-01', false],
    ['0000-01-01', false],
    ['9999-12-31', false],
    ['29.11.2026', false], // the German form is read by parseGermanDate, not checked here
    ['2026-1-5', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('has the range of decision 256', () => {
    expect(TYPED_DATE_RANGE).toEqual({ min: '1900-01-01', max: '2100-12-31' });
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2026-11-29', '2026-11-29', 0],
    ['2026-11-29', '2026-12-01', 2],
    ['2026-12-01', '2026-11-29', -2],
    ['2026-03-28', '2026-03-30', 2], // across the spring change: still whole days
    ['2026-10-24', '2026-10-26', 2], // across the autumn change
    ['2028-02-28', '2028-03-01', 2], // a leap day between
    ['2027-02-28', '2027-03-01', 1],
    ['1900-01-01', '2100-12-31', 73_413],
  ])('daysBetween(%s, %s) = %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    [2028, 2, 29],
    [2026, 2, 28],
    [2100, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('daysInMonth(%i, %i) = %i', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('weekdays (weeks start on Monday)', () => {
  it.each([
    ['2026-11-30', 0, 'Mo'],
    ['2026-12-01', 1, 'Di'],
    ['2026-11-29', 6, 'So'],
    ['2026-03-29', 6, 'So'], // the spring change
    ['2028-02-29', 1, 'Di'],
    ['1900-01-01', 0, 'Mo'],
    ['2100-12-31', 4, 'Fr'],
  ])('%s is weekday %i (%s)', (date, index, short) => {
    expect(weekdayIndex(date)).toBe(index);
    expect(formatGermanWeekday(date)).toBe(short);
  });

  it('shows a date with its weekday, four-digit year', () => {
    expect(formatGermanDateWithWeekday('2026-03-02')).toBe('Mo, 02.03.2026');
    expect(formatGermanDateWithWeekday('1900-01-01')).toBe('Mo, 01.01.1900');
  });
});

describe('conversions', () => {
  it.each(['2026-03-29', '2026-10-25', '2028-02-29', '1900-01-01', '2100-12-31'])(
    'a date picker day and rrule floating date of %s round-trip',
    (date) => {
      expect(calendarDateOfPicker(pickerDate(date))).toBe(date);
      expect(utcCalendarDate(utcMidnight(date))).toBe(date);
      expect(utcMidnight(date).toISOString()).toBe(`${date}T00:00:00.000Z`);
    },
  );

  it.each([
    ['2026-11-29T06:30:00Z', '2026-11-29T06:30:00.000Z'],
    ['2026-11-29T07:30:00+01:00', '2026-11-29T06:30:00.000Z'],
    ['2026-03-29T03:00:00.5+02:00', '2026-03-29T01:00:00.500Z'],
    ['2026-11-29T06:30Z', '2026-11-29T06:30:00.000Z'],
    ['2026-02-30T10:00:00Z', null], // JavaScript's parser makes this 2 March
    ['2026-11-29T06:30:00', null], // no offset: whose wall clock?
    ['2026-11-29', null], // a date is no instant
    ['9999-12-31T00:00:00Z', null], // outside the one range
    ['2026-11-29T25:00:00Z', null],
    ['gestern', null],
  ])('parseInstant(%j) -> %j', (value, expected) => {
    expect(parseInstant(value)?.toISOString() ?? null).toBe(expected);
  });
});

describe('formatGermanMonth', () => {
  it.each([
    ['2026-11', 'November 2026'],
    ['2030-03', 'März 2030'],
    ['2026-01', 'Januar 2026'],
    ['2026-12', 'Dezember 2026'],
    ['2026-13', '2026-13'],
    ['2026-00', '2026-00'],
    ['November', 'November'],
  ])('%s → %s', (month, expected) => {
    expect(formatGermanMonth(month)).toBe(expected);
  });
});
