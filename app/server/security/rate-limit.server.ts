// A small fixed-window rate limiter for public forms (booking intake, contact form). In memory: each
// server instance counts on its own, which bounds a flood per instance; login limits live in Better Auth.

export type RateLimiter = {
  /** Counts one hit for `key`; returns false when the key is over its limit in the current window. */
  hit(key: string, now?: number): boolean;
};

export function createRateLimiter(options: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = options.maxKeys ?? 50_000;
  return {
    hit(key, now = Date.now()) {
      const current = windows.get(key);
      if (!current || now - current.start >= options.windowMs) {
        // Bound memory under a flood of distinct keys: drop the oldest entries first.
        if (!current && windows.size >= maxKeys) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        windows.delete(key);
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= options.limit;
    },
  };
}

/** The client address as Express resolved it (honouring TRUST_PROXY), from the Fetch request's headers. */
export function clientKey(request: Request): string {
  return request.headers.get('x-kf-client-ip') ?? 'unknown';
}
