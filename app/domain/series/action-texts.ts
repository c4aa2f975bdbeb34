// The German toast texts of the series screens (issue 19): one catalogue per area (decision 160).
import { codeTexts, type ActionCatalogue } from '#app/domain/action-result';
import type { BookingEffect } from './history';

export type SeriesIntent = 'update' | 'date' | 'pause' | 'resume' | 'end';

export const SERIES_GONE = 'Die Serie wurde nicht gefunden. Vielleicht wurde sie inzwischen gelöscht.';

/** The question before changing rides a driver already has (the field the screen asks with). */
export const CONFIRM_FIELD = 'betroffeneBestaetigt';

const codes = codeTexts({
  'not-found': SERIES_GONE,
  conflict: 'Die Serie wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
});

export const seriesTexts: ActionCatalogue<SeriesIntent> = {
  titles: {
    update: { success: 'Serie geändert', failure: 'Fehler beim Ändern der Serie' },
    date: { success: 'Termin geändert', failure: 'Termin konnte nicht geändert werden' },
    pause: { success: 'Serie pausiert', failure: 'Serie konnte nicht pausiert werden' },
    resume: { success: 'Serie fortgesetzt', failure: 'Serie konnte nicht fortgesetzt werden' },
    end: { success: 'Serie beendet', failure: 'Serie konnte nicht beendet werden' },
  },
  codes,
};

/** The list screen's catalogue (create only, plus the horizon setting of the Inhaber). */
export const seriesListTexts: ActionCatalogue<'create' | 'horizon'> = {
  titles: {
    create: { success: 'Serie angelegt', failure: 'Fehler beim Anlegen der Serie' },
    horizon: { success: 'Vorausplanung gespeichert', failure: 'Vorausplanung konnte nicht gespeichert werden' },
  },
  codes,
};

/** "3 Fahrten angelegt, 1 geändert, 2 entfallen" for the success toast. */
export function effectNote(effect: BookingEffect): string {
  const rides = (n: number) => (n === 1 ? '1 Fahrt' : `${n} Fahrten`);
  const parts = [
    effect.angelegt ? `${rides(effect.angelegt)} angelegt` : '',
    effect.geaendert ? `${rides(effect.geaendert)} geändert` : '',
    effect.entfallen ? `${rides(effect.entfallen)} entfallen` : '',
    effect.pausiert ? `${rides(effect.pausiert)} pausiert` : '',
    effect.fortgesetzt ? `${rides(effect.fortgesetzt)} fortgesetzt (dieselben Buchungen)` : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join(', ')}.` : 'Keine Fahrt geändert.';
}

/** The question when rides a driver already has would change or be cancelled. */
export function assignedQuestion(dates: readonly string[]): string {
  const list = dates.join(', ');
  return dates.length === 1
    ? `Die Fahrt am ${list} ist bereits einem Fahrer zugewiesen. Soll sie trotzdem geändert bzw. storniert werden? Der Fahrer wird entfernt.`
    : `Die Fahrten am ${list} sind bereits Fahrern zugewiesen. Sollen sie trotzdem geändert bzw. storniert werden? Die Fahrer werden entfernt.`;
}
