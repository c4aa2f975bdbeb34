// The series the series tests start from: dialysis Mo, Mi, Fr at 06:30, return "nach Termin", from
// 2 March 2026, open, without pauses or exceptions.
import type { SeriesDefinition } from './definition';

export const dialysisSeries: SeriesDefinition = {
  rule: { start: '2026-03-02', until: null, recurrence: { kind: 'weekly', weekdays: ['MO', 'WE', 'FR'], intervalWeeks: 1 } },
  pickupTime: '06:30',
  back: { mode: 'nach-termin' },
  holidays: 'auslassen',
  pauses: [],
  exceptions: [],
};
