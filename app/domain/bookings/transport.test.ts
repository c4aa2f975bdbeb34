import { describe, expect, it } from 'vitest';
import { transportCode, transportDescription, transportTypeOf } from './transport';

describe('transportCode', () => {
  it('uses the transport type when set', () => {
    expect(transportCode({ transportart: 'sitzend', besonderheiten: {} })).toBe('SI');
    expect(transportCode({ transportart: 'rollstuhl', besonderheiten: {} })).toBe('RS');
    expect(transportCode({ transportart: 'tragestuhl', besonderheiten: { rollstuhl: true } })).toBe('TS');
    expect(
      transportCode({ transportart: 'liegend', besonderheiten: { rollstuhl: true, barrierefreiZugang: false } }),
    ).toBe('LI');
  });

  it('derives RS from a wheelchair, TS when the access is not barrier-free', () => {
    expect(transportCode({ transportart: null, besonderheiten: { rollstuhl: true } })).toBe('RS');
    expect(transportCode({ transportart: '', besonderheiten: { rollstuhl: true, barrierefreiZugang: true } })).toBe(
      'RS',
    );
    expect(transportCode({ transportart: null, besonderheiten: { rollstuhl: true, barrierefreiZugang: false } })).toBe(
      'TS',
    );
  });

  it('gives no code without type and wheelchair', () => {
    expect(transportCode({ transportart: null, besonderheiten: {} })).toBeNull();
    expect(transportCode({ transportart: null, besonderheiten: { barrierefreiZugang: false } })).toBeNull();
    expect(transportCode({ transportart: 'unbekannt', besonderheiten: null })).toBeNull();
  });
});

describe('transportDescription', () => {
  it('names the set type, else the derived one with its origin, else "Nicht festgelegt"', () => {
    expect(transportDescription({ transportart: 'liegend', besonderheiten: { rollstuhl: true } })).toEqual({
      text: 'Liegend',
      derived: false,
    });
    expect(
      transportDescription({ transportart: null, besonderheiten: { rollstuhl: true, barrierefreiZugang: true } }),
    ).toEqual({
      text: 'Rollstuhl (RS), aus den Angaben der Buchung',
      derived: true,
    });
    expect(
      transportDescription({ transportart: null, besonderheiten: { rollstuhl: true, barrierefreiZugang: false } }).text,
    ).toBe('Tragestuhl (TS), aus den Angaben der Buchung');
    expect(transportDescription({ transportart: null, besonderheiten: {} })).toEqual({
      text: 'Nicht festgelegt',
      derived: false,
    });
  });
});

describe('transportTypeOf', () => {
  it.each([
    [{ transportart: 'sitzend', besonderheiten: {} }, 'sitzend'],
    [{ transportart: 'rollstuhl', besonderheiten: {} }, 'rollstuhl'],
    [{ transportart: 'tragestuhl', besonderheiten: null }, 'tragestuhl'],
    [{ transportart: 'liegend', besonderheiten: { rollstuhl: true } }, 'liegend'],
    [{ transportart: null, besonderheiten: { rollstuhl: true } }, 'rollstuhl'],
    [{ transportart: null, besonderheiten: { rollstuhl: true, barrierefreiZugang: false } }, 'tragestuhl'],
    [{ transportart: '', besonderheiten: {} }, null],
    [{ transportart: null, besonderheiten: null }, null],
  ] as const)('%j -> %s', (input, type) => {
    expect(transportTypeOf(input)).toBe(type);
  });
});
