import { describe, expect, it } from 'vitest';
import { prefillOnChoice, seriesPrefillOf } from './prefill';

describe('a field filled from the chosen patient', () => {
  it.each<[string, string, string, string, string]>([
    ["empty: takes the new patient's", '', '', 'AOK Hessen', 'AOK Hessen'],
    ['only spaces count as empty', '  ', '', 'AOK Hessen', 'AOK Hessen'],
    ["still the previous patient's: replaced", 'TK', 'TK', 'AOK Hessen', 'AOK Hessen'],
    ['typed by the user: kept', 'Barmer', 'TK', 'AOK Hessen', 'Barmer'],
    ['typed, no previous patient: kept', 'Barmer', '', 'AOK Hessen', 'Barmer'],
    ['the new patient has none: the previous fill is cleared', 'TK', 'TK', '', ''],
    ['the new patient has none: what was typed stays', 'Barmer', 'TK', '', 'Barmer'],
    ['the previous fill edited by one letter counts as typed', 'TK Nord', 'TK', 'AOK Hessen', 'TK Nord'],
  ])('%s', (_case, current, previousFill, nextFill, expected) => {
    expect(prefillOnChoice(current, previousFill, nextFill)).toBe(expected);
  });
});

describe('what a patient gives Neue Serie', () => {
  const patient = {
    adresse: 'Lindenweg 3, Frankfurt',
    orte: [{ adresse: 'Dialyse Nord, Friedberg' }],
    transportart: 'rollstuhl',
  };
  it.each<[string, Parameters<typeof seriesPrefillOf>[0], ReturnType<typeof seriesPrefillOf>]>([
    [
      'home, the one favourite place, the Transportart',
      patient,
      { abholadresse: 'Lindenweg 3, Frankfurt', zieladresse: 'Dialyse Nord, Friedberg', transportart: 'rollstuhl' },
    ],
    [
      'two favourite places: no destination chosen',
      { ...patient, orte: [{ adresse: 'A' }, { adresse: 'B' }] },
      { abholadresse: 'Lindenweg 3, Frankfurt', zieladresse: '', transportart: 'rollstuhl' },
    ],
    [
      'nothing recorded',
      { adresse: null, orte: [], transportart: null },
      { abholadresse: '', zieladresse: '', transportart: '' },
    ],
    ['no patient chosen', undefined, { abholadresse: '', zieladresse: '', transportart: '' }],
  ])('%s', (_case, chosen, expected) => {
    expect(seriesPrefillOf(chosen)).toEqual(expected);
  });
});
