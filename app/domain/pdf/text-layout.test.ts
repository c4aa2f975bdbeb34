import { describe, expect, it } from 'vitest';
import {
  fontOfUnits,
  fontRuns,
  limitLines,
  replaceUnprintable,
  unprintableCharacters,
  visualPieces,
  wrapLines,
  type Covers,
} from './text-layout';

// Font 0 stands for Helvetica (Latin-1), font 1 for DejaVu Sans (everything but CJK and 🚑).
const latin1: Covers = (cp) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff);
const broad: Covers = (cp) => !(cp >= 0x4e00 && cp <= 0x9fff) && cp !== 0x1f691;
const FONTS = [latin1, broad];
const width = (text: string) => [...text].length;

describe('unprintableCharacters / replaceUnprintable', () => {
  it.each([
    ['Müller-Lüdenscheidt ß', []],
    ['محمد Иванов שרה', []],
    ['王小明 und 王', ['王', '小', '明']],
    ['Erika 🚑', ['🚑']],
  ])('%s -> %j', (text, missing) => {
    expect(unprintableCharacters(text, FONTS)).toEqual(missing);
  });

  it('replaces what no font has with a visible box', () => {
    expect(replaceUnprintable('王 Müller 🚑', FONTS)).toBe('□ Müller □');
    expect(replaceUnprintable('Müller', FONTS)).toBe('Müller');
  });
});

describe('fontOfUnits / fontRuns: a word stays in one font', () => {
  it.each([
    ['Müller Schmidt', [{ text: 'Müller Schmidt', font: 0 }]],
    [
      'Müller Łódź Weg',
      [
        { text: 'Müller ', font: 0 },
        { text: 'Łódź ', font: 1 },
        { text: 'Weg', font: 0 },
      ],
    ],
    [
      'Patient: محمد 12',
      [
        { text: 'Patient: ', font: 0 },
        { text: 'محمد ', font: 1 },
        { text: '12', font: 0 },
      ],
    ],
    ['😀x', [{ text: '😀x', font: 1 }]],
  ])('%s', (text, runs) => {
    expect(fontRuns(text, FONTS)).toEqual(runs);
  });

  it('gives both halves of a surrogate pair the same font', () => {
    expect(fontOfUnits('a😀', FONTS)).toEqual([1, 1, 1]);
  });
});

describe('wrapLines', () => {
  it.each([
    ['short', 10, ['short']],
    ['Müller-Lüdenscheidt ß', 10, ['Müller-', 'Lüdenschei', 'dt ß']],
    ['eins zwei drei', 9, ['eins zwei', 'drei']],
    ['Zeile eins\nZeile zwei', 20, ['Zeile eins', 'Zeile zwei']],
    ['a\n\nb', 5, ['a', '', 'b']],
    ['محمد الأحمد', 6, ['محمد', 'الأحمد']],
  ])('%j at %d', (text, max, lines) => {
    expect(wrapLines(text, max, width)).toEqual(lines);
  });

  it('never splits a letter from its combining mark', () => {
    expect(wrapLines('ae\u0301io', 2, width)).toEqual(['a', 'e\u0301', 'io']);
  });
});

describe('limitLines', () => {
  it('keeps what fits and ends the last kept line in an ellipsis', () => {
    expect(limitLines(['eins', 'zwei', 'drei'], 2, 5, width)).toEqual(['eins', 'zwei…']);
    expect(limitLines(['eins', 'zwei', 'drei'], 2, 4, width)).toEqual(['eins', 'zwe…']);
    expect(limitLines(['eins', 'zwei'], 2, 4, width)).toEqual(['eins', 'zwei']);
    expect(limitLines(['eins', 'zwei'], 0, 5, width)).toEqual(['eins…']);
  });
});

const order = (line: string) =>
  visualPieces(line, FONTS)
    .filter((piece) => !piece.blank)
    .map((piece) => `${piece.rtl ? 'R' : 'L'}${piece.font}:${piece.text}`);

describe('visualPieces: left to right as printed (UAX #9, left-to-right paragraph)', () => {
  it.each([
    ['Müller-Lüdenscheidt ß', ['L0:Müller-Lüdenscheidt ß']],
    // Words of a right-to-left stretch from right to left; each word in logical order (the shaper reverses it).
    ['محمد الأحمد', ['R1:الأحمد', 'R1:محمد']],
    ['שרה כהן', ['R1:כהן', 'R1:שרה']],
    // Latin digits after an Arabic name stand to its left.
    ['محمد 12', ['L0:12', 'R1:محمد']],
    ['Patient: محمد الأحمد', ['L0:Patient: ', 'R1:الأحمد', 'R1:محمد']],
    ['Пётр Иванов', ['L1:Пётр Иванов']],
    // A bracket inside right-to-left text is mirrored; around it (at the paragraph's level) it stays.
    ['محمد (علي) حسن', ['R1:حسن', 'R1:)علي(', 'R1:محمد']],
    ['(محمد)', ['L1:(', 'R1:محمد', 'L1:)']],
  ])('%s', (line, pieces) => {
    expect(order(line)).toEqual(pieces);
  });

  it('numbers the pieces in logical order, for drawing them so that a reader gets the logical text', () => {
    const pieces = visualPieces('Patient: محمد الأحمد', FONTS);
    expect(
      [...pieces]
        .sort((a, b) => a.logical - b.logical)
        .map((piece) => piece.text)
        .join(''),
    ).toBe('Patient: محمد الأحمد');
  });

  it('reverses and mirrors a right-to-left stretch without letters', () => {
    // "([" between two Arabic words: neutrals at the Arabic level, in font 0 (Latin-1): "[" left of "(", each mirrored.
    const pieces = visualPieces('محمد ([ علي', FONTS);
    expect(pieces.filter((p) => !p.blank).map((p) => p.text)).toEqual(['علي', '])', 'محمد']);
  });
});
