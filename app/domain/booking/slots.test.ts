import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { berlinInstant } from '#app/domain/berlin-time';
import {
  availableSlots,
  earliestBookable,
  isBookableMoment,
  isWithinHorizon,
  latestBookableDate,
  nextAvailable,
  SLOT_TIMES,
} from './slots';
import { bookingSchema, MESSAGES, parseBooking, validateStep } from './schemas';
import { erikaValues } from './wizard-values.fixtures';

/** The instant Berlin's clocks show `date` `time` (seconds allowed). */
function at(date: string, time: string, seconds = 0): Date {
  return new Date(berlinInstant(date, time).getTime() + seconds * 1000);
}

describe('slot times', () => {
  it('are the 45 quarter hours from 07:00 to 18:00', () => {
    expect(SLOT_TIMES).toHaveLength(45);
    expect(SLOT_TIMES[0]).toBe('07:00');
    expect(SLOT_TIMES[1]).toBe('07:15');
    expect(SLOT_TIMES.at(-1)).toBe('18:00');
  });
});

describe('earliest bookable moment', () => {
  it('is now + 24 h on an ordinary day', () => {
    expect(earliestBookable(at('2026-06-10', '10:00'))).toEqual({ date: '2026-06-11', time: '10:00' });
  });

  it('counts a started minute as a whole one', () => {
    expect(earliestBookable(at('2026-06-10', '10:00', 30))).toEqual({ date: '2026-06-11', time: '10:01' });
  });

  it('moves to 07:00 the same day before 07:00 (06:59)', () => {
    expect(earliestBookable(at('2026-06-10', '06:59'))).toEqual({ date: '2026-06-11', time: '07:00' });
  });

  it('keeps 17:59, where the 18:00 slot is still free', () => {
    const now = at('2026-06-10', '17:59');
    expect(earliestBookable(now)).toEqual({ date: '2026-06-11', time: '17:59' });
    expect(availableSlots('2026-06-11', now)).toEqual(['18:00']);
  });

  it('moves to 07:00 the next day at 18:00', () => {
    const now = at('2026-06-10', '18:00');
    expect(earliestBookable(now)).toEqual({ date: '2026-06-12', time: '07:00' });
    expect(availableSlots('2026-06-11', now)).toEqual([]);
    expect(availableSlots('2026-06-12', now)).toHaveLength(45);
  });

  it('is 24 real hours across the spring change (29 March 2026 has 23 hours)', () => {
    // 28 March 10:00 CET + 24 h = 29 March 11:00 CEST.
    expect(earliestBookable(at('2026-03-28', '10:00'))).toEqual({ date: '2026-03-29', time: '11:00' });
    // On the change day itself: 29 March 10:00 CEST + 24 h = 30 March 10:00 CEST.
    expect(earliestBookable(at('2026-03-29', '10:00'))).toEqual({ date: '2026-03-30', time: '10:00' });
    // 28 March 17:30 CET + 24 h = 29 March 18:30 CEST: at or after 18:00, so 30 March 07:00.
    expect(earliestBookable(at('2026-03-28', '17:30'))).toEqual({ date: '2026-03-30', time: '07:00' });
  });

  it('is 24 real hours across the autumn change (25 October 2026 has 25 hours)', () => {
    // 24 October 10:00 CEST + 24 h = 25 October 09:00 CET.
    expect(earliestBookable(at('2026-10-24', '10:00'))).toEqual({ date: '2026-10-25', time: '09:00' });
    // 24 October 07:30 CEST + 24 h = 25 October 06:30 CET: before 07:00, so 07:00 that day.
    expect(earliestBookable(at('2026-10-24', '07:30'))).toEqual({ date: '2026-10-25', time: '07:00' });
    expect(availableSlots('2026-10-25', at('2026-10-24', '07:30'))).toHaveLength(45);
  });

  it('does not depend on the process time zone', () => {
    // berlinInstant/berlinDate use explicit zones; the instant below is fixed in UTC.
    const now = new Date('2026-01-15T16:59:00Z'); // 17:59 in Berlin (CET)
    expect(earliestBookable(now)).toEqual({ date: '2026-01-16', time: '17:59' });
  });
});

describe('available slots and the 30-day search', () => {
  const now = at('2026-06-10', '12:00');

  it('offers nothing before the earliest date and the remaining slots on it', () => {
    expect(availableSlots('2026-06-10', now)).toEqual([]);
    expect(availableSlots('2026-06-11', now)[0]).toBe('12:00');
    expect(availableSlots('2026-06-11', now)).toHaveLength(25);
  });

  it('removes full slots when a capacity is set, and ignores counts when unlimited', () => {
    const counts = { '12:00': 2, '12:15': 1 };
    expect(availableSlots('2026-06-11', now, { capacity: 2, counts })[0]).toBe('12:15');
    expect(availableSlots('2026-06-11', now, { capacity: 1, counts })[0]).toBe('12:30');
    expect(availableSlots('2026-06-11', now, { capacity: 0, counts })[0]).toBe('12:00');
  });

  it('finds the next date with a free slot', () => {
    const full = Object.fromEntries(SLOT_TIMES.map((t) => [t, 1]));
    const countsOn = (date: string) => (date <= '2026-06-20' ? full : {});
    expect(nextAvailable('2026-06-11', now, { capacity: 1, countsOn })).toEqual({ date: '2026-06-21', time: '07:00' });
  });

  it('starts at the earliest date when asked for an earlier one', () => {
    expect(nextAvailable('2026-06-01', now)).toEqual({ date: '2026-06-11', time: '12:00' });
  });

  it('looks at most 30 days ahead', () => {
    const full = Object.fromEntries(SLOT_TIMES.map((t) => [t, 1]));
    // Day 30 after the start still counts, day 31 does not.
    expect(nextAvailable('2026-06-12', now, { capacity: 1, countsOn: (d) => (d < '2026-07-12' ? full : {}) })).toEqual({
      date: '2026-07-12',
      time: '07:00',
    });
    expect(
      nextAvailable('2026-06-12', now, { capacity: 1, countsOn: (d) => (d <= '2026-07-12' ? full : {}) }),
    ).toBeNull();
  });

  it('rejects impossible dates and times', () => {
    expect(isBookableMoment('2027-02-30', '10:00', now)).toBe(false);
    expect(isBookableMoment('2026-06-20', '10:10', now)).toBe(false);
    expect(isBookableMoment('2026-06-20', '06:45', now)).toBe(false);
    expect(isBookableMoment('2026-06-20', '18:15', now)).toBe(false);
    expect(isBookableMoment('2026-06-20', '18:00', now)).toBe(true);
  });
});

describe('property: no accepted moment is before the earliest', () => {
  const validRest = { ...erikaValues, zustimmung: true };

  it('holds for any now and any date/slot within two years', () => {
    const base = Date.UTC(2026, 0, 1);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 730 * 24 * 60 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: -3, max: 5 }),
        fc.constantFrom(...SLOT_TIMES),
        (minute, second, dayOffset, time) => {
          const now = new Date(base + minute * 60_000 + second * 1000);
          const earliest = earliestBookable(now);
          const [y, m, d] = earliest.date.split('-').map(Number) as [number, number, number];
          const date = new Date(Date.UTC(y, m - 1, d + dayOffset)).toISOString().slice(0, 10);
          const parsed = parseBooking({ ...validRest, datum: date, uhrzeit: time }, now, {
            opens: '06:00',
            closes: '20:00',
          });
          if (parsed.success) {
            // Accepted: the ride is at least 24 h away and a real slot.
            expect(berlinInstant(date, time).getTime()).toBeGreaterThanOrEqual(now.getTime() + 24 * 3600_000);
            expect(bookingSchema(now, { opens: '06:00', closes: '20:00' }).safeParse(parsed.data).success).toBe(true);
          }
          // And every slot at or after the earliest moment is accepted.
          if (`${date} ${time}` >= `${earliest.date} ${earliest.time}`) expect(parsed.success).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  }, 60_000);
});

describe('booking horizon (decision 145)', () => {
  it('reaches 12 calendar months ahead in Berlin, clamped to the month end', () => {
    expect(latestBookableDate(new Date('2026-11-24T10:00:00Z'))).toBe('2027-11-24');
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin.
    expect(latestBookableDate(new Date('2026-12-31T23:30:00Z'))).toBe('2028-01-01');
    expect(latestBookableDate(new Date('2028-02-29T12:00:00Z'))).toBe('2029-02-28');
  });

  it('offers no slots beyond the horizon and refuses such dates in step 3', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(isWithinHorizon('2027-11-24', now)).toBe(true);
    expect(isWithinHorizon('2027-11-25', now)).toBe(false);
    expect(availableSlots('2027-11-24', now)).toHaveLength(SLOT_TIMES.length);
    expect(availableSlots('2027-11-25', now)).toEqual([]);
    expect(availableSlots('9999-12-31', now)).toEqual([]);
    // Beyond the horizon: the horizon's message; beyond the one date range (2100-12-31): no date at all.
    for (const [datum, message] of [
      ['2027-11-25', MESSAGES.tooFarAhead('2027-11-24')],
      ['2100-12-31', MESSAGES.tooFarAhead('2027-11-24')],
      ['9999-12-31', MESSAGES.datum],
    ] as const) {
      expect(
        validateStep(3, { datum, uhrzeit: '10:00', rueckfahrt: 'keine', rueckfahrtZeit: '' }, now, {
          opens: '06:00',
          closes: '20:00',
        }).datum,
      ).toBe(message);
    }
    expect(
      validateStep(3, { datum: '2027-11-24', uhrzeit: '10:00', rueckfahrt: 'keine', rueckfahrtZeit: '' }, now, {
        opens: '06:00',
        closes: '20:00',
      }),
    ).toEqual({});
  });
});
