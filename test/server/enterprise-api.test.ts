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
import { createOutbox, type MailRow, type SqliteOutbox as Outbox } from '../../server/db/outbox.ts';
import { createLogger } from '../../server/logger.ts';
import type { RateLimitOptions } from '../../server/rate-limit.ts';

const SITE = 'https://www.siteharbor.example';
const NOW = new Date('2025-03-05T20:00:00Z');
const form = {
  name: 'Grace Hopper',
  email: 'grace@navy.example',
  phone: '(213) 373-4253',
  countryCode: 'US',
  businessName: 'Cobol Works',
  websiteURL: 'www.cobol.example',
  industry: 'Government',
  role: 'Director',
  companySize: '500+',
  revenue: 'Less than $100,000',
  timeZone: 'PT',
  firstChoice: '2025-03-10T09:00',
  secondChoice: '2025-03-12T13:30',
  thirdChoice: '2025-03-14T16:00',
  comments: 'Please call in the morning.',
  services: 'Website Hosting,Enhanced Security',
};

interface Harness {
  app: express.Express;
  outbox: Outbox;
  db: Db;
  logs: string[];
}
const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

function setup(rateLimit: RateLimitOptions = { windowMs: 60_000, max: 1000 }): Harness {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enterprise-api-'));
  const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: SITE, ENTERPRISE_MAIL_TO: 'sales@siteharbor.example' });
  const db = openDatabase(config.DATA_DIR);
  const outbox = createOutbox(db);
  const logs: string[] = [];
  const logger = createLogger('debug', { write: (s: string) => void logs.push(s) });
  const app = express();
  app.set('trust proxy', true);
  app.use('/api', createLeadsRouter({ config, outbox, logger, rateLimit, now: () => NOW }));
  cleanups.push(() => {
    closeDatabase(db);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { app, outbox, db, logs };
}

const post = (h: Harness) => request(h.app).post('/api/enterprise-contact');

describe('POST /api/enterprise-contact', () => {
  test('200 {"success": true} once the mail is queued with the template and the variables of spec 7', async () => {
    const h = setup();
    const res = await post(h).send({ ...form, to: 'attacker@evil.example', template: 'other' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const rows = h.outbox.list('mail');
    expect(rows).toHaveLength(1);
    const row = h.outbox.get(rows[0].id) as MailRow;
    expect(row.type).toBe('enterprise-contact');
    expect(row.payload).toEqual({
      template: 'enterprise-contact',
      to: 'sales@siteharbor.example',
      variables: {
        name: 'Grace Hopper',
        email: 'grace@navy.example',
        phone: '(213) 373-4253',
        businessName: 'Cobol Works',
        websiteURL: 'www.cobol.example',
        timeZone: 'PT',
        firstChoice: '10 Mar 2025 / 09:00AM',
        secondChoice: '12 Mar 2025 / 01:30PM',
        thirdChoice: '14 Mar 2025 / 04:00PM',
        comments: 'Please call in the morning.',
        industry: 'Government',
        role: 'Director',
        companySize: '500+',
        revenue: 'Less than $100,000',
        services: 'Website Hosting, Enhanced Security',
      },
    });
  });

  test('single-line fields refuse CR and LF with their spec message, so no field fakes a mail line', async () => {
    const h = setup();
    const res = await post(h).send({
      ...form,
      businessName: 'Cobol Works\r\nBcc: attacker@evil.example',
      name: 'Grace\nHopper',
      email: 'grace@navy.example\n',
      phone: '(213) 373-4253\r',
      websiteURL: 'www.cobol.example\nX-Spam: yes',
      industry: 'Government\n',
      timeZone: '\nPT',
      firstChoice: '2025-03-10T09:00\n',
      services: 'Website Hosting\r\nBcc: x',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: {
        businessName: 'Please enter a valid business name.',
        name: 'Please enter a valid name.',
        email: 'Please enter a valid email.',
        phone: 'Please enter a valid phone.',
        websiteURL: 'Please enter a valid website URL.',
        industry: 'Please enter a valid industry.',
        timeZone: 'Please enter a valid time zone.',
        firstChoice: 'Please enter a valid first choice date.',
        services: 'Please choose services from the list.',
      },
    });
    expect(h.outbox.count()).toBe(0);
    // A line separator is a line break too; the comments field alone may hold several lines.
    expect((await post(h).send({ ...form, businessName: 'Cobol\u2028Works' })).body.errors).toEqual({
      businessName: 'Please enter a valid business name.',
    });
    expect((await post(h).send({ ...form, countryCode: 'US\n' })).body.errors).toMatchObject({
      countryCode: 'Please enter a valid country.',
    });
    const ok = await post(h).send({ ...form, comments: 'Line one.\r\nLine two.' });
    expect(ok.status).toBe(200);
  });

  test('400 with the exact messages of spec 5, and nothing queued', async () => {
    const h = setup();
    const res = await post(h).send({
      ...form,
      name: 'Grace2',
      websiteURL: 'cobol',
      industry: 'Piracy',
      firstChoice: '2025-03-04T09:00',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: {
        name: 'Please enter a valid name.',
        websiteURL: 'Please enter a valid website URL.',
        industry: 'Please enter a valid industry.',
        firstChoice: 'Please enter a valid first choice date.',
      },
    });
    expect(h.outbox.count()).toBe(0);
  });

  test('400 naming the other choice when a date is chosen twice', async () => {
    const h = setup();
    const res = await post(h).send({ ...form, secondChoice: form.firstChoice });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: {
        secondChoice:
          'This date and time has already been selected for first choice. Please choose a different date and time.',
      },
    });
  });

  test('400 for malformed JSON', async () => {
    const h = setup();
    const res = await post(h).set('Content-Type', 'application/json').send('{');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { body: 'The request body must be valid JSON.' } });
  });

  test('415, 413 and 403 answer JSON with an err field', async () => {
    const h = setup();
    const notJson = await post(h).type('form').send('name=Grace');
    expect(notJson.status).toBe(415);
    expect(notJson.body.err).toMatch(/JSON/);
    const big = await post(h).send({ ...form, comments: 'z'.repeat(17_000) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ err: 'The request body is too large.' });
    const cross = await post(h).set('Origin', 'https://evil.example').send(form);
    expect(cross.status).toBe(403);
    expect(cross.body.err).toMatch(/Cross-site/);
    expect((await post(h).set('Sec-Fetch-Site', 'cross-site').send(form)).status).toBe(403);
    expect(h.outbox.count()).toBe(0);
  });

  test('429 once an address has used its posts', async () => {
    const h = setup({ windowMs: 60_000, max: 1 });
    expect((await post(h).set('X-Forwarded-For', '192.0.2.9').send(form)).status).toBe(200);
    const limited = await post(h).set('X-Forwarded-For', '192.0.2.9').send(form);
    expect(limited.status).toBe(429);
    expect(limited.body.err).toMatch(/Too many/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  test('502 {"err"} when the mail cannot be queued', async () => {
    const h = setup();
    closeDatabase(h.db);
    const res = await post(h).send(form);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ err: 'Your message could not be sent. Please try again later.' });
  });

  test('the logs carry no personal data', async () => {
    const h = setup();
    await post(h).send(form);
    await post(h).send({ ...form, websiteURL: 'x' });
    const all = h.logs.join('\n');
    expect(all).toContain('enterprise mail queued');
    for (const s of [form.name, form.email, form.phone, form.businessName, form.comments]) expect(all).not.toContain(s);
  });

  test('200 generated bad payloads are answered 4xx and queue nothing', async () => {
    const h = setup();
    const server = h.app.listen(0, '127.0.0.1');
    cleanups.push(() => server.close());
    const requiredFields = [
      'name',
      'email',
      'phone',
      'businessName',
      'websiteURL',
      'industry',
      'role',
      'companySize',
      'revenue',
      'timeZone',
      'firstChoice',
      'secondChoice',
      'thirdChoice',
    ] as const;
    const corruptions = fc.oneof(
      fc
        .constantFrom(...requiredFields)
        .chain((field) =>
          fc.oneof(fc.constant(''), fc.constant(null), fc.integer(), fc.constant('   ')).map((v) => ({ [field]: v })),
        ),
      fc.record({ name: fc.stringMatching(/^[A-Za-z]+[0-9!@#]+$/) }),
      fc.record({
        websiteURL: fc.oneof(fc.constant('localhost'), fc.constant('http://x.y'), fc.constant('a.com:999999')),
      }),
      fc.record({
        industry: fc.string({ maxLength: 12 }).filter((s) => s !== 'Other' && s !== 'Legal' && s !== 'Retail'),
      }),
      fc.record({
        firstChoice: fc.oneof(
          fc.constant('2020-01-01T09:00'),
          fc.constant('2025-03-10T09:10'),
          fc.constant('next week'),
        ),
      }),
      fc.constant({ thirdChoice: form.secondChoice }),
      fc.record({ services: fc.constant('Teleportation') }),
      fc.record({ comments: fc.string({ minLength: 2001, maxLength: 2100 }) }),
    );
    const payloads = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.array(corruptions, { minLength: 1, maxLength: 3 }).map((cs) => Object.assign({ ...form }, ...cs)),
      },
      { weight: 1, arbitrary: fc.anything() },
    );
    await fc.assert(
      fc.asyncProperty(payloads, async (payload) => {
        const res = await request(server)
          .post('/api/enterprise-contact')
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(payload) ?? 'undefined');
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(h.outbox.count()).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
