// The German toast texts of the Genehmigungen screen, the insurer settings and the prescription form
// (issue 18): one catalogue per area (decision 160).
import { codeTexts, type ActionCatalogue, type ActionToast } from '#app/domain/action-result';
import { formatGermanDate } from '#app/domain/german-date';

export type CrudIntent = 'create' | 'update' | 'delete';

export const approvalTexts: ActionCatalogue<CrudIntent> = {
  titles: {
    create: { success: 'Genehmigung gespeichert', failure: 'Genehmigung konnte nicht gespeichert werden' },
    update: { success: 'Genehmigung aktualisiert', failure: 'Genehmigung konnte nicht aktualisiert werden' },
    delete: { success: 'Genehmigung gelöscht', failure: 'Genehmigung konnte nicht gelöscht werden' },
  },
  codes: codeTexts({ 'not-found': 'Die Genehmigung wurde nicht gefunden. Vielleicht wurde sie inzwischen gelöscht.' }),
};

export const insurerSettingsTexts: ActionCatalogue<CrudIntent> = {
  titles: {
    create: {
      success: 'Einstellungen der Krankenkasse gespeichert',
      failure: 'Einstellungen konnten nicht gespeichert werden',
    },
    update: {
      success: 'Einstellungen der Krankenkasse aktualisiert',
      failure: 'Einstellungen konnten nicht aktualisiert werden',
    },
    delete: {
      success: 'Einstellungen der Krankenkasse gelöscht',
      failure: 'Einstellungen konnten nicht gelöscht werden',
    },
  },
  codes: codeTexts({
    'not-found': 'Die Einstellungen wurden nicht gefunden. Vielleicht wurden sie inzwischen gelöscht.',
  }),
};

export type PrescriptionIntent = 'save' | 'scan' | 'delete';

const prescriptionTitles: ActionCatalogue<PrescriptionIntent>['titles'] = {
  save: { success: 'Verordnung gespeichert', failure: 'Verordnung konnte nicht gespeichert werden' },
  scan: { success: 'Transportschein hochgeladen', failure: 'Transportschein konnte nicht hochgeladen werden' },
  delete: { success: 'Verordnung entfernt', failure: 'Verordnung konnte nicht entfernt werden' },
};

/** A booking's prescription (Buchungsdetails). */
export const prescriptionTexts: ActionCatalogue<PrescriptionIntent> = {
  titles: prescriptionTitles,
  codes: codeTexts({ 'not-found': 'Die Buchung wurde nicht gefunden oder Sie haben keine Berechtigung.' }),
};

/** A series' prescription (Serienverordnung, /app/series/:id). */
export const seriesPrescriptionTexts: ActionCatalogue<PrescriptionIntent> = {
  titles: prescriptionTitles,
  codes: codeTexts({ 'not-found': 'Die Serie wurde nicht gefunden. Vielleicht wurde sie inzwischen gelöscht.' }),
};

/** "Erika Muster, 3 Buchungen verknüpft" after saving an approval. */
export function describeSavedApproval({ patientName, linked }: { patientName: string; linked: number }): string {
  if (linked === 0) return `${patientName}: noch keine Buchung im Gültigkeitszeitraum.`;
  return `${patientName}: ${linked === 1 ? '1 Buchung' : `${linked} Buchungen`} verknüpft.`;
}

/** A series ride the saved approval re-planned (approvals.server.ts `SavedApproval.series`). */
export type ReplannedSeriesRide = { datum: string; uhrzeit: string | null; bookingNumber: string };

/** What saving an approval did to its series at once (nothing: absent). */
export type SeriesReplan = {
  gueltigBis: string | null;
  angelegt: number;
  cancelled: ReplannedSeriesRide[];
  leftAssigned: ReplannedSeriesRide[];
};

/** The rides listed in a toast; the rest are counted. */
const LISTED_RIDES = 8;

function rideList(rides: readonly ReplannedSeriesRide[]): string {
  const listed = rides
    .slice(0, LISTED_RIDES)
    .map((r) => `${formatGermanDate(r.datum)}${r.uhrzeit ? ` ${r.uhrzeit}` : ''} (${r.bookingNumber})`);
  const more = rides.length - LISTED_RIDES;
  return more > 0 ? `${listed.join(', ')} und ${more} weitere` : listed.join(', ');
}

const rides = (n: number) => (n === 1 ? '1 Fahrt' : `${n} Fahrten`);

/**
 * What saving an approval did to its series at once: the rides after its (new) last day cancelled, the
 * ones a driver already has left for the dispatcher, new rides of a longer approval.
 */
export function seriesReplanToasts(series: SeriesReplan | undefined): ActionToast[] {
  if (!series) return [];
  const after = series.gueltigBis ? ` nach dem ${formatGermanDate(series.gueltigBis)}` : '';
  const toasts: ActionToast[] = [];
  if (series.cancelled.length) {
    toasts.push({
      kind: 'info',
      title: 'Serienfahrten abgesagt',
      description: `${rides(series.cancelled.length)}${after} abgesagt: ${rideList(series.cancelled)}.`,
    });
  }
  if (series.leftAssigned.length) {
    const n = series.leftAssigned.length;
    toasts.push({
      kind: 'warning',
      title: 'Serienfahrten mit Fahrer nicht abgesagt',
      description: `${rides(n)}${after} ${n === 1 ? 'ist bereits einem Fahrer zugewiesen und bleibt' : 'sind bereits Fahrern zugewiesen und bleiben'} bestehen: ${rideList(series.leftAssigned)}. Ändern oder sagen Sie sie auf der Seite der Serie ab.`,
    });
  }
  if (series.angelegt)
    toasts.push({
      kind: 'info',
      title: 'Serienfahrten geplant',
      description: `${rides(series.angelegt)} der Serie neu angelegt.`,
    });
  return toasts;
}
