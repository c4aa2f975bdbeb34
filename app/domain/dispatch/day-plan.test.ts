import { describe, expect, it } from 'vitest';
import { dayPlanSubject, dayPlanWhatsappText } from './day-plan';
import { DEFAULT_DURATION_ERROR, dispatchSettingsOf, parseDefaultDuration } from './settings-form';

describe('the WhatsApp text of a day plan', () => {
  const entries = [
    { uhrzeit: '07:15', kind: 'hin' as const, bookingNumber: 'KF-2026-00012' },
    { uhrzeit: null, kind: 'rueck' as const, bookingNumber: 'KF-2026-00012' },
  ];

  it('names date, count, times, legs and booking numbers, and where the full plan is', () => {
    expect(dayPlanWhatsappText('Anna Hinweg', '2026-11-26', entries, { emailed: true, dispatchPhone: '069 123456' })).toBe(
      [
        'Hallo Anna Hinweg, Ihr Tagesplan für den 26.11.2026: 2 Fahrten.',
        '07:15 Uhr: Hinfahrt KF-2026-00012',
        'nach Termin: Rückfahrt KF-2026-00012',
        'Den vollständigen Tagesplan haben Sie per E-Mail erhalten. Fragen bitte an die Disposition: 069 123456.',
      ].join('\n'),
    );
    expect(dayPlanWhatsappText('Bruno', '2026-11-26', entries.slice(0, 1), { emailed: false, dispatchPhone: '069 1' })).toContain('1 Fahrt.\n');
    expect(dayPlanWhatsappText('Bruno', '2026-11-26', entries, { emailed: false, dispatchPhone: '069 1' })).toContain('ausgedruckt in der Disposition');
  });

  it('cannot carry a name, address, transport type or handling hint: its input has none', () => {
    // The entries type holds only time, leg and booking number; extra fields of a whole leg are ignored.
    const leg = { ...entries[0]!, patient: 'Erika Musterfrau', abholadresse: 'Dialysezentrum Nord', flags: ['Infektiös'], transport: 'rollstuhl' };
    const text = dayPlanWhatsappText('Anna', '2026-11-26', [leg], { emailed: true, dispatchPhone: '069 1' });
    for (const secret of ['Musterfrau', 'Dialyse', 'Infekt', 'Rollstuhl', 'rollstuhl']) expect(text).not.toContain(secret);
  });

  it.each([
    [1, 'Tagesplan für den 26.11.2026 (1 Fahrt)'],
    [4, 'Tagesplan für den 26.11.2026 (4 Fahrten)'],
  ])('subject for %d legs', (count, subject) => {
    expect(dayPlanSubject('2026-11-26', count)).toBe(subject);
  });
});

describe('the default duration setting', () => {
  it.each<[unknown, number | null]>([
    ['45', 45],
    [' 60 ', 60],
    ['5', 5],
    ['600', 600],
    ['4', null],
    ['601', null],
    ['0', null],
    ['-10', null],
    ['45.5', null],
    ['', null],
    ['abc', null],
    [null, null],
    ['99999', null],
  ])('%j -> %s', (raw, value) => {
    expect(parseDefaultDuration(raw)).toEqual(value === null ? { ok: false, message: DEFAULT_DURATION_ERROR } : { ok: true, value });
  });

  it.each<[unknown, number]>([
    [undefined, 45],
    [{ defaultDurationMinutes: 60 }, 60],
    [{ defaultDurationMinutes: 3 }, 45],
    [{ defaultDurationMinutes: '60' }, 45],
    ['kaputt', 45],
  ])('stored %j -> %d minutes, speed and handling unchanged', (stored, minutes) => {
    expect(dispatchSettingsOf(stored)).toEqual({ averageSpeedKmh: 30, handlingMinutes: 15, defaultDurationMinutes: minutes });
  });
});
