import { beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, pageHtml } from '../helpers/test-app.ts';

// Pages with a hero picture of their own: /businessmaker/getonline, not the Business Maker overview's;
// /local/compare-plans, not /local's.

/** The data-visual id of the hero's picture (the one loaded at once with high priority). */
const heroVisual = (html: string) =>
  [...html.matchAll(/<img\b[^>]*fetchpriority="high"[^>]*>/gi)].map((m) => /data-visual="([^"]+)"/.exec(m[0])?.[1]);

describe('heroes of their own', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await createTestApp());
  }, 60_000);

  test('the overview shows the launch plan, Get online its own picture of domain, website and email', async () => {
    const overview = await pageHtml(app, '/businessmaker');
    const getonline = await pageHtml(app, '/businessmaker/getonline');
    expect(heroVisual(overview)).toEqual(['businessmaker']);
    expect(heroVisual(getonline)).toEqual(['getonline']);
    expect(getonline).toMatch(/alt="Getting a business online in three steps/);
  });

  test('the Localworks plan comparison shows the two plans side by side, not the listings report of /local', async () => {
    const local = await pageHtml(app, '/local');
    const compare = await pageHtml(app, '/local/compare-plans');
    expect(heroVisual(local)).toEqual(['local']);
    expect(heroVisual(compare)).toEqual(['local-compare']);
  });
});
