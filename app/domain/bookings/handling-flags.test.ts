import { describe, expect, it } from 'vitest';
import { handlingFlags, handlingFlagsText } from './handling-flags';

describe('handlingFlags', () => {
  it.each([
    [{ transportart: null, besonderheiten: {} }, []],
    [{ transportart: 'sitzend', besonderheiten: { infektiös: true } }, ['infektioes']],
    [{ transportart: null, besonderheiten: { rollstuhl: true } }, ['rollstuhl']],
    [{ transportart: 'rollstuhl', besonderheiten: {} }, ['rollstuhl']],
    [{ transportart: 'tragestuhl', besonderheiten: { rollstuhl: true } }, ['tragestuhl']],
    // A wheelchair without barrier-free access: carrying chair and stairs, like the list's code TS.
    [{ transportart: null, besonderheiten: { rollstuhl: true, barrierefreiZugang: false } }, ['tragestuhl', 'treppen']],
    [{ transportart: null, besonderheiten: { barrierefreiZugang: true } }, []],
    [
      {
        transportart: 'liegend',
        besonderheiten: {
          adipositas: true,
          sehbeeinträchtigt: true,
          infektiös: true,
          weitere: true,
          weitereHinweise: ' Hund ',
        },
      },
      ['infektioes', 'adipositas', 'sehbeeintraechtigt', 'hinweis'],
    ],
    [{ transportart: null, besonderheiten: { weitere: true } }, ['hinweis']],
  ])('%j -> %j', (source, keys) => {
    expect(handlingFlags(source).map((f) => f.key)).toEqual(keys);
  });

  it('gives one line of text with the note, or null', () => {
    expect(
      handlingFlagsText({
        transportart: null,
        besonderheiten: { infektiös: true, weitere: true, weitereHinweise: 'Hund' },
      }),
    ).toBe('Infektiös, Hinweis: Hund');
    expect(handlingFlagsText({ transportart: 'sitzend', besonderheiten: null })).toBeNull();
  });
});
