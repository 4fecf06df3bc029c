// Start-up problems an operator must fix end the process with one clear line on stderr and exit code 1
// (decision 084): a port already in use, a DATA_DIR that cannot hold the database.
import net from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { killAll, startServer } from '../helpers/server-process.ts';

afterEach(killAll);

/** Exit code and stderr lines; fails the test if the process is still running after 15 s (the old /proc spin). */
async function failedStart(env: Record<string, string>) {
  const s = startServer(env);
  const code = await Promise.race([s.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 15_000))]);
  const lines = s.errors().split('\n').filter(Boolean);
  return { code, lines, output: s.output() };
}

describe('start-up failures', () => {
  test('a port in use: one line naming the port, exit 1, no stack trace', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as AddressInfo).port;
    try {
      const r = await failedStart({ PORT: String(port) });
      expect(r.code).toBe(1);
      expect(r.lines).toEqual([`start-up failed: port ${port} on 127.0.0.1 is already in use`]);
      expect(r.output).not.toMatch(/"msg":"listening"/);
    } finally {
      blocker.close();
    }
  }, 30_000);

  test.each([
    [
      'under /proc',
      '/proc/siteharbor/data',
      /^start-up failed: DATA_DIR \/proc\/siteharbor\/data: cannot create \/proc\/siteharbor \(E[A-Z]+\)$/,
    ],
    ['/proc itself', '/proc', /^start-up failed: DATA_DIR \/proc is not writable \(E[A-Z]+\)$/],
    [
      'in a pseudo file system (/sys)',
      '/sys/kernel',
      /^start-up failed: DATA_DIR \/sys\/kernel is not writable \(E[A-Z]+\)$/,
    ],
  ])(
    'a DATA_DIR %s: one line naming it, exit 1 within seconds',
    async (_what, dir, line) => {
      const r = await failedStart({ DATA_DIR: dir });
      expect(r.code).toBe(1);
      expect(r.lines).toHaveLength(1);
      expect(r.lines[0]).toMatch(line);
    },
    30_000,
  );

  test('a DATA_DIR below a regular file: one line, exit 1', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'datadir-')), 'not-a-dir');
    writeFileSync(file, 'x');
    const r = await failedStart({ DATA_DIR: path.join(file, 'data') });
    expect(r.code).toBe(1);
    expect(r.lines).toEqual([`start-up failed: DATA_DIR ${file}/data: ${file} is not a directory`]);
  }, 30_000);

  test('a DATA_DIR that does not exist yet is created, private to the service user', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'datadir-')), 'a', 'b');
    const s = startServer({ DATA_DIR: dir });
    await s.listening;
    const { statSync, readdirSync } = await import('node:fs');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    // The write check leaves nothing behind.
    expect(readdirSync(dir).filter((f) => f.startsWith('.write-check'))).toEqual([]);
  }, 30_000);
});
