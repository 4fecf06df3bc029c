import { describe, expect, test } from 'vitest';
import { BUSINESSMAKER_PAGES } from '../../shared/route-families.ts';
import { useSite } from './harness.ts';

// The Business Maker pages' list of the area's pages: every row of tiles full at a phone's, a tablet's and a
// desktop's width (no short last row), with the page shown marked as the current one.

const site = useSite();

describe('"More from Business Maker"', () => {
  for (const path of ['/businessmaker', '/businessmaker/getonline', '/businessmaker/pos']) {
    for (const width of [375, 768, 1280]) {
      test(`${path} at ${width} px: every row of tiles is full, the page shown is marked`, async () => {
        await site.withPage(path, { width, height: 900 }, async (page) => {
          const nav = page.getByRole('navigation', { name: 'Business Maker' });
          const links = nav.getByRole('link');
          await expect.poll(() => links.count()).toBe(BUSINESSMAKER_PAGES.length + 1);
          const current = nav.locator('a[aria-current="page"]');
          expect(await current.count()).toBe(1);
          expect(new URL((await current.getAttribute('href'))!, site.server.base).pathname).toBe(path);
          // Rows by their top edge: every row holds as many tiles as the first.
          const tops = await nav
            .getByRole('listitem')
            .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
          const rows = new Map<number, number>();
          for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
          const counts = [...rows.values()];
          expect(new Set(counts), `tiles per row: ${counts.join(', ')}`).toEqual(new Set([counts[0]]));
        });
      });
    }
  }
});
