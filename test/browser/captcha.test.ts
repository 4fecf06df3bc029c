import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeCaptcha, type FakeCaptcha } from '../fakes/captcha.ts';
import { DESKTOP, launchBrowser, openPage, startServer } from './harness.ts';

// Decision 141: with CAPTCHA_SITE_KEY set, the provider's script loads when a lead form first gets focus (its
// origin in the CSP), the challenge runs on the button press, its token goes with the lead as ysbcaptchatoken and
// the server verifies it with CAPTCHA_SECRET. The provider is a loopback fake of Turnstile (test/fakes/captcha.ts).

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;
let fake: FakeCaptcha;

beforeAll(async () => {
  fake = await startFakeCaptcha();
  server = await startServer({
    env: {
      CAPTCHA_SITE_KEY: fake.siteKey,
      CAPTCHA_SECRET: fake.secret,
      CAPTCHA_VERIFY_URL: fake.verifyUrl,
      CAPTCHA_SCRIPT_URL: fake.scriptUrl,
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

async function fill(form: Locator) {
  await form.getByLabel('Name *').fill('Dana Ortiz');
  await form.getByLabel('Email *').fill('dana.ortiz@example.com');
  await form.getByLabel('Phone *').fill('2015550123');
  await form.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
}

describe('invisible captcha', () => {
  test('the CSP admits the provider origin; the script loads on first focus, runs on the press, and the verified token sends the lead', async () => {
    const res = await fetch(`${server.base}/local/consultation1`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const providerOrigin = new URL(fake.scriptUrl).origin;
    expect(csp).toMatch(new RegExp(`script-src [^;]*${providerOrigin.replace(/[.:/]/g, '\\$&')}`));
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${providerOrigin.replace(/[.:/]/g, '\\$&')}`));

    const { page, errors } = await openPage(browser, `${server.base}/local/consultation1`, DESKTOP);
    try {
      const form = page.getByRole('form', { name: 'Request a consultation' });
      await expect.poll(() => form.getAttribute('aria-busy')).toBe('false');
      await page.waitForTimeout(300);
      expect(fake.scriptRequests()).toBe(0);

      await form.getByLabel('Name *').focus();
      await expect.poll(() => fake.scriptRequests()).toBe(1);
      await fill(form);
      expect(fake.verifications()).toHaveLength(0);

      const posted = page.waitForRequest((r) => r.url().endsWith('/api/leads/local') && r.method() === 'POST');
      await form.getByRole('button', { name: 'Send request' }).click();
      const body = (await posted).postDataJSON() as Record<string, unknown>;
      expect(String(body.ysbcaptchatoken)).toMatch(/^fake-fake-site-key-/);
      await page.waitForURL('**/local/thankyou');
      expect(fake.verifications()).toEqual([{ secret: fake.secret, response: body.ysbcaptchatoken, success: true }]);
      expect(fake.scriptRequests()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  test('a failing challenge keeps the form with the spec message and posts nothing; a forged token is refused', async () => {
    fake.setVerdict('fail');
    const { page, errors } = await openPage(browser, `${server.base}/local/consultation1`, DESKTOP);
    try {
      const form = page.getByRole('form', { name: 'Request a consultation' });
      await expect.poll(() => form.getAttribute('aria-busy')).toBe('false');
      let leadPosts = 0;
      page.on('request', (r) => {
        if (r.url().includes('/api/leads/')) leadPosts++;
      });
      await fill(form);
      await form.getByRole('button', { name: 'Send request' }).click();
      await expect
        .poll(() => form.getByRole('alert').textContent())
        .toBe('An error occured while submitting your request. Please try again later.');
      expect(leadPosts).toBe(0);
      expect(await form.getByLabel('Name *').inputValue()).toBe('Dana Ortiz');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
      fake.setVerdict('pass');
    }

    const forged = await fetch(`${server.base}/api/leads/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Dana Ortiz',
        email: 'dana@example.com',
        phone: '2015550123',
        agreetos: true,
        ysbcaptchatoken: 'forged',
      }),
    });
    expect(forged.status).toBe(403);
    expect(fake.verifications().at(-1)).toMatchObject({ response: 'forged', success: false });
  });
});
