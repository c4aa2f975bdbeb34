// Draws an invoice document (app/domain/invoices/invoice-document.ts) as a PDF with pdfkit: A4, issuer and
// recipient, the facts block, the lines, the totals per rate, the notes and the footer. Every text goes
// through the one PDF text writer (app/server/pdf/pdf-text.server.ts: Helvetica for Latin, embedded DejaVu
// Sans for other scripts, right-to-left text laid out); the invoice's texts were checked to be printable
// before its number was taken (invoices.server.ts).
import type { InvoiceDocument } from '#app/domain/invoices/invoice-document';
import { pdfText } from '#app/server/pdf/pdf-text.server';

export async function renderInvoicePdf(
  doc: InvoiceDocument,
  meta: { nummer: string; createdAt: Date },
): Promise<Buffer> {
  // Loaded on the first PDF, not with the server: pdfkit and its fonts stay out of idle memory (decision 114).
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 60, left: 56, right: 56 },
    info: { Title: `${doc.title} ${meta.nummer}`, Author: doc.issuerLines[0] ?? '', CreationDate: meta.createdAt },
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
  const text = await pdfText(pdf);

  // Issuer (top right) and recipient (address field, left).
  text.write(doc.issuerLines[0] ?? '', { x: left, y: 50, width, align: 'right', style: 'bold', size: 14 });
  text.write(doc.issuerLines.slice(1).join('\n'), { width, align: 'right', size: 9 });

  pdf.fillColor('#555555');
  text.write(`${doc.issuerLines[0]} · ${doc.issuerLines[2]} · ${doc.issuerLines[3]}`, {
    x: left,
    y: 140,
    width: 260,
    size: 7,
  });
  pdf.fillColor('#000000');
  text.write(doc.recipientLines.join('\n'), { x: left, y: 152, width: 260, size: 10 });

  // Facts (right column).
  let y = 140;
  for (const fact of doc.facts) {
    text.write(`${fact.label}:`, { x: left + 270, y, width: 115, size: 9 });
    text.write(fact.value, { x: left + 385, y, width: width - 385, style: 'bold', size: 9 });
    y = Math.max(pdf.y, y + 13);
  }

  y = Math.max(y, 240) + 10;
  text.write(doc.title, { x: left, y, width, style: 'bold', size: 16 });
  if (doc.intro) {
    pdf.font('Helvetica').fontSize(10).moveDown(0.5);
    text.write(doc.intro, { width, size: 10 });
  }

  // Lines.
  const cols = [
    { key: 'position', label: 'Pos.', x: 0, w: 28, align: 'left' },
    { key: 'datum', label: 'Datum', x: 28, w: 62, align: 'left' },
    { key: 'leistung', label: 'Menge und Art der Leistung', x: 90, w: 270, align: 'left' },
    { key: 'ust', label: 'USt', x: 364, w: 55, align: 'right' },
    { key: 'betrag', label: 'Betrag (brutto)', x: 419, w: width - 419, align: 'right' },
  ] as const;
  y = pdf.y + 14;
  for (const col of cols)
    text.write(col.label, { x: left + col.x, y, width: col.w, align: col.align, style: 'bold', size: 9 });
  y = pdf.y + 4;
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .stroke();
  y += 5;
  for (const row of doc.rows) {
    const height = Math.max(...cols.map((col) => text.heightOf(row[col.key], { width: col.w, size: 9 })));
    if (y + height > pdf.page.height - pdf.page.margins.bottom - 20) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
    for (const col of cols) text.write(row[col.key], { x: left + col.x, y, width: col.w, align: col.align, size: 9 });
    y += height + 6;
  }
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 8;

  // Totals.
  for (const total of doc.totals) {
    if (y > pdf.page.height - pdf.page.margins.bottom - 30) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
    const style = total.strong ? 'bold' : 'regular';
    const size = total.strong ? 11 : 9;
    text.write(total.label, { x: left + 240, y, width: 180, style, size });
    text.write(total.value, { x: left + 419, y, width: width - 419, align: 'right', style, size });
    y = pdf.y + 4;
  }

  pdf.x = left;
  pdf.y = y + 10;
  for (const note of doc.notes) {
    text.write(note, { x: left, width, size: 9 });
    pdf.moveDown(0.4);
  }

  pdf.moveDown(1).fillColor('#555555');
  for (const line of doc.footer) text.write(line, { x: left, width, align: 'center', size: 7 });

  pdf.end();
  return done;
}
