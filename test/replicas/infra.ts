// Real PostgreSQL, Redis and HAProxy for the tests that need them, started from Debian's packages on
// loopback ports in temporary directories and removed afterwards. Without the packages the tests skip with a loud
// line, except under CI, where they fail (bash .ci/run installs them).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function pgBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(base, versions[0], 'bin') : undefined;
}

function which(cmd: string, extra: string[] = []): string | undefined {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/bin', ...extra]) {
    const p = path.join(dir, cmd);
    if (dir && fs.existsSync(p)) return p;
  }
  return undefined;
}

export const tools = {
  pg: pgBinDir(),
  redis: which('redis-server'),
  haproxy: which('haproxy'),
};

/** What is missing for the given tools, as Debian package names. */
export function missing(...need: Array<keyof typeof tools>): string[] {
  const pkg = { pg: 'postgresql', redis: 'redis-server', haproxy: 'haproxy' } as const;
  return need.filter((n) => !tools[n]).map((n) => pkg[n]);
}

/**
 * Outside CI: prints one loud line and says to skip. Under CI: says not to skip, so the test runs and fails on the
 * missing tool (the CI script installs them).
 */
export function shouldSkip(what: string, ...need: Array<keyof typeof tools>): boolean {
  const gone = missing(...need);
  if (gone.length === 0) return false;
  if (process.env.CI) return false;
  console.warn(
    `\n!!! SKIPPED: ${what} needs Debian's ${gone.join(', ')} (apt-get install -y ${gone.join(' ')}); bash .ci/run installs them.\n`,
  );
  return true;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL tool as the unprivileged `postgres` user when we are root (initdb refuses root). */
function pgRun(bin: string, args: string[]): string {
  const cmd = path.join(tools.pg as string, bin);
  return isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface PgCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:port/<db> */
  url(db?: string): string;
  /** A new empty database; returns its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<PgCluster> {
  if (!tools.pg) throw new Error("PostgreSQL is not installed (Debian's postgresql)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteharbor-pg-'));
  fs.chmodSync(dir, 0o755);
  const data = path.join(dir, 'data');
  const sock = path.join(dir, 'sock');
  fs.mkdirSync(sock);
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  // fsync off: the tests kill site replicas, not the database; the machine's disk is shared.
  const opts = `-p ${port} -k ${sock} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=16MB -c max_connections=60`;
  pgRun('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  const url = (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const { default: pg } = await import('pg');
      const c = new pg.Client({ connectionString: url() });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}"`);
        await c.query(`CREATE DATABASE "${name}"`);
      } finally {
        await c.end();
      }
      return url(name);
    },
    async stop() {
      try {
        pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already gone
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Daemon {
  port: number;
  proc: ChildProcess;
  stop(): Promise<void>;
}

async function waitForPort(port: number, proc: ChildProcess, name: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`${name} exited with ${proc.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`${name} did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function stopper(proc: ChildProcess, cleanup: () => void): () => Promise<void> {
  return async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGKILL');
      await exited;
    }
    cleanup();
  };
}

export async function startRedis(): Promise<Daemon> {
  if (!tools.redis) throw new Error("redis-server is not installed (Debian's redis-server)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteharbor-redis-'));
  const port = await freePort();
  const proc = spawn(
    tools.redis,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    {
      stdio: 'ignore',
    },
  );
  await waitForPort(port, proc, 'redis-server');
  return { port, proc, stop: stopper(proc, () => fs.rmSync(dir, { recursive: true, force: true })) };
}

/**
 * HAProxy in front of the given loopback backends, round robin, health-checked on /readyz, adding X-Forwarded-For
 * as a load balancer does.
 */
export async function startHaproxy(backends: number[]): Promise<Daemon> {
  if (!tools.haproxy) throw new Error("haproxy is not installed (Debian's haproxy)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteharbor-haproxy-'));
  const port = await freePort();
  const cfg = [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // An idle keep-alive connection closes on the balancer's side before the server's keepAliveTimeout.
    '  timeout http-keep-alive 10s',
    '  option forwardfor',
    '  retries 2',
    '  option redispatch',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  default_backend replicas',
    'backend replicas',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  retry-on conn-failure empty-response response-timeout',
    ...backends.map((p, i) => `  server r${i + 1} 127.0.0.1:${p} check inter 500ms fall 2 rise 2`),
    '',
  ].join('\n');
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, cfg);
  execFileSync(tools.haproxy, ['-c', '-q', '-f', file]);
  const proc = spawn(tools.haproxy, ['-db', '-f', file], { stdio: 'ignore' });
  await waitForPort(port, proc, 'haproxy');
  return { port, proc, stop: stopper(proc, () => fs.rmSync(dir, { recursive: true, force: true })) };
}
