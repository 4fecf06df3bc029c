import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';

// Decision 090: the brand face is one hashed latin woff2, preloaded by every page and cached for good.
describe('brand typeface', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  let html: string;
  beforeAll(async () => {
    ({ app } = await createTestApp());
    html = (await request(app).get('/hosting')).text;
  });

  test('the head preloads exactly one font file, the latin subset, and asks for it and the stylesheet before any script', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/href="\/assets\/figtree-latin-wght-normal-[A-Z0-9]+\.woff2"/);
    expect(preloads[0]).toContain('type="font/woff2"');
    expect(preloads[0]).toContain('crossorigin=""');
    const firstScript = head.indexOf('<link rel="modulepreload" href=');
    expect(firstScript).toBeGreaterThan(0);
    expect(head.indexOf(preloads[0])).toBeLessThan(firstScript);
    expect(head.indexOf('rel="stylesheet"')).toBeLessThan(firstScript);
  });

  test('the font is served as font/woff2, immutable, and the stylesheet declares it with a matched fallback', async () => {
    const href = html.match(/<link rel="preload" as="font"[^>]*href="([^"]+)"/)![1];
    const font = await request(app)
      .get(href)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(font.status).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((font.body as Buffer).subarray(0, 4).toString('latin1')).toBe('wOF2');

    const cssHref = html.match(/<link rel="stylesheet" href="([^"]+)"/)![1];
    const css = (await request(app).get(cssHref)).text;
    expect(css).toMatch(new RegExp(`url\\("?${href.replace(/[.]/g, '\\.')}"?\\)`));
    expect(css).not.toMatch(/latin-ext|vietnamese/);
    // A late font never swaps in and moves the page (decision 090).
    expect(css).toMatch(/@font-face\{font-family:"?Figtree"?;[^}]*font-display:optional/);
    const fallback = css.match(/@font-face\{font-family:"?Figtree Fallback"?;[^}]*\}/)?.[0] ?? '';
    expect(fallback).toMatch(/size-adjust:\s*\d{2,3}(\.\d+)?%/);
    expect(fallback).toMatch(/ascent-override:\s*\d+(\.\d+)?%/);
    expect(fallback).toMatch(/descent-override:\s*\d+(\.\d+)?%/);
  });
});
