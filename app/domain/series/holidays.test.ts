import { afterEach, describe, expect, it } from 'vitest';
import { hessenHolidayName, hessenHolidays } from './holidays';

describe('public holidays of Hesse', () => {
  it('lists the ten weekday holidays of 2026', () => {
    expect(hessenHolidays('2026-01-01', '2026-12-31')).toEqual([
      { date: '2026-01-01', name: 'Neujahrstag' },
      { date: '2026-04-03', name: 'Karfreitag' },
      { date: '2026-04-06', name: 'Ostermontag' },
      { date: '2026-05-01', name: 'Tag der Arbeit' },
      { date: '2026-05-14', name: 'Christi Himmelfahrt' },
      { date: '2026-05-25', name: 'Pfingstmontag' },
      { date: '2026-06-04', name: 'Fronleichnam' },
      { date: '2026-10-03', name: 'Tag der Deutschen Einheit' },
      { date: '2026-12-25', name: '1. Weihnachtstag' },
      { date: '2026-12-26', name: '2. Weihnachtstag' },
    ]);
  });

  it('knows the movable feasts of other years and leaves out other states’ holidays', () => {
    expect(hessenHolidayName('2027-03-26')).toBe('Karfreitag');
    expect(hessenHolidayName('2027-05-27')).toBe('Fronleichnam');
    expect(hessenHolidayName('2026-11-01')).toBeNull(); // Allerheiligen: not in Hesse
    expect(hessenHolidayName('2026-10-31')).toBeNull(); // Reformationstag: not in Hesse
    expect(hessenHolidayName('2026-01-06')).toBeNull(); // Heilige Drei Könige: not in Hesse
    expect(hessenHolidayName('2026-03-10')).toBeNull();
  });

  it('spans years and includes both ends', () => {
    expect(hessenHolidays('2026-12-26', '2027-01-01').map((h) => h.date)).toEqual(['2026-12-26', '2027-01-01']);
  });

  describe('whatever the process time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles'])(
      'gives the same dates in %s',
      (zone) => {
        process.env.TZ = zone;
        // Years not computed before in this process, so the cache cannot hide a time-zone error.
        const year = { 'Pacific/Kiritimati': 2031, 'Pacific/Pago_Pago': 2032, 'America/Los_Angeles': 2033 }[zone]!;
        expect(hessenHolidayName(`${year}-01-01`)).toBe('Neujahrstag');
        expect(hessenHolidayName(`${year}-01-02`)).toBeNull();
        expect(hessenHolidayName(`${year}-12-25`)).toBe('1. Weihnachtstag');
      },
    );
  });
});
