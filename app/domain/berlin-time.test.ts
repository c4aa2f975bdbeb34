import { describe, expect, it } from 'vitest';
import { berlinInstant } from './berlin-time';

describe('berlinInstant reads a Berlin wall-clock time as RFC 5545 § 3.3.5 does', () => {
  it.each([
    // [date, time, expected UTC instant, source]
    ['2026-01-15', '06:30', '2026-01-15T05:30:00.000Z', 'winter time UTC+1'],
    ['2026-07-15', '06:30', '2026-07-15T04:30:00.000Z', 'summer time UTC+2'],
    ['2026-03-29', '01:59', '2026-03-29T00:59:00.000Z', 'before the spring gap'],
    // RFC 5545 § 3.3.5: a time in the gap is read with the offset before the gap (02:30 -> 03:30 CEST).
    ['2026-03-29', '02:30', '2026-03-29T01:30:00.000Z', 'RFC 5545 § 3.3.5, nonexistent time'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00.000Z', 'after the spring gap'],
    ['2026-10-25', '01:59', '2026-10-24T23:59:00.000Z', 'before the autumn repeat'],
    // RFC 5545 § 3.3.5: a time that occurs twice refers to its first occurrence (summer time).
    ['2026-10-25', '02:00', '2026-10-25T00:00:00.000Z', 'RFC 5545 § 3.3.5, first occurrence'],
    ['2026-10-25', '02:30', '2026-10-25T00:30:00.000Z', 'RFC 5545 § 3.3.5, first occurrence'],
    ['2026-10-25', '02:59', '2026-10-25T00:59:00.000Z', 'RFC 5545 § 3.3.5, first occurrence'],
    ['2026-10-25', '03:00', '2026-10-25T02:00:00.000Z', 'after the repeat: winter time'],
    ['2026-10-25', '00:00', '2026-10-24T22:00:00.000Z', 'midnight of the change day'],
  ])('%s %s -> %s (%s)', (date, time, expected) => {
    expect(berlinInstant(date, time).toISOString()).toBe(expected);
  });
});
