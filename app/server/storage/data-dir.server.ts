// The data directory holds the embedded database, the prescriptions (health data) and the generated
// secret: private to the server's user (issue 14). The process runs with umask 077, so every file and
// directory it creates (PGlite's files included) is 0600/0700; a new DATA_DIR is created 0700; an
// existing one that anyone may write to is refused at start-up.
import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Files and directories the process creates are readable and writable by its user only. */
export const PRIVATE_UMASK = 0o077;

export class DataDirUnsafeError extends Error {
  constructor(dataDir: string, mode: number) {
    super(
      `DATA_DIR ${dataDir} ist für alle beschreibbar (Rechte ${(mode & 0o777).toString(8).padStart(3, '0')}). ` +
        `Der Server startet so nicht, weil dort Gesundheitsdaten liegen. Bitte beschränken Sie die Rechte, z. B. mit: chmod 700 ${dataDir}`,
    );
    this.name = 'DataDirUnsafeError';
  }
}

/**
 * Sets the private umask, then creates `dataDir` (0700, parents too) or checks the existing one:
 * world-writable (without the sticky bit of /tmp-like directories, too) is refused.
 */
export function prepareDataDir(dataDir: string): void {
  process.umask(PRIVATE_UMASK);
  const existing = statSync(dataDir, { throwIfNoEntry: false });
  if (!existing) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    return;
  }
  if (!existing.isDirectory()) throw new Error(`DATA_DIR ${dataDir} ist kein Verzeichnis.`);
  if (existing.mode & 0o002) throw new DataDirUnsafeError(dataDir, existing.mode);
}

/**
 * Takes group and other permissions off everything below `dir`. PGlite's file system layer creates its
 * files 0666 whatever the umask; the 0700 directories already keep others out, and this makes the files
 * private too (called after opening and after closing the embedded database).
 */
export function makeTreePrivate(dir: string): void {
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    const info = statSync(path, { throwIfNoEntry: false });
    if (info && info.mode & 0o077) chmodSync(path, info.mode & 0o700);
  }
}
