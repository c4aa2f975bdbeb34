// A data directory for the series journey (issue 19): the demo data plus a dialysis patient with an
// e-mail address and the dialysis centre as a favourite place.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from '../../app/server/db/client.server';
import { migrate } from '../../app/server/db/migrate.server';
import { patients } from '../../app/server/db/schema';
import { seedDemoData } from '../../app/server/db/seed.server';

export const SERIES_PATIENT = {
  id: '5b7f3c2a-9d41-4e2b-8a61-3c2f1e0d9a19',
  vorname: 'Dieter',
  nachname: 'Dialysefahrt',
  email: 'dieter.dialysefahrt@example.org',
  home: 'Lindenweg 3, 60311 Frankfurt am Main',
  clinic: 'Dialysezentrum Nord, Kaiserstraße 5, 61169 Friedberg',
};

export async function prepareSeriesDataDir(dataDir: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const handle = await openPglite(join(dataDir, 'pglite'));
  try {
    await migrate(handle.db);
    await seedDemoData(handle.db);
    await handle.db.insert(patients).values({
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
  } finally {
    await handle.close();
  }
}
