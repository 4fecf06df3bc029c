// The widgets read without JavaScript (blocked, disabled, failed): FAQ answers and every plan's full feature list open
// from the server's HTML alone (native disclosures, decision 253), every tab panel and every theme of the carousel
// are on screen; the local business search finds a business and continues the funnel. With scripts the same widgets
// start collapsed, as before.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hostingPage } from '../../content/pages/hosting.ts';
import { samplePlaces } from '../../content/places-sample.ts';
import { themes } from '../../content/themes.ts';
import { tldCategories } from '../../content/pages/domains.ts';
import { DESKTOP, PHONE, useSite } from './harness.ts';
import { expectStableLayout } from './layout-shift.ts';

const site = useSite();

/** Opens a path with JavaScript disabled, as a visitor whose browser runs no script. */
async function withoutScripts(
  path: string,
  viewport: { width: number; height: number },
  fn: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await site.browser.newContext({ viewport, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const res = await page.goto(site.server.base + path);
    expect(res?.status()).toBe(200);
    await fn(page);
  } finally {
    await context.close();
  }
}

describe('readable without JavaScript', () => {
  const faq = hostingPage.faq[1];

  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('FAQ: every answer can be read (%s)', async (_, viewport) => {
    await withoutScripts('/hosting', viewport, async (page) => {
      const answer = page.getByRole('region', { name: faq.questionText });
      expect(await answer.isVisible()).toBe(false);
      await page
        .locator('summary')
        .filter({ has: page.getByRole('heading', { name: faq.questionText, exact: true }) })
        .click();
      expect(await answer.isVisible()).toBe(true);
      expect(await answer.innerText()).toContain(faq.answerText);
    });
  });

  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('View all features opens every feature group of every card (%s)', async (_, viewport) => {
    await withoutScripts('/hosting', viewport, async (page) => {
      for (const name of ['Essentials', 'Advanced', 'Professional']) {
        const card = page.getByRole('article', { name });
        expect(await card.getByRole('heading', { name: 'Security' }).isVisible()).toBe(false);
        await card.locator('summary', { hasText: 'View all features' }).click();
        expect(await card.getByRole('heading', { name: 'Security' }).isVisible()).toBe(true);
      }
      // The phone's detail dialog needs a script: phones get the disclosure instead.
      expect(
        await page
          .getByRole('button', { name: /^Plan details/ })
          .first()
          .isVisible(),
      ).toBe(false);
    });
  });

  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('tabs: every panel is shown under its name (%s)', async (_, viewport) => {
    await withoutScripts('/domains', viewport, async (page) => {
      const panels = page.getByRole('tabpanel', { includeHidden: true });
      expect(await panels.count()).toBe(tldCategories.length);
      for (const c of tldCategories) {
        const panel = page.getByRole('tabpanel', { name: c.name });
        expect(await panel.isVisible()).toBe(true);
        expect(await panel.getByRole('heading', { name: c.header }).isVisible()).toBe(true);
        expect(await panel.getByText(c.name, { exact: true }).isVisible()).toBe(true);
      }
    });
  });

  test('the theme carousel lists every theme, each reachable', async () => {
    await withoutScripts('/websites', DESKTOP, async (page) => {
      const carousel = page.locator('#themes');
      for (const t of themes) {
        const heading = carousel.getByRole('heading', { name: t.title, exact: true });
        expect(await heading.isVisible()).toBe(true);
      }
      expect(await carousel.locator('[inert]').count()).toBe(0);
    });
  });
});

describe('the local business search without JavaScript (the chosen business is posted, never in an address)', () => {
  const cafe = samplePlaces.find((p) => p.name === 'Harbor Cafe')!;
  /** Neither the business's name nor any part of its address or phone is in the address. */
  const expectNoPlaceIn = (href: string) => {
    const url = decodeURIComponent(new URL(href).pathname + new URL(href).search).toLowerCase();
    for (const part of [cafe.name, cafe.address, cafe.city, cafe.zip, cafe.phone.replace(/\D/g, '').slice(-7)])
      expect(url).not.toContain(part.toLowerCase());
    expect(url).not.toMatch(/business=|address=|city=|zip=|phone=/);
  };

  test('/local: the search lists the matches; choosing one opens its free report with the business named', async () => {
    await withoutScripts('/local', PHONE, async (page) => {
      await page.getByRole('combobox', { name: 'Enter your business name to Get Free Report' }).fill('harbor');
      await page.getByRole('button', { name: 'Get Free Report' }).click();
      await page.waitForURL(/\/local\/search-listings\?/);
      expect(new URL(page.url()).searchParams.get('q')).toBe('harbor');
      const results = page.getByRole('region', { name: 'Businesses matching “harbor”' });
      expect(await results.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      expect(await results.getByText(`${cafe.address}, ${cafe.city}, ${cafe.state} ${cafe.zip}`).isVisible()).toBe(
        true,
      );
      // The name stays in the field, so the visitor can refine it.
      expect(await page.getByRole('combobox', { name: 'Business name' }).inputValue()).toBe('harbor');
      await results.getByRole('button', { name: 'Choose Harbor Cafe' }).click();
      await page.waitForURL(/\/local\/scan-results$/);
      expectNoPlaceIn(page.url());
      const report = page.getByRole('region', { name: 'Your listings report' });
      expect(await report.getByText(`For ${cafe.name}`).isVisible()).toBe(true);
      // No scan can run without scripts: the specialist's call is offered rather than a report that never comes.
      expect(await report.getByRole('heading', { name: 'A specialist prepares your report' }).isVisible()).toBe(true);
      // And the funnel goes on with the same business.
      await page.getByRole('button', { name: 'Fix my listings with Standard' }).click();
      await page.waitForURL(/\/local\/verify-business\?/);
      expectNoPlaceIn(page.url());
      expect(await page.getByRole('heading', { name: cafe.name }).isVisible()).toBe(true);
      const checkout = page.getByRole('link', { name: 'Yes, continue to checkout' });
      expect(new URL((await checkout.getAttribute('href'))!, page.url()).searchParams.get('pd')).toBe(
        'localworksstd_t12m',
      );
    });
  });

  test('a direct buy with a plan: the match leads to verification and on to checkout with that plan', async () => {
    await withoutScripts('/local/search-listings?pd=localprem_t12m&direct=1', DESKTOP, async (page) => {
      await page.getByRole('combobox', { name: 'Business name' }).fill('Harbor Cafe');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/q=Harbor/);
      await page.getByRole('button', { name: 'Choose Harbor Cafe' }).click();
      await page.waitForURL(/\/local\/verify-business\?/);
      const url = new URL(page.url());
      expect(Object.fromEntries(url.searchParams)).toEqual({ pd: 'localprem_t12m', direct: '1' });
      expectNoPlaceIn(page.url());
      const card = page.locator('.verify-card');
      expect(await card.getByRole('heading', { name: cafe.name }).isVisible()).toBe(true);
      expect(await card.getByText(`${cafe.address}, ${cafe.city}, ${cafe.state} ${cafe.zip}`).isVisible()).toBe(true);
      const checkout = card.getByRole('link', { name: 'Yes, continue to checkout' });
      expect(new URL((await checkout.getAttribute('href'))!, page.url()).searchParams.get('pd')).toBe('localprem_t12m');
    });
  });

  test('no match: the name as typed can still go on', async () => {
    await withoutScripts('/local?direct=1', DESKTOP, async (page) => {
      await page.getByRole('combobox', { name: 'Enter your business name to Get Free Report' }).fill('Zzyzx Tiles');
      await page.getByRole('button', { name: 'Get Free Report' }).click();
      await page.waitForURL(/q=Zzyzx/);
      expect(await page.getByText('No matching businesses found.').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Continue with “Zzyzx Tiles” as typed' }).click();
      await page.waitForURL(/\/local\/verify-business\?/);
      expect(page.url()).not.toContain('Zzyzx');
      expect(await page.getByRole('heading', { name: 'Zzyzx Tiles' }).isVisible()).toBe(true);
    });
  });

  test('with JavaScript a listed match is chosen in the page, and the address still names no business', async () => {
    await site.withPage('/local/search-listings?q=harbor&pd=localprem_t12m&direct=1', DESKTOP, async (page) => {
      await page.getByRole('button', { name: 'Choose Harbor Cafe' }).click();
      await page.waitForURL(/\/local\/verify-business\?/);
      expectNoPlaceIn(page.url());
      const card = page.locator('.verify-card');
      await expect.poll(() => card.getByRole('heading', { name: cafe.name }).isVisible()).toBe(true);
    });
  });

  test('with JavaScript the suggestions work as before and nothing is sent', async () => {
    await site.withPage('/local', DESKTOP, async (page) => {
      const field = page.getByRole('combobox', { name: 'Enter your business name to Get Free Report' });
      await field.fill('harbor');
      await page.getByRole('option', { name: /Harbor Cafe/ }).click();
      await page.waitForURL(/\/local\/scan-results$/);
      const report = page.getByRole('region', { name: 'Your listings report' });
      await expect.poll(() => report.getByText(`For ${cafe.name}`).isVisible()).toBe(true);
    });
  });
});

describe('with JavaScript the widgets start as before', () => {
  test('FAQ answers, feature lists and other tab panels start closed; nothing moves on hydration', async () => {
    await site.withPage(
      '/hosting',
      DESKTOP,
      async (page) => {
        expect(await page.getByRole('region', { name: hostingPage.faq[1].questionText }).isVisible()).toBe(false);
        const card = page.getByRole('article', { name: 'Essentials' });
        expect(await card.getByRole('heading', { name: 'Security' }).isVisible()).toBe(false);
        await expectStableLayout(page);
      },
      { recordShifts: true },
    );
    await site.withPage('/domains', DESKTOP, async (page) => {
      expect(await page.getByRole('tabpanel').count()).toBe(1);
      expect(await page.getByText(tldCategories[0].name, { exact: true }).count()).toBeGreaterThan(0);
    });
  });
});
