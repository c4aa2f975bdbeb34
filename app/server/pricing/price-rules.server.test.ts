import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { priceRules } from '#app/server/db/schema';
import { createPriceRule, deletePriceRule, findPriceRule, listPriceRules, updatePriceRule } from './price-rules.server';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(priceRules);
});

const aok = { insurer: 'AOK Hessen', mode: 'sitzend', baseFare: '49,50', includedKm: '10', perKm: '1,50' };

describe('price rules', () => {
  it('creates a rule with exact cents and lists it', async () => {
    const result = await createPriceRule(t.db, aok);
    expect(result).toMatchObject({
      ok: true,
      value: {
        rule: { insurer: 'AOK Hessen', mode: 'sitzend', baseFareCents: 4950, includedKm: 10, perKmCents: 150 },
        zeroed: [],
      },
    });
    const [stored] = await t.db.select().from(priceRules);
    expect(stored).toMatchObject({ baseFare: '49.50', includedKm: 10, perKm: '1.50' });
    expect(await listPriceRules(t.db)).toEqual([
      expect.objectContaining({ insurer: 'AOK Hessen', baseFareCents: 4950, perKmCents: 150 }),
    ]);
  });

  it('stores 0 for empty or non-numeric numbers and says which', async () => {
    const result = await createPriceRule(t.db, {
      insurer: 'BARMER',
      mode: 'liegend',
      baseFare: '',
      includedKm: 'zehn',
      perKm: '',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { rule: { baseFareCents: 0, includedKm: 0, perKmCents: 0 }, zeroed: ['includedKm'] },
    });
  });

  it('refuses a second rule for the same insurer and type, in any case', async () => {
    await createPriceRule(t.db, aok);
    const duplicate = await createPriceRule(t.db, { ...aok, insurer: '  aok   hessen ' });
    expect(duplicate).toMatchObject({
      ok: false,
      code: 'conflict',
      message: 'Für aok hessen (Sitzend) gibt es bereits eine Preisregel. Bitte bearbeiten Sie die bestehende Regel.',
    });
    // Another type for the same insurer is fine.
    expect(await createPriceRule(t.db, { ...aok, mode: 'rollstuhl' })).toMatchObject({ ok: true });
    expect(await t.db.select().from(priceRules)).toHaveLength(2);
  });

  it('two simultaneous creates of one rule: one is stored, the other refused as a duplicate', async () => {
    const results = await Promise.all([
      createPriceRule(t.db, aok),
      createPriceRule(t.db, { ...aok, insurer: 'AOK HESSEN' }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([expect.objectContaining({ code: 'conflict' })]);
    expect(await t.db.select().from(priceRules)).toHaveLength(1);
  });

  it.each([
    [{ ...aok, insurer: '' }, 'insurer'],
    [{ ...aok, mode: '' }, 'mode'],
    [{ ...aok, mode: 'helikopter' }, 'mode'],
    [{ ...aok, baseFare: '-1' }, 'baseFare'],
    [{ ...aok, baseFare: '1e308' }, null],
    [{ ...aok, baseFare: '99999999999999' }, 'baseFare'],
    [{ ...aok, perKm: '-0,01' }, 'perKm'],
    [{ ...aok, perKm: '5000' }, 'perKm'],
    [{ ...aok, includedKm: '-5' }, 'includedKm'],
    [{ ...aok, includedKm: '1000000' }, 'includedKm'],
    [{ ...aok, includedKm: '2,5' }, 'includedKm'],
    [{ ...aok, insurer: 'K'.repeat(10_000) }, 'insurer'],
  ])('refuses %j and stores nothing', async (values, field) => {
    const result = await createPriceRule(t.db, values);
    if (field === null) {
      // "1e308" is not a number in a form's sense: it becomes 0, as SPEC.md says.
      expect(result).toMatchObject({ ok: true, value: { rule: { baseFareCents: 0 }, zeroed: ['baseFare'] } });
      return;
    }
    expect(result).toMatchObject({ ok: false, code: 'invalid' });
    if (result.ok || result.code !== 'invalid') return;
    expect(Object.keys(result.fieldErrors ?? {})).toEqual([field]);
    expect(await t.db.select().from(priceRules)).toEqual([]);
  });

  it('edits a rule, refusing a duplicate and an unknown id', async () => {
    const first = await createPriceRule(t.db, aok);
    const second = await createPriceRule(t.db, { ...aok, mode: 'rollstuhl' });
    if (!first.ok || !second.ok) throw new Error('create failed');
    expect(
      await updatePriceRule(t.db, first.value.rule.id, { ...aok, baseFare: '52', perKm: '1,40', includedKm: '15' }),
    ).toMatchObject({
      ok: true,
      value: { rule: { baseFareCents: 5200, includedKm: 15, perKmCents: 140 } },
    });
    expect(await updatePriceRule(t.db, second.value.rule.id, aok)).toMatchObject({ ok: false, code: 'conflict' });
    expect(await updatePriceRule(t.db, second.value.rule.id, { ...aok, baseFare: '-3' })).toMatchObject({
      ok: false,
      code: 'invalid',
    });
    expect(await updatePriceRule(t.db, 'nope', aok)).toMatchObject({ ok: false, code: 'not-found' });
    expect(await findPriceRule(t.db, 'aok hessen', 'rollstuhl')).toMatchObject({ baseFareCents: 4950 });
    expect(await findPriceRule(t.db, 'AOK Hessen', 'sitzend')).toMatchObject({ baseFareCents: 5200 });
  });

  it('deletes a rule', async () => {
    const first = await createPriceRule(t.db, aok);
    if (!first.ok) throw new Error('create failed');
    expect(await deletePriceRule(t.db, first.value.rule.id)).toMatchObject({
      ok: true,
      value: { insurer: 'AOK Hessen' },
    });
    expect(await listPriceRules(t.db)).toEqual([]);
    expect(await deletePriceRule(t.db, first.value.rule.id)).toMatchObject({ ok: false, code: 'not-found' });
  });
});
