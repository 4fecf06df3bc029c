import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeLeadService, type FakeLeadService } from '../fakes/lead-service.ts';
import { axe, describeViolations, DESKTOP, launchBrowser, openPage, PHONE, startServer } from './harness.ts';

// Lead pages end to end: the web design flow to the lead service, the close icon, the failure message and its
// clearing, the build-my-site plan click, the consultation pages; axe in every form state.

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;
let fake: FakeLeadService;

beforeAll(async () => {
  fake = await startFakeLeadService();
  server = await startServer({
    env: { LEADS_API_URL: fake.url, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lead-pages-')) },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

const PERSON = {
  name: 'Dana Émile Ortiz',
  email: 'dana.ortiz@example.com',
  phone: '2015550123',
  company: 'Ortiz Bakery',
};

async function fillLead(scope: ReturnType<Page['locator']>) {
  await scope.getByLabel('Name *').fill(PERSON.name);
  await scope.getByLabel('Email *').fill(PERSON.email);
  await scope.getByLabel('Phone *').fill(PERSON.phone);
  await scope.getByLabel('Website or Company name').fill(PERSON.company);
  await scope.getByLabel('Preferred time, Pacific (optional)').selectOption('9:01 - 12:00');
  await scope.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
}

async function expectAxeClean(page: Page) {
  const v = await axe(page);
  expect(v, describeViolations(v)).toEqual([]);
}

async function waitForDelivery(predicate: (body: Record<string, unknown>) => boolean) {
  await expect
    .poll(() => fake.accepted().some((r) => predicate(r.body as Record<string, unknown>)), {
      timeout: 15_000,
      interval: 200,
    })
    .toBe(true);
}

describe('/webdesign', () => {
  test('the hero button swaps in the form; a submit shows the thank-you in place and the lead reaches the service as difm', async () => {
    const { page, errors } = await openPage(browser, `${server.base}/webdesign`);
    try {
      const hero = page.locator('#consultation');
      await hero.getByRole('link', { name: 'Request a consultation' }).click();
      const form = hero.getByRole('form', { name: 'Request a consultation' });
      await expect.poll(() => form.isVisible()).toBe(true);
      await expectAxeClean(page);

      // Check marks appear on valid name, email and phone.
      await fillLead(form);
      expect(await form.locator('.field__check').count()).toBe(3);

      // A weekday after today from the date picker: the submitted time is "<date text>, <slot>".
      await form.getByLabel('Preferred day (optional)').click();
      const day = page
        .locator(
          '.react-datepicker__day:not(.react-datepicker__day--disabled):not(.react-datepicker__day--outside-month)',
        )
        .first();
      await day.click();
      const dateText = await form.getByLabel('Preferred day (optional)').inputValue();
      expect(dateText).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

      await form.getByRole('button', { name: 'Send request' }).click();
      await expect.poll(() => hero.getByRole('heading', { name: 'Thank you for your request' }).isVisible()).toBe(true);
      await expectAxeClean(page);

      await waitForDelivery((b) => b.leadType === 'difm' && JSON.stringify(b).includes(PERSON.email));
      const delivered = JSON.stringify(fake.accepted().map((r) => r.body));
      expect(delivered).toContain('difm');
      expect(delivered).toContain(`${dateText}, 9:01 - 12:00`);
      expect(delivered).not.toContain('intentId');
      // No personal data in the logs.
      for (const v of [PERSON.name, PERSON.email, PERSON.phone, PERSON.company])
        expect(server.logs.text()).not.toContain(v);

      // Ask another question brings the form back; the close icon returns to the hero.
      await hero.getByRole('button', { name: 'Ask another question' }).click();
      await expect.poll(() => form.isVisible()).toBe(true);
      await hero.getByRole('button', { name: 'Close the consultation form' }).click();
      await expect.poll(() => hero.getByRole('link', { name: 'Request a consultation' }).isVisible()).toBe(true);
      expect(await form.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  test('a failed submit keeps the form, re-enables it and shows the message until the next edit', async () => {
    const { page, errors } = await openPage(browser, `${server.base}/webdesign`, PHONE);
    try {
      await page.route('**/api/leads/**', (r) =>
        r.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
      );
      const process = page.locator('.wd-process');
      await process.getByRole('link', { name: 'Request a consultation' }).click();
      const form = process.getByRole('form', { name: 'Request a consultation' });
      // Submitting empty shows the field messages, announced on the fields.
      await form.getByRole('button', { name: 'Send request' }).click();
      await expect.poll(() => form.getByLabel('Name *').getAttribute('aria-invalid')).toBe('true');
      await expectAxeClean(page);

      await fillLead(form);
      await form.getByRole('button', { name: 'Send request' }).click();
      const alert = form.getByRole('alert');
      await expect
        .poll(() => alert.textContent())
        .toBe('An error occured while submitting your request. Please try again later.');
      expect(await form.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
      expect(await form.getByLabel('Name *').inputValue()).toBe(PERSON.name);
      await expectAxeClean(page);

      await form.getByLabel('Website or Company name').fill('Ortiz Bakery LLC');
      await expect.poll(() => alert.count()).toBe(0);
      // The page fulfils the failure itself: no console error from the app beyond the failed resource.
      expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('/webdesign: the form code loads on open, and no click is lost to a message', () => {
  /** Whether any script the page has loaded so far carries the phone metadata (libphonenumber-js). */
  function phoneLibraryWatch(page: Page) {
    const scripts: Promise<boolean>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        scripts.push(
          r.text().then(
            (t) => t.includes('country_calling_codes'),
            () => false,
          ),
        );
    });
    return async () => (await Promise.all(scripts)).some(Boolean);
  }

  test('no phone metadata, form library or date picker is requested before the form opens', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    try {
      const loadedPhoneLibrary = phoneLibraryWatch(page);
      const chunks: string[] = [];
      page.on('request', (r) => void chunks.push(r.url()));
      await page.goto(`${server.base}/webdesign`);
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.waitForLoadState('networkidle');
      expect(await loadedPhoneLibrary()).toBe(false);
      expect(chunks.some((u) => u.includes('lead-form-panel'))).toBe(false);

      await page.locator('#consultation').getByRole('link', { name: 'Request a consultation' }).click();
      await expect
        .poll(() => page.getByRole('form', { name: 'Request a consultation' }).getAttribute('aria-busy'))
        .toBe('false');
      expect(chunks.some((u) => u.includes('lead-form-panel'))).toBe(true);
      await expect.poll(loadedPhoneLibrary).toBe(true);
    } finally {
      await context.close();
    }
  });

  /** Moves the real mouse to the middle of the element's top third and clicks there (press and release). */
  async function realClick(page: Page, target: Locator) {
    const box = (await target.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(8, box.height / 3));
    await page.mouse.down();
    await page.mouse.up();
  }

  test('the first real click on Send request, right after typing, submits (the blur message does not move the button)', async () => {
    const { page, errors } = await openPage(browser, `${server.base}/webdesign`, PHONE);
    try {
      const hero = page.locator('#consultation');
      await hero.getByRole('link', { name: 'Request a consultation' }).click();
      const form = hero.getByRole('form', { name: 'Request a consultation' });
      await expect.poll(() => form.getAttribute('aria-busy')).toBe('false');
      const send = form.getByRole('button', { name: 'Send request' });
      // An address that is wrong when the field is left: its message (two lines at this width) appears on blur.
      await form.getByLabel('Email *').click();
      await page.keyboard.type('dana@');
      await send.scrollIntoViewIfNeeded();
      await realClick(page, send);
      // The click went through: the submit checked every field, not only the one just left.
      await expect.poll(() => form.getByLabel('Name *').getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByLabel('Email *').getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByText('Please enter your phone number.').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  test("with the hero form open, the first real click on the process section's Request a consultation opens its form", async () => {
    const { page, errors } = await openPage(browser, `${server.base}/webdesign`, DESKTOP);
    try {
      const hero = page.locator('#consultation');
      await hero.getByRole('link', { name: 'Request a consultation' }).click();
      const heroForm = hero.getByRole('form', { name: 'Request a consultation' });
      await expect.poll(() => heroForm.getAttribute('aria-busy')).toBe('false');
      const processButton = page.locator('.wd-process').getByRole('link', { name: 'Request a consultation' });
      await heroForm.getByLabel('Name *').click();
      await page.keyboard.type('Dana 2');
      await processButton.scrollIntoViewIfNeeded();
      await realClick(page, processButton);
      await expect
        .poll(() => page.locator('.wd-process').getByRole('form', { name: 'Request a consultation' }).isVisible())
        .toBe(true);
      // The hero's message still came, after the click.
      await expect.poll(() => heroForm.getByLabel('Name *').getAttribute('aria-invalid')).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('/buildmysite', () => {
  test('a plan click selects its lead type, scrolls to the form, and the lead is sent with that type', async () => {
    const { page, errors } = await openPage(browser, `${server.base}/buildmysite`);
    try {
      const plan = page.getByLabel('Selected plan');
      expect(await plan.inputValue()).toBe('difm_eol');
      // The plan cards' own links (the sticky price bar repeats them once the cards scroll away).
      const cards = page.getByRole('list', { name: 'Build My Site plans' });
      await cards.getByRole('link', { name: 'Get started, Premium plan' }).click();
      await expect.poll(() => plan.inputValue()).toBe('difm_eol_prem');
      await expect
        .poll(() => page.locator('#consultation').evaluate((el) => el.getBoundingClientRect().top < window.innerHeight))
        .toBe(true);
      await cards.getByRole('link', { name: 'Get started, Standard plan' }).click();
      await expect.poll(() => plan.inputValue()).toBe('difm_eol_std');
      expect(new URL(page.url()).pathname).toBe('/buildmysite');

      const posted = page.waitForRequest((r) => r.url().endsWith('/api/leads/difm_eol_std') && r.method() === 'POST');
      const form = page.getByRole('form', { name: 'Your details' });
      // The form is in the page's HTML; its code arrives just after hydration.
      await expect.poll(() => form.getAttribute('aria-busy')).toBe('false');
      await fillLead(form);
      await form.getByRole('button', { name: 'Send request' }).click();
      const body = (await posted).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ name: PERSON.name, countryCode: 'US', time: '9:01 - 12:00', agreetos: true });
      expect(body).not.toHaveProperty('intentId');
      await expect.poll(() => page.getByRole('heading', { name: 'Thank you for your request' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Compare your options' }).getAttribute('href')).toBe('/buildmyself');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('consultation pages', () => {
  test.each([
    ['/local/consultation1', 'local', '/local/thankyou'],
    ['/pos/consultation', 'bm_pos_presales', '/pos/thankyou'],
  ])('%s sends a %s lead and goes to %s', async (from, leadType, to) => {
    const { page, errors } = await openPage(browser, server.base + from, DESKTOP);
    try {
      await expectAxeClean(page);
      const form = page.getByRole('form', { name: 'Request a consultation' });
      await expect.poll(() => form.getAttribute('aria-busy')).toBe('false');
      await fillLead(form);
      const intent = form.getByLabel('How can we help you? *');
      if (leadType.startsWith('bm_')) await intent.selectOption({ index: 1 });
      else expect(await intent.count()).toBe(0);
      const posted = page.waitForRequest((r) => r.url().endsWith(`/api/leads/${leadType}`));
      await form.getByRole('button', { name: 'Send request' }).click();
      const body = (await posted).postDataJSON() as Record<string, unknown>;
      if (leadType.startsWith('bm_')) expect(body).toHaveProperty('intentText');
      await page.waitForURL(`**${to}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you');
      await expectAxeClean(page);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('the date field of the form kit', () => {
  test('a typed day it does not offer stays as typed, with its message, until the next edit', async () => {
    const { page, errors } = await openPage(browser, `${server.base}/local/consultation1`, DESKTOP);
    try {
      const form = page.getByRole('form', { name: 'Request a consultation' });
      await expect.poll(() => form.getAttribute('aria-busy')).toBe('false');
      const day = form.getByLabel('Preferred day (optional)');
      for (const typed of ['02/31/2027', 'next tuesday']) {
        await day.fill('');
        await day.pressSequentially(typed);
        await page.keyboard.press('Escape');
        await form.getByLabel('Website or Company name').focus();
        await expect.poll(() => form.getByText('Please choose a weekday from tomorrow on.').isVisible()).toBe(true);
        expect(await day.inputValue()).toBe(typed);
        expect(await day.getAttribute('aria-invalid')).toBe('true');
      }
      // The next key press edits the kept text.
      await day.focus();
      await page.keyboard.press('End');
      await page.keyboard.press('Backspace');
      expect(await day.inputValue()).toBe('next tuesda');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
