// The German toast texts of the Genehmigungen screen, the insurer settings and the prescription form
// (issue 18): one catalogue per area (decision 160).
import { codeTexts, type ActionCatalogue } from '#app/domain/action-result';

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
    create: { success: 'Einstellungen der Krankenkasse gespeichert', failure: 'Einstellungen konnten nicht gespeichert werden' },
    update: { success: 'Einstellungen der Krankenkasse aktualisiert', failure: 'Einstellungen konnten nicht aktualisiert werden' },
    delete: { success: 'Einstellungen der Krankenkasse gelöscht', failure: 'Einstellungen konnten nicht gelöscht werden' },
  },
  codes: codeTexts({ 'not-found': 'Die Einstellungen wurden nicht gefunden. Vielleicht wurden sie inzwischen gelöscht.' }),
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
