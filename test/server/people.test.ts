import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';

// Decision 254: where a visitor expects a human, the page shows drawn people (Open Peeps, CC0) as an <img> with its
// width and height, so nothing moves when it arrives; lazy below the fold, at once in the first screen.

/** Path -> the drawing it shows and whether it is below the fold (lazy). */
const PAGES = [
  { path: '/', src: '/people/support.svg', lazy: true },
  { path: '/mail', src: '/people/support.svg', lazy: true },
  { path: '/webdesign', src: '/people/designers.svg', lazy: true },
  { path: '/webdesign/consultation', src: '/people/designers.svg', lazy: false },
  { path: '/enterprisesolutions', src: '/people/account.svg', lazy: false },
  { path: '/enterprisesolutions/contact', src: '/people/account.svg', lazy: false },
] as const;

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe('illustrated people', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await createTestApp());
  });

  test.each(PAGES)('$path shows $src with width, height and alt, lazy only below the fold', async (page) => {
    const html = (await request(app).get(page.path).expect(200)).text;
    // The support card shows its own team beside a page's people (test/server/support-card.test.ts).
    const tags = [...html.matchAll(/<img\b[^>]*src="\/people\/[^"]+"[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => attr(tag, 'src') === page.src);
    expect(tags).toHaveLength(1);
    const tag = tags[0]!;
    expect(attr(tag, 'src')).toBe(page.src);
    expect(Number(attr(tag, 'width'))).toBeGreaterThan(0);
    expect(Number(attr(tag, 'height'))).toBe(62);
    // The words beside the picture say who it shows, so its alt is empty (present, not missing).
    expect(attr(tag, 'alt')).toBe('');
    expect(attr(tag, 'loading')).toBe(page.lazy ? 'lazy' : undefined);
  });

  test('each drawing is served as SVG, is at most 15 KB gzip, and its page size keeps its proportions', async () => {
    const sizes = new Map<string, { width: number; height: number }>();
    for (const page of PAGES) {
      const html = (await request(app).get(page.path)).text;
      const tag = new RegExp(`<img\\b[^>]*src="${page.src}"[^>]*>`).exec(html)![0];
      sizes.set(page.src, { width: Number(attr(tag, 'width')), height: Number(attr(tag, 'height')) });
    }
    for (const [src, size] of sizes) {
      const res = await request(app).get(src).expect(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const svg = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text;
      expect(gzipSync(svg).length, src).toBeLessThanOrEqual(15 * 1024);
      expect(svg, src).not.toMatch(/<script|href="http/);
      const [, , w, h] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)!.slice(1).map(Number);
      expect(Math.abs(size.width / size.height - w! / h!), src).toBeLessThan(0.01);
    }
  });

  test('the credits shipped with the site name the set and its licence', async () => {
    const res = await request(app).get('/credits.txt').expect(200);
    expect(res.text).toContain('Open Peeps by Pablo Stanley');
    expect(res.text).toContain('CC0 1.0');
  });
});
