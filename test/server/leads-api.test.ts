import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { afterEach, describe, expect, test } from 'vitest';
import { createLeadsRouter } from '../../server/api/leads.ts';
import { loadConfig } from '../../server/config.ts';
import { closeDatabase, openDatabase, type Db } from '../../server/db/database.ts';
import { createOutbox, type LeadRow, type SqliteOutbox as Outbox } from '../../server/db/outbox.ts';
import { createLogger } from '../../server/logger.ts';
import type { RateLimitOptions } from '../../server/rate-limit.ts';

const SITE = 'https://www.siteharbor.example';
const lead = {
  name: 'Zoë Quistgaard',
  email: 'zoe.q@example.com',
  phone: '(213) 373-4253',
  countryCode: 'US',
  company: 'Quist Bakery',
  time: '9:01 - 12:00',
  agreetos: true,
};

interface Harness {
  app: express.Express;
  outbox: Outbox;
  db: Db;
  logs: string[];
  captchaCalls: { url: string; body: string }[];
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

function setup(
  opts: { env?: Record<string, string>; rateLimit?: RateLimitOptions; captcha?: () => Promise<Response> } = {},
): Harness {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-api-'));
  const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: SITE, LOG_LEVEL: 'debug', ...opts.env });
  const db = openDatabase(config.DATA_DIR);
  const outbox = createOutbox(db);
  const logs: string[] = [];
  const logger = createLogger('debug', { write: (s: string) => void logs.push(s) });
  const captchaCalls: Harness['captchaCalls'] = [];
  const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    captchaCalls.push({ url: String(url), body: String(init?.body) });
    if (!opts.captcha) throw new Error('no upstream in this test');
    return opts.captcha();
  }) as typeof fetch;
  const app = express();
  app.set('trust proxy', true);
  app.use(
    '/api',
    createLeadsRouter({
      config,
      outbox,
      logger,
      fetch: fakeFetch,
      rateLimit: opts.rateLimit ?? { windowMs: 60_000, max: 1000 },
    }),
  );
  cleanups.push(() => {
    closeDatabase(db);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { app, outbox, db, logs, captchaCalls };
}

const post = (h: Harness, type = 'difm') => request(h.app).post(`/api/leads/${type}`);

describe('POST /api/leads/:leadType', () => {
  test('201 with the id once the lead is stored; unknown fields are dropped', async () => {
    const h = setup();
    const res = await post(h).send({ ...lead, ysbcaptchatoken: 'x', isAdmin: true, status: 'delivered' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String) });
    const row = h.outbox.get(res.body.id) as LeadRow;
    expect(row).toMatchObject({ kind: 'lead', type: 'difm', status: 'pending' });
    expect(row.payload).toEqual({ leadType: 'difm', lead, captcha: 'disabled' });
  });

  test('every one of the eight lead types is accepted', async () => {
    const h = setup();
    for (const type of ['local', 'difm', 'difm_eol', 'difm_eol_basic', 'difm_eol_std', 'difm_eol_prem']) {
      expect((await post(h, type).send(lead)).status, type).toBe(201);
    }
    for (const type of ['bm_legal_presales', 'bm_pos_presales']) {
      expect((await post(h, type).send({ ...lead, intentId: 'grow' })).status, type).toBe(201);
    }
    expect(h.outbox.count()).toBe(8);
  });

  test('400 with field messages, and nothing stored', async () => {
    const h = setup();
    const res = await post(h).send({ ...lead, email: 'nope', agreetos: false });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: {
        email: 'Please enter a valid email address, like name@example.com.',
        agreetos: 'Please accept the terms to continue.',
      },
    });
    expect(h.outbox.count()).toBe(0);
  });

  test('single-line fields refuse CR and LF, leading and trailing ones included, and nothing is stored', async () => {
    const h = setup();
    const res = await post(h).send({
      ...lead,
      name: 'Zoë\r\nBcc: a@evil.example',
      email: 'zoe.q@example.com\n',
      phone: '\n(213) 373-4253',
      countryCode: 'US\r',
      company: 'Quist\nBakery',
      time: '9:01 - 12:00\n',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Name can contain only letters, spaces, commas, periods, apostrophes and hyphens.',
      email: 'Please enter a valid email address, like name@example.com.',
      countryCode: 'Please choose a valid country.',
      phone: 'Please enter a valid phone number for the selected country.',
      company: 'Website or company name contains characters we cannot accept.',
      time: 'Please choose a time preference from the list.',
    });
    const intent = await post(h, 'bm_pos_presales').send({ ...lead, intentId: 'grow\n' });
    expect(intent.body.errors).toEqual({ intentId: 'Please tell us how we can help you.' });
    expect(h.outbox.count()).toBe(0);
  });

  test('a form that shows intents requires one', async () => {
    const h = setup();
    const res = await post(h, 'bm_pos_presales').send(lead);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ intentId: 'Please tell us how we can help you.' });
  });

  test('400 for malformed JSON and for a body that is not an object', async () => {
    const h = setup();
    const bad = await post(h).set('Content-Type', 'application/json').send('{"name": ');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: { body: 'The request body must be valid JSON.' } });
    const arr = await post(h).set('Content-Type', 'application/json').send('[1,2]');
    expect(arr.status).toBe(400);
    expect(arr.body.errors.body).toBeDefined();
    expect(h.outbox.count()).toBe(0);
  });

  test('404 JSON for an unknown lead type', async () => {
    const h = setup();
    const res = await post(h, 'enterprise').send(lead);
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual({ error: 'Unknown lead type.' });
  });

  test('415 when the body is not JSON', async () => {
    const h = setup();
    const form = await post(h).type('form').send('name=Zoe');
    expect(form.status).toBe(415);
    expect(form.body.error).toMatch(/JSON/);
    const text = await post(h).set('Content-Type', 'text/plain').send(JSON.stringify(lead));
    expect(text.status).toBe(415);
    expect(h.outbox.count()).toBe(0);
  });

  test('413 when the body is too large', async () => {
    const h = setup();
    const res = await post(h).send({ ...lead, company: 'x'.repeat(20_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The request body is too large.' });
    expect(h.outbox.count()).toBe(0);
  });

  test('403 for a cross-site post; the site origin and the request host are fine', async () => {
    const h = setup();
    const evil = await post(h).set('Origin', 'https://evil.example').send(lead);
    expect(evil.status).toBe(403);
    expect(evil.body.error).toMatch(/Cross-site/);
    expect((await post(h).set('Origin', 'null').send(lead)).status).toBe(403);
    expect((await post(h).set('Sec-Fetch-Site', 'cross-site').send(lead)).status).toBe(403);
    expect(h.outbox.count()).toBe(0);
    expect((await post(h).set('Origin', SITE).set('Sec-Fetch-Site', 'same-origin').send(lead)).status).toBe(201);
    expect(
      (await post(h).set('Host', 'preview.internal:8080').set('Origin', 'http://preview.internal:8080').send(lead))
        .status,
    ).toBe(201);
  });

  test('429 per client address once the limit is reached, honouring trust proxy', async () => {
    const h = setup({ rateLimit: { windowMs: 60_000, max: 2 } });
    const from = (ip: string) => post(h).set('X-Forwarded-For', ip).send(lead);
    expect((await from('203.0.113.1')).status).toBe(201);
    expect((await from('203.0.113.1')).status).toBe(201);
    const limited = await from('203.0.113.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('203.0.113.2')).status).toBe(201);
    expect(h.outbox.count()).toBe(3);
  });

  describe('captcha', () => {
    const env = { CAPTCHA_SECRET: 's3cret', CAPTCHA_VERIFY_URL: 'https://captcha.example/verify' };
    const answer =
      (body: unknown, status = 200) =>
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

    test('a verified token is accepted and the secret and token go to the verify URL', async () => {
      const h = setup({ env, captcha: answer({ success: true }) });
      const res = await post(h)
        .set('X-Forwarded-For', '198.51.100.7')
        .send({ ...lead, ysbcaptchatoken: 'tok-1' });
      expect(res.status).toBe(201);
      expect(h.captchaCalls).toHaveLength(1);
      expect(h.captchaCalls[0].url).toBe('https://captcha.example/verify');
      const sent = new URLSearchParams(h.captchaCalls[0].body);
      expect(Object.fromEntries(sent)).toEqual({ secret: 's3cret', response: 'tok-1', remoteip: '198.51.100.7' });
      expect((h.outbox.get(res.body.id) as LeadRow).payload.captcha).toBe('verified');
    });

    test('403 when the token is rejected or missing, and nothing stored', async () => {
      const h = setup({ env, captcha: answer({ success: false }) });
      const rejected = await post(h).send({ ...lead, ysbcaptchatoken: 'bot' });
      expect(rejected.status).toBe(403);
      expect(rejected.body.error).toMatch(/captcha/);
      const missing = await post(h).send(lead);
      expect(missing.status).toBe(403);
      expect(h.captchaCalls).toHaveLength(1);
      expect(h.outbox.count()).toBe(0);
    });

    test('when the verify service is down the lead is kept, marked unverified (decision 025)', async () => {
      const down = setup({ env, captcha: answer({ error: 'oops' }, 503) });
      const res = await post(down).send({ ...lead, ysbcaptchatoken: 'tok' });
      expect(res.status).toBe(201);
      expect((down.outbox.get(res.body.id) as LeadRow).payload.captcha).toBe('unverified');
      const unreachable = setup({ env });
      const res2 = await post(unreachable).send({ ...lead, ysbcaptchatoken: 'tok' });
      expect(res2.status).toBe(201);
      expect((unreachable.outbox.get(res2.body.id) as LeadRow).payload.captcha).toBe('unverified');
    });
  });

  test('503 JSON when the database cannot take the lead', async () => {
    const h = setup();
    closeDatabase(h.db);
    const res = await post(h).send(lead);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'Your request could not be saved. Please try again later.' });
    expect(JSON.stringify(res.body)).not.toMatch(/sqlite|\/tmp|at /i);
  });

  test('the logs carry no personal data', async () => {
    const h = setup({ env: { CAPTCHA_SECRET: 's', CAPTCHA_VERIFY_URL: 'https://captcha.example/v' } });
    await post(h).send({ ...lead, ysbcaptchatoken: 't' }); // verify service unreachable: accepted
    await post(h).send({ ...lead, email: 'bad' });
    await post(h).set('Content-Type', 'application/json').send(`{"name":"${lead.name}", broken`);
    await post(h).send({ ...lead, company: 'y'.repeat(20_000) });
    const all = h.logs.join('\n');
    expect(h.logs.length).toBeGreaterThan(0);
    expect(all).toContain('lead accepted');
    for (const secret of [lead.name, lead.email, lead.phone, '3734253', lead.company])
      expect(all).not.toContain(secret);
  });

  test('200 generated bad payloads are answered 4xx and store nothing', async () => {
    const h = setup();
    const server = h.app.listen(0, '127.0.0.1');
    cleanups.push(() => server.close());
    const corruptions = fc.oneof(
      fc.record({
        name: fc.oneof(
          fc.constant(''),
          fc.string({ minLength: 51, maxLength: 60 }),
          fc.integer(),
          fc.constant('R2-D2'),
          fc.constant(null),
        ),
      }),
      fc.record({
        email: fc.oneof(
          fc.constant(''),
          fc.string().filter((s) => !s.includes('@')),
          fc.constant(`${'a'.repeat(45)}@example.com`),
          fc.boolean(),
        ),
      }),
      fc.record({
        phone: fc.oneof(
          fc.constant(''),
          fc.stringMatching(/^[0-9]{1,6}$/),
          fc.string({ minLength: 21, maxLength: 30 }),
          fc.array(fc.integer()),
        ),
      }),
      fc.record({ agreetos: fc.oneof(fc.constant(false), fc.constant('true'), fc.constant(1), fc.constant(null)) }),
      fc.record({ countryCode: fc.oneof(fc.constant('ZZ'), fc.constant('USA'), fc.integer()) }),
      fc.record({ company: fc.oneof(fc.string({ minLength: 51, maxLength: 80 }), fc.integer()) }),
      fc.record({ time: fc.oneof(fc.constant('noon'), fc.constant('6:00-9:00'), fc.integer()) }),
      fc.record({ date: fc.oneof(fc.constant('2020-01-01'), fc.constant('tomorrow'), fc.constant('2099-02-30')) }),
    );
    const payloads = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.array(corruptions, { minLength: 1, maxLength: 3 }).map((cs) => Object.assign({ ...lead }, ...cs)),
      },
      {
        weight: 1,
        arbitrary: fc
          .anything()
          .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v) || !('agreetos' in v)),
      },
    );
    await fc.assert(
      fc.asyncProperty(payloads, async (payload) => {
        const res = await request(server)
          .post('/api/leads/difm')
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(payload) ?? 'undefined');
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.type).toBe('application/json');
        expect(h.outbox.count()).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
