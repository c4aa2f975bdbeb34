import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultToProduction } from './node-env.js';

// What server.js does first, in a fresh `node` whose environment has no NODE_ENV: which of React's
// server renderer builds is then loaded.
const probe = `
const { defaultToProduction } = await import(process.argv[1]);
if (process.argv[2] === 'apply') defaultToProduction(process.env);
const { createRequire } = await import('node:module');
const require = createRequire(process.argv[1]);
require('react-dom/server');
console.log(Object.keys(require.cache).filter((path) => path.includes('react-dom-server.node')).join(' '));
`;

function reactServerBuild(apply: boolean): string {
  const module = fileURLToPath(new URL('./node-env.js', import.meta.url));
  const env = { ...process.env };
  delete env.NODE_ENV;
  return execFileSync(process.execPath, ['--input-type=module', '-e', probe, module, apply ? 'apply' : 'skip'], {
    encoding: 'utf8',
    env,
  }).trim();
}

describe('defaultToProduction', () => {
  it('sets production when NODE_ENV is missing or empty, keeps an explicit value', () => {
    expect(defaultToProduction({})).toBe('production');
    expect(defaultToProduction({ NODE_ENV: '' })).toBe('production');
    expect(defaultToProduction({ NODE_ENV: 'development' })).toBe('development');
    expect(defaultToProduction({ NODE_ENV: 'test' })).toBe('test');
  });

  it("makes React's server renderer load its production build when `npm start` sets no NODE_ENV", () => {
    expect(reactServerBuild(false)).toMatch(/react-dom-server\.node\.development\.js$/);
    expect(reactServerBuild(true)).toMatch(/react-dom-server\.node\.production\.js$/);
  });
});
