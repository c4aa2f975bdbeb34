// Starts the production build as an operator would (node server.js), on loopback, for measuring.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export type BenchServer = { baseUrl: string; pid: number; child: ChildProcess; stop: () => Promise<void> };

/** The build the benchmark serves (BUILD_DIR, as for `npm start`). */
export const buildDir = process.env.BUILD_DIR || 'build';

/** The bench's ports: BENCH_PORT_BASE (default 3400) + offset, so two benches on one machine can run side by side. */
export function benchPort(offset: number): number {
  return Number(process.env.BENCH_PORT_BASE || 3400) + offset;
}

export function ensureBuild(): void {
  if (existsSync(`${buildDir}/server/index.js`)) return;
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
}

export async function startBenchServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const child = spawn(process.execPath, ['server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      LOG_LEVEL: 'silent',
      ...options.env,
    },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > until || child.exitCode !== null) throw new Error('bench server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident set size of a process in MiB (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  // A process without resident memory is a zombie: fail instead of reporting 0 MiB.
  if (!kb) throw new Error(`e. kein VmRSS für Prozess ${pid}`);
  return Math.round(Number(kb) / 1024);
}

let clockTicks: number | undefined;

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; fails rather than guess). */
export function cpuMs(pid: number): number {
  clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which may itself hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`keine CPU-Zeit für Prozess ${pid}`);
  return ((utime + stime) * 1000) / clockTicks;
}
