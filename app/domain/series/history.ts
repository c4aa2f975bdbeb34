// The history of a series (series_events): who changed what and when, as one typed union like the
// booking history (decision 171), with its German line for the series page.
import { formatGermanDate } from '#app/domain/german-date';

/**
 * What a change did to the generated bookings. `pausiert` and `fortgesetzt` (issue 37: a pause keeps the
 * booking) are missing in entries written before; they read as 0.
 */
export type BookingEffect = {
  angelegt: number;
  geaendert: number;
  entfallen: number;
  pausiert: number;
  fortgesetzt: number;
};

/** Nothing changed. */
export const NO_EFFECT: BookingEffect = { angelegt: 0, geaendert: 0, entfallen: 0, pausiert: 0, fortgesetzt: 0 };

/** Two changes' effects together (several series in one run). */
export function addEffects(a: BookingEffect, b: BookingEffect): BookingEffect {
  return {
    angelegt: a.angelegt + b.angelegt,
    geaendert: a.geaendert + b.geaendert,
    entfallen: a.entfallen + b.entfallen,
    pausiert: a.pausiert + b.pausiert,
    fortgesetzt: a.fortgesetzt + b.fortgesetzt,
  };
}

export type SeriesEvent =
  /** `duplicateDates`: created with "Trotzdem buchen" although the patient had rides at those times (issue 37). */
  | { type: 'created'; data: { words: string; duplicateDates?: string[] } & BookingEffect }
  | { type: 'edited'; data: { words: string; ab: string; newSeriesId: string | null } & BookingEffect }
  | { type: 'date-cancelled'; data: { date: string; emailed?: boolean } & BookingEffect }
  | {
      type: 'date-moved';
      data: { date: string; toDate: string; pickupTime: string; emailed?: boolean } & BookingEffect;
    }
  | { type: 'paused'; data: { from: string; to: string; emailed?: boolean } & BookingEffect }
  | { type: 'resumed'; data: { emailed?: boolean } & BookingEffect }
  | { type: 'ended'; data: { until: string; emailed?: boolean } & BookingEffect }
  | { type: 'prescription-saved'; data: { created: boolean; datumVon: string | null; datumBis: string | null } }
  | { type: 'prescription-scan'; data: { fileName: string } }
  | { type: 'prescription-removed'; data: Record<string, never> };

export type SeriesEventType = SeriesEvent['type'];
export type SeriesHistoryEntry = {
  id: number;
  at: string;
  actor: string;
  event: SeriesEvent | { type: 'unknown'; storedType: string };
};

export const SERIES_EVENT_TYPES: readonly SeriesEventType[] = [
  'created',
  'edited',
  'date-cancelled',
  'date-moved',
  'paused',
  'resumed',
  'ended',
  'prescription-saved',
  'prescription-scan',
  'prescription-removed',
];

function effect(data: Partial<BookingEffect>): string {
  const parts = [
    data.angelegt ? `${data.angelegt} angelegt` : '',
    data.geaendert ? `${data.geaendert} geändert` : '',
    data.entfallen ? `${data.entfallen} entfallen` : '',
    data.pausiert ? `${data.pausiert} pausiert` : '',
    data.fortgesetzt ? `${data.fortgesetzt} fortgesetzt` : '',
  ].filter(Boolean);
  return parts.length ? ` (Fahrten: ${parts.join(', ')})` : '';
}

/** The clashing dates a series was created despite, said the way a booking's history says it. */
const despiteDuplicates = (dates: readonly string[] | undefined) =>
  dates?.length ? `, trotz gleichzeitiger Fahrten gebucht (${dates.map(formatGermanDate).join(', ')})` : '';

const mailed = (data: { emailed?: boolean }) => (data.emailed ? ', Patient per E-Mail informiert' : '');

/** The German line of one entry. */
export function describeSeriesEvent(event: SeriesHistoryEntry['event']): string {
  switch (event.type) {
    case 'created':
      return `Serie angelegt: ${event.data.words}${effect(event.data)}${despiteDuplicates(event.data.duplicateDates)}`;
    case 'edited':
      return `Geändert ab ${formatGermanDate(event.data.ab)}: ${event.data.words}${effect(event.data)}`;
    case 'date-cancelled':
      return `Termin ${formatGermanDate(event.data.date)} abgesagt${effect(event.data)}${mailed(event.data)}`;
    case 'date-moved':
      return `Termin ${formatGermanDate(event.data.date)} verschoben auf ${formatGermanDate(event.data.toDate)} um ${event.data.pickupTime}${effect(event.data)}${mailed(event.data)}`;
    case 'paused':
      return `Pausiert ${formatGermanDate(event.data.from)} bis ${formatGermanDate(event.data.to)}${effect(event.data)}${mailed(event.data)}`;
    case 'resumed':
      return `Fortgesetzt${effect(event.data)}${mailed(event.data)}`;
    case 'ended':
      return `Beendet zum ${formatGermanDate(event.data.until)}${effect(event.data)}${mailed(event.data)}`;
    case 'prescription-saved': {
      const { datumVon, datumBis } = event.data;
      const period =
        datumVon || datumBis
          ? ` (${datumVon ? `ab ${formatGermanDate(datumVon)}` : ''}${datumVon && datumBis ? ' ' : ''}${datumBis ? `bis ${formatGermanDate(datumBis)}` : ''})`
          : '';
      return `${event.data.created ? 'Serienverordnung erfasst' : 'Serienverordnung geändert'}${period}`;
    }
    case 'prescription-scan':
      return 'Scan der Serienverordnung gespeichert';
    case 'prescription-removed':
      return 'Serienverordnung entfernt';
    case 'unknown':
      return event.storedType;
  }
}
