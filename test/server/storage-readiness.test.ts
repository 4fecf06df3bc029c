// Decision 072: /readyz answers 503 when the database cannot write, found by a periodic write
// (never one per probe), and 200 again once writes succeed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { DATABASE_FILE } from '../../server/db/database.ts';
import { createLogger } from '../../server/logger.ts';
import { createServices, type Services } from '../../server/services.ts';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function boot(storageCheckMs: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
  const logs: string[] = [];
  const logger = createLogger('info', { write: (s: string) => void logs.push(s) });
  const services: Services = createServices(loadConfig({ DATA_DIR: dir }), logger, { storageCheckMs });
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  cleanups.push(() => services.close());
  return { dir, services, logs };
}

describe('storage health', () => {
  test('a deleted database file is found by the periodic check, logged once, and recovery is noticed', async () => {
    const { dir, services, logs } = boot(50);
    expect(await services.storage.check()).toBe(true);
    expect(services.storage.writable()).toBe(true);

    const file = path.join(dir, DATABASE_FILE);
    const saved = `${file}.saved`;
    fs.renameSync(file, saved);
    await sleep(200);
    expect(services.storage.writable()).toBe(false);
    const failures = logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'database cannot write: not ready');
    expect(failures).toHaveLength(1);
    expect(failures[0].level).toBe(50);

    fs.renameSync(saved, file);
    await sleep(200);
    expect(services.storage.writable()).toBe(true);
    expect(logs.some((l) => JSON.parse(l).msg === 'database writable again: ready')).toBe(true);
  });

  test('readiness is read from the last check, not written per probe', async () => {
    const { services } = boot(60_000);
    let writes = 0;
    const original = services.outbox.checkWritable.bind(services.outbox);
    services.outbox.checkWritable = () => {
      writes++;
      return original();
    };
    for (let i = 0; i < 1000; i++) services.storage.writable();
    expect(writes).toBe(0);
    await services.storage.check();
    expect(writes).toBe(1);
  });
});
