// The series the series tests start from: dialysis Mo, Mi, Fr at 06:30, return "nach Termin", from
// 2 March 2026, open, without pauses or exceptions.
import type { SeriesDefinition } from './definition';

export const dialysisSeries: SeriesDefinition = {
  rule: {
    start: '2026-03-02',
    until: null,
    recurrence: { kind: 'weekly', weekdays: ['MO', 'WE', 'FR'], intervalWeeks: 1 },
  },
  pickupTime: '06:30',
  back: { mode: 'nach-termin' },
  holidays: 'auslassen',
  pauses: [],
  exceptions: [],
};

/** A valid series form (Mondays read from `tage`), for the form's field tests. */
export const seriesFormFields = {
  patientId: '6f1c2b1e-8d1a-4a57-9a44-0e9d6a2f3b11',
  start: '2030-03-04',
  abholzeit: '06:30',
  abholadresse: 'Zeil 1',
  zieladresse: 'Dialyse Nord',
  hinweise: 'Klingeln.\nZweiter Stock.',
};
