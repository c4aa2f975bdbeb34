// How a text goes into a PDF with several fonts (issue 39): which font prints which characters, where a
// line wraps, and in which order the pieces of a mixed left-to-right / right-to-left line stand (the
// Unicode Bidirectional Algorithm of bidi-js). Pure: the fonts are given as "has a glyph for this code
// point" tests, widths by a measuring function; app/server/pdf/pdf-text.server.ts draws the result.
import bidiFactory from 'bidi-js';

/** Whether a font has a glyph for a code point. */
export type Covers = (codePoint: number) => boolean;

let bidiInstance: ReturnType<typeof bidiFactory> | null = null;
/** bidi-js builds its tables when called: once, at the first text that needs them. */
const bidi = () => (bidiInstance ??= bidiFactory());

const isSpace = (char: string) => /\s/u.test(char);

/** The characters (code points) of `text` that no font of `fonts` has, each once, in order of appearance. */
export function unprintableCharacters(text: string, fonts: readonly Covers[]): string[] {
  const missing = new Set<string>();
  for (const char of text.replace(/\r?\n/g, '')) {
    const codePoint = char.codePointAt(0)!;
    if (!fonts.some((covers) => covers(codePoint))) missing.add(char);
  }
  return [...missing];
}

/** `text` with every character no font has replaced by `replacement` (which a font must have). */
export function replaceUnprintable(text: string, fonts: readonly Covers[], replacement = '□'): string {
  const missing = new Set(unprintableCharacters(text, fonts));
  return missing.size ? [...text].map((char) => (missing.has(char) ? replacement : char)).join('') : text;
}

/**
 * The font of every UTF-16 unit of `text` (an index into `fonts`): a word goes whole into the first font
 * that has all its characters (so a word never changes its typeface halfway), a word no font has whole
 * takes each character's first font; spaces stay in the font before them. A character no font has gets
 * the first font (callers replace or refuse such characters first).
 */
export function fontOfUnits(text: string, fonts: readonly Covers[]): number[] {
  const units: number[] = [];
  const firstFont = (chars: readonly string[]) =>
    fonts.findIndex((covers) => chars.every((char) => covers(char.codePointAt(0)!)));
  for (const token of text.match(/\s+|\S+/gu) ?? []) {
    const chars = [...token];
    if (isSpace(chars[0]!)) {
      const previous = units[units.length - 1];
      const keep = previous !== undefined && chars.every((char) => fonts[previous]!(char.codePointAt(0)!));
      const font = keep ? previous : firstFont(chars);
      for (const char of chars) units.push(...Array<number>(char.length).fill(Math.max(font, 0)));
      continue;
    }
    const whole = firstFont(chars);
    for (const char of chars) {
      const font = whole >= 0 ? whole : Math.max(firstFont([char]), 0);
      units.push(...Array<number>(char.length).fill(font));
    }
  }
  return units;
}

/** Whether the first font has every character of `text`. */
const inFirstFont = (text: string, fonts: readonly Covers[]) => {
  for (let index = 0; index < text.length; index++) if (!fonts[0]!(text.charCodeAt(index))) return false;
  return true;
};

/** Same-font stretches of `text`, in logical order: what a width is measured over. */
export function fontRuns(text: string, fonts: readonly Covers[]): { text: string; font: number }[] {
  if (inFirstFont(text, fonts)) return text ? [{ text, font: 0 }] : [];
  const units = fontOfUnits(text, fonts);
  const runs: { text: string; font: number }[] = [];
  let start = 0;
  for (let index = 1; index <= text.length; index++) {
    if (index === text.length || units[index] !== units[start]) {
      runs.push({ text: text.slice(start, index), font: units[start]! });
      start = index;
    }
  }
  return runs;
}

/** Break opportunities: after spaces and after a hyphen inside a word ("Müller-|Lüdenscheidt"). */
const breakTokens = (paragraph: string) => paragraph.split(/(?<=\s)(?=\S)|(?<=\S-)(?=[^\s-])/u);

/** Characters with their combining marks (variation selectors among them) and format characters (joiners): never split inside. */
const clusters = (text: string): string[] => text.match(/[^\p{M}\p{Cf}][\p{M}\p{Cf}]*|[\s\S]/gu) ?? [];

/**
 * The lines of `text` within `width`: its own line breaks kept, words wrapped at spaces and hyphens, a word
 * wider than a line broken between characters. `measure` gives a line's width (trailing spaces dropped).
 */
export function wrapLines(text: string, width: number, measure: (line: string) => number): string[] {
  const fits = (line: string) => measure(line.trimEnd()) <= width + 1e-6;
  const lines: string[] = [];
  for (const paragraph of text.replace(/\t/g, ' ').split(/\r?\n/)) {
    let line = '';
    for (const token of breakTokens(paragraph)) {
      if (fits(line + token)) {
        line += token;
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      line = '';
      for (const cluster of fits(token) ? [token] : clusters(token)) {
        if (line && !fits(line + cluster)) {
          lines.push(line.trimEnd());
          line = '';
        }
        line += cluster;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/**
 * The first `maxLines` of `lines`; when some are left over, the last kept one ends in "…" within `width`
 * (characters taken off its end until it fits).
 */
export function limitLines(
  lines: readonly string[],
  maxLines: number,
  width: number,
  measure: (line: string) => number,
): string[] {
  if (lines.length <= maxLines) return [...lines];
  const kept = lines.slice(0, Math.max(maxLines, 1));
  let last = clusters(kept[kept.length - 1]!);
  while (last.length && measure(`${last.join('').trimEnd()}…`) > width) last = last.slice(0, -1);
  kept[kept.length - 1] = `${last.join('').trimEnd()}…`;
  return kept;
}

/** A stretch of one line drawn with one font call. */
export type LinePiece = {
  /** The text to hand to the font: logical order for a right-to-left word (the font's shaper reverses it). */
  text: string;
  font: number;
  /** Right-to-left (an odd bidi level): the shaper lays it out from right to left. */
  rtl: boolean;
  /** Spaces only: measured, not drawn. */
  blank: boolean;
  /** Its place in the logical order: draw in this order so that a PDF's text reads back in logical order. */
  logical: number;
};

/**
 * The pieces of one line, from left to right (UAX #9 with a left-to-right paragraph: the documents are
 * German). A piece has one font and one direction; a right-to-left stretch is cut into words (a font
 * library lays out words one by one, left to right); a right-to-left stretch without right-to-left letters
 * (neutrals only) is reversed here, mirrored characters ("(" ↔ ")") swapped.
 */
export function visualPieces(line: string, fonts: readonly Covers[]): LinePiece[] {
  if (!line) return [];
  // The common case, German text: one piece in the first font (Latin-1 has no right-to-left letter).
  if (inFirstFont(line, fonts) && !/[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u.test(line))
    return [{ text: line, font: 0, rtl: false, blank: !line.trim(), logical: 0 }];
  const { levels } = bidi().getEmbeddingLevels(line, 'ltr');
  const units = fontOfUnits(line, fonts);
  const pieces: (LinePiece & { level: number })[] = [];
  let start = 0;
  const pieceEnds = (index: number) => {
    if (index === line.length) return true;
    if (levels[index] !== levels[start] || units[index] !== units[start]) return true;
    // Right to left: every word and every stretch of spaces on its own.
    return levels[start]! % 2 === 1 && isSpace(line[index]!) !== isSpace(line[start]!);
  };
  for (let index = 1; index <= line.length; index++) {
    // A surrogate pair's second half shares its first half's level and font.
    if (index < line.length && /[\udc00-\udfff]/.test(line[index]!)) continue;
    if (!pieceEnds(index)) continue;
    const text = line.slice(start, index);
    const level = levels[start]!;
    pieces.push({
      text,
      font: units[start]!,
      rtl: level % 2 === 1,
      blank: !text.trim(),
      logical: pieces.length,
      level,
    });
    start = index;
  }
  // L2: from the highest level down to the lowest odd one, reverse every run of pieces at that level or above.
  const highest = Math.max(...pieces.map((piece) => piece.level));
  const lowestOdd = Math.min(...pieces.map((piece) => (piece.level % 2 ? piece.level : piece.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let index = 0; index < pieces.length; index++) {
      if (pieces[index]!.level < level) continue;
      let end = index;
      while (end + 1 < pieces.length && pieces[end + 1]!.level >= level) end++;
      pieces.splice(index, end - index + 1, ...pieces.slice(index, end + 1).reverse());
      index = end;
    }
  }
  return pieces.map(({ level: _level, ...piece }) => {
    if (!piece.rtl) return piece;
    const chars = [...piece.text].map((char) => bidi().getMirroredCharacter(char) ?? char);
    const hasRtlLetters = chars.some((char) => ['R', 'AL'].includes(bidi().getBidiCharTypeName(char)));
    return { ...piece, text: hasRtlLetters ? chars.join('') : chars.reverse().join('') };
  });
}
