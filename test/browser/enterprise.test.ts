import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axe, describeViolations, DESKTOP, launchBrowser, openPage, PHONE, startServer } from './harness.ts';

// Issue 5 "Done means": the enterprise modal, its messages, the one-open dropdown rule and the duplicate-date
// message; spec 8's failure text with the err message.

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function expectAxeClean(page: Page) {
  const v = await axe(page);
  expect(v, describeViolations(v)).toEqual([]);
}

async function openDialog(page: Page, button = 'Contact Us'): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact our enterprise team' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return dialog;
}

async function choose(dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await dialog.getByRole('option', { name: option, exact: true }).click();
}

async function fillAll(dialog: Locator) {
  await dialog.getByLabel('Name', { exact: true }).fill('Jordan Lee');
  await dialog.getByLabel('Email', { exact: true }).fill('jordan.lee@example.com');
  await dialog.getByLabel('Phone', { exact: true }).fill('2015550123');
  await dialog.getByLabel('Business Name').fill('Lee Logistics');
  await dialog.getByLabel('Website URL').fill('https://www.leelogistics.example');
  await choose(dialog, 'Industry', 'Transportation');
  await choose(dialog, 'Role', 'Owner');
  await choose(dialog, 'Company Size', '51-200');
  await choose(dialog, 'Revenue', '$1,000,000 - $4,999,999');
  await choose(dialog, 'Time Zone', 'Pacific Time (PT)');
  await dialog.getByLabel('First choice').fill('15 Jan 2031 / 10:00AM');
  await dialog.getByLabel('Second choice').fill('16 Jan 2031 / 10:30AM');
  await dialog.getByLabel('Third choice').fill('17 Jan 2031 / 02:00PM');
  await dialog.getByLabel('Third choice').press('Escape');
  await dialog.getByRole('checkbox', { name: 'Website Hosting' }).check();
  await dialog.getByRole('checkbox', { name: 'Ecommerce' }).check();
}

describe('/enterprisesolutions', () => {
  test('Contact Us and Start Today open the modal; a backdrop click closes it', async () => {
    const { page, errors } = await openPage(browser, `${server.base}/enterprisesolutions`);
    try {
      let dialog = await openDialog(page, 'Contact Us');
      await expectAxeClean(page);
      await page.mouse.click(10, 450);
      await expect.poll(() => dialog.count()).toBe(0);
      dialog = await openDialog(page, 'Start Today');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  test('empty fields get their messages on blur and on submit; the phone error clears on focus', async () => {
    const { page, errors } = await openPage(browser, `${server.base}/enterprisesolutions`, PHONE);
    try {
      const dialog = await openDialog(page);
      await dialog.getByLabel('Name', { exact: true }).focus();
      await page.keyboard.press('Tab');
      await expect.poll(() => dialog.getByText('Please enter a valid name.').isVisible()).toBe(true);

      await dialog.getByRole('button', { name: 'Send' }).click();
      for (const m of [
        'Please enter a valid email.', 'Please enter a valid phone.', 'Please enter a valid business name.',
        'Please enter a valid website URL.', 'Please enter a valid industry.', 'Please enter a valid role.',
        'Please enter a valid company size.', 'Please enter a valid revenue.', 'Please enter a valid time zone.',
        'Please enter a valid first choice date.', 'Please enter a valid second choice date.', 'Please enter a valid third choice date.',
      ]) {
        expect(await dialog.getByText(m, { exact: true }).count(), m).toBe(1);
      }
      expect(await dialog.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await expectAxeClean(page);

      await dialog.getByLabel('Phone', { exact: true }).focus();
      await expect.poll(() => dialog.getByText('Please enter a valid phone.').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  test('only one dropdown is open at a time; a selection closes it and clears its error; keyboard works', async () => {
    const { page, errors } = await openPage(browser, `${server.base}/enterprisesolutions`);
    try {
      const dialog = await openDialog(page);
      await dialog.getByRole('button', { name: 'Send' }).click();
      const industry = dialog.getByRole('combobox', { name: 'Industry' });
      const role = dialog.getByRole('combobox', { name: 'Role' });
      await industry.click();
      expect(await industry.getAttribute('aria-expanded')).toBe('true');
      expect(await dialog.getByRole('listbox', { name: 'Industry' }).getByRole('option').count()).toBe(16);
      await expectAxeClean(page);
      await role.click();
      await expect.poll(() => industry.getAttribute('aria-expanded')).toBe('false');
      expect(await role.getAttribute('aria-expanded')).toBe('true');
      expect(await dialog.getByRole('listbox', { name: 'Role' }).getByRole('option').count()).toBe(10);
      await dialog.getByRole('option', { name: 'Marketing' }).click();
      await expect.poll(() => role.getAttribute('aria-expanded')).toBe('false');
      expect(await role.textContent()).toContain('Marketing');
      expect(await dialog.getByText('Please enter a valid role.').count()).toBe(0);

      // Keyboard: Enter opens, ArrowDown moves, Enter selects; Escape closes the list, not the dialog.
      const zone = dialog.getByRole('combobox', { name: 'Time Zone' });
      await zone.focus();
      await page.keyboard.press('Enter');
      expect(await zone.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect(await zone.textContent()).toContain('Central Time (CT)');
      expect(await dialog.getByText('Please enter a valid time zone.').count()).toBe(0);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      expect(await zone.getAttribute('aria-expanded')).toBe('false');
      expect(await dialog.isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  test('a date that duplicates another choice is refused with a message naming it', async () => {
    const { page, errors } = await openPage(browser, `${server.base}/enterprisesolutions`);
    try {
      const dialog = await openDialog(page);
      await dialog.getByLabel('First choice').fill('15 Jan 2031 / 10:00AM');
      await dialog.getByLabel('First choice').press('Escape');
      expect(await dialog.getByLabel('First choice').inputValue()).toBe('15 Jan 2031 / 10:00AM');
      await dialog.getByLabel('Second choice').fill('15 Jan 2031 / 10:00AM');
      await dialog.getByLabel('Second choice').press('Escape');
      await dialog.getByLabel('Third choice').click();
      await dialog.getByLabel('Third choice').press('Escape');
      await expect
        .poll(() => dialog.getByText('This date and time has already been selected for first choice. Please choose a different date and time.').isVisible())
        .toBe(true);
      expect(await dialog.getByLabel('Second choice').inputValue()).toBe('');
      // The calendar offers 30-minute slots.
      await dialog.getByLabel('Second choice').click();
      const slots = page.locator('.react-datepicker__time-list-item');
      await expect.poll(() => slots.count()).toBe(48);
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  test('a complete form is sent and thanked; a failure shows the spec text with the err message', async () => {
    const { page, errors } = await openPage(browser, `${server.base}/enterprisesolutions`, DESKTOP);
    try {
      let dialog = await openDialog(page);
      await fillAll(dialog);
      const posted = page.waitForRequest((r) => r.url().endsWith('/api/enterprise-contact'));
      await dialog.getByRole('button', { name: 'Send' }).click();
      const body = (await posted).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        firstChoice: '2031-01-15T10:00',
        secondChoice: '2031-01-16T10:30',
        thirdChoice: '2031-01-17T14:00',
        services: 'Website Hosting,Ecommerce',
        timeZone: 'PT',
        countryCode: 'US',
      });
      await expect.poll(() => dialog.getByRole('heading', { name: 'Thank you' }).isVisible()).toBe(true);
      await expectAxeClean(page);
      expect(server.logs.text()).not.toContain('jordan.lee@example.com');

      await page.keyboard.press('Escape');
      await page.route('**/api/enterprise-contact', (r) =>
        r.fulfill({ status: 502, contentType: 'application/json', body: '{"err":"Mail queue unavailable"}' }),
      );
      dialog = await openDialog(page, 'Start Today');
      await fillAll(dialog);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect
        .poll(() => dialog.getByRole('alert').textContent())
        .toBe(
          'Due to a technical issue, we were unable to send your email. Please attempt to resend the email or contact our support team at the support number for further assistance.',
        );
      expect(await dialog.getByText('Details: Mail queue unavailable').isVisible()).toBe(true);
      await expectAxeClean(page);
      expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
