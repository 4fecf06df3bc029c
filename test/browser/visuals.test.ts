// Product visuals in real pages (decision 110): the server renders the same hashed URL the client hydrates with
// (no hydration warning), the file is served and decodes at its drawn size, the hero's loads eagerly and early,
// the others lazily, and each image is named by its description.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { visualAlts } from '../../content/visuals.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, startServer } from './harness.ts';

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

/**
 * Visuals a width leaves out on purpose: on a phone a hero whose call to action is a domain search is its own
 * picture (client/styles/sections.css).
 */
const HIDDEN: Record<string, Record<string, string[]>> = {
  phone: { '/domains': ['domains'] },
};

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('product visuals at %s width', (name, viewport) => {
  // The extension pages draw their own picture inline (decision 302; test/server/tld-hero.test.ts), and the home page
  // shows people at work and its deals, no product visual (decisions 285, 332; test/server/people-scenes.test.ts).
  test.each(['/websites', '/hosting', '/domains'])(
    '%s: every visual is served, decodes, and loads eagerly only in the hero',
    async (path) => {
      const { page, errors } = await openPage(browser, server.base + path, viewport);
      try {
        // The hero is the page's first section.
        const visuals = await page.$$eval('main img[src^="/assets/"]', (imgs) =>
          (imgs as HTMLImageElement[])
            .map((i) => ({
              src: i.getAttribute('src')!,
              alt: i.alt,
              w: i.getAttribute('width'),
              h: i.getAttribute('height'),
              loading: i.getAttribute('loading'),
              prio: i.getAttribute('fetchpriority'),
              inHero: i.closest('section') !== null && i.closest('section') === document.querySelector('main section'),
              shown: i.checkVisibility(),
            }))
            .filter((v) => /^\/assets\/[a-z]+-[A-Z0-9]+\.svg$/.test(v.src)),
        );
        expect(visuals.length).toBeGreaterThan(0);
        for (const v of visuals) {
          const id = v.src.match(/^\/assets\/([a-z]+)-/)![1] as keyof typeof visualAlts;
          expect(v.alt, v.src).toBe(visualAlts[id]);
          expect([v.w, v.h], v.src).toEqual(['640', '480']);
          expect(v.loading, v.src).toBe(v.inHero ? 'eager' : 'lazy');
          expect(v.prio, v.src).toBe(v.inHero ? 'high' : null);
          if (!v.shown) continue;
          const img = page.getByRole('img', { name: visualAlts[id], exact: true }).first();
          await img.scrollIntoViewIfNeeded();
          await expect
            .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), { timeout: 10_000 })
            .toBe(640);
        }
        expect(visuals.some((v) => v.inHero)).toBe(true);
        const hidden = visuals.filter((v) => !v.shown).map((v) => v.src.match(/^\/assets\/([a-z]+)-/)![1]);
        expect(hidden).toEqual(HIDDEN[name]?.[path] ?? []);
        expect(errors).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
  );
});
