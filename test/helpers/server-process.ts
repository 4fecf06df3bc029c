// The built server (dist/server/index.js) as ops run it, in a child process, for tests of the process itself:
// start-up, connection limits and draining.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/build-config.ts';

export const MAIN = path.join(ROOT, 'dist/server/index.js');

export interface ServerProcess {
  proc: ChildProcess;
  /** The port from the "listening" log line; rejects if the process exits first. */
  listening: Promise<number>;
  exited: Promise<number | null>;
  output(): string;
  errors(): string;
  /** Resident set size now, in MB (Linux). */
  rssMb(): number;
}

const started = new Set<ChildProcess>();

/** Kills every child a test file started and has not reaped (afterEach/afterAll). */
export function killAll(): void {
  for (const p of started) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  started.clear();
}

export function startServer(env: Record<string, string> = {}): ServerProcess {
  const proc = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'proc-')),
      ...env,
    },
  });
  started.add(proc);
  let out = '';
  let err = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)));
  const listening = new Promise<number>((resolve, reject) => {
    const t = setInterval(() => {
      const m = out.match(/"port":(\d+)[^\n]*"msg":"listening"/);
      if (m) {
        clearInterval(t);
        resolve(Number(m[1]));
      }
    }, 20);
    exited.then(() => {
      clearInterval(t);
      reject(new Error(`exited early: ${err}`));
    });
  });
  listening.catch(() => {}); // a test that expects an early exit never awaits it
  return {
    proc,
    listening,
    exited,
    output: () => out,
    errors: () => err,
    rssMb: () => {
      const m = readFileSync(`/proc/${proc.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
      return m ? Math.round(Number(m[1]) / 1024) : NaN;
    },
  };
}
