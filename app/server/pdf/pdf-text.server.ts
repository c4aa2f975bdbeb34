// The one way text goes into the product's PDFs (invoices, receipts, Stornos, the Sammelliste; issue 39).
// Latin text keeps the standard Helvetica (WinAnsi: German umlauts, ß, €), so German documents look and
// weigh as before; every other script that DejaVu Sans has (Latin Extended, Greek, Cyrillic, Hebrew,
// Arabic, many symbols) is printed in DejaVu Sans, embedded and subset by pdfkit (only the glyphs used).
// Right-to-left words are laid out by fontkit (Arabic joined through the font's GSUB) and placed by the
// bidi algorithm (app/domain/pdf/text-layout.ts). What no font has (e.g. Chinese) is refused before an
// invoice is numbered (`pdfUnprintableCheck`) or drawn as "□" (the Sammelliste), never as a silent "?".
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type PDFKit from 'pdfkit';
import {
  limitLines,
  replaceUnprintable,
  unprintableCharacters,
  visualPieces,
  wrapLines,
  fontRuns,
  type Covers,
} from '#app/domain/pdf/text-layout';

export type PdfTextStyle = 'regular' | 'bold';

export type PdfTextOptions = {
  size: number;
  style?: PdfTextStyle;
  /** The width lines wrap at. */
  width: number;
  align?: 'left' | 'right' | 'center';
  /** Where the text starts; the document's current position when left out. */
  x?: number;
  y?: number;
  /** At most this high: the lines beyond it are left out and the last one ends in "…". */
  maxHeight?: number;
};

const STANDARD: Record<PdfTextStyle, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const EMBEDDED: Record<PdfTextStyle, { name: string; file: string }> = {
  regular: { name: 'KF-DejaVuSans', file: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf' },
  bold: { name: 'KF-DejaVuSans-Bold', file: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' },
};

const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((char) => char.codePointAt(0)!));
/** What Helvetica prints in pdfkit's WinAnsi encoding: printable Latin-1 and the WinAnsi extras. */
const helvetica: Covers = (codePoint) =>
  (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || WIN_ANSI_EXTRA.has(codePoint);

type LoadedFonts = {
  bytes: Record<PdfTextStyle, Buffer>;
  /** The fonts of each style, in the order they are tried. */
  covers: Record<PdfTextStyle, Covers[]>;
  /** What counts as printable in any style. */
  printable: Covers[];
};
let loading: Promise<LoadedFonts> | null = null;

/** The DejaVu files, read at the first PDF (decision 114: PDF code stays out of idle memory). */
function loadFonts(): Promise<LoadedFonts> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const fontkit = await import('fontkit');
    const [regular, bold] = await Promise.all([
      readFile(require.resolve(EMBEDDED.regular.file)),
      readFile(require.resolve(EMBEDDED.bold.file)),
    ]);
    const coverage = (bytes: Buffer): Covers => {
      const font = fontkit.create(bytes);
      if (!('hasGlyphForCodePoint' in font)) throw new Error('DejaVu Sans: a font collection, not a font');
      return (codePoint) => font.hasGlyphForCodePoint(codePoint);
    };
    const embeddedRegular = coverage(regular);
    const embeddedBold = coverage(bold);
    // A character counts as printable only when both styles have it: any text may be set in bold.
    const both: Covers = (codePoint) => embeddedRegular(codePoint) && embeddedBold(codePoint);
    return {
      bytes: { regular, bold },
      covers: { regular: [helvetica, embeddedRegular], bold: [helvetica, embeddedBold] },
      printable: [helvetica, both],
    };
  })();
  return loading;
}

/** The check of what the PDFs cannot print: the characters of a text no font has (each once). */
export async function pdfUnprintableCheck(): Promise<(text: string) => string[]> {
  const { printable } = await loadFonts();
  return (text) => unprintableCharacters(text, printable);
}

/** pdfkit's font object behind the current font: its ascender, and for an embedded font its subset. */
type PdfkitFont = {
  ascender: number;
  unicode?: (number[] | undefined)[];
  subset?: { includeGlyph(id: number): number };
  layout?: (text: string) => { glyphs: { id: number; codePoints: number[] }[] };
};
const currentFont = (doc: PDFKit.PDFDocument) => (doc as unknown as { _font: PdfkitFont })._font;

/**
 * A right-to-left word is drawn right to left, so a PDF reader reads its glyphs backwards: a ligature
 * (Arabic lam-alef) whose text is stored in logical order would read back swapped ("ال" for "لا"). Its
 * ToUnicode text is therefore stored in drawing order, so it reads back in logical order.
 */
function storeRtlLigatures(doc: PDFKit.PDFDocument, word: string): void {
  const font = currentFont(doc);
  if (!font.layout || !font.subset || !font.unicode) return;
  for (const glyph of font.layout(word).glyphs) {
    if (glyph.codePoints.length < 2) continue;
    const id = font.subset.includeGlyph(glyph.id);
    font.unicode[id] ??= [...glyph.codePoints].reverse();
  }
}

/** Puts text into one PDF document: create it once per document with `pdfText(doc)`. */
export class PdfText {
  /** The lines of the texts wrapped so far in this document, by style, size, width and text. */
  private readonly wrapped = new Map<string, string[]>();

  private constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: LoadedFonts,
  ) {}

  static async for(doc: PDFKit.PDFDocument): Promise<PdfText> {
    const fonts = await loadFonts();
    doc.registerFont(EMBEDDED.regular.name, fonts.bytes.regular);
    doc.registerFont(EMBEDDED.bold.name, fonts.bytes.bold);
    return new PdfText(doc, fonts);
  }

  private useFont(style: PdfTextStyle, font: number, size: number): void {
    this.doc.font(font === 0 ? STANDARD[style] : EMBEDDED[style].name).fontSize(size);
  }

  private width(text: string, style: PdfTextStyle, size: number): number {
    let width = 0;
    for (const run of fontRuns(text, this.fonts.covers[style])) {
      this.useFont(style, run.font, size);
      width += this.doc.widthOfString(run.text);
    }
    return width;
  }

  /** The lines `text` takes, the characters no font has shown as "□". */
  private lines(text: string, options: PdfTextOptions): { lines: string[]; lineHeight: number } {
    const style = options.style ?? 'regular';
    const covers = this.fonts.covers[style];
    this.useFont(style, 0, options.size);
    const lineHeight = this.doc.currentLineHeight(true);
    if (!text) return { lines: [], lineHeight };
    const measure = (line: string) => this.width(line, style, options.size);
    // A table measures each cell before it draws it: the wrapping is done once.
    const key = `${style} ${options.size} ${options.width} ${text}`;
    const wrapped = this.wrapped.get(key) ?? wrapLines(replaceUnprintable(text, covers), options.width, measure);
    this.wrapped.set(key, wrapped);
    let lines = wrapped;
    if (options.maxHeight !== undefined)
      lines = limitLines(lines, Math.floor(options.maxHeight / lineHeight), options.width, measure);
    return { lines, lineHeight };
  }

  /** How high `text` is when written with these options (as `write` draws it). */
  heightOf(text: string, options: PdfTextOptions): number {
    const { lines, lineHeight } = this.lines(text, options);
    this.useFont(options.style ?? 'regular', 0, options.size);
    return lines.length * lineHeight;
  }

  /**
   * Writes `text` wrapped within `width` at (x, y) or the current position, like pdfkit's `text`: the
   * position moves below it and the document keeps the style's standard font and size.
   */
  write(text: string, options: PdfTextOptions): this {
    const { doc } = this;
    const style = options.style ?? 'regular';
    const size = options.size;
    const x = options.x ?? doc.x;
    const y = options.y ?? doc.y;
    const { lines, lineHeight } = this.lines(text, options);
    this.useFont(style, 0, size);
    const baseline = currentFont(doc).ascender;
    lines.forEach((line, index) => {
      const pieces = visualPieces(line, this.fonts.covers[style]).map((piece) => ({
        ...piece,
        width: this.width(piece.text, style, size),
      }));
      const lineWidth = pieces.reduce((sum, piece) => sum + piece.width, 0);
      const align = options.align ?? 'left';
      let left =
        x + (align === 'right' ? options.width - lineWidth : align === 'center' ? (options.width - lineWidth) / 2 : 0);
      const placed = pieces.map((piece) => {
        const at = left;
        left += piece.width;
        return { ...piece, at };
      });
      // Drawn in logical order at their visual places: the PDF's text reads back in logical order.
      for (const piece of placed.sort((a, b) => a.logical - b.logical)) {
        if (piece.blank) continue;
        this.useFont(style, piece.font, size);
        if (piece.rtl) storeRtlLigatures(doc, piece.text);
        // pdfkit sets a line's top at its font's ascender: every font of a line sits on Helvetica's baseline.
        const top = y + index * lineHeight + ((baseline - currentFont(doc).ascender) / 1000) * size;
        doc.text(piece.text, piece.at, top, { lineBreak: false });
      }
    });
    this.useFont(style, 0, size);
    doc.x = x;
    doc.y = y + lines.length * lineHeight;
    return this;
  }
}

/** The text writer of one PDF document (registers the embedded fonts in it). */
export const pdfText = (doc: PDFKit.PDFDocument): Promise<PdfText> => PdfText.for(doc);
