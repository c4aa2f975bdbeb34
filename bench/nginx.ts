// The reference for b.: nginx (Debian package) serving the same bytes the product sends, pre-compressed,
// from files. The bench starts its own instance on a loopback port and stops it afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Nginx = { baseUrl: string; root: string; stop: () => Promise<void> };

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/**
 * Starts nginx on 127.0.0.1:`port` with `root` as document root. `/br/…` and `/gzip/…` send the files
 * below them with that Content-Encoding (the bytes were compressed by the product, not by nginx).
 */
export async function startNginx(port: number, options: { workers: number | 'auto' } = { workers: 1 }): Promise<Nginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx fehlt (${NGINX}): die Referenz für b. braucht es – sudo apt-get install -y nginx, oder NGINX_PATH setzen`,
    );
  }
  const prefix = mkdtempSync(join(tmpdir(), 'kf-bench-nginx-'));
  const root = join(prefix, 'root');
  mkdirSync(join(root, 'br'), { recursive: true });
  mkdirSync(join(root, 'gzip'), { recursive: true });
  mkdirSync(join(prefix, 'logs'));
  // Started as root, nginx's workers run as nobody: they must be able to read the (public) copies.
  chmodSync(prefix, 0o755);
  // The goal's reference has one worker: the product is one Node process on one core, and the load
  // generator needs the other of the machine's two (with `auto`, two workers shared that core with it).
  // b. also prints an `auto` instance beside it, so nobody has to take that choice on trust.
  const conf = `worker_processes ${options.workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log error;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { text/html html; text/javascript js; text/css css; }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    etag on;
    location /br/ { add_header Content-Encoding br; add_header Vary Accept-Encoding; }
    location /gzip/ { add_header Content-Encoding gzip; add_header Vary Accept-Encoding; }
  }
}
`;
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const test = spawnSync(NGINX, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx-Konfiguration abgelehnt: ${test.stderr.trim()}`);
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  const baseUrl = `http://127.0.0.1:${port}`;
  writeFileSync(join(root, 'ready.html'), 'ok');
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/ready.html`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > until || child.exitCode !== null) {
      const log = existsSync(join(prefix, 'logs', 'error.log'))
        ? readFileSync(join(prefix, 'logs', 'error.log'), 'utf8')
        : '';
      child.kill('SIGTERM');
      throw new Error(`nginx startete nicht auf Port ${port}: ${log.trim().split('\n').pop() ?? ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    root,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(prefix, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT');
      }),
  };
}
