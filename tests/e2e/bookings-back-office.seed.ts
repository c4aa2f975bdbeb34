// A data directory for the bookings journeys: the demo data, 160 generated bookings (so the active list has
// more than one page of 50) and a few bookings with known names the journeys look for. Prepared in the
// test process before the journeys' own server starts on it (PGlite allows one process per directory).
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { generateDemoBookings } from '../../app/server/db/demo-bookings.server';

import { storePrescription } from '../../app/server/storage/prescriptions.server';
import { prepareSeededDataDir } from './support/seeded-data-dir';
import { insertBookingRows } from '../../app/server/rides/insert-rides.server';

export const KNOWN = {
  pendingA: { vorname: 'Zacharias', nachname: 'Suchbar', bookingNumber: 'KF-2099-00001' },
  pendingB: { vorname: 'Yvonne', nachname: 'Auswahl', bookingNumber: 'KF-2099-00002' },
  completed: { vorname: 'Xaver', nachname: 'Erledigt', bookingNumber: 'KF-2099-00003' },
  editable: { vorname: 'Wilma', nachname: 'Bearbeitbar', bookingNumber: 'KF-2099-00004' },
  menu: { vorname: 'Valentin', nachname: 'Menüfahrt', bookingNumber: 'KF-2099-00005' },
};

export async function prepareBookingsDataDir(dataDir: string): Promise<void> {
  return prepareSeededDataDir(dataDir, async (db) => {
    const today = berlinDate();
    await generateDemoBookings(db, 160, { today, seed: 7 });
    const base = {
      telefon: '069 90009 777',
      email: 'angehoerige@example.org',
      abholadresse: 'Musterstraße 99, 60311 Frankfurt am Main',
      zieladresse: 'Universitätsklinikum Frankfurt, Theodor-Stern-Kai 7, 60590 Frankfurt am Main',
      datum: addCalendarDays(today, 3),
      uhrzeit: '10:30',
      krankenkasse: 'AOK Hessen',
      consentAt: new Date(),
      consentVersion: 'e2e',
      // Newest first in the list: these come on page 1.
      createdAt: new Date(Date.now() + 60_000),
    };
    const bytes = new TextEncoder().encode('%PDF-1.4\n% Verordnung (Testdatei)\n%%EOF\n');
    const prescription = await storePrescription(dataDir, {
      bytes,
      mime: 'application/pdf',
      fileName: 'Verordnung Xaver.pdf',
      size: bytes.byteLength,
    });
    await insertBookingRows(db, [
      { ...base, ...KNOWN.pendingA, status: 'pending', besonderheiten: { rollstuhl: true, barrierefreiZugang: false } },
      {
        ...base,
        ...KNOWN.pendingB,
        status: 'pending',
        rueckfahrt: 'fest',
        rueckfahrtUhrzeit: '13:00',
        rueckfahrtDatum: base.datum,
      },
      {
        ...base,
        ...KNOWN.completed,
        status: 'completed',
        transportart: 'liegend',
        verordnungDateiId: prescription.id,
        verordnungDateiname: prescription.fileName,
        verordnungMime: prescription.mime,
        verordnungGroesse: prescription.size,
        genehmigungVorhanden: true,
      },
      { ...base, ...KNOWN.editable, status: 'confirmed', transportart: 'sitzend' },
      { ...base, ...KNOWN.menu, status: 'pending', abholadresse: 'Probegasse 5, 61440 Oberursel (Taunus)' },
    ]);
  });
}
