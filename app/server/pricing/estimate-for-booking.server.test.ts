import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { estimateForBooking, pricingModeOf } from './estimate-for-booking.server';
import { createPriceRule } from './price-rules.server';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
  await createPriceRule(t.db, { insurer: 'AOK Hessen', mode: 'sitzend', baseFare: '49', includedKm: '10', perKm: '1,50' });
  await createPriceRule(t.db, { insurer: 'AOK Hessen', mode: 'rollstuhl', baseFare: '65', includedKm: '10', perKm: '1,80' });
  await createPriceRule(t.db, { insurer: 'BARMER', mode: 'tragestuhl', baseFare: '89', includedKm: '10', perKm: '2,10' });
});
afterAll(async () => t?.close());

describe('estimateForBooking', () => {
  it('applies the matching rule to the distance', async () => {
    const estimate = await estimateForBooking(t.db, { krankenkasse: 'aok hessen ', transportart: 'sitzend', entfernungKm: '22.5', besonderheiten: {} });
    expect(estimate).toMatchObject({ ok: true, cents: 4900 + 1875, formatted: '67,75\u00a0€', km: 22.5, mode: 'sitzend' });
  });

  it('derives the type from the special needs when transportart is empty', async () => {
    expect(pricingModeOf({ transportart: null, besonderheiten: { rollstuhl: true } })).toBe('rollstuhl');
    expect(pricingModeOf({ transportart: null, besonderheiten: { rollstuhl: true, barrierefreiZugang: false } })).toBe('tragestuhl');
    expect(pricingModeOf({ transportart: null, besonderheiten: {} })).toBeNull();
    const wheelchair = await estimateForBooking(t.db, {
      krankenkasse: 'AOK Hessen',
      transportart: null,
      entfernungKm: '10.0',
      besonderheiten: { rollstuhl: true, barrierefreiZugang: true },
    });
    expect(wheelchair).toMatchObject({ ok: true, cents: 6500, mode: 'rollstuhl' });
    const carryingChair = await estimateForBooking(t.db, {
      krankenkasse: 'BARMER',
      transportart: null,
      entfernungKm: '11',
      besonderheiten: { rollstuhl: true, barrierefreiZugang: false },
    });
    expect(carryingChair).toMatchObject({ ok: true, cents: 8900 + 210, mode: 'tragestuhl' });
  });

  it('says which piece is missing', async () => {
    expect(await estimateForBooking(t.db, { krankenkasse: 'AOK Hessen', transportart: 'liegend', entfernungKm: '5', besonderheiten: {} })).toEqual({
      ok: false,
      reason: 'no-rule',
      message: 'Keine Preisregel für AOK Hessen (Liegend) hinterlegt.',
      insurer: 'AOK Hessen',
      mode: 'liegend',
    });
    expect(await estimateForBooking(t.db, { krankenkasse: null, transportart: 'sitzend', entfernungKm: '5', besonderheiten: {} })).toMatchObject({
      ok: false,
      reason: 'no-insurer',
    });
    expect(await estimateForBooking(t.db, { krankenkasse: 'AOK Hessen', transportart: null, entfernungKm: '5', besonderheiten: {} })).toMatchObject({
      ok: false,
      reason: 'no-transport-type',
    });
    expect(await estimateForBooking(t.db, { krankenkasse: 'AOK Hessen', transportart: 'sitzend', entfernungKm: null, besonderheiten: {} })).toMatchObject({
      ok: false,
      reason: 'no-distance',
      message: 'Keine Entfernung eingetragen: Preis nicht berechenbar.',
    });
  });
});
