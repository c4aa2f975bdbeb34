import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.server';

/** A live process other than this one, to hold the lock. */
function sleeper() {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
}

describe('lockDataDir', () => {
  it('creates the directory, takes the lock and releases it', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'kf-lock-')), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a directory held by another live process, naming it in German and English', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kf-lock-'));
    const other = sleeper();
    try {
      writeFileSync(join(dir, 'server.lock'), JSON.stringify({ pid: other.pid, host: hostname(), startedAt: '' }));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/wird bereits von Prozess \d+ verwendet.*already in use/);
      // The holder's lock stays untouched.
      expect(JSON.parse(readFileSync(join(dir, 'server.lock'), 'utf8')).pid).toBe(other.pid);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left behind by a process that died', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kf-lock-'));
    const other = sleeper();
    const pid = other.pid!;
    other.kill('SIGKILL');
    await new Promise((resolve) => other.once('exit', resolve));
    writeFileSync(join(dir, 'server.lock'), JSON.stringify({ pid, host: hostname(), startedAt: '' }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('refuses a lock written by another host (it cannot be checked from here)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kf-lock-'));
    writeFileSync(join(dir, 'server.lock'), JSON.stringify({ pid: 1, host: 'other-host', startedAt: '' }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
