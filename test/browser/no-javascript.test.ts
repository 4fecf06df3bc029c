import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { enterpriseMessages } from '../../shared/messages/enterprise.ts';
import { leadMessages } from '../../shared/messages/lead.ts';
import type { LeadRow, MailRow } from '../../server/db/outbox.ts';
import { axe, describeViolations, DESKTOP, launchBrowser, openPage, PHONE, startServer } from './harness.ts';

// decision 180: the forms work before (or without) the page's script: a context with JavaScript disabled sends
// each lead form type and the enterprise form, valid and invalid. decisions 181, 182: required marks, and
// messages that stay until their field changes, at 375 and 1280 px with the script.

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer({
    env: { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'no-js-')), TRUST_PROXY: 'loopback' },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const pad = (n: number) => String(n).padStart(2, '0');
/** A weekday at least two days ahead, as the visitor types it (MM/DD/YYYY) and as the API takes it. */
function bookableDay() {
  const d = new Date(Date.now() + 2 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  const [y, m, day] = [d.getUTCFullYear(), pad(d.getUTCMonth() + 1), pad(d.getUTCDate())];
  return { typed: `${m}/${day}/${y}`, iso: `${y}-${m}-${day}` };
}
function nextSaturday() {
  const d = new Date(Date.now() + 86_400_000);
  while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}
function choices(): [string, string, string] {
  const d = new Date(Date.now() + 8 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  const day = d.toISOString().slice(0, 10);
  return [`${day}T09:00`, `${day}T10:30`, `${day}T14:00`];
}

/** A wall-clock choice as the enterprise form's date field shows it and a visitor types it (d MMM yyyy / hh:mma). */
function shown(wall: string): string {
  const [y, m, d, h, mi] = wall.split(/[-T:]/).map(Number);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1];
  const h12 = String(h % 12 || 12).padStart(2, '0');
  return `${d} ${month} ${y} / ${h12}:${String(mi).padStart(2, '0')}${h < 12 ? 'AM' : 'PM'}`;
}

async function noScript(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** The JSON API's stored lead for the same data, to compare a form post's row with. */
async function viaApi(leadType: string, body: Record<string, unknown>, ip: string) {
  const res = await fetch(`${server.base}/api/leads/${leadType}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return (await server.services.outbox.get(id)) as LeadRow;
}

/** The message a control points at with aria-describedby (the one beside it). */
async function messageOf(page: Page, control: Locator): Promise<string> {
  const id = await control.getAttribute('aria-describedby');
  expect(id, 'the control names its message').toBeTruthy();
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

/** The enterprise form's widgets have replaced its native controls: its script runs. */
async function enterpriseReady(page: Page) {
  await expect.poll(() => page.locator('.dropdown__native').count(), { timeout: 15_000 }).toBe(0);
  await page.getByLabel('Name *', { exact: true }).waitFor();
}

async function expectAxeClean(page: Page) {
  const v = await axe(page);
  expect(v, describeViolations(v)).toEqual([]);
}

/**
 * axe is a script, which a context without JavaScript does not run: the same HTML, as the server answered it, is
 * checked in a context that runs scripts.
 */
async function expectAxeCleanAsServed(url: string, html: string) {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.route(url, (r) => r.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(url);
    await expectAxeClean(page);
  } finally {
    await context.close();
  }
}

const PERSON = {
  name: 'Dana Émile Ortiz',
  email: 'dana.ortiz@example.com',
  phone: '2015550123',
  company: 'Ortiz Bakery',
};

async function fillLead(form: Locator, day: string) {
  await form.getByLabel('Name *').fill(PERSON.name);
  await form.getByLabel('Email *').fill(PERSON.email);
  await form.getByLabel('Phone *').fill(PERSON.phone);
  await form.getByLabel('Website or Company name').fill(PERSON.company);
  await form.getByLabel('Preferred day (optional)').fill(day);
  await form.getByLabel('Preferred time, Pacific (optional)').selectOption('9:01 - 12:00');
  await form.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
}

describe('lead forms with JavaScript disabled', () => {
  const cases = [
    { path: '/local/consultation1', type: 'local', thanks: '/local/thankyou', intent: false },
    { path: '/webdesign/consultation', type: 'difm', thanks: '/webdesign/thankyou', intent: false },
    { path: '/legal/consultation', type: 'bm_legal_presales', thanks: '/legal/thankyou', intent: true },
    { path: '/pos/consultation', type: 'bm_pos_presales', thanks: '/pos/thankyou', intent: true },
  ];

  test.each(cases)(
    '$path sends a $type lead and shows its thank-you page',
    async ({ path: p, type, thanks, intent }) => {
      const { context, page } = await noScript(p === '/local/consultation1' ? PHONE : DESKTOP);
      try {
        await page.goto(server.base + p);
        const form = page.getByRole('form', { name: 'Request a consultation' });
        const day = bookableDay();
        await fillLead(form, day.typed);
        if (intent) await form.getByLabel('How can we help you? *').selectOption('pricing');
        const before = ((await server.services.outbox.leads()) as LeadRow[]).length;
        await form.getByRole('button', { name: 'Send request' }).click();
        await page.waitForURL(server.base + thanks);
        expect(await page.getByRole('heading', { level: 1, name: 'Thank you' }).isVisible()).toBe(true);

        const rows = (await server.services.outbox.leads()) as LeadRow[];
        expect(rows).toHaveLength(before + 1);
        const stored = rows.find((r) => r.type === type && r.payload.lead.email === PERSON.email);
        const api = await viaApi(
          type,
          {
            ...PERSON,
            countryCode: 'US',
            date: day.iso,
            time: `${day.typed}, 9:01 - 12:00`,
            agreetos: true,
            ...(intent ? { intentId: 'pricing' } : {}),
          },
          `10.9.${cases.findIndex((c) => c.path === p)}.1`,
        );
        expect(stored?.payload.lead).toEqual(api.payload.lead);
      } finally {
        await context.close();
      }
    },
  );

  test('build my site: the plan chosen in the select is the stored lead type; the thank-you shows in place', async () => {
    const { context, page } = await noScript();
    try {
      await page.goto(`${server.base}/buildmysite`);
      await page.getByLabel('Selected plan').selectOption({ label: 'Premium build' });
      const form = page.getByRole('form', { name: 'Your details' });
      await fillLead(form, bookableDay().typed);
      await form.getByRole('button', { name: 'Send request' }).click();
      await page.waitForURL(/\/buildmysite\?sent=1#consultation$/);
      expect(await page.getByRole('heading', { name: 'Thank you for your request' }).isVisible()).toBe(true);
      const rows = (await server.services.outbox.leads()) as LeadRow[];
      expect(rows.some((r) => r.type === 'difm_eol_prem' && r.payload.lead.email === PERSON.email)).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('invalid data: 400, the values kept and the messages beside their fields; axe clean', async () => {
    const { context, page } = await noScript(PHONE);
    try {
      await page.goto(`${server.base}/legal/consultation`);
      const form = page.getByRole('form', { name: 'Request a consultation' });
      await form.getByLabel('Name *').fill('Dana 42');
      await form.getByLabel('Email *').fill('dana@');
      await form.getByLabel('Phone *').fill('12');
      await form.getByLabel('Preferred day (optional)').fill(nextSaturday());
      const before = (await server.services.outbox.leads()).length;
      const answer = page.waitForResponse((r) => r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Send request' }).click();
      const res = await answer;
      expect(res.status()).toBe(400);
      expect(res.headers()['cache-control']).toBe('no-store');
      await page.waitForLoadState();
      expect(new URL(page.url()).pathname).toBe('/legal/consultation');
      expect(new URL(page.url()).search).toBe('');

      expect(await form.getByLabel('Name *').inputValue()).toBe('Dana 42');
      expect(await form.getByLabel('Email *').inputValue()).toBe('dana@');
      expect(await form.getByLabel('Phone *').inputValue()).toBe('12');
      expect(await messageOf(page, form.getByLabel('Name *'))).toBe(leadMessages.nameChars);
      expect(await messageOf(page, form.getByLabel('Email *'))).toBe(leadMessages.emailShape);
      expect(await messageOf(page, form.getByLabel('Phone *'))).toBe(leadMessages.phoneInvalid);
      expect(await messageOf(page, form.getByLabel('Preferred day (optional)'))).toBe(leadMessages.dateInvalid);
      expect(await messageOf(page, form.getByLabel('How can we help you? *'))).toBe(leadMessages.intentRequired);
      expect(await messageOf(page, form.getByRole('checkbox', { name: /I agree/ }))).toBe(
        leadMessages.agreetosRequired,
      );
      expect((await server.services.outbox.leads()).length).toBe(before);
      await expectAxeCleanAsServed(page.url(), await res.text());
    } finally {
      await context.close();
    }
  });
});

describe('the enterprise form with JavaScript disabled', () => {
  async function fillEnterprise(page: Page, phone = '2015550123') {
    const [first, second, third] = choices();
    await page.getByLabel('Name *', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email *').fill('ada@example.com');
    await page.getByLabel('Phone *').fill(phone);
    await page.getByLabel('Business Name *').fill('Analytical Engines');
    await page.getByLabel('Website URL *').fill('https://engines.example.com');
    await page.getByLabel('Industry *').selectOption('Retail');
    await page.getByLabel('Role *').selectOption('Owner');
    await page.getByLabel('Company Size *').selectOption('51-200');
    await page.getByLabel('Revenue *').selectOption('$1,000,000 - $4,999,999');
    await page.getByLabel('Time Zone *').selectOption('PT');
    // Typed into the date fields' text boxes as they write a choice.
    await page.getByLabel('First choice *').fill(shown(first));
    await page.getByLabel('Second choice *').fill(shown(second));
    await page.getByLabel('Third choice *').fill(shown(third));
    await page.getByRole('checkbox', { name: 'Website Hosting' }).check();
    await page.getByLabel('Comments (optional)').fill('Forty shops.');
  }

  test('Contact Us leads to the contact page; a valid form queues the same mail as the API', async () => {
    const { context, page } = await noScript();
    try {
      await page.goto(`${server.base}/enterprisesolutions`);
      await page.getByRole('link', { name: 'Contact Us' }).click();
      await page.waitForURL(`${server.base}/enterprisesolutions/contact`);
      await fillEnterprise(page);
      const before = (await server.services.outbox.list('mail')).length;
      await page.getByRole('button', { name: 'Send' }).click();
      await page.waitForURL(`${server.base}/enterprisesolutions/contact?sent=1`);
      expect(await page.getByRole('heading', { name: 'Thank you' }).isVisible()).toBe(true);
      const mails = await server.services.outbox.list('mail');
      expect(mails).toHaveLength(before + 1);
      const stored = (await server.services.outbox.get(mails[mails.length - 1].id)) as MailRow;

      const [firstChoice, secondChoice, thirdChoice] = choices();
      const res = await fetch(`${server.base}/api/enterprise-contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.1' },
        body: JSON.stringify({
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '2015550123',
          countryCode: 'US',
          businessName: 'Analytical Engines',
          websiteURL: 'https://engines.example.com',
          industry: 'Retail',
          role: 'Owner',
          companySize: '51-200',
          revenue: '$1,000,000 - $4,999,999',
          timeZone: 'PT',
          firstChoice,
          secondChoice,
          thirdChoice,
          comments: 'Forty shops.',
          services: 'Website Hosting',
        }),
      });
      expect(res.status).toBe(200);
      const all = await server.services.outbox.list('mail');
      const api = (await server.services.outbox.get(all[all.length - 1].id)) as MailRow;
      expect(stored.payload.variables).toEqual(api.payload.variables);
    } finally {
      await context.close();
    }
  });

  test('invalid data: 400 with the values kept and spec 5 messages beside the fields; axe clean', async () => {
    const { context, page } = await noScript(PHONE);
    try {
      await page.goto(`${server.base}/enterprisesolutions/contact`);
      await fillEnterprise(page, '12');
      await page.getByLabel('Website URL *').fill('not a url');
      const answer = page.waitForResponse((r) => r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Send' }).click();
      const refused = await answer;
      expect(refused.status()).toBe(400);
      await page.waitForLoadState();
      expect(await page.getByLabel('Phone *').inputValue()).toBe('12');
      expect(await page.getByLabel('Business Name *').inputValue()).toBe('Analytical Engines');
      expect(await page.getByLabel('Industry *').inputValue()).toBe('Retail');
      expect(await page.getByLabel('First choice *').inputValue()).toBe(shown(choices()[0]));
      expect(await page.getByRole('checkbox', { name: 'Website Hosting' }).isChecked()).toBe(true);
      expect(await messageOf(page, page.getByLabel('Phone *'))).toBe(enterpriseMessages.phone);
      expect(await messageOf(page, page.getByLabel('Website URL *'))).toBe(enterpriseMessages.websiteURL);
      await expectAxeCleanAsServed(page.url(), await refused.text());
    } finally {
      await context.close();
    }
  });
});

describe('with JavaScript: required fields, and messages that stay', () => {
  test('the contact page: axe clean at both widths, every required field marked for assistive technology', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors } = await openPage(browser, `${server.base}/enterprisesolutions/contact`, viewport);
      try {
        await enterpriseReady(page);
        expect(await page.getByText('Fields marked * are required.').isVisible()).toBe(true);
        await expectAxeClean(page);
        expect(await page.getByLabel('Name *', { exact: true }).getAttribute('aria-required')).toBe('true');
        expect(await page.getByLabel('Email *').getAttribute('aria-required')).toBe('true');
        expect(await page.getByRole('textbox', { name: 'Phone *' }).getAttribute('aria-required')).toBe('true');
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  });

  test('the lead form marks its required fields', async () => {
    const { page } = await openPage(browser, `${server.base}/pos/consultation`, DESKTOP);
    try {
      const form = page.getByRole('form', { name: 'Request a consultation' });
      for (const name of ['Name *', 'Email *', 'Phone *', 'How can we help you? *'])
        expect(await form.getByLabel(name).getAttribute('aria-required'), name).toBe('true');
      expect(await form.getByRole('checkbox', { name: /I agree/ }).getAttribute('aria-required')).toBe('true');
      expect(await form.getByText('Fields marked * are required.').count()).toBe(1);
    } finally {
      await page.context().close();
    }
  });

  test.each([
    ['1280', DESKTOP],
    ['375', PHONE],
  ])('at %s px the phone message stays when Send (or Next) moves focus into the phone', async (_w, viewport) => {
    const { page, errors } = await openPage(browser, `${server.base}/enterprisesolutions/contact`, viewport);
    try {
      await enterpriseReady(page);
      await page.getByLabel('Name *', { exact: true }).fill('Ada Lovelace');
      await page.getByLabel('Email *').fill('ada@example.com');
      await page.getByRole('textbox', { name: 'Phone *' }).fill('12');
      const phone = page.getByRole('textbox', { name: 'Phone *' });
      if (viewport === PHONE) await page.getByRole('button', { name: 'Next' }).click();
      else await page.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => phone.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
      // Still there after focus arrived, and a while later.
      await page.waitForTimeout(300);
      expect(await messageOf(page, phone)).toBe(enterpriseMessages.phone);
      // Changing the number is what clears it.
      await phone.fill('2015550123');
      await expect.poll(() => phone.getAttribute('aria-invalid'), { timeout: 5_000 }).toBe('false');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  test.each([
    ['1280', DESKTOP],
    ['375', PHONE],
  ])('at %s px a weekend typed into Preferred day gets a message instead of vanishing', async (_w, viewport) => {
    const { page, errors } = await openPage(browser, `${server.base}/webdesign/consultation`, viewport);
    try {
      const form = page.getByRole('form', { name: 'Request a consultation' });
      await expect.poll(() => form.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
      const day = form.getByLabel('Preferred day (optional)');
      await day.click();
      await day.pressSequentially(nextSaturday());
      await page.keyboard.press('Tab');
      await expect.poll(() => day.getAttribute('aria-invalid'), { timeout: 5_000 }).toBe('true');
      expect(await messageOf(page, day)).toBe(leadMessages.dateInvalid);
      // Focus coming back does not clear it.
      await day.focus();
      await page.keyboard.press('Escape');
      expect(await messageOf(page, day)).toBe(leadMessages.dateInvalid);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('a rate-limited enterprise visitor with JavaScript', () => {
  test('the failure panel says when to try again and gives the support number', async () => {
    // A server of its own: this test spends the address's whole budget.
    const own = await startServer({ env: { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'no-js-429-')) } });
    const { page, errors } = await openPage(browser, `${own.base}/enterprisesolutions/contact`, DESKTOP);
    try {
      await enterpriseReady(page);
      for (let i = 0; i < 10; i++)
        await fetch(`${own.base}/api/enterprise-contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
      await page.getByLabel('Name *', { exact: true }).fill('Ada Lovelace');
      await page.getByLabel('Email *').fill('ada@example.com');
      await page.getByRole('textbox', { name: 'Phone *' }).fill('2015550123');
      await page.getByLabel('Business Name *').fill('Analytical Engines');
      await page.getByLabel('Website URL *').fill('https://engines.example.com');
      for (const [name, option] of [
        ['Industry *', 'Retail'],
        ['Role *', 'Owner'],
        ['Company Size *', '51-200'],
        ['Revenue *', '$1,000,000 - $4,999,999'],
        ['Time Zone *', 'Pacific Time (PT)'],
      ]) {
        await page.getByRole('combobox', { name }).click();
        await page.getByRole('option', { name: option, exact: true }).click();
      }
      for (const [i, label] of ['First choice', 'Second choice', 'Third choice'].entries()) {
        await page.getByRole('textbox', { name: `${label} *`, exact: true }).click();
        // The first bookable day of the date field's calendar, then a time of its list.
        const calendar = page.getByRole('dialog', { name: 'Choose Date and Time' });
        await calendar
          .getByRole('gridcell', { name: /^Choose / })
          .first()
          .click();
        await calendar.getByRole('option', { name: ['9:00 AM', '10:30 AM', '2:00 PM'][i], exact: true }).click();
        await expect.poll(() => calendar.count()).toBe(0);
      }
      await page.getByRole('button', { name: 'Send' }).click();
      const panel = page.getByRole('heading', { name: 'We could not send your message' });
      await expect.poll(() => panel.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(
        await page.getByText(/Too many requests\. Please try again in (about )?\d+ (seconds?|minutes?)\./).count(),
      ).toBe(1);
      // The number is in the panel itself (the header and footer carry it too).
      const support = page.getByText('Our enterprise support team:');
      expect(await support.getByRole('link', { name: /^1-800-555-0163,/ }).isVisible()).toBe(true);
      expect(errors.filter((e) => !e.includes('429'))).toEqual([]);
    } finally {
      await page.context().close();
      await own.close();
    }
  });
});
