import { describe, expect, it } from 'vitest';
import { bookingSourceLabel } from './source';

describe('the label of where a booking came in', () => {
  it.each([
    ['online', 'Online-Buchung'],
    ['telefon', 'Telefon'],
    ['serie', 'Serie'],
    ['demo', 'Demodaten'],
    ['', 'Sonstiger Eingang'],
    ['Telefon', 'Sonstiger Eingang'],
    ['toString', 'Sonstiger Eingang'],
  ])('%j -> %s', (quelle, label) => {
    expect(bookingSourceLabel(quelle)).toBe(label);
  });
});
