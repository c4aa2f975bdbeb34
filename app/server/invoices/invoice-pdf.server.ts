// Draws an invoice document (app/domain/invoices/invoice-document.ts) as a PDF with pdfkit: A4, the
// standard Helvetica (WinAnsi: German umlauts, ß and € are fine; characters outside it are replaced),
// issuer and recipient, the facts block, the lines, the totals per rate, the notes and the footer.
import type { InvoiceDocument } from '#app/domain/invoices/invoice-document';

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Text the standard fonts can show: Latin-1 plus the WinAnsi extras; anything else becomes "?". */
export function pdfSafe(text: string): string {
  return text
    .replace(/[→⇒]/g, '->')
    .replace(/[\u2009\u202f]/g, ' ')
    .replace(/./gu, (char) => (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.includes(char) ? char : '?'));
}

export async function renderInvoicePdf(doc: InvoiceDocument, meta: { nummer: string; createdAt: Date }): Promise<Buffer> {
  // Loaded on the first PDF, not with the server: pdfkit and its fonts stay out of idle memory (decision 114).
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 60, left: 56, right: 56 },
    info: { Title: pdfSafe(`${doc.title} ${meta.nummer}`), Author: pdfSafe(doc.issuerLines[0] ?? ''), CreationDate: meta.createdAt },
    // Reproducible bytes for the same input are not needed; the stored file is the original.
    compress: true,
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const t = pdfSafe;

  // Issuer (top right) and recipient (address field, left).
  pdf.font('Helvetica-Bold').fontSize(14).text(t(doc.issuerLines[0] ?? ''), left, 50, { width, align: 'right' });
  pdf.font('Helvetica').fontSize(9).text(t(doc.issuerLines.slice(1).join('\n')), { width, align: 'right' });

  pdf.fontSize(7).fillColor('#555555').text(t(`${doc.issuerLines[0]} · ${doc.issuerLines[2]} · ${doc.issuerLines[3]}`), left, 140, { width: 260 });
  pdf.fillColor('#000000').fontSize(10).text(t(doc.recipientLines.join('\n')), left, 152, { width: 260 });

  // Facts (right column).
  let y = 140;
  for (const fact of doc.facts) {
    pdf.font('Helvetica').fontSize(9).text(t(`${fact.label}:`), left + 270, y, { width: 115 });
    pdf.font('Helvetica-Bold').text(t(fact.value), left + 385, y, { width: width - 385 });
    y = Math.max(pdf.y, y + 13);
  }

  y = Math.max(y, 240) + 10;
  pdf.font('Helvetica-Bold').fontSize(16).text(t(doc.title), left, y, { width });
  if (doc.intro) pdf.font('Helvetica').fontSize(10).moveDown(0.5).text(t(doc.intro), { width });

  // Lines.
  const cols = [
    { key: 'position', label: 'Pos.', x: 0, w: 28, align: 'left' },
    { key: 'datum', label: 'Datum', x: 28, w: 62, align: 'left' },
    { key: 'leistung', label: 'Menge und Art der Leistung', x: 90, w: 270, align: 'left' },
    { key: 'ust', label: 'USt', x: 364, w: 55, align: 'right' },
    { key: 'betrag', label: 'Betrag (brutto)', x: 419, w: width - 419, align: 'right' },
  ] as const;
  y = pdf.y + 14;
  pdf.font('Helvetica-Bold').fontSize(9);
  for (const col of cols) pdf.text(col.label, left + col.x, y, { width: col.w, align: col.align });
  y = pdf.y + 4;
  pdf.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).stroke();
  y += 5;
  pdf.font('Helvetica').fontSize(9);
  for (const row of doc.rows) {
    const height = Math.max(...cols.map((col) => pdf.heightOfString(t(row[col.key]), { width: col.w })));
    if (y + height > pdf.page.height - pdf.page.margins.bottom - 20) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
    for (const col of cols) pdf.text(t(row[col.key]), left + col.x, y, { width: col.w, align: col.align });
    y += height + 6;
  }
  pdf.moveTo(left, y).lineTo(left + width, y).stroke();
  y += 8;

  // Totals.
  for (const total of doc.totals) {
    if (y > pdf.page.height - pdf.page.margins.bottom - 30) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
    pdf.font(total.strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(total.strong ? 11 : 9);
    pdf.text(t(total.label), left + 240, y, { width: 180 });
    pdf.text(t(total.value), left + 419, y, { width: width - 419, align: 'right' });
    y = pdf.y + 4;
  }

  pdf.font('Helvetica').fontSize(9).text('', left, y + 10);
  for (const note of doc.notes) pdf.text(t(note), left, pdf.y, { width }).moveDown(0.4);

  pdf.moveDown(1).fontSize(7).fillColor('#555555');
  for (const line of doc.footer) pdf.text(t(line), left, pdf.y, { width, align: 'center' });

  pdf.end();
  return done;
}
