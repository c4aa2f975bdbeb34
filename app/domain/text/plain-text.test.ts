import { describe, expect, it } from 'vitest';
import { z } from '#app/domain/zod-jitless';
import {
  firstNonPlainField,
  isPlainText,
  PLAIN_TEXT_MESSAGE,
  plainText,
  searchTerm,
  stripToPlainText,
} from './plain-text';

const hostile = {
  nul: 'Anna\u0000Meier',
  bell: 'a\u0007b',
  escape: 'a\u001b[31mb',
  del: 'a\u007fb',
  c1: 'a\u0085b',
  lro: 'a\u202Eb',
  rli: 'a\u2067b',
  loneHigh: 'a\uD800b',
  loneLow: 'a\uDC00b',
  trailingHigh: 'abc\uD83D',
};

describe('plain text rule', () => {
  it.each(Object.entries(hostile))('refuses %s in every field kind', (_name, value) => {
    expect(isPlainText(value, 'single-line')).toBe(false);
    expect(isPlainText(value, 'multi-line')).toBe(false);
  });

  it('allows tab and every line break form only in multi-line fields', () => {
    for (const value of ['a\tb', 'a\nb', 'a\rb', 'a\r\nb']) {
      expect(isPlainText(value, 'multi-line')).toBe(true);
      expect(isPlainText(value, 'single-line')).toBe(false);
    }
  });

  it('accepts ordinary German text, emoji (valid surrogate pairs) and right-to-left letters', () => {
    for (const value of ['Müller-Lüdenscheidt, Straße 1', 'Grüße 😀 👍🏽', 'مرحبا', 'שלום', 'Zoë ŁĄ €', '']) {
      expect(isPlainText(value)).toBe(true);
    }
  });

  it('strips forbidden characters where refusing helps nobody', () => {
    expect(stripToPlainText('Mü\u0000ller\u202E\n')).toBe('Müller');
    expect(stripToPlainText('😀\uD800')).toBe('😀');
  });

  it('adds the German message to a Zod schema and keeps its other rules', () => {
    const schema = plainText(z.string().trim().min(1, 'leer'));
    expect(schema.safeParse('Anna').success).toBe(true);
    const refused = schema.safeParse('An\u0000na');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(PLAIN_TEXT_MESSAGE);
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('leer');
    expect(plainText(z.string(), 'multi-line').safeParse('Zeile 1\r\nZeile 2\tx').success).toBe(true);
  });

  it('names the first field that breaks the rule', () => {
    expect(
      firstNonPlainField({ a: 'ok', b: 'x\ny', c: 'x\u0000' }, { a: 'single-line', b: 'multi-line', c: 'single-line' }),
    ).toBe('c');
    expect(firstNonPlainField({ a: 'ok', b: 'x\ny' }, { a: 'single-line', b: 'multi-line' })).toBeNull();
  });

  // Every list's `?q=` (issue 39: `?q=a%00b` on /app/patients and /app/bookings/neu answered 500).
  it.each([
    ['a\u0000b', 5, 'ab'],
    [' Mü\u202Eller ', 10, 'Müller'],
    ['\u0000', 5, ''],
    ['abcdef', 3, 'abc'],
    [null, 5, ''],
    [undefined, 5, ''],
  ])('reads the search term %j (at most %i characters) as %j', (value, max, expected) => {
    expect(searchTerm(value, max)).toBe(expected);
  });
});
