import { describe, expect, it } from 'vitest';
import { describeSeriesEvent, type SeriesHistoryEntry } from './history';

const none = { angelegt: 0, geaendert: 0, entfallen: 0, pausiert: 0, fortgesetzt: 0 };

describe('the series history in German', () => {
  it.each<[SeriesHistoryEntry['event'], string]>([
    [
      { type: 'created', data: { words: 'Mo, Mi, Fr um 06:30', ...none, angelegt: 22 } },
      'Serie angelegt: Mo, Mi, Fr um 06:30 (Fahrten: 22 angelegt)',
    ],
    // Issue 37: created with "Trotzdem buchen" beside the patient's rides on those dates.
    [
      {
        type: 'created',
        data: { words: 'Mo, Mi, Fr um 06:30', ...none, angelegt: 22, duplicateDates: ['2030-03-06', '2030-03-11'] },
      },
      'Serie angelegt: Mo, Mi, Fr um 06:30 (Fahrten: 22 angelegt), trotz gleichzeitiger Fahrten gebucht (06.03.2030, 11.03.2030)',
    ],
    [{ type: 'created', data: { words: 'Mo um 06:30', ...none, duplicateDates: [] } }, 'Serie angelegt: Mo um 06:30'],
    [
      {
        type: 'edited',
        data: {
          words: 'Mo, Do um 07:00',
          ab: '2030-03-18',
          newSeriesId: 's2',
          ...none,
          angelegt: 3,
          geaendert: 6,
          entfallen: 12,
        },
      },
      'Geändert ab 18.03.2030: Mo, Do um 07:00 (Fahrten: 3 angelegt, 6 geändert, 12 entfallen)',
    ],
    [
      { type: 'date-cancelled', data: { date: '2030-03-15', emailed: true, ...none, entfallen: 1 } },
      'Termin 15.03.2030 abgesagt (Fahrten: 1 entfallen), Patient per E-Mail informiert',
    ],
    [
      {
        type: 'date-moved',
        data: { date: '2030-03-13', toDate: '2030-03-14', pickupTime: '08:00', ...none, geaendert: 1 },
      },
      'Termin 13.03.2030 verschoben auf 14.03.2030 um 08:00 (Fahrten: 1 geändert)',
    ],
    [
      { type: 'paused', data: { from: '2030-03-11', to: '2030-03-17', ...none, pausiert: 3 } },
      'Pausiert 11.03.2030 bis 17.03.2030 (Fahrten: 3 pausiert)',
    ],
    [{ type: 'resumed', data: { ...none } }, 'Fortgesetzt'],
    [
      { type: 'resumed', data: { ...none, fortgesetzt: 3, angelegt: 1 } },
      'Fortgesetzt (Fahrten: 1 angelegt, 3 fortgesetzt)',
    ],
    // Written before the pause kept its bookings: no pausiert/fortgesetzt.
    [
      {
        type: 'paused',
        data: { from: '2030-03-11', to: '2030-03-17', angelegt: 0, geaendert: 0, entfallen: 3 } as never,
      },
      'Pausiert 11.03.2030 bis 17.03.2030 (Fahrten: 3 entfallen)',
    ],
    [{ type: 'ended', data: { until: '2030-03-08', ...none } }, 'Beendet zum 08.03.2030'],
    [
      { type: 'prescription-saved', data: { created: true, datumVon: '2030-03-01', datumBis: '2030-06-30' } },
      'Serienverordnung erfasst (ab 01.03.2030 bis 30.06.2030)',
    ],
    [
      { type: 'prescription-saved', data: { created: false, datumVon: null, datumBis: '2030-06-30' } },
      'Serienverordnung geändert (bis 30.06.2030)',
    ],
    [
      { type: 'prescription-saved', data: { created: false, datumVon: null, datumBis: null } },
      'Serienverordnung geändert',
    ],
    [{ type: 'prescription-scan', data: { fileName: 'schein.pdf' } }, 'Scan der Serienverordnung gespeichert'],
    [{ type: 'prescription-removed', data: {} }, 'Serienverordnung entfernt'],
    [{ type: 'unknown', storedType: 'imported' }, 'imported'],
  ])('%o', (event, text) => {
    expect(describeSeriesEvent(event)).toBe(text);
  });
});
