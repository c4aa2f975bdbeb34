import { describe, expect, it } from 'vitest';
import { expandSeries } from './expand';
import { approvalNotice, holidaysInView, prescriptionNotice, resumePauses, seriesState } from './overview';
import { dialysisSeries } from './series.fixtures';

describe('the approval in the overview', () => {
  it.each<[string, Parameters<typeof approvalNotice>[0], string, string]>([
    ['none linked', null, 'keine', 'Keine Genehmigung verknüpft'],
    ['applied for', { status: 'beantragt', gueltigBis: '2030-06-30' }, 'offen', 'Genehmigung beantragt'],
    [
      'valid for long',
      { status: 'genehmigt', gueltigBis: '2030-06-30' },
      'gueltig',
      'Genehmigung gültig bis 30.06.2030',
    ],
    [
      'ends in exactly 14 days',
      { status: 'genehmigt', gueltigBis: '2030-03-18' },
      'laeuft-ab',
      'Genehmigung endet am 18.03.2030',
    ],
    [
      'ends in 15 days',
      { status: 'genehmigt', gueltigBis: '2030-03-19' },
      'gueltig',
      'Genehmigung gültig bis 19.03.2030',
    ],
    [
      'ended yesterday',
      { status: 'genehmigt', gueltigBis: '2030-03-03' },
      'abgelaufen',
      'Genehmigung abgelaufen am 03.03.2030',
    ],
    ['without end', { status: 'genehmigt', gueltigBis: null }, 'offen', 'Genehmigung ohne Enddatum'],
  ])('%s', (_case, approval, kind, text) => {
    expect(approvalNotice(approval, '2030-03-04')).toMatchObject({ kind, text });
  });
});

describe('the state of a series', () => {
  const pause = { from: '2030-03-11', to: '2030-03-17' };
  it.each<[string, Parameters<typeof seriesState>[0], string, string]>([
    ['active, open', { until: null, ended: false, pauses: [] }, 'aktiv', 'Aktiv'],
    [
      'active with a pause ahead',
      { until: '2030-06-30', ended: false, pauses: [pause] },
      'aktiv',
      'Aktiv, Pause 11.03.2030 bis 17.03.2030, endet am 30.06.2030',
    ],
    [
      'paused',
      { until: null, ended: false, pauses: [{ from: '2030-03-01', to: '2030-03-05' }] },
      'pausiert',
      'Pausiert bis 05.03.2030',
    ],
    ['ended', { until: '2030-03-03', ended: true, pauses: [] }, 'beendet', 'Beendet am 03.03.2030'],
  ])('%s', (_case, series, kind, text) => {
    expect(seriesState(series, '2030-03-04')).toEqual({ kind, text });
  });

  it('resumes: a running pause ends yesterday, a future one goes, a past one stays', () => {
    expect(
      resumePauses(
        [
          { from: '2030-02-01', to: '2030-02-10' },
          { from: '2030-03-01', to: '2030-03-10' },
          { from: '2030-03-04', to: '2030-03-06' },
          { from: '2030-04-01', to: '2030-04-10' },
        ],
        '2030-03-04',
      ),
    ).toEqual([
      { from: '2030-02-01', to: '2030-02-10' },
      { from: '2030-03-01', to: '2030-03-03' },
    ]);
  });
});

describe('the series prescription in the overview', () => {
  // today 2030-03-04, horizon (8 weeks) ends 2030-04-28
  const context: Parameters<typeof prescriptionNotice>[1] = {
    today: '2030-03-04',
    horizonEnd: '2030-04-28',
    seriesUntil: null,
  };
  const rx = (until: string | null, inherited = false) => ({ from: '2030-03-01', until, inherited });
  it.each<[string, Parameters<typeof prescriptionNotice>[0], Partial<typeof context>, string, string]>([
    ['none linked', null, {}, 'fehlt', 'Verordnung fehlt'],
    ['open end', rx(null), {}, 'gueltig', 'Verordnung ab 01.03.2030 ohne Enddatum'],
    ['ends on the horizon’s last day', rx('2030-04-28'), {}, 'gueltig', 'Verordnung gültig bis 28.04.2030'],
    [
      'ends the day before the horizon’s end',
      rx('2030-04-27'),
      {},
      'endet-vor-horizont',
      'Verordnung endet am 27.04.2030, vor dem Ende der Vorausplanung',
    ],
    [
      'ends in 15 days',
      rx('2030-03-19'),
      {},
      'endet-vor-horizont',
      'Verordnung endet am 19.03.2030, vor dem Ende der Vorausplanung',
    ],
    ['ends in exactly 14 days', rx('2030-03-18'), {}, 'laeuft-ab', 'Verordnung endet am 18.03.2030'],
    ['ends today', rx('2030-03-04'), {}, 'laeuft-ab', 'Verordnung endet am 04.03.2030'],
    ['ended yesterday', rx('2030-03-03'), {}, 'abgelaufen', 'Verordnung abgelaufen am 03.03.2030'],
    [
      'the series ends before the prescription',
      rx('2030-03-18'),
      { seriesUntil: '2030-03-18' },
      'gueltig',
      'Verordnung gültig bis 18.03.2030',
    ],
    [
      'the series ends a day after the prescription',
      rx('2030-03-18'),
      { seriesUntil: '2030-03-19' },
      'laeuft-ab',
      'Verordnung endet am 18.03.2030',
    ],
    [
      'inherited from the predecessor',
      rx('2030-06-30', true),
      {},
      'gueltig',
      'Verordnung gültig bis 30.06.2030 (Verordnung der Vorgängerserie)',
    ],
  ])('%s', (_case, prescription, extra, kind, text) => {
    expect(prescriptionNotice(prescription, { ...context, ...extra })).toMatchObject({ kind, text });
  });
});

describe('the holidays in the overview', () => {
  // Mo/Mi/Fr from 2 March 2026, in view 30.03.–31.05.2026: Karfreitag 03.04., Ostermontag 06.04., Tag der
  // Arbeit 01.05. and Pfingstmontag 25.05. are series dates (Christi Himmelfahrt 14.05. is a Thursday).
  const window = { from: '2026-03-30', to: '2026-05-31' };
  const shown = (approvalEnd: string | null, holidays: 'auslassen' | 'fahren' = 'auslassen') => {
    const limit = approvalEnd ? { date: approvalEnd, reason: 'Genehmigung' } : null;
    return holidaysInView(expandSeries({ ...dialysisSeries, holidays }, { ...window, limit }), approvalEnd).map(
      (h) => `${h.date} ${h.label}${h.skipped ? '' : ' (Fahrt)'}`,
    );
  };
  it.each<[string, string | null, 'auslassen' | 'fahren', string[]]>([
    [
      'without an approval end: every holiday in view',
      null,
      'auslassen',
      ['2026-04-03 Karfreitag', '2026-04-06 Ostermontag', '2026-05-01 Tag der Arbeit', '2026-05-25 Pfingstmontag'],
    ],
    ['the approval ends the day before a holiday', '2026-04-05', 'auslassen', ['2026-04-03 Karfreitag']],
    [
      'the approval ends on the holiday: still in the period',
      '2026-04-06',
      'auslassen',
      ['2026-04-03 Karfreitag', '2026-04-06 Ostermontag'],
    ],
    ['the approval ends before the first holiday', '2026-04-02', 'auslassen', []],
    ['the approval has ended', '2026-03-01', 'auslassen', []],
    [
      'holidays driven, up to the approval end',
      '2026-04-06',
      'fahren',
      ['2026-04-03 Karfreitag (Fahrt)', '2026-04-06 Ostermontag (Fahrt)'],
    ],
  ])('%s', (_case, approvalEnd, holidays, expected) => {
    expect(shown(approvalEnd, holidays)).toEqual(expected);
  });
});
