import { describe, expect, it } from 'vitest';
import { defaultPrescriptionLegs } from './prescription-form';

describe('the legs a new prescription starts with', () => {
  it.each<[string, { kind: 'hin' | 'rueck' }[], { hinfahrt: boolean; rueckfahrt: boolean }]>([
    ['one way', [{ kind: 'hin' }], { hinfahrt: true, rueckfahrt: false }],
    [
      'with a return ("nach Termin" or fixed)',
      [{ kind: 'hin' }, { kind: 'rueck' }],
      { hinfahrt: true, rueckfahrt: true },
    ],
    ['only a return left', [{ kind: 'rueck' }], { hinfahrt: false, rueckfahrt: true }],
    ['no legs read', [], { hinfahrt: true, rueckfahrt: false }],
  ])('%s', (_case, legs, expected) => {
    expect(defaultPrescriptionLegs(legs)).toEqual(expected);
  });
});
