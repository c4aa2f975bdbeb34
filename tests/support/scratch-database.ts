// A throw-away PostgreSQL database on the server of `adminUrl` (a role that may create databases), for
// tests, journeys and bench sections that need their own: created empty or as a copy of `template`,
// dropped again (with force, so that a crashed server's connections don't keep it alive).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = { name: string; url: string; drop: () => Promise<void> };

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  options: { template?: string | null } = {},
): Promise<ScratchDatabase> {
  if (!/^[a-z][a-z0-9_]{0,40}$/.test(prefix))
    throw new Error('scratch database prefix must be a short lower-case identifier');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(
    adminUrl,
    options.template ? `create database ${name} template ${options.template}` : `create database ${name}`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}
