import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, test } from 'vitest';
import { createLeadsRouter } from '../../server/api/leads.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { closeDatabase, openDatabase } from '../../server/db/database.ts';
import { createOutbox } from '../../server/db/outbox.ts';
import { createDeliveryWorker, retryDelay, type DeliveryDeps } from '../../server/delivery.ts';
import { createLogger } from '../../server/logger.ts';
import { SAMPLE_LEAD as lead, startFakeLeadService, type FakeLeadService } from '../fakes/lead-service.ts';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp.ts';

const enterprise = {
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  phone: '(213) 373-4253',
  businessName: 'Cobol Works',
  websiteURL: 'cobol.example',
  industry: 'Government',
  role: 'Director',
  companySize: '500+',
  revenue: '$50,000,000+',
  timeZone: 'ET',
  firstChoice: '2099-03-10T09:00',
  secondChoice: '2099-03-10T09:30',
  thirdChoice: '2099-03-11T14:30',
  comments: 'Mornings are best.',
  services: 'Ecommerce',
};

const logs: string[] = [];
const logger = createLogger('debug', { write: (s: string) => void logs.push(s) });
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await sleep(20);
  }
}

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'delivery-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** One "process": a database handle, an outbox, an API and a worker on a DATA_DIR. */
function boot(dir: string, env: Record<string, string>, extra: Partial<DeliveryDeps> = {}) {
  const config: Config = loadConfig({ DATA_DIR: dir, UPSTREAM_TIMEOUT_MS: '500', DELIVERY_TIMEOUT_MS: '500', ...env });
  const db = openDatabase(config.DATA_DIR);
  const outbox = createOutbox(db);
  const app = express();
  app.use('/api', createLeadsRouter({ config, outbox, logger }));
  // random 0: the shortest jittered delay, so retries come due quickly.
  const worker = createDeliveryWorker({ outbox, config, logger, random: () => 0, pollMs: 50, ...extra });
  let down = false;
  const shutdown = async () => {
    if (down) return;
    down = true;
    await worker.stop();
    closeDatabase(db);
  };
  cleanups.push(shutdown);
  return { config, db, outbox, app, worker, shutdown };
}

describe('retry delay', () => {
  test('first retry within about a second, doubling, capped near a minute, with jitter', () => {
    expect(retryDelay(1, () => 0)).toBe(500);
    expect(retryDelay(1, () => 1)).toBe(1000);
    expect(retryDelay(2, () => 1)).toBe(2000);
    expect(retryDelay(12, () => 1)).toBe(60_000);
    expect(retryDelay(30, () => 0)).toBe(30_000);
  });
});

describe('lead delivery', () => {
  let service: FakeLeadService;
  afterEach(async () => service?.close());

  test('an outage, a restart and a recovery deliver the lead exactly once', async () => {
    service = await startFakeLeadService('down');
    const dir = tempDir();
    const first = boot(dir, { LEADS_API_URL: service.url });
    const res = await request(first.app).post('/api/leads/difm').send(lead);
    expect(res.status).toBe(201);
    const id = res.body.id as string;

    expect(await first.worker.runOnce()).toEqual({ delivered: 0, retried: 1, dead: 0 });
    expect(service.received).toHaveLength(1);
    expect(first.outbox.get(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 503' });
    await first.shutdown();

    service.setMode('accept');
    const second = boot(dir, { LEADS_API_URL: service.url });
    second.worker.start();
    await waitFor(() => second.outbox.get(id)?.status === 'delivered');
    await second.worker.runOnce();
    await sleep(200);
    await second.shutdown();

    const third = boot(dir, { LEADS_API_URL: service.url });
    expect(await third.worker.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0 });

    expect(service.accepted()).toHaveLength(1);
    const [got] = service.accepted();
    expect(got.idempotencyKey).toBe(id);
    expect(got.contentType).toBe('application/json');
    expect(got.body).toMatchObject({ id, leadType: 'difm', captcha: 'disabled', lead });
    expect(service.received.map((r) => r.idempotencyKey)).toEqual([id, id]);
  });

  test('without LEADS_API_URL the lead stays stored and nothing is attempted', async () => {
    service = await startFakeLeadService('accept');
    const p = boot(tempDir(), {});
    const res = await request(p.app).post('/api/leads/local').send(lead);
    expect(await p.worker.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(p.outbox.get(res.body.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  test('a hanging service times out and the lead is retried later', async () => {
    service = await startFakeLeadService('hang');
    const p = boot(tempDir(), { LEADS_API_URL: service.url, DELIVERY_TIMEOUT_MS: '100' });
    const res = await request(p.app).post('/api/leads/difm_eol').send(lead);
    const before = Date.now();
    expect(await p.worker.runOnce()).toEqual({ delivered: 0, retried: 1, dead: 0 });
    const row = p.outbox.get(res.body.id);
    expect(row).toMatchObject({ status: 'pending', lastError: 'timeout' });
    // A timed-out attempt waits at least six delivery timeouts, not the one-second first backoff (decision 070).
    expect((row?.nextAttemptAt ?? 0) - before).toBeGreaterThanOrEqual(600 + 100);
  });

  test('stop() lets the in-flight delivery finish, then resolves', async () => {
    service = await startFakeLeadService('hang');
    const p = boot(tempDir(), { LEADS_API_URL: service.url, DELIVERY_TIMEOUT_MS: '300' });
    const res = await request(p.app).post('/api/leads/difm').send(lead);
    const pass = p.worker.runOnce();
    await waitFor(() => service.received.length === 1);
    expect(p.outbox.get(res.body.id)?.status).toBe('sending');
    await p.worker.stop();
    expect(p.outbox.get(res.body.id)?.status).toBe('pending');
    expect(await pass).toEqual({ delivered: 0, retried: 1, dead: 0 });
    service.setMode('accept');
    expect(await p.worker.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0 });
  });

  test('after the last attempt the lead is dead-lettered with a log line naming only id and type', async () => {
    service = await startFakeLeadService('down');
    const p = boot(tempDir(), { LEADS_API_URL: service.url }, { maxAttempts: 2 });
    const res = await request(p.app)
      .post('/api/leads/bm_pos_presales')
      .send({ ...lead, intentId: 'start' });
    const id = res.body.id as string;
    await p.worker.runOnce();
    await sleep(550);
    expect(await p.worker.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 1 });
    expect(p.outbox.get(id)).toMatchObject({ status: 'dead', attempts: 2 });
    await sleep(1100);
    await p.worker.runOnce();
    expect(service.received).toHaveLength(2);
    const line = logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'outbox row dead-lettered' && l.id === id);
    expect(line).toMatchObject({ id, type: 'bm_pos_presales', level: 50 });
  });

  test('a claim left by a process that died is released and delivered', async () => {
    service = await startFakeLeadService('accept');
    const dir = tempDir();
    const crashed = boot(dir, {});
    const res = await request(crashed.app).post('/api/leads/difm').send(lead);
    crashed.outbox.claimNext('lead'); // the "crash": claimed, never finished
    await crashed.shutdown();
    const next = boot(dir, { LEADS_API_URL: service.url }, { leaseMs: 0 });
    await sleep(5);
    expect((await next.worker.runOnce()).delivered).toBe(1);
    expect(next.outbox.get(res.body.id)?.status).toBe('delivered');
  });
});

describe('mail delivery', () => {
  let smtp: FakeSmtp;
  afterEach(async () => smtp?.close());

  test('an SMTP outage, a restart and a recovery send the mail exactly once', async () => {
    smtp = await startFakeSmtp({ refuse: true });
    const dir = tempDir();
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'web@siteharbor.example',
      ENTERPRISE_MAIL_TO: 'sales@siteharbor.example',
    };
    const first = boot(dir, env);
    const res = await request(first.app).post('/api/enterprise-contact').send(enterprise);
    expect(res.status).toBe(200);
    expect(await first.worker.runOnce()).toEqual({ delivered: 0, retried: 1, dead: 0 });
    expect(smtp.attempts).toBe(1);
    expect(smtp.messages).toHaveLength(0);
    const [row] = first.outbox.list('mail');
    expect(row).toMatchObject({ status: 'pending', lastError: expect.stringContaining('451') });
    await first.shutdown();

    smtp.setRefuse(false);
    const second = boot(dir, env);
    second.worker.start();
    await waitFor(() => second.outbox.get(row.id)?.status === 'delivered');
    await second.shutdown();
    const third = boot(dir, env);
    expect(await third.worker.runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0 });

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail.from).toBe('web@siteharbor.example');
    expect(mail.to).toEqual(['sales@siteharbor.example']);
    expect(mail.raw).toContain(`Message-ID: <${row.id}@outbox.invalid>`);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toContain('Name: Grace Hopper');
    expect(mail.raw).toContain('1. 10 Mar 2099 / 09:00AM');
    expect(mail.raw).toContain('3. 11 Mar 2099 / 02:30PM');
    expect(mail.raw).toContain('Services: Ecommerce');
  });

  test('without SMTP_URL the mail stays queued and nothing is attempted', async () => {
    smtp = await startFakeSmtp();
    const p = boot(tempDir(), {});
    await request(p.app).post('/api/enterprise-contact').send(enterprise);
    await p.worker.runOnce();
    expect(p.outbox.list('mail')[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(smtp.attempts).toBe(0);
  });
});

describe('logs', () => {
  test('no personal data reached the logs of these deliveries', () => {
    const all = logs.join('\n');
    expect(all).toContain('outbox row delivered');
    for (const s of [
      lead.name,
      lead.email,
      lead.phone,
      enterprise.name,
      enterprise.email,
      enterprise.businessName,
      enterprise.comments,
    ]) {
      expect(all).not.toContain(s);
    }
  });
});
