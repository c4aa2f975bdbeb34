// c. The online booking intake over HTTP (multipart, valid bookings, 10 clients) beside raw INSERTs of
// the same rows through the same driver (10 concurrent single-row inserts), on PGlite and PostgreSQL.
// The ratio says what validation, the transaction (number, history, three outbox jobs, change event)
// and HTTP cost on top of the bare insert.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { formatBookingNumber } from '../app/domain/booking-number';
import { openPglite, openPostgres, type DbHandle } from '../app/server/db/client.server';
import { migrate } from '../app/server/db/migrate.server';
import { bookings } from '../app/server/db/schema';
import { bookingFields, bookingForm } from '../tests/support/booking-form';
import { startBenchServer } from './server';
import { round, type Section } from './table';

const CLIENTS = 10;

async function runConcurrently(count: number, task: (n: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let n = next++; n < count; n = next++) await task(n);
    }),
  );
  return performance.now() - started;
}

type Backend = { name: string; serverEnv: Record<string, string>; open: () => Promise<DbHandle>; drop: () => Promise<void> };

async function backendsFor(pgUrl: string | undefined, dataDir: string): Promise<Backend[]> {
  const list: Backend[] = [
    { name: 'PGlite', serverEnv: {}, open: () => openPglite(join(dataDir, 'pglite')), drop: async () => {} },
  ];
  if (pgUrl) {
    const name = `kf_bench_intake_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    list.push({
      name: 'PostgreSQL',
      serverEnv: { DATABASE_URL: url.toString() },
      open: () => openPostgres(url.toString(), { max: CLIENTS }),
      drop: async () => {
        const cleanup = new pg.Client({ connectionString: pgUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    });
  }
  return list;
}

export async function measureIntake(options: { pgUrl?: string; count: number }) {
  const raw: Record<string, { httpPerS: number; insertPerS: number; ratio: number; failures: number }> = {};
  const dataDir = mkdtempSync(join(tmpdir(), 'kf-bench-intake-'));
  try {
    for (const backend of await backendsFor(options.pgUrl, dataDir)) {
      try {
        const server = await startBenchServer({ port: 3402, dataDir, env: { ...backend.serverEnv, BOOKING_RATE_LIMIT: '0', DEMO_DATA: 'false' } });
        let failures = 0;
        const httpMs = await runConcurrently(options.count, async (n) => {
          const response = await fetch(`${server.baseUrl}/online-buchung`, { method: 'POST', body: bookingForm(randomUUID(), n) });
          await response.arrayBuffer();
          if (response.status !== 200) failures++;
        });
        await server.stop();

        // The same rows, inserted bare through the same driver (PGlite is free again once the server stopped).
        const handle = await backend.open();
        try {
          await migrate(handle.db);
          const insertMs = await runConcurrently(options.count, async (n) => {
            const fields = bookingFields(randomUUID(), n);
            await handle.db.insert(bookings).values({
              bookingNumber: formatBookingNumber(2099, n + 1),
              vorname: fields.vorname!,
              nachname: fields.nachname!,
              telefon: fields.telefon,
              email: fields.email,
              abholadresse: fields.abholadresse!,
              zieladresse: fields.zieladresse!,
              krankenkasse: fields.krankenkasse,
              datum: fields.datum!,
              uhrzeit: fields.uhrzeit!,
              rueckfahrt: 'keine',
              bestaetigungsEmail: fields.bestaetigungsEmail,
              consentAt: new Date(),
              consentVersion: 'bench',
              idempotencyKey: fields.idempotencyKey,
            });
          });
          const httpPerS = round((options.count / httpMs) * 1000, 0);
          const insertPerS = round((options.count / insertMs) * 1000, 0);
          raw[backend.name] = { httpPerS, insertPerS, ratio: round(httpPerS / insertPerS, 2), failures };
        } finally {
          await handle.close();
        }
      } finally {
        await backend.drop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const section: Section = {
    title: `c. Booking intake, ${options.count} bookings, ${CLIENTS} concurrent clients`,
    columns: ['backend', 'HTTP bookings/s', 'raw INSERT rows/s', 'ratio', 'failed'],
    rows: Object.entries(raw).map(([name, r]) => [name, r.httpPerS, r.insertPerS, r.ratio, r.failures]),
  };
  return { raw, section };
}
