// Decision 070: a lead service that takes 3 s to answer receives each lead once. Delivery has its own budget
// (DELIVERY_TIMEOUT_MS, 10 s by default), separate from the 1.5 s page upstream budget; and when a receiver is slower
// still than that budget, the next attempt waits long enough not to pile copies onto it, with the same key.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, test } from 'vitest';
import { createLeadsRouter } from '../../server/api/leads.ts';
import { loadConfig } from '../../server/config.ts';
import { closeDatabase, openDatabase } from '../../server/db/database.ts';
import { createOutbox } from '../../server/db/outbox.ts';
import { createDeliveryWorker, TIMEOUT_RETRY_FACTOR } from '../../server/delivery.ts';
import { createLogger } from '../../server/logger.ts';
import { SAMPLE_LEAD as lead, startFakeLeadService, type FakeLeadService } from '../fakes/lead-service.ts';

const logger = createLogger('silent');
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function boot(service: FakeLeadService, env: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slow-receiver-'));
  // No DELIVERY_TIMEOUT_MS unless given: the default is under test. UPSTREAM_TIMEOUT_MS stays at its 1.5 s default.
  const config = loadConfig({ DATA_DIR: dir, LEADS_API_URL: service.url, ...env });
  const db = openDatabase(dir);
  const outbox = createOutbox(db);
  const app = express();
  app.use('/api', createLeadsRouter({ config, outbox, logger, rateLimit: { windowMs: 60_000, max: 1000 } }));
  const worker = createDeliveryWorker({ outbox, config, logger, pollMs: 100 });
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  cleanups.push(() => closeDatabase(db));
  cleanups.push(() => worker.stop());
  return { config, outbox, app, worker };
}

async function postLeads(app: express.Express, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await request(app)
      .post('/api/leads/difm')
      .send({ ...lead, name: `Lead ${String.fromCharCode(65 + i)}` });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

describe('delivery to a slow receiver', () => {
  test('a receiver answering in 3 s gets every lead exactly once, within the default delivery budget', async () => {
    const service = await startFakeLeadService('accept');
    cleanups.push(() => service.close());
    service.setDelay(3000);
    const p = await boot(service);
    expect(p.config.DELIVERY_TIMEOUT_MS).toBeGreaterThanOrEqual(10_000);
    expect(p.config.UPSTREAM_TIMEOUT_MS).toBe(1500);

    const ids = await postLeads(p.app, 6);
    const started = Date.now();
    p.worker.start();
    while (p.outbox.list('lead').some((r) => r.status !== 'delivered')) {
      expect(Date.now() - started).toBeLessThan(20_000);
      await sleep(100);
    }
    const tookMs = Date.now() - started;
    // Longer than one answer, so any early retry would have shown up by now; then a quiet period.
    await sleep(1500);

    const keys = service.received.map((r) => r.idempotencyKey);
    expect(keys.sort()).toEqual([...ids].sort());
    expect(service.stored().sort()).toEqual([...ids].sort());
    for (const r of p.outbox.list('lead')) expect(r).toMatchObject({ status: 'delivered', attempts: 1 });
    console.log(
      `slow receiver (3 s answers): ${ids.length} leads, ${service.received.length} requests, all delivered in ${(tookMs / 1000).toFixed(1)} s`,
    );
  }, 40_000);

  test('a receiver slower than the budget is not hammered: the next attempt waits six timeouts, with the same key', async () => {
    const service = await startFakeLeadService('accept');
    cleanups.push(() => service.close());
    service.setDelay(3000);
    // A budget below the receiver's time: every first attempt times out (the receiver still stores the lead).
    const p = await boot(service, { DELIVERY_TIMEOUT_MS: '1000' });
    const ids = await postLeads(p.app, 3);
    const started = Date.now();
    p.worker.start();

    // While the receiver works and for the wait after the timeout, nothing is sent again.
    await sleep(TIMEOUT_RETRY_FACTOR * 1000 - 500);
    expect(service.received).toHaveLength(3);
    expect(service.stored().sort()).toEqual([...ids].sort());
    for (const r of p.outbox.list('lead'))
      expect(r).toMatchObject({ status: 'pending', attempts: 1, lastError: 'timeout' });

    // The second attempt carries the same key; a receiver honouring it keeps one copy.
    while (p.outbox.list('lead').some((r) => r.attempts < 2)) {
      expect(Date.now() - started).toBeLessThan(15_000);
      await sleep(100);
    }
    const byKey = new Map<string, number>();
    for (const r of service.received)
      byKey.set(r.idempotencyKey as string, (byKey.get(r.idempotencyKey as string) ?? 0) + 1);
    expect([...byKey.keys()].sort()).toEqual([...ids].sort());
    for (const n of byKey.values()) expect(n).toBeLessThanOrEqual(2);
    expect(service.stored()).toHaveLength(3);
    console.log(
      `receiver slower than DELIVERY_TIMEOUT_MS (3 s vs 1 s): ${service.received.length} requests for 3 leads in ${((Date.now() - started) / 1000).toFixed(1)} s, ${service.stored().length} stored`,
    );
  }, 40_000);
});

describe('delivery in parallel', () => {
  test('20 leads against a receiver answering in 1 s are delivered in under 8 s, each once, at most DELIVERY_CONCURRENCY at a time', async () => {
    const service = await startFakeLeadService('accept');
    cleanups.push(() => service.close());
    service.setDelay(1000);
    const p = await boot(service);
    expect(p.config.DELIVERY_CONCURRENCY).toBe(4);
    const ids = await postLeads(p.app, 20);
    const started = Date.now();
    p.worker.start();
    while (p.outbox.list('lead').some((r) => r.status !== 'delivered')) {
      expect(Date.now() - started).toBeLessThan(8000);
      await sleep(50);
    }
    const tookMs = Date.now() - started;
    expect(service.stored().sort()).toEqual([...ids].sort());
    expect(service.received).toHaveLength(20);
    // One at a time would take 20 s; four lanes about 5 s.
    expect(tookMs).toBeGreaterThan(4000);
    console.log(`parallel delivery: 20 leads to a 1 s receiver in ${(tookMs / 1000).toFixed(1)} s`);
  }, 30_000);

  test('20 leads posted at once while the worker runs are delivered within 7 s, 4 in flight at the peak', async () => {
    const service = await startFakeLeadService('accept');
    cleanups.push(() => service.close());
    service.setDelay(1000);
    const p = await boot(service);
    expect(p.config.DELIVERY_CONCURRENCY).toBe(4);
    // The worker already runs: each lead arrives while earlier ones are being delivered.
    p.worker.start();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(p.app)
          .post('/api/leads/difm')
          .send({ ...lead, name: `Lead ${String.fromCharCode(65 + i)}` }),
      ),
    );
    for (const res of answers) expect(res.status).toBe(201);
    const ids = answers.map((res) => res.body.id as string);
    while (p.outbox.list('lead').some((r) => r.status !== 'delivered')) {
      expect(Date.now() - started).toBeLessThan(7000);
      await sleep(50);
    }
    const tookMs = Date.now() - started;
    expect(service.stored().sort()).toEqual([...ids].sort());
    expect(service.received).toHaveLength(20);
    expect(service.peakInFlight()).toBe(4);
    console.log(
      `parallel delivery of leads arriving together: 20 to a 1 s receiver in ${(tookMs / 1000).toFixed(1)} s, ${service.peakInFlight()} in flight at the peak`,
    );
  }, 30_000);
});
