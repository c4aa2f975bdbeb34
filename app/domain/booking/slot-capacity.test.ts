import { describe, expect, it } from 'vitest';
import { parseSlotCapacity, SLOT_CAPACITY_ERROR } from './slot-capacity';

describe('parseSlotCapacity', () => {
  it('accepts whole numbers from 0 to 999', () => {
    expect(parseSlotCapacity('0')).toEqual({ ok: true, value: 0 });
    expect(parseSlotCapacity(' 3 ')).toEqual({ ok: true, value: 3 });
    expect(parseSlotCapacity('999')).toEqual({ ok: true, value: 999 });
    expect(parseSlotCapacity('007')).toEqual({ ok: true, value: 7 });
  });

  it('refuses everything else with the German message', () => {
    for (const raw of ['', ' ', '-1', '1000', '1.5', '2,0', '1e2', 'abc', '0x10', '+1', '99999', null, undefined, 5]) {
      expect(parseSlotCapacity(raw)).toEqual({ ok: false, message: SLOT_CAPACITY_ERROR });
    }
  });
});
