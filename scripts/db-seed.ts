// `npm run db:seed`: adds the demo data (drivers, vehicles, price rules, bookings around today, default
// templates) to the configured database, exactly as the server opens it (PGlite in DATA_DIR or
// DATABASE_URL). Stop a running server first when it uses PGlite: the data directory is locked.
import { isAbsolute, resolve } from 'node:path';
import { pino } from 'pino';
import { migrate } from '../app/server/db/migrate.server';
import { seedDemoData } from '../app/server/db/seed.server';
import { loadEnvOrExit, openDatabase } from '../app/server/startup.server';

const env = loadEnvOrExit();
const logger = pino({ level: 'warn' });
const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(process.cwd(), env.DATA_DIR);
const { handle, release } = await openDatabase(env, dataDir, logger);
try {
  await migrate(handle.db);
  const result = await seedDemoData(handle.db);
  console.log(`Demodaten angelegt: ${result.bookings} Buchungen, Fahrer, Fahrzeuge, Preisregeln und Vorlagen.`);
} finally {
  await handle.close();
  release();
}
