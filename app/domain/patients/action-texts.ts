// The German toast texts of the Patienten screens (issue 17): one catalogue per area (decision 160).
import { codeTexts, type ActionCatalogue } from '#app/domain/action-result';

export type PatientIntent = 'update' | 'archive' | 'unarchive';

export const PATIENT_GONE =
  'Der Patient wurde nicht gefunden. Vielleicht wurde er inzwischen archiviert oder gelöscht.';

const codes = codeTexts({
  'not-found': PATIENT_GONE,
  conflict: 'Die Patientendaten wurden inzwischen geändert. Bitte laden Sie die Seite neu.',
});

/** The list screen (/app/patients). */
export const patientListTexts: ActionCatalogue<'create'> = {
  titles: { create: { success: 'Patient angelegt', failure: 'Fehler beim Anlegen des Patienten' } },
  codes,
};

/** The patient's page (/app/patients/:id). */
export const patientTexts: ActionCatalogue<PatientIntent> = {
  titles: {
    update: { success: 'Patient gespeichert', failure: 'Fehler beim Speichern des Patienten' },
    archive: { success: 'Patient archiviert', failure: 'Fehler beim Archivieren des Patienten' },
    unarchive: { success: 'Patient wiederhergestellt', failure: 'Fehler beim Wiederherstellen des Patienten' },
  },
  codes,
};

/** "Erika Mustermann" plus a hint when likely duplicates exist (never merged: staff decide). */
export function savedPatientNote({ name, duplicates }: { name: string; duplicates: number }): string {
  if (duplicates === 0) return name;
  return `${name}: ${duplicates === 1 ? 'Ein möglicher Doppeleintrag wurde' : `${duplicates} mögliche Doppeleinträge wurden`} gefunden. Bitte prüfen Sie die Patientenseite.`;
}

/** The booking details' patient section (/app/bookings/:id/patient). */
export const bookingPatientTexts: ActionCatalogue<'link' | 'create-patient'> = {
  titles: {
    link: { success: 'Patient verknüpft', failure: 'Patient konnte nicht verknüpft werden' },
    'create-patient': { success: 'Patient angelegt und verknüpft', failure: 'Patient konnte nicht angelegt werden' },
  },
  codes: { ...codes, 'not-found': 'Die Buchung oder der Patient wurde nicht gefunden. Bitte laden Sie die Seite neu.' },
};
