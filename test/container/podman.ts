// Podman from the tests: every call returns its exit code and output; containers the check starts are named with
// one prefix and removed at the end.
import { execFile, spawn } from 'node:child_process';
import http from 'node:http';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export function podman(args: string[], timeoutMs = 120_000): Promise<Run> {
  return new Promise((resolve) => {
    execFile('podman', args, { timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

/** Runs podman and fails with the command and its output unless it exits 0. */
export async function podmanOk(args: string[], what: string, timeoutMs?: number): Promise<string> {
  const r = await podman(args, timeoutMs);
  if (r.code !== 0) {
    throw new Error(`${what} failed: podman ${args.join(' ')} exited ${r.code}\n${r.stderr.slice(-3000)}`);
  }
  return r.stdout.trim();
}

export const PREFIX = `siteharbor-check-${process.pid}`;
const created: string[] = [];
const volumes: string[] = [];

export interface ContainerSpec {
  name: string;
  image: string;
  env?: Record<string, string>;
  /** host network (reaches the host's loopback services) or podman's bridge with a published loopback port. */
  network: 'host' | { publish: number; containerPort: number };
  readOnly?: boolean;
  /** A named volume mounted at DATA_DIR. */
  volume?: { name: string; target: string };
  tmpfs?: string[];
  stopTimeoutSeconds?: number;
  command?: string[];
}

export async function runContainer(spec: ContainerSpec): Promise<string> {
  const name = `${PREFIX}-${spec.name}`;
  const args = ['run', '-d', '--name', name];
  if (spec.network === 'host') args.push('--network', 'host');
  else args.push('-p', `127.0.0.1:${spec.network.publish}:${spec.network.containerPort}`);
  if (spec.readOnly) args.push('--read-only', '--read-only-tmpfs=false');
  for (const t of spec.tmpfs ?? []) args.push('--tmpfs', t);
  if (spec.volume) {
    const vol = `${PREFIX}-${spec.volume.name}`;
    if (!volumes.includes(vol)) volumes.push(vol);
    args.push('-v', `${vol}:${spec.volume.target}`);
  }
  if (spec.stopTimeoutSeconds !== undefined) args.push('--stop-timeout', String(spec.stopTimeoutSeconds));
  for (const [k, v] of Object.entries(spec.env ?? {})) args.push('-e', `${k}=${v}`);
  args.push(spec.image, ...(spec.command ?? []));
  created.push(name);
  await podmanOk(args, `starting container ${name}`);
  return name;
}

export async function logs(name: string): Promise<string> {
  const r = await podman(['logs', name]);
  return r.stdout + r.stderr;
}

/** Waits for the server's "listening" line; fails with the container's last log lines if it exits or stalls. */
export async function waitListening(name: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const out = await logs(name);
    if (/"msg":"listening"/.test(out)) return;
    const state = (await podman(['inspect', '--format', '{{.State.Status}}', name])).stdout.trim();
    if (state === 'exited' || state === 'stopped') {
      throw new Error(`container ${name} exited before listening; its log:\n${out.slice(-3000)}`);
    }
    if (Date.now() > until)
      throw new Error(`container ${name} did not listen within ${timeoutMs} ms:\n${out.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function removeAll(): Promise<void> {
  // -v: the anonymous volume each container without a named one gets for the image's VOLUME goes with it.
  for (const name of created.splice(0)) await podman(['rm', '-f', '-v', '-t', '0', name]);
  for (const vol of volumes.splice(0)) await podman(['volume', 'rm', '-f', vol]);
}

export interface Answer {
  status: number;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

/** One HTTP request on a new connection, from a chosen loopback source address when given. */
export function request(
  port: number,
  method: string,
  path: string,
  body?: unknown,
  opts: { localAddress?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        localAddress: opts.localAddress,
        timeout: opts.timeoutMs ?? 30_000,
        headers: {
          ...(data ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(data);
  });
}

/** `npm start` as a developer runs it, in its own process group so it can be stopped with its child. */
export function npmStart(env: Record<string, string>) {
  const proc = spawn('npm', ['start'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise((r) => proc.once('exit', r));
  return {
    out: () => out,
    async listening(timeoutMs = 180_000) {
      const until = Date.now() + timeoutMs;
      while (!/"msg":"listening"/.test(out)) {
        if (proc.exitCode !== null) throw new Error(`npm start exited ${proc.exitCode}:\n${out.slice(-3000)}`);
        if (Date.now() > until)
          throw new Error(`npm start did not listen within ${timeoutMs} ms:\n${out.slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        process.kill(-proc.pid!, 'SIGTERM');
        await exited;
      }
    },
  };
}
