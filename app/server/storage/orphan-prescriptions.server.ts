// A prescription file is written before its booking's transaction (the file must exist when the row
// commits). When the process dies in between, the file stays without a booking: health data nobody can
// reach. They are removed at start-up and every 15 minutes: files with a server-generated name, no
// row naming them (a booking's upload, a booking's or series' prescription scan, a leg document), and
// older than ten minutes (so a booking being stored right now is safe).
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookings, legDocuments, prescriptions } from '#app/server/db/schema';
import type { BootstrapHook } from '#app/server/bootstrap.server';
import { uploadsDir } from './prescriptions.server';

export const ORPHAN_MIN_AGE_MS = 10 * 60_000;
export const ORPHAN_SWEEP_INTERVAL_MS = 15 * 60_000;
const STORED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BATCH = 500;

/** Removes orphaned prescription files; returns how many. */
export async function removeOrphanPrescriptions(db: DbOrTx, dataDir: string, now: Date = new Date()): Promise<number> {
  const dir = uploadsDir(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => STORED_ID.test(name));
  let removed = 0;
  for (let i = 0; i < names.length; i += BATCH) {
    const batch = names.slice(i, i + BATCH);
    const old: string[] = [];
    for (const name of batch) {
      const info = await stat(join(dir, name)).catch(() => null);
      if (info?.isFile() && now.getTime() - info.mtimeMs >= ORPHAN_MIN_AGE_MS) old.push(name);
    }
    if (!old.length) continue;
    const referenced = [
      ...(await db
        .select({ id: bookings.verordnungDateiId })
        .from(bookings)
        .where(inArray(bookings.verordnungDateiId, old))),
      ...(await db
        .select({ id: prescriptions.dateiId })
        .from(prescriptions)
        .where(inArray(prescriptions.dateiId, old))),
      ...(await db.select({ id: legDocuments.dateiId }).from(legDocuments).where(inArray(legDocuments.dateiId, old))),
    ];
    const kept = new Set(referenced.map((row) => row.id));
    for (const name of old) {
      if (kept.has(name)) continue;
      await rm(join(dir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Start-up hook: one sweep now, then one every 15 minutes until shutdown. */
export const startOrphanPrescriptionSweep: BootstrapHook = async (services) => {
  const sweep = async () => {
    try {
      const removed = await removeOrphanPrescriptions(services.db, services.dataDir);
      if (removed)
        services.logger.info(
          { event: 'orphan-prescriptions-removed', count: removed },
          'prescription files without a booking removed',
        );
    } catch (error) {
      const { name, code } = error as { name?: string; code?: string };
      services.logger.warn(
        { event: 'orphan-prescriptions-sweep-failed', error: { name, code } },
        'sweep of prescription files failed',
      );
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), ORPHAN_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
    },
  };
};
