// `npm run user:create -- --email … --name … [--role inhaber|disposition]`: creates a staff account in
// the configured database, opened exactly as the server opens it (PGlite in DATA_DIR or DATABASE_URL),
// and prints its one-time password once (to be changed at the first sign-in). With PGlite, stop a
// running server first: the data directory is locked.
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { AccountError, createStaffAccount } from '../app/server/auth/accounts.server';
import { migrate } from '../app/server/db/migrate.server';
import { loadEnvOrExit, openDatabase } from '../app/server/startup.server';

const usage = 'Aufruf / usage: npm run user:create -- --email <E-Mail> --name <Name> [--role inhaber|disposition]';

let values: { email?: string; name?: string; role?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'disposition' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${usage}\n`);
  process.exit(2);
}
if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
if (!values.email || !values.name) {
  process.stderr.write(`Bitte --email und --name angeben. / Please give --email and --name.\n${usage}\n`);
  process.exit(2);
}

const env = loadEnvOrExit();
const logger = pino({ level: 'warn' });
const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(process.cwd(), env.DATA_DIR);
const { handle, release } = await openDatabase(env, dataDir, logger);
let exitCode = 0;
try {
  await migrate(handle.db);
  const { account, oneTimePassword } = await createStaffAccount(handle.db, null, {
    email: values.email,
    name: values.name,
    role: values.role ?? 'disposition',
  });
  const role = account.role === 'inhaber' ? 'Inhaber' : 'Disposition';
  process.stdout.write(`Konto angelegt / account created: ${account.email} (${role})\n`);
  process.stdout.write(`Mitarbeiter-Anmeldung / Staff login: ${account.email} / ${oneTimePassword}\n`);
  process.stdout.write('Einmalpasswort: wird nur jetzt angezeigt und muss bei der ersten Anmeldung geändert werden.\n');
  process.stdout.write('One-time password: shown only now; it must be changed at the first sign-in.\n');
} catch (error) {
  if (error instanceof AccountError) {
    process.stderr.write(`${error.message}\n`);
    exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await handle.close();
  release();
}
process.exit(exitCode);
