import { describe, expect, it } from 'vitest';
import {
  SURCHARGE_CONDITION_OPTIONS,
  conditionLabel,
  conditionValue,
  parseConditionValue,
  readCondition,
  surchargeApplies,
  type SurchargeCondition,
} from './surcharge-condition';

const rollstuhl: SurchargeCondition = { art: 'transport', transportart: 'rollstuhl' };
const treppen: SurchargeCondition = { art: 'merkmal', merkmal: 'treppen' };

describe('for which legs a surcharge counts', () => {
  it.each([
    // stored condition, transport type, flags -> applies
    [undefined, 'sitzend', [], true],
    [null, null, [], true],
    [{ art: 'alle' }, 'liegend', ['treppen'], true],
    [rollstuhl, 'rollstuhl', [], true],
    [rollstuhl, 'tragestuhl', ['rollstuhl'], false],
    [rollstuhl, null, ['rollstuhl'], false],
    [{ art: 'transport', transportart: 'liegend' }, 'liegend', [], true],
    [treppen, 'sitzend', ['treppen'], true],
    [treppen, 'tragestuhl', ['tragestuhl'], false],
    [{ art: 'merkmal', merkmal: 'adipositas' }, 'sitzend', ['adipositas', 'infektioes'], true],
    // Unreadable: never applies.
    [{ art: 'merkmal', merkmal: 'hinweis' }, 'sitzend', ['hinweis'], false],
    [{ art: 'transport' }, 'sitzend', [], false],
    ['alle', 'sitzend', [], false],
    [{ art: 'irgendwann' }, 'sitzend', [], false],
  ] as const)('%j on %s with %j -> %s', (stored, transportart, flags, applies) => {
    expect(surchargeApplies(stored, { transportart, flags })).toBe(applies);
  });

  it('round-trips every option of the select', () => {
    for (const option of SURCHARGE_CONDITION_OPTIONS) {
      const condition = parseConditionValue(option.value);
      expect(condition && conditionValue(condition)).toBe(option.value);
      expect(condition && readCondition(JSON.parse(JSON.stringify(condition)))).toEqual(condition);
    }
    expect(SURCHARGE_CONDITION_OPTIONS[0]).toEqual({ value: 'alle', label: 'alle Fahrten' });
    expect(SURCHARGE_CONDITION_OPTIONS.map((o) => o.value)).toHaveLength(1 + 4 + 4);
  });

  it.each([['transport:'], ['transport:hubschrauber'], ['merkmal:hinweis'], ['merkmal:rollstuhl'], ['alle:x'], ['x']])(
    'refuses %j',
    (raw) => {
      expect(parseConditionValue(raw)).toBeNull();
    },
  );

  it('names conditions in German', () => {
    expect(conditionLabel(rollstuhl)).toBe('nur Fahrten Rollstuhl');
    expect(conditionLabel(treppen)).toBe('nur Fahrten mit Merkmal „Kein barrierefreier Zugang (Treppen)“');
  });
});
