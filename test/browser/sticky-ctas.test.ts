import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, useSite } from './harness.ts';

// The sticky price bar's buttons do what the cards' buttons do on the lead pages: the plan chosen is the plan the
// form shows, and "Request a consultation" opens the form, wherever it is pressed.

const site = useSite();

/** Scrolls to the end of the page, past the cards, and waits for the bar. */
async function showBar(page: Page, product: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = page.getByRole('region', { name: `${product} plan summary` });
  await bar.waitFor({ state: 'visible', timeout: 5000 });
  return bar;
}

const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top < window.innerHeight && r.bottom > 0;
  });

describe('sticky price bar', () => {
  test('/buildmysite: Premium "Get started" in the bar sets the form\'s plan and brings the form into view', async () => {
    await site.withPage(
      '/buildmysite',
      DESKTOP,
      async (page) => {
        const plan = page.getByLabel('Selected plan');
        expect(await plan.inputValue()).toBe('difm_eol');
        const bar = await showBar(page, 'Build My Site');
        await bar.getByRole('link', { name: 'Get started, Premium plan' }).click();
        await expect.poll(() => plan.inputValue()).toBe('difm_eol_prem');
        await expect.poll(() => inView(page, '#consultation')).toBe(true);
        expect(new URL(page.url()).pathname).toBe('/buildmysite');
      },
      { reducedMotion: 'reduce' },
    );
  });

  test('/webdesign: "Request a consultation" in the bar opens the form', async () => {
    await site.withPage(
      '/webdesign',
      DESKTOP,
      async (page) => {
        const hero = page.locator('#consultation');
        const form = hero.getByRole('form', { name: 'Request a consultation' });
        expect(await form.count()).toBe(0);
        const bar = await showBar(page, 'Website Design');
        await bar.getByRole('link', { name: 'Request a consultation, Standard plan' }).click();
        await form.waitFor({ state: 'visible', timeout: 5000 });
        await expect.poll(() => inView(page, '#consultation')).toBe(true);
        expect(new URL(page.url()).pathname).toBe('/webdesign');
      },
      { reducedMotion: 'reduce' },
    );
  });
});
