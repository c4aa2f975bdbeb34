// One process per PGlite data directory: two processes on one directory raise no error and silently
// lose writes (DESIGN.md), so the second one must stop before it opens the database.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Das Datenverzeichnis ${dataDir} wird bereits von Prozess ${holderPid} verwendet. / ` +
        `The data directory ${dataDir} is already in use by process ${holderPid}. ` +
        'Stop the other server or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

type LockRecord = { pid: number; host: string; startedAt: string };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readRecord(file: string): LockRecord | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockRecord;
  } catch {
    return undefined;
  }
}

/** Takes the lock on `dataDir` (creating the directory); returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  const mine: LockRecord = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      return () => {
        if (readRecord(file)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readRecord(file);
      // A lock from another host can't be checked; on a shared volume the operator must remove it.
      if (holder && holder.host !== mine.host) throw new DataDirLockedError(dataDir, holder.pid);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid))
        throw new DataDirLockedError(dataDir, holder.pid);
      // Left behind by a process that died: remove it and race for a fresh one (wx decides).
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, readRecord(file)?.pid ?? -1);
}
