// The files of a monthly package (issue 21): the CSV (csv-stringify, columns in
// app/domain/billing/package-csv.ts), the corrections' CSV (package-correction.ts, decision 251), the PDF
// collective list (pdfkit) and the ZIP (fflate) holding them plus the prescription scans, signatures and
// Transportscheine. Built in memory; exports.server.ts stores them.
import { stringify } from 'csv-stringify/sync';
import { zipSync } from 'fflate';
import { company } from '#app/company';
import { berlinDate } from '#app/domain/berlin-time';
import { formatGermanMonth } from '#app/domain/calendar-days';
import { formatGermanDate } from '#app/domain/german-date';
import {
  PACKAGE_COLUMNS,
  PACKAGE_NUMBER_COLUMNS,
  packageCsvRecord,
  type PackageLeg,
} from '#app/domain/billing/package-csv';
import {
  CORRECTION_COLUMNS,
  CORRECTION_NUMBER_COLUMNS,
  correctionArt,
  correctionCsvRecord,
  forderungCents,
  type CorrectionLine,
} from '#app/domain/billing/package-correction';
import { formatEuro } from '#app/domain/pricing/money';
import { spreadsheetTable } from '#app/domain/text/formula-start';
import { placeRow } from '#app/domain/billing/table-rows';
import { pdfText } from '#app/server/pdf/pdf-text.server';
import { LEG_KIND_LABELS } from '#app/domain/rides/legs';

export type PackageHeader = {
  krankenkasse: string;
  kostentraegerIk: string;
  leistungserbringerIk: string;
  monat: string;
  createdAt: Date;
  createdBy: string;
};

/**
 * Every CSV the product writes: UTF-8 with BOM, semicolons, CRLF line ends, every field quoted when needed,
 * and every cell inert for spreadsheet programs (no formula from a patient's or doctor's name, issue 39).
 */
function germanCsv(
  header: readonly string[],
  numberColumns: ReadonlySet<string>,
  records: readonly (readonly string[])[],
): Uint8Array {
  return new TextEncoder().encode(
    stringify(spreadsheetTable(header, numberColumns, records), {
      delimiter: ';',
      record_delimiter: '\r\n',
      bom: true,
    }),
  );
}

export function packageCsv(legs: readonly PackageLeg[]): Uint8Array {
  return germanCsv(PACKAGE_COLUMNS, PACKAGE_NUMBER_COLUMNS, legs.map(packageCsvRecord));
}

export function correctionsCsv(lines: readonly CorrectionLine[]): Uint8Array {
  return germanCsv(CORRECTION_COLUMNS, CORRECTION_NUMBER_COLUMNS, lines.map(correctionCsvRecord));
}

type Column<T> = { title: string; width: number; align?: 'left' | 'right'; value: (row: T) => string };

const kmText = (km: number | null) => (km === null ? '–' : String(km).replace('.', ','));

const CORRECTION_PDF_COLUMNS: Column<CorrectionLine>[] = [
  { title: 'Datum', width: 58, value: (l) => formatGermanDate(l.datum) },
  { title: 'Buchung', width: 78, value: (l) => l.bookingNumber },
  { title: 'Fahrt', width: 52, value: (l) => LEG_KIND_LABELS[l.kind] },
  { title: 'Patient', width: 120, value: (l) => `${l.nachname}, ${l.vorname}` },
  { title: 'Abgerechnet', width: 58, value: (l) => formatGermanMonth(l.billedMonat) },
  { title: 'Art', width: 50, value: (l) => correctionArt(l) },
  // Two columns, not "a → b": narrow columns read better.
  { title: 'km bisher', width: 31, align: 'right', value: (l) => kmText(l.vorher.km) },
  { title: 'neu', width: 31, align: 'right', value: (l) => kmText(l.neu.km) },
  { title: 'Forderung bisher', width: 72, align: 'right', value: (l) => formatEuro(forderungCents(l.vorher)) },
  { title: 'Forderung neu', width: 72, align: 'right', value: (l) => formatEuro(forderungCents(l.neu)) },
  {
    title: 'Differenz',
    width: 62,
    align: 'right',
    value: (l) => formatEuro(forderungCents(l.neu) - forderungCents(l.vorher)),
  },
  { title: 'Grund', width: 86, value: (l) => l.grund },
];

const COLUMNS: Column<PackageLeg>[] = [
  { title: 'Datum', width: 58, value: (l) => formatGermanDate(l.datum) },
  { title: 'Buchung', width: 78, value: (l) => l.bookingNumber },
  { title: 'Fahrt', width: 52, value: (l) => LEG_KIND_LABELS[l.kind] },
  { title: 'Patient', width: 130, value: (l) => `${l.nachname}, ${l.vorname}` },
  { title: 'Versichertennr.', width: 80, value: (l) => l.versichertennummer ?? '' },
  { title: 'Genehmigung', width: 80, value: (l) => l.genehmigungsnummer ?? '' },
  { title: 'km', width: 40, align: 'right', value: (l) => String(l.km).replace('.', ',') },
  {
    title: 'Wartez.',
    width: 40,
    align: 'right',
    value: (l) => (l.wartezeitMinuten ? `${l.wartezeitMinuten} Min.` : ''),
  },
  { title: 'Betrag', width: 62, align: 'right', value: (l) => formatEuro(l.totalCents) },
  { title: 'Zuzahlung', width: 58, align: 'right', value: (l) => formatEuro(l.coPaymentCents) },
  { title: 'Forderung', width: 62, align: 'right', value: (l) => formatEuro(l.totalCents - l.coPaymentCents) },
  { title: 'USt', width: 30, align: 'right', value: (l) => `${l.vatRate} %` },
];

/**
 * The collective list (Sammelliste) as a PDF: A4 landscape, one line per leg, totals; then the corrections
 * of rides in earlier packages with their difference, and the claim of the whole package. Text goes through
 * the one PDF text writer: a name in a script no embedded font has is printed with "□" for those characters
 * (the list has no number to protect; the CSV carries the name in full; decision 260).
 */
export async function packagePdf(
  header: PackageHeader,
  legs: readonly PackageLeg[],
  corrections: readonly CorrectionLine[] = [],
): Promise<Uint8Array> {
  // Loaded on the first PDF, not with the server (decision 114).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: {
      Title: `Sammelliste ${header.krankenkasse} ${formatGermanMonth(header.monat)}`,
      Author: company.name,
      Producer: company.name,
      Creator: company.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('error', reject);
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
  });
  const text = await pdfText(doc);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const line = (content: string, size: number, style: 'regular' | 'bold' = 'regular') =>
    text.write(content, { x: left, width, size, style });
  line('Sammelliste Krankenfahrten', 15, 'bold');
  line(
    `Leistungserbringer: ${company.name}, ${company.address.street}, ${company.address.postalCode} ${company.address.city}, IK ${header.leistungserbringerIk}`,
    9.5,
  );
  line(`Kostenträger: ${header.krankenkasse}, IK ${header.kostentraegerIk}`, 9.5);
  line(`Abrechnungsmonat: ${formatGermanMonth(header.monat)}`, 9.5);
  const counts = [
    `${legs.length} ${legs.length === 1 ? 'Fahrt' : 'Fahrten'}`,
    ...(corrections.length ? [`${corrections.length} ${corrections.length === 1 ? 'Korrektur' : 'Korrekturen'}`] : []),
  ];
  line(
    `Erstellt am ${formatGermanDate(berlinDate(header.createdAt))} von ${header.createdBy}; ${counts.join(', ')}`,
    9.5,
  );
  doc.moveDown(0.8);

  // A long name wraps inside its row, and the row grows (placeRow): it never runs over the next rows.
  const page = { top: doc.page.margins.top, bottom: doc.page.height - doc.page.margins.bottom };
  const drawRow = <T>(columns: readonly Column<T>[], cells: string[], bold: boolean) => {
    const style = bold ? 'bold' : 'regular';
    const options = (column: Column<T>) =>
      ({ width: column.width - 4, align: column.align ?? 'left', size: 8, style }) as const;
    const measured = Math.max(...columns.map((column, index) => text.heightOf(cells[index] ?? '', options(column))));
    // 15 pt rows as before for one line (8 pt text, 9.25 pt line height).
    const row = placeRow(doc.y, measured, page, 15, 15 - doc.currentLineHeight(true));
    if (row.newPage) doc.addPage();
    let x = left;
    columns.forEach((column, index) => {
      // +1: rounding must not cost the last line of a row that fits.
      text.write(cells[index] ?? '', { ...options(column), x, y: row.y, maxHeight: row.textHeight + 1 });
      x += column.width;
    });
    doc.x = left;
    doc.y = row.nextY;
  };
  const total = legs.reduce((sum, l) => sum + l.totalCents, 0);
  const coPay = legs.reduce((sum, l) => sum + l.coPaymentCents, 0);
  if (legs.length) {
    drawRow(
      COLUMNS,
      COLUMNS.map((c) => c.title),
      true,
    );
    for (const leg of legs)
      drawRow(
        COLUMNS,
        COLUMNS.map((c) => c.value(leg)),
        false,
      );
    doc.moveDown(0.8);
    line(`Summe Fahrpreise: ${formatEuro(total)}`, 10, 'bold');
    line(`Summe Zuzahlungen: ${formatEuro(coPay)}`, 10, 'bold');
    line(`Forderung an ${header.krankenkasse}: ${formatEuro(total - coPay)}`, 10, 'bold');
    for (const rate of [...new Set(legs.map((l) => l.vatRate))].sort((a, b) => b - a)) {
      const vat = legs.filter((l) => l.vatRate === rate).reduce((sum, l) => sum + l.vatCents, 0);
      line(
        rate === 0
          ? 'Steuerfrei nach § 4 Nr. 17 Buchst. b UStG'
          : `Enthaltene Umsatzsteuer ${rate} %: ${formatEuro(vat)}`,
        9,
      );
    }
  }
  if (corrections.length) {
    const difference = corrections.reduce((sum, l) => sum + forderungCents(l.neu) - forderungCents(l.vorher), 0);
    doc.moveDown(1);
    line('Korrekturen zu früheren Monatspaketen', 11, 'bold');
    doc.moveDown(0.4);
    drawRow(
      CORRECTION_PDF_COLUMNS,
      CORRECTION_PDF_COLUMNS.map((c) => c.title),
      true,
    );
    for (const correction of corrections)
      drawRow(
        CORRECTION_PDF_COLUMNS,
        CORRECTION_PDF_COLUMNS.map((c) => c.value(correction)),
        false,
      );
    doc.moveDown(0.8);
    line(`Summe der Korrekturen: ${formatEuro(difference)}`, 10, 'bold');
    line(`Forderung des Pakets einschließlich Korrekturen: ${formatEuro(total - coPay + difference)}`, 10, 'bold');
  }
  doc.end();
  return done;
}

export type ZipEntry = { path: string; bytes: Uint8Array };

/** The ZIP of the package; entries keep their order, names are the paths given. */
export function packageZip(entries: readonly ZipEntry[]): Uint8Array {
  return zipSync(Object.fromEntries(entries.map((entry) => [entry.path, entry.bytes])), { level: 6 });
}
