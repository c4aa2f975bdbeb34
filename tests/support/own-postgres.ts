// A PostgreSQL server of the test's own (initdb into a temporary directory, its own port), so a test
// can stop, start and restart a real database server without disturbing the shared one that the
// other test files use at the same time. As root (CI), the server runs as the `postgres` user.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The directory of initdb/pg_ctl: `pg_config --bindir`, else the newest Debian install; null if none. */
export async function postgresBinDir(): Promise<string | null> {
  try {
    const { stdout } = await run('pg_config', ['--bindir']);
    const dir = stdout.trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config on the PATH
  }
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian)
    .filter((name) => existsSync(join(debian, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const newest = versions[0];
  return newest ? join(debian, newest, 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type OwnPostgres = {
  /** Connection string of the database `kf` (created empty). */
  url: string;
  /** Stops the server (`pg_ctl stop -m fast`: every connection is terminated with 57P01). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`. */
  restart(): Promise<void>;
  /** Stops the server and removes its directory. */
  close(): Promise<void>;
};

export async function startOwnPostgres(binDir: string): Promise<OwnPostgres> {
  const root = mkdtempSync(join(tmpdir(), 'kf-own-pg-'));
  const dataDir = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    chownSync(root, uid, uid);
  }
  // initdb and the server refuse to run as root.
  const as = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(binDir, command), ...args])
      : run(join(binDir, command), args);
  await as('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) =>
    as('pg_ctl', ['-D', dataDir, '-l', join(root, 'server.log'), '-w', '-t', '60', ...args]);
  await pgCtl('-o', options, 'start');
  await run(join(binDir, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'kf']);
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/kf`,
    async stop() {
      await pgCtl('-m', 'fast', 'stop');
      running = false;
    },
    async start() {
      await pgCtl('-o', options, 'start');
      running = true;
    },
    async restart() {
      await pgCtl('-o', options, '-m', 'fast', 'restart');
      running = true;
    },
    async close() {
      if (running) await pgCtl('-m', 'immediate', 'stop').catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}
