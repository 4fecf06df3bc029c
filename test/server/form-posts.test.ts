import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { enterpriseMessages } from '../../shared/messages/enterprise.ts';
import { leadMessages } from '../../shared/messages/lead.ts';
import { routes } from '../../shared/routes.ts';
import type { LeadRow, MailRow } from '../../server/db/outbox.ts';
import { registry } from '../../server/metrics.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { concreteRoutePath, decodeEntities } from '../helpers/html.ts';

// Plain HTML form posts (decision 180): every form asking for personal data posts to its own page, which answers
// like the JSON API does, and no such form can send its fields in a URL.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const ORIGIN = 'https://www.example.test';

/** A weekday at least two days ahead (so "after today" holds in Pacific time whatever the hour), as MM/DD/YYYY. */
function bookableDay(): { typed: string; iso: string } {
  const d = new Date(Date.now() + 2 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  const p = (n: number) => String(n).padStart(2, '0');
  const [y, m, day] = [d.getUTCFullYear(), p(d.getUTCMonth() + 1), p(d.getUTCDate())];
  return { typed: `${m}/${day}/${y}`, iso: `${y}-${m}-${day}` };
}

/** The next Saturday, as typed. */
function nextSaturday(): string {
  const d = new Date(Date.now() + 86_400_000);
  while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** Three wall-clock choices on weekdays a week or more ahead (the enterprise picker's 30-minute slots). */
function choices(): [string, string, string] {
  const d = new Date(Date.now() + 8 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  const day = d.toISOString().slice(0, 10);
  return [`${day}T09:00`, `${day}T10:30`, `${day}T14:00`];
}

/** A wall-clock choice as the form's date field shows it and a visitor types it (spec 5: d MMM yyyy / hh:mma). */
function shown(wall: string): string {
  const [y, m, d, h, mi] = wall.split(/[-T:]/).map(Number);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1];
  const h12 = String(h % 12 || 12).padStart(2, '0');
  return `${d} ${month} ${y} / ${h12}:${String(mi).padStart(2, '0')}${h < 12 ? 'AM' : 'PM'}`;
}

const validLead = () => {
  const day = bookableDay();
  return {
    form: {
      name: 'Zoë Quistgaard',
      email: 'zoe.q@example.com',
      countryCode: 'US',
      phone: '(213) 373-4253',
      company: 'Quist Bakery',
      date: day.typed,
      time: '9:01 - 12:00',
      agreetos: 'on',
    },
    json: {
      name: 'Zoë Quistgaard',
      email: 'zoe.q@example.com',
      countryCode: 'US',
      phone: '(213) 373-4253',
      company: 'Quist Bakery',
      date: day.iso,
      time: `${day.typed}, 9:01 - 12:00`,
      agreetos: true,
    },
  };
};

const validEnterprise = () => {
  const [firstChoice, secondChoice, thirdChoice] = choices();
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    countryCode: 'US',
    phone: '(213) 373-4253',
    businessName: 'Analytical Engines',
    websiteURL: 'https://engines.example.com',
    industry: 'Construction',
    role: 'Owner',
    companySize: '51-200',
    revenue: '$1,000,000 - $4,999,999',
    timeZone: 'PT',
    firstChoice,
    secondChoice,
    thirdChoice,
    comments: 'Forty shops.',
  };
};

const form = (t: TestApp, path: string, fields: Record<string, string | string[]>, ip = '203.0.113.1') => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return request(t.app)
    .post(path)
    .set('X-Forwarded-For', ip)
    .set('Content-Type', 'application/x-www-form-urlencoded')
    .send(body.toString());
};

/** Every <form> of a page with its attributes and the names of its fields (a control may join by form="id"). */
function formsOf(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const out: { method?: string; action?: string; fields: string[]; autocomplete: string[] }[] = [];
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const id = attr(m[1], 'id');
    const inner = [...m[2].matchAll(/<(?:input|select|textarea)\b[^>]*>/g)].map((x) => x[0]);
    const outer = id
      ? [...html.matchAll(/<(?:input|select|textarea)\b[^>]*>/g)].map((x) => x[0]).filter((t) => attr(t, 'form') === id)
      : [];
    const controls = [...inner, ...outer];
    out.push({
      method: attr(m[1], 'method'),
      action: attr(m[1], 'action'),
      fields: controls.map((t) => attr(t, 'name') ?? '').filter(Boolean),
      autocomplete: controls.map((t) => attr(t, 'autoComplete') ?? attr(t, 'autocomplete') ?? '').filter(Boolean),
    });
  }
  return out;
}

const PERSONAL_NAME = /^(name|firstName|lastName|fullName|email|phone|tel|address|street|city|zip|postalCode)$/i;
const PERSONAL_AUTOCOMPLETE = /^(name|given-name|family-name|email|tel|street-address|address-line\d|postal-code)$/;

describe('no form that asks for personal data can submit by GET', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  }, 120_000);

  const paths = [...routes.map((r) => concreteRoutePath(r.path))];
  test.each(paths)('%s', async (path) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(200);
    for (const f of formsOf(res.text)) {
      const personal =
        f.fields.some((n) => PERSONAL_NAME.test(n)) || f.autocomplete.some((a) => PERSONAL_AUTOCOMPLETE.test(a));
      if (!personal) continue;
      expect(f.method, `a form on ${path} with ${f.fields.join(', ')}`).toBe('post');
      // An action on this site, never left to default (the page's own URL would still be a GET target).
      expect(f.action).toMatch(/^\/[a-z]/);
    }
  });

  test('the lead forms and the enterprise form are in the server HTML with method and action', async () => {
    for (const [path, action] of [
      ['/local/consultation1', '/local/consultation1'],
      ['/webdesign/consultation', '/webdesign/consultation'],
      ['/legal/consultation', '/legal/consultation'],
      ['/pos/consultation', '/pos/consultation'],
      ['/buildmysite', '/buildmysite'],
      ['/enterprisesolutions/contact', '/enterprisesolutions/contact'],
    ]) {
      const forms = formsOf((await request(t.app).get(path)).text).filter((f) => f.fields.includes('email'));
      expect(forms, path).toHaveLength(1);
      expect(forms[0]).toMatchObject({ method: 'post', action });
    }
  });

  test('Contact Us on /enterprisesolutions is a link to the contact page', async () => {
    const html = decodeEntities((await request(t.app).get('/enterprisesolutions')).text);
    expect(html).toMatch(
      /<a class="button button--primary button--large" href="\/enterprisesolutions\/contact">Contact Us<\/a>/,
    );
  });
});

describe('lead forms posted without JavaScript', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  }, 120_000);

  test('a valid post is stored as the JSON API stores it and answered 303 to the thank-you page', async () => {
    const { form: fields, json } = validLead();
    const res = await form(t, '/legal/consultation', { ...fields, intentId: 'grow' }, '203.0.113.10');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/legal/thankyou');
    expect(res.headers['cache-control']).toBe('no-store');

    const api = await request(t.app)
      .post('/api/leads/bm_legal_presales')
      .set('X-Forwarded-For', '203.0.113.11')
      .send({ ...json, intentId: 'grow', intentText: 'ignored: the server names it' });
    expect(api.status).toBe(201);

    const rows = (await t.services.outbox.leads()) as LeadRow[];
    const viaForm = rows.find((r) => r.id !== api.body.id && r.type === 'bm_legal_presales');
    const viaApi = rows.find((r) => r.id === api.body.id);
    expect(viaForm?.payload.lead).toEqual(viaApi?.payload.lead);
    expect(viaForm?.payload.lead).toMatchObject({
      name: 'Zoë Quistgaard',
      intentId: 'grow',
      intentText: 'I want to grow my existing business',
      date: json.date,
      time: json.time,
      agreetos: true,
    });
    expect(viaForm?.payload.captcha).toBe(viaApi?.payload.captcha);
    // Nothing the visitor typed reaches the log.
    expect(t.logs.text()).not.toContain('Quistgaard');
    expect(t.logs.text()).not.toContain('zoe.q@example.com');
  });

  test.each([
    ['/local/consultation1', 'local', '/local/thankyou'],
    ['/webdesign/consultation', 'difm', '/webdesign/thankyou'],
    ['/pos/consultation', 'bm_pos_presales', '/pos/thankyou'],
    ['/webdesign', 'difm', '/webdesign/thankyou'],
  ])('%s stores a %s lead and sends the visitor to %s', async (path, type, thanks) => {
    const before = ((await t.services.outbox.leads()) as LeadRow[]).length;
    const fields: Record<string, string> = { ...validLead().form };
    const page = (await request(t.app).get(path.replace(/^\/webdesign$/, '/webdesign/consultation'))).text;
    if (page.includes('name="intentId"')) fields.intentId = 'start';
    const res = await form(t, path, fields, `203.0.113.2${type.length}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(thanks);
    const rows = (await t.services.outbox.leads()) as LeadRow[];
    expect(rows).toHaveLength(before + 1);
    expect(rows.some((r) => r.type === type)).toBe(true);
  });

  test('build my site: the plan select posts with the form; the thank-you state is the page with sent=1', async () => {
    const res = await form(t, '/buildmysite', { ...validLead().form, leadType: 'difm_eol_prem' }, '203.0.113.30');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/buildmysite?sent=1#consultation');
    const rows = (await t.services.outbox.leads()) as LeadRow[];
    expect(rows.some((r) => r.type === 'difm_eol_prem')).toBe(true);
    const thanks = await request(t.app).get('/buildmysite?sent=1');
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain('Thank you for your request');
    // The thank-you took the form's place, and no control is left pointing at it: every form="..." names a form.
    const forms = new Set([...thanks.text.matchAll(/<form[^>]*\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const [, target] of thanks.text.matchAll(/<(?:select|input|button|textarea)[^>]*\sform="([^"]+)"/g))
      expect(forms, `form="${target}"`).toContain(target);
    expect(thanks.text).not.toContain('name="leadType"');
    // Before the post, the plan select is a field of the form itself.
    const page = (await request(t.app).get('/buildmysite')).text;
    const formHtml = /<form[^>]*class="lead-form"[\s\S]*?<\/form>/.exec(page)?.[0];
    expect(formHtml).toMatch(/<select[^>]*name="leadType"/);
    // A lead type the page does not offer falls back to its default.
    const defaults = rows.filter((r) => r.type === 'difm_eol').length;
    const local = rows.filter((r) => r.type === 'local').length;
    expect((await form(t, '/buildmysite', { ...validLead().form, leadType: 'local' }, '203.0.113.31')).status).toBe(
      303,
    );
    const after = (await t.services.outbox.leads()) as LeadRow[];
    expect(after.filter((r) => r.type === 'difm_eol')).toHaveLength(defaults + 1);
    expect(after.filter((r) => r.type === 'local')).toHaveLength(local);
  });

  test('an invalid post: 400, never cached, values kept, the API messages beside their fields', async () => {
    const before = ((await t.services.outbox.leads()) as LeadRow[]).length;
    const res = await form(
      t,
      '/local/consultation1',
      {
        name: 'Visitor Name 42',
        email: 'not-an-email@',
        countryCode: 'US',
        phone: '12',
        date: nextSaturday(),
        company: 'Corner Shop',
      },
      '203.0.113.40',
    );
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    const html = decodeEntities(res.text);
    expect(html).toContain('value="Visitor Name 42"');
    expect(html).toContain('value="not-an-email@"');
    expect(html).toContain('value="Corner Shop"');
    for (const message of [
      leadMessages.nameChars,
      leadMessages.emailShape,
      leadMessages.phoneInvalid,
      leadMessages.agreetosRequired,
      leadMessages.dateInvalid,
    ]) {
      expect(html).toContain(message);
    }
    // Each message is the one its field points at.
    const emailInput = /<input[^>]*name="email"[^>]*>/.exec(html)?.[0] ?? '';
    const described = /aria-describedby="([^"]+)"/.exec(emailInput)?.[1];
    expect(html).toContain(`<p class="field__error" id="${described}">${leadMessages.emailShape}</p>`);
    expect((await t.services.outbox.leads()).length).toBe(before);

    // The shared HTML cache never saw the visitor's values.
    const again = await request(t.app).get('/local/consultation1');
    expect(again.text).not.toContain('Visitor Name 42');
    expect(again.text).not.toContain(leadMessages.emailShape);
    expect(t.logs.text()).not.toContain('Visitor Name 42');
    expect(t.logs.text()).not.toContain('Corner Shop');
  });

  test('same origin rule and body rules as the API', async () => {
    const cross = await form(t, '/local/consultation1', validLead().form, '203.0.113.50').set(
      'Origin',
      'https://evil.example',
    );
    expect(cross.status).toBe(403);
    const own = await form(t, '/pos/consultation', { ...validLead().form, intentId: 'other' }, '203.0.113.51').set(
      'Origin',
      ORIGIN,
    );
    expect(own.status).toBe(303);
    const json = await request(t.app)
      .post('/local/consultation1')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(validLead().json));
    expect(json.status).toBe(415);
    const huge = await form(t, '/local/consultation1', { ...validLead().form, company: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    // Pages without a form still refuse a POST.
    expect((await request(t.app).post('/hosting').type('form').send('a=b')).status).toBe(405);
  });

  test('the rate limit is the one the API counts: the 11th post in a minute is 429 with Retry-After, on a fixed page', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 10; i++) {
      const r = await request(t.app).post('/api/leads/local').set('X-Forwarded-For', ip).send({});
      expect(r.status).toBe(400);
    }
    const res = await form(t, '/local/consultation1', { ...validLead().form, name: 'Late Visitor' }, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['cache-control']).toBe('no-store');
    // A refusal that answers a flood costs no render: a small fixed page with the message and the way back.
    const html = decodeEntities(res.text);
    expect(html.length).toBeLessThan(1024);
    expect(html).not.toContain('Late Visitor');
    expect(html).toMatch(/Too many requests\. Please try again in (about )?\d+ (second|minute)/);
    expect(html).toContain('<a href="/local/consultation1">Back to the form</a>');
  });

  test('a flood of refused posts from one address costs at most one render a second; the rest are fixed pages', async () => {
    const ip = '198.51.100.90';
    const before = await renderCount();
    const started = performance.now();
    const answers = [];
    // Invalid posts (400), then past the limit (429): as a flood of one address would send them.
    for (let i = 0; i < 16; i++)
      answers.push(await form(t, '/webdesign/consultation', { name: 'a', email: 'bad' }, ip));
    const seconds = (performance.now() - started) / 1000;
    const statuses = answers.map((r) => r.status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(6).fill(429));
    const renders = (await renderCount()) - before;
    expect(renders).toBeGreaterThanOrEqual(1);
    expect(renders).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    // The first 400 is the form page itself, values kept; the unrendered ones still list every message.
    expect(decodeEntities(answers[0].text)).toContain('value="a"');
    const fixed = answers.slice(1, 10).find((r) => r.text.length < 2048);
    expect(fixed?.text).toContain(leadMessages.emailShape);
    expect(fixed?.text).toContain('<a href="/webdesign/consultation">Back to the form</a>');
  });
});

describe('a captcha is configured and the form comes without a token (decision 180)', () => {
  let t: TestApp;
  let verifyCalls = 0;
  const realFetch = globalThis.fetch;
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        CAPTCHA_SITE_KEY: 'site-key',
        CAPTCHA_SECRET: 'secret',
        CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/verify',
      },
      deps: {},
    });
    globalThis.fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      if (String(url).startsWith('http://127.0.0.1:9/verify')) {
        verifyCalls++;
        return new Response(JSON.stringify({ success: false }), { status: 200 });
      }
      return realFetch(url, init);
    }) as typeof fetch;
  }, 120_000);

  test('three plain posts an hour from one address are taken, unverified; the fourth is 429 on a fixed page', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 3; i++) {
      const res = await form(t, '/local/consultation1', { ...validLead().form, intentId: 'start' }, ip);
      expect(res.status).toBe(303);
    }
    const rows = (await t.services.outbox.leads()) as LeadRow[];
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.payload.captcha === 'unverified')).toBe(true);
    const fourth = await form(t, '/local/consultation1', { ...validLead().form, name: 'Fourth Try' }, ip);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(60);
    expect(decodeEntities(fourth.text)).toMatch(/Please try again in about \d+ minutes/);
    expect((await t.services.outbox.leads()).length).toBe(3);
    // Another address has its own three.
    expect((await form(t, '/webdesign/consultation', validLead().form, '192.0.2.45')).status).toBe(303);
    // The JSON API keeps requiring a token: the script can always run the captcha.
    const api = await request(t.app)
      .post('/api/leads/difm')
      .set('X-Forwarded-For', '192.0.2.46')
      .send(validLead().json);
    expect(api.status).toBe(403);
    expect(verifyCalls).toBe(0);
  });
});

describe('the enterprise form posted without JavaScript', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  }, 120_000);

  test('a valid post queues the same mail as the API and answers 303 to the thank-you state', async () => {
    // The choices as typed into the date fields of the server's HTML; the API takes wall-clock values.
    const valid = validEnterprise();
    const typed = { firstChoice: shown(valid.firstChoice), secondChoice: shown(valid.secondChoice) };
    const fields = { ...valid, ...typed, services: ['Website Hosting', 'Email Marketing'] };
    const res = await form(t, '/enterprisesolutions/contact', fields, '203.0.113.60');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/enterprisesolutions/contact?sent=1');
    const api = await request(t.app)
      .post('/api/enterprise-contact')
      .set('X-Forwarded-For', '203.0.113.61')
      .send({ ...validEnterprise(), services: 'Website Hosting,Email Marketing' });
    expect(api.status).toBe(200);
    const mails = await Promise.all(
      (await t.services.outbox.list('mail')).map(async (m) => (await t.services.outbox.get(m.id)) as MailRow),
    );
    expect(mails).toHaveLength(2);
    const vars = mails.map((m) => m.payload.variables);
    expect(vars[0]).toEqual(vars[1]);
    const thanks = await request(t.app).get('/enterprisesolutions/contact?sent=1');
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain('Your message is on its way to our enterprise team.');
  });

  test('an invalid post: 400 with the values kept and spec 5 messages beside the fields', async () => {
    const mailsBefore = (await t.services.outbox.list('mail')).length;
    const res = await form(
      t,
      '/enterprisesolutions/contact',
      {
        ...validEnterprise(),
        name: 'Ada 42',
        phone: '12',
        websiteURL: 'not a url',
        industry: '',
        secondChoice: '02/31/2027',
      },
      '203.0.113.62',
    );
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = decodeEntities(res.text);
    expect(html).toContain('value="Ada 42"');
    expect(html).toContain('value="Analytical Engines"');
    for (const m of [
      enterpriseMessages.name,
      enterpriseMessages.phone,
      enterpriseMessages.websiteURL,
      enterpriseMessages.secondChoice,
    ]) {
      expect(html).toContain(m);
    }
    expect(html).toContain('Please enter a valid industry.');
    // The dropdowns are native controls in the server HTML and the date choices the form kit's text boxes, required,
    // with the values kept: a choice shown as the field writes it, text that names no day as it was typed.
    expect(html).toMatch(/<select[^>]*name="role"/);
    expect(html).toMatch(/<option value="Owner" selected="">Owner<\/option>/);
    const box = (name: string, value: string) =>
      new RegExp(`<input type="text"[^>]*required=""[^>]*name="${name}" value="${value.replace(/[/]/g, '\\/')}"`);
    expect(html).toMatch(box('firstChoice', shown(validEnterprise().firstChoice)));
    expect(html).toMatch(box('secondChoice', '02/31/2027'));
    expect((await t.services.outbox.list('mail')).length).toBe(mailsBefore);
    expect((await request(t.app).get('/enterprisesolutions/contact')).text).not.toContain('Ada 42');
  });
});

/** Pages rendered so far in this process (page_renders_total), form pages included. */
async function renderCount(): Promise<number> {
  const metric = await registry.getSingleMetric('page_renders_total')!.get();
  return metric.values[0]?.value ?? 0;
}
