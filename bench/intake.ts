// c. The online booking intake over HTTP (the wizard's POST /online-buchung/absenden: urlencoded, valid
// bookings, 10 keep-alive connections driven by autocannon, decision 118), on PGlite and PostgreSQL, with
// the server process's CPU per booking. References in the same run: on PostgreSQL,
// pgbench running the intake's own transaction (bench/intake.pgbench.sql, 10 clients) on the same
// database, the ceiling the goal (≥ 0.5×) compares with; on both, raw INSERTs of the same
// rows through the same driver (10 concurrent): the booking and its outbound leg in one statement, as the
// intake writes them (issue 36: a booking without legs is refused at commit), without the number counter,
// history, outbox and change event.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCalendarDays, berlinDate } from '../app/domain/berlin-time';
import { formatBookingNumber } from '../app/domain/booking-number';
import { bookingColumnsFromLegs, legsOfTrip } from '../app/domain/rides/legs';
import { openPglite, openPostgres, type Db, type DbHandle } from '../app/server/db/client.server';
import { migrate } from '../app/server/db/migrate.server';
import { count, sql, type SQL } from 'drizzle-orm';
import { bookings, tripLegs } from '../app/server/db/schema';
import { newLegRow } from '../app/server/rides/trip-legs.server';
import { bookingFields } from '../tests/support/booking-form';
import { createScratchDatabase } from '../tests/support/scratch-database';
import { intakeLoad, type IntakeLoad } from './intake-load';
import { benchPort, cpuMs, startBenchServer } from './server';
import { round, type Section } from './table';

const CLIENTS = 10;
/** Bookings sent before the measured ones (not counted in the rate, counted in the rows). */
const WARM_UP = 200;

/** pgbench: PGBENCH_PATH, else on the PATH, else Debian's versioned directory (postgresql-client). */
function findPgbench(): string {
  if (process.env.PGBENCH_PATH) return process.env.PGBENCH_PATH;
  if (spawnSync('pgbench', ['--version']).status === 0) return 'pgbench';
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => `${base}/${v}/bin/pgbench`).find((path) => existsSync(path));
  if (!found)
    throw new Error(
      'pgbench fehlt: die Referenz für c. braucht es – sudo apt-get install -y postgresql-client, oder PGBENCH_PATH setzen',
    );
  return found;
}

/** The intake's transaction run by pgbench for `seconds` with CLIENTS clients; transactions per second. */
function pgbenchIntake(url: string, seconds: number): number {
  const today = berlinDate();
  const run = spawnSync(
    findPgbench(),
    [
      '-n',
      '-M',
      'extended',
      '-c',
      String(CLIENTS),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-D',
      `year=${today.slice(0, 4)}`,
      '-D',
      `datum=${addCalendarDays(today, 3)}`,
      '-f',
      'bench/intake.pgbench.sql',
      url,
    ],
    { encoding: 'utf8' },
  );
  const output = `${run.stdout}${run.stderr}`;
  const failed = /number of failed transactions: (\d+)/.exec(output)?.[1];
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
  if (run.status !== 0 || !tps || (failed && failed !== '0'))
    throw new Error(`c. pgbench fehlgeschlagen: ${output.trim().split('\n').slice(-3).join(' | ')}`);
  return Number(tps);
}

/**
 * Booking `n` of the load (the fields the HTTP run sends) as the intake stores it, bare: the row with the
 * ride columns its legs give and the legs (the outbound one: the load books no return), in one statement
 * that commits on its own. The legs refer to the booking beside them: foreign keys and migration 0021's
 * deferred check see it at the end of the statement, and its trigger finds the ride columns agreeing.
 */
function bareBooking(db: Db, n: number): SQL {
  const fields = bookingFields(randomUUID(), n);
  const id = randomUUID();
  const { hin, back } = legsOfTrip({
    datum: fields.datum!,
    uhrzeit: fields.uhrzeit!,
    abholadresse: fields.abholadresse!,
    zieladresse: fields.zieladresse!,
    rueckfahrt: 'keine',
  });
  const booking = db.insert(bookings).values({
    id,
    bookingNumber: formatBookingNumber(2099, n + 1),
    vorname: fields.vorname!,
    nachname: fields.nachname!,
    telefon: fields.telefon,
    email: fields.email,
    ...bookingColumnsFromLegs(hin, back),
    krankenkasse: fields.krankenkasse,
    status: 'pending',
    bestaetigungsEmail: fields.bestaetigungsEmail,
    consentAt: new Date(),
    consentVersion: 'bench',
    idempotencyKey: fields.idempotencyKey,
  });
  const legs = db.insert(tripLegs).values((back ? [hin, back] : [hin]).map((leg) => newLegRow(id, leg, 'pending')));
  // getSQL: embedded without Drizzle's parentheses, as insertBooking does.
  return sql`with booking as (${booking.getSQL()}) ${legs.getSQL()}`;
}

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

type Backend = {
  name: string;
  url?: string;
  serverEnv: Record<string, string>;
  open: () => Promise<DbHandle>;
  drop: () => Promise<void>;
};

async function backendsFor(pgUrl: string | undefined, dataDir: string): Promise<Backend[]> {
  const list: Backend[] = [
    { name: 'PGlite', serverEnv: {}, open: () => openPglite(join(dataDir, 'pglite')), drop: async () => {} },
  ];
  if (pgUrl) {
    const scratch = await createScratchDatabase(pgUrl, 'kf_bench_intake');
    list.push({
      name: 'PostgreSQL',
      url: scratch.url,
      serverEnv: { DATABASE_URL: scratch.url },
      open: () => openPostgres(scratch.url, { max: CLIENTS }),
      drop: scratch.drop,
    });
  }
  return list;
}

export async function measureIntake(options: { pgUrl?: string; count: number; pgbenchSeconds: number }) {
  const raw: Record<
    string,
    {
      httpPerS: number;
      pgbenchPerS: number | null;
      ratio: number | null;
      insertPerS: number;
      serverCpuMsPerBooking: number;
    }
  > = {};
  const dataDir = mkdtempSync(join(tmpdir(), 'kf-bench-intake-'));
  try {
    for (const backend of await backendsFor(options.pgUrl, dataDir)) {
      try {
        const server = await startBenchServer({
          port: benchPort(2),
          dataDir,
          env: { ...backend.serverEnv, BOOKING_RATE_LIMIT: '0', DEMO_DATA: 'false' },
        });
        let http: IntakeLoad;
        let written: number;
        let serverCpuMs: number;
        try {
          // Warm-up (JIT, the pool's connections, prepared plans), not counted; then the measured run, with
          // the server's own CPU time over it.
          const warm = await intakeLoad(server.baseUrl, {
            count: WARM_UP,
            firstN: 0,
            connections: CLIENTS,
            label: `${backend.name}, Aufwärmen`,
          });
          const cpuBefore = cpuMs(server.pid);
          http = await intakeLoad(server.baseUrl, {
            count: options.count,
            firstN: WARM_UP,
            connections: CLIENTS,
            label: backend.name,
          });
          serverCpuMs = cpuMs(server.pid) - cpuBefore;
          written = warm.accepted + http.accepted;
        } finally {
          await server.stop();
        }
        const handle = await backend.open();
        try {
          await migrate(handle.db);
          // Every accepted answer is a row, and no more (a repeat or a lost write fails the bench).
          const [stored] = await handle.db.select({ rows: count() }).from(bookings);
          if (stored?.rows !== written)
            throw new Error(
              `c. ${backend.name}: ${written} Buchungen angenommen, aber ${stored?.rows} Zeilen in bookings`,
            );
          // The same transaction without HTTP, validation and Node, on the same database (after the HTTP run).
          const pgbenchPerS = backend.url ? round(pgbenchIntake(backend.url, options.pgbenchSeconds), 0) : null;
          // The same rows, booking and leg, inserted bare through the same driver (PGlite is free again once
          // the server stopped).
          const insertMs = await runConcurrently(options.count, async (n) => {
            await handle.db.execute(bareBooking(handle.db, n));
          });
          const httpPerS = round((options.count / http.ms) * 1000, 0);
          const insertPerS = round((options.count / insertMs) * 1000, 0);
          const cpuPerBooking = round(serverCpuMs / options.count, 2);
          raw[backend.name] = {
            httpPerS,
            pgbenchPerS,
            ratio: pgbenchPerS ? round(httpPerS / pgbenchPerS, 2) : null,
            insertPerS,
            serverCpuMsPerBooking: cpuPerBooking,
          };
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
    title: `c. Booking intake, ${options.count} bookings (after ${WARM_UP} warm-up), ${CLIENTS} connections (autocannon)`,
    columns: [
      'backend',
      'HTTP bookings/s',
      'pgbench, same transaction, tx/s',
      'ratio (goal ≥ 0.5)',
      'raw INSERT booking+leg/s',
      'server CPU ms/booking',
    ],
    rows: Object.entries(raw).map(([name, r]) => [
      name,
      r.httpPerS,
      r.pgbenchPerS ?? '–',
      r.ratio ?? '–',
      r.insertPerS,
      r.serverCpuMsPerBooking,
    ]),
  };
  return { raw, section };
}
