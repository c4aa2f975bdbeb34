import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('centres the current page', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  it('is pinned at the ends', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('always holds the current page, at most 5 consecutive pages within range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (pages, raw) => {
        const current = Math.min(raw, pages);
        const window = pageWindow(current, pages);
        expect(window.length).toBe(Math.min(5, pages));
        expect(window).toContain(current);
        expect(window[0]).toBeGreaterThanOrEqual(1);
        expect(window.at(-1)).toBeLessThanOrEqual(pages);
        window.forEach((p, i) => i > 0 && expect(p).toBe(window[i - 1]! + 1));
      }),
    );
  });
});

describe('pageCount and clampPage', () => {
  it('counts pages of 50', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(pageCount(100_000)).toBe(2000);
  });
  it('clamps', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
});
