import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.server';

describe('createRateLimiter', () => {
  it('allows `limit` hits per window and refuses the next, per key', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.hit('a', 0)).toBe(true);
    expect(limiter.hit('a', 10)).toBe(true);
    expect(limiter.hit('a', 20)).toBe(false);
    expect(limiter.hit('b', 20)).toBe(true);
  });

  it('opens again in the next window', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.hit('a', 0)).toBe(true);
    expect(limiter.hit('a', 999)).toBe(false);
    expect(limiter.hit('a', 1000)).toBe(true);
  });

  it('keeps at most maxKeys entries', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2 });
    limiter.hit('a', 0);
    limiter.hit('b', 0);
    limiter.hit('c', 0);
    // 'a' was evicted, so it starts a fresh window.
    expect(limiter.hit('a', 1)).toBe(true);
    expect(limiter.hit('c', 1)).toBe(false);
  });
});
