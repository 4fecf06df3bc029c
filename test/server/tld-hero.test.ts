import { beforeAll, describe, expect, test } from 'vitest';
import { TLD_PAGES } from '../../shared/route-families.ts';
import { decodeEntities } from '../helpers/html.ts';
import { createTestApp, pageHtml } from '../helpers/test-app.ts';

// Each extension's page has a hero picture of its own, drawn from its extension: the server's HTML already shows
// the address at that extension, and no product's picture stands in for it.

/** The page's hero section. */
const heroOf = (html: string) => {
  const start = html.indexOf('<section class="sk-hero');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
};

/** The text a picture draws: its <svg>'s text content, tags removed. */
const drawnText = (svg: string) => decodeEntities(svg.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''));

describe('extension pages', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await createTestApp());
  }, 60_000);

  test.each([...TLD_PAGES])('/tlds/%s-domain: the hero picture shows yourname at its extension', async (tld) => {
    const html = await pageHtml(app, `/tlds/${tld}-domain`);
    const hero = heroOf(html);
    const svg = /<svg\b[^>]*data-tld-visual="([^"]+)"[^>]*>[\s\S]*?<\/svg>/.exec(hero);
    expect(svg, 'the hero picture').not.toBeNull();
    expect(svg![1]).toBe(tld);
    // Drawn in the address bar, on the page and in the email address.
    const text = drawnText(svg![0]);
    expect(text.split(`yourname.${tld}`).length - 1).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`hello@yourname.${tld}`);
    expect(decodeEntities(/aria-label="([^"]*)"/.exec(svg![0])![1])).toContain(`yourname.${tld}`);
    expect(svg![0]).toMatch(/role="img"/);
    expect(svg![0]).toMatch(/viewBox="0 0 640 480"/);
    // No product visual stands in for it.
    expect(hero).not.toMatch(/data-visual=/);
  });
});
