import { describe, expect, it } from 'vitest';
import { searchWords } from './search';

describe('searchWords', () => {
  it.each([
    ['Erna Sommerfeld', ['erna', 'sommerfeld']],
    ['Sommerfeld, Erna', ['sommerfeld', 'erna']],
    ['Sommerfeld,Erna', ['sommerfeld', 'erna']],
    ['  Sommerfeld   Erna ', ['sommerfeld', 'erna']],
    ['Sommerfeld ,, Erna', ['sommerfeld', 'erna']],
    ['müller', ['müller']],
    ['Hauptstraße 5', ['hauptstraße', '5']],
    ['', []],
    [' , ', []],
  ])('%j → %j', (q, words) => {
    expect(searchWords(q)).toEqual(words);
  });
});
