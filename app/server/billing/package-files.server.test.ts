// The Sammelliste's rows (issue 39): a very long name wraps inside its row and no text of one row is
// printed over another's. Read back from the PDF with pdfjs, by the position of every text item.
import { describe, expect, it } from 'vitest';
import { pdfText, pdfTextItems, type PdfTextItem } from '../../../tests/support/pdf-text';
import type { PackageLeg } from '#app/domain/billing/package-csv';
import { packagePdf } from './package-files.server';

const leg = (bookingNumber: string, nachname: string, vorname: string): PackageLeg => ({
  leistungserbringerIk: '600612340',
  bookingNumber,
  kind: 'hin',
  nachname,
  vorname,
  geburtsdatum: '1941-03-09',
  versichertennummer: 'A123456780',
  krankenkasse: 'AOK Hessen',
  kostentraegerIk: '105313145',
  verordnungsdatum: null,
  arzt: null,
  lanr: null,
  bsnr: null,
  unfall: 'keiner',
  genehmigungsnummer: null,
  genehmigungsdatum: null,
  abrechnungscode: '46',
  tarifkennzeichen: '06000',
  datum: '2026-10-02',
  uhrzeit: '08:30',
  abgesetztUm: null,
  abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
  zieladresse: 'Markt 1, 60311 Frankfurt am Main',
  km: 12.5,
  wartezeitMinuten: 0,
  lines: [],
  totalCents: 5275,
  coPaymentCents: 528,
  vatRate: 7,
  vatCents: 345,
});

const HEADER = {
  krankenkasse: 'AOK Hessen',
  kostentraegerIk: '105313145',
  leistungserbringerIk: '600612340',
  monat: '2026-10',
  createdAt: new Date('2026-11-02T09:00:00Z'),
  createdBy: 'Berta Buchhaltung',
};

/** Pairs of text items printed over each other: their boxes share width and lie less than a line apart. */
function overprinted(items: readonly PdfTextItem[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [i, a] of items.entries()) {
    for (const b of items.slice(i + 1)) {
      const sameColumn = a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5;
      if (a.page === b.page && sameColumn && Math.abs(a.y - b.y) < Math.min(a.height, b.height))
        pairs.push([a.text, b.text]);
    }
  }
  return pairs;
}

describe('the Sammelliste PDF', () => {
  it('wraps a very long name inside its row: no row overprints another', async () => {
    const longName = leg(
      'KF-2026-00002',
      'Mustermann-Schnarrenberger-Wolfeschlegelsteinhausenbergerdorff von und zu Hohenzollern-Sigmaringen',
      'Erika Maria Theresia Anna Luise Sophie Charlotte Wilhelmine Friederike Auguste Henriette Johanna',
    );
    const legs = [leg('KF-2026-00001', 'Erste', 'Anna'), longName, leg('KF-2026-00003', 'Dritte', 'Berta')];
    const items = await pdfTextItems(await packagePdf(HEADER, legs));

    expect(overprinted(items)).toEqual([]);
    // The long name is printed in full over several lines of its own row, between its neighbours.
    const rowY = (bookingNumber: string) => items.find((i) => i.text === bookingNumber)!.y;
    const nameLines = items.filter(
      (i) => i.y <= rowY('KF-2026-00002') && i.y > rowY('KF-2026-00003') && i.x > 200 && i.x < 350,
    );
    expect(nameLines.length).toBeGreaterThan(1);
    const unspaced = (text: string) => text.replace(/\s+/g, '');
    expect(unspaced(nameLines.map((i) => i.text).join(''))).toBe(unspaced(`${longName.nachname}, ${longName.vorname}`));
    expect(items.find((i) => i.text.startsWith('Dritte'))!.y).toBeLessThan(Math.min(...nameLines.map((i) => i.y)));
  });

  it('prints names in every script DejaVu Sans has, and what no font has as "□" (issue 39, decision 260)', async () => {
    const legs = [
      leg('KF-2026-00001', 'الأحمد', 'محمد'),
      leg('KF-2026-00002', 'כהן', 'שרה'),
      leg('KF-2026-00003', 'Иванов', 'Пётр'),
      leg('KF-2026-00004', 'Müller-Lüdenscheidt', 'Jürgen'),
      leg('KF-2026-00005', '王', '小明'),
    ];
    const rows = (await pdfText(await packagePdf(HEADER, legs))).split('\n').map((row) => row.replace(/\s+/g, ' '));
    const rowOf = (bookingNumber: string) => rows.find((row) => row.includes(bookingNumber));
    expect(rowOf('KF-2026-00001')).toContain('الأحمد, محمد A123456780');
    expect(rowOf('KF-2026-00002')).toContain('כהן, שרה A123456780');
    expect(rowOf('KF-2026-00003')).toContain('Иванов, Пётр A123456780');
    expect(rowOf('KF-2026-00004')).toContain('Müller-Lüdenscheidt, Jürgen A123456780');
    expect(rowOf('KF-2026-00005')).toContain('□, □□ A123456780');
  });

  it('dates the list by the Berlin calendar day it was made (00:30 in Berlin is still the day before in UTC)', async () => {
    const text = await pdfText(
      await packagePdf({ ...HEADER, createdAt: new Date('2026-11-30T23:30:00Z') }, [
        leg('KF-2026-00001', 'Muster', 'Max'),
      ]),
    );
    expect(text).toContain('Erstellt am 01.12.2026 von Berta Buchhaltung');
  });
});
