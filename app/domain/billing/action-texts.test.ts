// The answer to "Fahrt abschließen" (issue 37): it says the ride was completed in the office and never calls
// a ride billable that billing's checks still refuse; what is missing is billing's own message.
import { describe, expect, it } from 'vitest';
import { officeCompletionText, packageDialogText } from './action-texts';
import { legBillingProblems, type LegCheckFacts } from './billing-checks';

const facts = (over: Partial<LegCheckFacts>): LegCheckFacts => ({
  legId: 'leg-1',
  payer: 'krankenkasse',
  bookingNumber: 'KF-2026-00001',
  bookingArchived: false,
  patientId: 'p-1',
  insuranceNumber: 'A123456780',
  km: 12.5,
  rule: { ik: '109519005' },
  prescription: {
    ausstellungsdatum: '2026-11-01',
    arztName: 'Dr. Weber',
    lanr: '123456601',
    bsnr: '123456700',
    ordersThisLeg: true,
  },
  approvalBadge: null,
  hasSignature: true,
  hasPaperProof: false,
  ...over,
});

describe('officeCompletionText', () => {
  it.each([
    [
      'billable, with the scan',
      'hin' as const,
      true,
      facts({ hasSignature: false, hasPaperProof: true }),
      'KF-2026-00001, Hinfahrt: Fahrt im Büro abgeschlossen, Transportschein gespeichert. Die Fahrt steht jetzt zur Abrechnung bereit.',
    ],
    [
      'billable, no scan (the touch signature)',
      'rueck' as const,
      false,
      facts({}),
      'KF-2026-00001, Rückfahrt: Fahrt im Büro abgeschlossen. Die Fahrt steht jetzt zur Abrechnung bereit.',
    ],
    [
      'the price rule without IK',
      'hin' as const,
      true,
      facts({ rule: { ik: null }, hasPaperProof: true }),
      'KF-2026-00001, Hinfahrt: Fahrt im Büro abgeschlossen, Transportschein gespeichert. Noch nicht abrechenbar: In der Preisregel fehlt das IK der Krankenkasse.',
    ],
    [
      'no patient and no signature',
      'hin' as const,
      false,
      facts({ patientId: null, hasSignature: false }),
      'KF-2026-00001, Hinfahrt: Fahrt im Büro abgeschlossen. Noch nicht abrechenbar: Die Buchung ist keinem Patienten zugeordnet. Die Unterschrift des Patienten für diese Fahrt fehlt (in der Fahrer-App oder auf dem Transportschein).',
    ],
  ])('%s', (_case, kind, paperProof, checked, expected) => {
    const text = officeCompletionText({
      bookingNumber: 'KF-2026-00001',
      kind,
      paperProof,
      billingProblems: legBillingProblems(checked),
    });
    expect(text).toBe(expected);
  });
});

describe('packageDialogText', () => {
  const tail = ' Die Buchungen werden als „Abgerechnet“ markiert; das Paket kann danach nicht mehr geändert werden.';
  const files = ' in das Paket (CSV, Sammelliste als PDF, ZIP mit Verordnungen und Unterschriften).';
  it.each([
    [1, 0, `1 abrechnungsbereite Fahrt von AOK Hessen im Oktober 2026 kommt${files}${tail}`],
    [2, 0, `2 abrechnungsbereite Fahrten von AOK Hessen im Oktober 2026 kommen${files}${tail}`],
    [
      1,
      1,
      `1 abrechnungsbereite Fahrt von AOK Hessen im Oktober 2026 kommt${files} Dazu die vorgemerkte Korrektur früherer Monatspakete.${tail}`,
    ],
    [
      12,
      3,
      `12 abrechnungsbereite Fahrten von AOK Hessen im Oktober 2026 kommen${files} Dazu die 3 vorgemerkten Korrekturen früherer Monatspakete.${tail}`,
    ],
  ])('%i rides, %i corrections', (ready, corrections, expected) => {
    expect(packageDialogText({ ready, kasse: 'AOK Hessen', month: '2026-10', corrections })).toBe(expected);
  });
});
