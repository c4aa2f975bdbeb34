import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MiB = 1024 * 1024;

// V8 flags are per process: each case runs in its own `node`, applies the flags as server.js does,
// keeps many young objects alive (as loading the bundle and migrating do) and reports the new space's
// committed size during "start-up" and after `startupDone`.
const probe = `
const { applyV8Flags } = await import(process.argv[1]);
const { getHeapSpaceStatistics } = await import('node:v8');
const newSpace = () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size;
const flags = applyV8Flags(JSON.parse(process.argv[2]));
const kept = [];
const survivors = () => { for (let i = 0; i < 300000; i++) kept.push({ i, text: 'x' + i }); };
survivors();
const duringStartup = newSpace();
flags.startupDone();
survivors();
survivors();
console.log(JSON.stringify({ duringStartup, afterStartup: newSpace() }));
`;

function newSpaceSizes(env: Record<string, string>): { duringStartup: number; afterStartup: number } {
  const module = fileURLToPath(new URL('./v8-flags.js', import.meta.url));
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe, module, JSON.stringify(env)], {
    encoding: 'utf8',
  });
  return JSON.parse(out) as { duringStartup: number; afterStartup: number };
}

describe('applyV8Flags', () => {
  it('keeps the new space small during start-up with PGlite and lets it grow afterwards', () => {
    const { duringStartup, afterStartup } = newSpaceSizes({});
    expect(
      duringStartup,
      'this V8 ignores --semi-space-growth-factor=1 set at run time (decision 206)',
    ).toBeLessThanOrEqual(4 * MiB);
    expect(afterStartup).toBeGreaterThan(8 * MiB);
  });

  it('leaves V8 alone with PostgreSQL', () => {
    const { duringStartup } = newSpaceSizes({ DATABASE_URL: 'postgres://127.0.0.1/none' });
    expect(duringStartup).toBeGreaterThan(8 * MiB);
  });
});
