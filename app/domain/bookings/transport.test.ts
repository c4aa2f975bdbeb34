import { describe, expect, it } from 'vitest';
import { transportCode } from './transport';

describe('transportCode', () => {
  it('uses the transport type when set', () => {
    expect(transportCode({ transportart: 'sitzend', besonderheiten: {} })).toBe('SI');
    expect(transportCode({ transportart: 'rollstuhl', besonderheiten: {} })).toBe('RS');
    expect(transportCode({ transportart: 'tragestuhl', besonderheiten: { rollstuhl: true } })).toBe('TS');
    expect(transportCode({ transportart: 'liegend', besonderheiten: { rollstuhl: true, barrierefreiZugang: false } })).toBe('LI');
  });

  it('derives RS from a wheelchair, TS when the access is not barrier-free', () => {
    expect(transportCode({ transportart: null, besonderheiten: { rollstuhl: true } })).toBe('RS');
    expect(transportCode({ transportart: '', besonderheiten: { rollstuhl: true, barrierefreiZugang: true } })).toBe('RS');
    expect(transportCode({ transportart: null, besonderheiten: { rollstuhl: true, barrierefreiZugang: false } })).toBe('TS');
  });

  it('gives no code without type and wheelchair', () => {
    expect(transportCode({ transportart: null, besonderheiten: {} })).toBeNull();
    expect(transportCode({ transportart: null, besonderheiten: { barrierefreiZugang: false } })).toBeNull();
    expect(transportCode({ transportart: 'unbekannt', besonderheiten: null })).toBeNull();
  });
});
