// The one PDF text writer (issue 39): names in every script DejaVu Sans has read back in logical order,
// Arabic laid out in its joined forms, only the glyphs used embedded, right alignment and ellipsis as pdfkit
// had them, and what no font has shown as "□" (never a silent "?").
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfText as readText, pdfTextItems } from '../../../tests/support/pdf-text';
import { pdfText, pdfUnprintableCheck, type PdfText } from './pdf-text.server';

async function pdfOf(draw: (text: PdfText, doc: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  draw(await pdfText(doc), doc);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

const NAMES = [
  'محمد الأحمد',
  'علاء سلامة',
  'שרה כהן',
  'Пётр Иванов',
  'Γιώργος Παπαδόπουλος',
  'Müller-Lüdenscheidt ß',
  'Łódź Müller',
];

describe('the PDF text writer', () => {
  it('prints every name so that it reads back exactly, one line each', async () => {
    const bytes = await pdfOf((text) => {
      for (const name of NAMES) text.write(name, { x: 50, width: 400, size: 10 });
    });
    expect((await readText(bytes)).split('\n').map((line) => line.replace(/\s+/g, ' '))).toEqual(NAMES);
  });

  it('embeds the joined Arabic forms (initial, medial, final, lam-alef), not the isolated letters', async () => {
    const dejavu = fontkit.create(
      await import('node:fs/promises').then((fs) =>
        fs.readFile(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      ),
    ) as fontkit.Font;
    const glyph = (char: string) => dejavu.glyphForCodePoint(char.codePointAt(0)!).id;
    let embedded: number[] = [];
    await pdfOf((text, doc) => {
      text.write('محمد سلامة', { x: 50, width: 400, size: 10 });
      // pdfkit's subset of DejaVu Sans: the original glyph ids it embeds.
      doc.font('KF-DejaVuSans');
      embedded = (doc as unknown as { _font: { subset: { glyphs: number[] } } })._font.subset.glyphs;
    });
    // Arabic Presentation Forms-B name the joined shapes: meem initial/medial, hah medial, dal final, seen
    // initial, lam-alef final, teh marbuta final.
    for (const form of ['\ufee3', '\ufee4', '\ufea4', '\ufeaa', '\ufeb3', '\ufefc', '\ufe94'])
      expect(embedded).toContain(glyph(form));
    for (const isolated of 'محدسلامة') expect(embedded).not.toContain(glyph(isolated));
  });

  it('keeps a German document small: nothing embedded for Latin-1, a few kB for other scripts', async () => {
    const german = await pdfOf((text) => text.write('Müller-Lüdenscheidt ß, 49,00 €', { x: 50, width: 400, size: 10 }));
    expect(Buffer.from(german).includes('FontFile2')).toBe(false);
    expect(german.byteLength).toBeLessThan(3_000);
    const mixed = await pdfOf((text) => {
      for (const name of NAMES) text.write(name, { x: 50, width: 400, size: 10, style: 'bold' });
    });
    expect(Buffer.from(mixed).includes('FontFile2')).toBe(true);
    expect(mixed.byteLength).toBeLessThan(25_000);
  });

  it('aligns right within the width, mixed scripts included, and wraps long text', async () => {
    const items = await pdfTextItems(
      await pdfOf((text) => {
        text.write('Rechnung an محمد', { x: 50, y: 100, width: 300, size: 10, align: 'right' });
        text.write('eins zwei drei vier fünf sechs sieben acht neun zehn', { x: 50, y: 200, width: 80, size: 10 });
      }),
    );
    const line = items.filter((item) => Math.abs(item.y - items[0]!.y) < 1);
    expect(Math.max(...line.map((item) => item.x + item.width))).toBeCloseTo(350, 0);
    const wrapped = items.filter((item) => item.y < items[0]!.y - 50);
    expect(new Set(wrapped.map((item) => item.y)).size).toBeGreaterThan(2);
    for (const item of wrapped) expect(item.x + item.width).toBeLessThanOrEqual(130.5);
  });

  it('cuts text to a height with an ellipsis, and shows what no font has as "□"', async () => {
    const text = await readText(
      await pdfOf((writer) => {
        writer.write('eins zwei drei vier fünf sechs sieben', { x: 50, width: 60, size: 10, maxHeight: 24 });
        writer.write('王小明, Müller 🚑', { x: 50, width: 400, size: 10 });
      }),
    );
    // "drei vier fünf" fits the 60 pt, "drei vier fünf…" does not: characters come off until the ellipsis fits.
    expect(text.split('\n').map((line) => line.replace(/\s+/g, ' '))).toEqual([
      'eins zwei',
      'drei vier fü…',
      '□□□, Müller □',
    ]);
  });

  it('tells which characters no font has', async () => {
    const unprintable = await pdfUnprintableCheck();
    expect(unprintable('محمد Пётр שרה Ελλάδα Müller ß 😀')).toEqual([]);
    expect(unprintable('王小明 🚑')).toEqual(['王', '小', '明', '🚑']);
  });
});
