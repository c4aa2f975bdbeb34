// Data at rest (issue 14): DATA_DIR private, a world-writable one refused, and prescription files left
// by a process that died between writing the file and committing its booking removed later.
import { chmodSync, mkdirSync, mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { createBooking } from '#app/server/bookings/staff-bookings.fixtures';
import { prescriptions } from '#app/server/db/schema';
import { DataDirUnsafeError, makeTreePrivate, prepareDataDir } from './data-dir.server';
import { ORPHAN_MIN_AGE_MS, removeOrphanPrescriptions } from './orphan-prescriptions.server';
import { storePrescription, uploadsDir } from './prescriptions.server';

let t: TestDb;
const originalUmask = process.umask();
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  process.umask(originalUmask);
  await t?.close();
});

const pdf = () => ({
  bytes: new TextEncoder().encode('%PDF-1.4 test'),
  mime: 'application/pdf' as const,
  fileName: 'v.pdf',
  size: 13,
});

describe('DATA_DIR', () => {
  it('is created 0700 with the private umask: files written afterwards are 0600', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'kf-data-')), 'nested', 'data');
    prepareDataDir(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    writeFileSync(join(dataDir, 'file'), 'x');
    expect(statSync(join(dataDir, 'file')).mode & 0o777).toBe(0o600);
  });

  it('refuses an existing world-writable directory with a clear message, accepts a private one', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kf-data-'));
    chmodSync(dataDir, 0o777);
    expect(() => prepareDataDir(dataDir)).toThrow(DataDirUnsafeError);
    expect(() => prepareDataDir(dataDir)).toThrow(/für alle beschreibbar \(Rechte 777\).*chmod 700/);
    chmodSync(dataDir, 0o750);
    expect(() => prepareDataDir(dataDir)).not.toThrow();
  });

  it('makes a tree private that a library created with open permissions (PGlite writes 0666 files)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kf-data-'));
    mkdirSync(join(dir, 'base', '5'), { recursive: true });
    writeFileSync(join(dir, 'base', '5', '1259'), 'x');
    chmodSync(join(dir, 'base', '5', '1259'), 0o666);
    chmodSync(join(dir, 'base'), 0o755);
    makeTreePrivate(dir);
    expect(statSync(join(dir, 'base', '5', '1259')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'base')).mode & 0o777).toBe(0o700);
  });
});

describe('orphaned prescription files', () => {
  it('removes files without a booking once they are older than ten minutes, keeps the rest', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kf-data-'));
    // The process died after writing the file and before its booking committed: no row names it.
    const orphan = await storePrescription(dataDir, pdf());
    const fresh = await storePrescription(dataDir, pdf());
    const kept = await storePrescription(dataDir, pdf());
    await createBooking(t.db, {
      verordnungDateiId: kept.id,
      verordnungDateiname: 'v.pdf',
      verordnungMime: 'application/pdf',
    });
    writeFileSync(join(uploadsDir(dataDir), 'README.txt'), 'not ours');
    const now = new Date();
    const old = new Date(now.getTime() - ORPHAN_MIN_AGE_MS - 60_000);
    for (const id of [orphan.id, kept.id]) utimesSync(join(uploadsDir(dataDir), id), old, old);

    expect(await removeOrphanPrescriptions(t.db, dataDir, now)).toBe(1);
    expect((await readdir(uploadsDir(dataDir))).sort()).toEqual([fresh.id, kept.id, 'README.txt'].sort());
    // Later, the file still without a booking is old enough too.
    expect(await removeOrphanPrescriptions(t.db, dataDir, new Date(now.getTime() + ORPHAN_MIN_AGE_MS + 60_000))).toBe(
      1,
    );
    expect((await readdir(uploadsDir(dataDir))).sort()).toEqual([kept.id, 'README.txt'].sort());
    expect(statSync(join(uploadsDir(dataDir), kept.id)).mode & 0o777).toBe(0o600);
  });

  it('keeps the scans of prescriptions (a booking’s or a series’) however old', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kf-data-'));
    const scan = await storePrescription(dataDir, pdf());
    const booking = await createBooking(t.db, {});
    await t.db.insert(prescriptions).values({
      bookingId: booking.id,
      ausstellungsdatum: '2026-03-02',
      arztName: 'Dr. Test',
      grund: 'dialyse',
      dateiId: scan.id,
      dateiName: 'v.pdf',
      dateiMime: 'application/pdf',
    });
    const old = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);
    utimesSync(join(uploadsDir(dataDir), scan.id), old, old);
    expect(await removeOrphanPrescriptions(t.db, dataDir)).toBe(0);
    expect(await readdir(uploadsDir(dataDir))).toEqual([scan.id]);
  });

  it('does nothing when there is no upload directory yet', async () => {
    expect(await removeOrphanPrescriptions(t.db, mkdtempSync(join(tmpdir(), 'kf-data-')))).toBe(0);
  });
});
