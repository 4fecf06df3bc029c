// The chrome's native disclosures (the strip's Offer details, the phone Menu) keep their size from the moment the
// parser has read their <details> until it reaches their <summary>: in between, the browser draws its own "Details"
// summary, and a disclosure sized by its summary would move the chrome while the page is still parsing.
import { expect, test } from 'vitest';
import { DESKTOP, PHONE, useSite } from './harness.ts';

const site = useSite();

for (const [name, viewport, selector] of [
  ['Offer details in the top strip', DESKTOP, '.top-strip__details'],
  ['the phone Menu', PHONE, '.side-menu-static'],
] as const) {
  test(`${name} has the same box with and without its summary`, async () => {
    const context = await site.browser.newContext({ viewport, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(site.server.base + '/hosting');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const boxes = await page.evaluate((sel) => {
        const real = document.querySelector(sel) as HTMLElement;
        const size = (e: Element) => {
          const r = e.getBoundingClientRect();
          return { width: Math.round(r.width), height: Math.round(r.height) };
        };
        // The same element as the parser first builds it: its classes, no children yet, in the same place.
        const early = real.cloneNode(false) as HTMLElement;
        const before = size(real);
        real.replaceWith(early);
        const placeholder = size(early);
        early.replaceWith(real);
        return { before, placeholder };
      }, selector);
      expect(boxes.before.width).toBeGreaterThan(0);
      expect(boxes.placeholder).toEqual(boxes.before);
    } finally {
      await context.close();
    }
  });
}
