import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppSecret } from './app-secret.server';

describe('resolveAppSecret', () => {
  it('uses the configured secret when set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kf-secret-'));
    expect(resolveAppSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
  });

  it('generates a secret once, keeps it private in DATA_DIR and reuses it', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'kf-secret-')), 'data');
    const first = resolveAppSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAppSecret(undefined, dir)).toBe(first);
    expect(readFileSync(join(dir, 'app-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'app-secret')).mode & 0o077).toBe(0);
  });
});
