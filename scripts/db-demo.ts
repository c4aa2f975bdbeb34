// `npm run db:demo -- --bookings 100000`: adds generated bookings to the configured database (PGlite in
// DATA_DIR or DATABASE_URL) for load tests and benchmarks. Stop a PGlite server first.
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { generateDemoBookings, settleAfterBulkLoad } from '../app/server/db/demo-bookings.server';
import { migrate } from '../app/server/db/migrate.server';
import { loadEnvOrExit, openDatabase } from '../app/server/startup.server';

const { values } = parseArgs({ options: { bookings: { type: 'string', default: '1000' } } });
const count = Number(values.bookings);
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  console.error('--bookings must be a whole number between 1 and 5000000');
  process.exit(1);
}
const env = loadEnvOrExit();
const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(process.cwd(), env.DATA_DIR);
const { handle, release } = await openDatabase(env, dataDir, pino({ level: 'warn' }));
try {
  await migrate(handle.db);
  const started = Date.now();
  await generateDemoBookings(handle.db, count);
  // Fresh statistics (or the planner guesses on a table it has never seen this large) and the
  // visibility map the index-only counts rely on.
  await settleAfterBulkLoad(handle.db);
  console.log(
    `${count} Buchungen erzeugt, VACUUM und Statistiken (ANALYZE) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await handle.close();
  release();
}
