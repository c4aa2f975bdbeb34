import { describe, expect, it } from 'vitest';
import { COUNTER_DURATION_MS, COUNTER_STEPS, counterValueAt } from './counter';

describe('counterValueAt', () => {
  it('counts from 0 to the target in 60 steps over 2500 ms, never going down', () => {
    expect(COUNTER_STEPS).toBe(60);
    expect(COUNTER_DURATION_MS).toBe(2500);
    const values = Array.from({ length: COUNTER_STEPS + 1 }, (_, step) => counterValueAt(500, step));
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(500);
    for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1]!);
    expect(counterValueAt(500, 30)).toBe(250);
    expect(counterValueAt(500, 99)).toBe(500);
  });
});
