// A data directory for the series journey (issue 19): the demo data plus a dialysis patient with an
// e-mail address and the dialysis centre as a favourite place.
import { patients } from '../../app/server/db/schema';
import { prepareSeededDataDir } from './support/seeded-data-dir';

export const SERIES_PATIENT = {
  id: '5b7f3c2a-9d41-4e2b-8a61-3c2f1e0d9a19',
  vorname: 'Dieter',
  nachname: 'Dialysefahrt',
  email: 'dieter.dialysefahrt@example.org',
  home: 'Lindenweg 3, 60311 Frankfurt am Main',
  clinic: 'Dialysezentrum Nord, Kaiserstraße 5, 61169 Friedberg',
};

export async function prepareSeriesDataDir(dataDir: string): Promise<void> {
  return prepareSeededDataDir(dataDir, async (db) => {
    await db.insert(patients).values({
      id: SERIES_PATIENT.id,
      vorname: SERIES_PATIENT.vorname,
      nachname: SERIES_PATIENT.nachname,
      email: SERIES_PATIENT.email,
      telefone: ['+4969900091234'],
      adresse: SERIES_PATIENT.home,
      orte: [{ label: 'Dialyse', adresse: SERIES_PATIENT.clinic }],
      krankenkasse: 'AOK Hessen',
      transportart: 'sitzend',
    });
  });
}
