import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { demoLoaders } from '../../content/theme-demos/index.ts';
import { themes, themeViewUrl } from '../../content/themes.ts';
import { createTestApp } from '../helpers/test-app.ts';

// Decision 317: each theme demo preloads its own display face (and the brand face), no other demo's.
describe('theme demo display faces', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  let css: string;
  const fontPreloads = (html: string) =>
    [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="preload" as="font"[^>]*>/g)].map((m) => m[0]);
  const hrefOf = (link: string) => link.match(/href="([^"]+)"/)![1];

  beforeAll(async () => {
    ({ app } = await createTestApp());
    const html = (await request(app).get('/websites/themes')).text;
    css = (await request(app).get(html.match(/<link rel="stylesheet" href="([^"]+)"/)![1])).text;
  }, 60_000);

  test.each(themes.map((t) => [t.id, themeViewUrl(t)]))(
    '%s preloads the woff2 its headings are set in, as a hashed font asset, crossorigin',
    async (id, url) => {
      const { face } = (await demoLoaders[id as keyof typeof demoLoaders]()).demo;
      const html = (await request(app).get(url)).text;
      const preloads = fontPreloads(html);
      expect(preloads).toHaveLength(2);
      const own = preloads.find((l) => !/\/figtree-/.test(l))!;
      expect(own).toBeDefined();
      expect(own).toContain('type="font/woff2"');
      expect(own).toContain('crossorigin=""');
      const href = hrefOf(own);
      expect(href).toMatch(/^\/assets\/[a-z0-9-]+-[A-Z0-9]{8}\.woff2$/);
      // The family the demo's heading class names is the one whose @font-face loads this very file.
      const family = css.match(new RegExp(`\\.td--f-${face}\\{--td-head-face:\\s*"([^"]+)"`))?.[1];
      expect(family).toBeTruthy();
      const faceRule = css.match(new RegExp(`@font-face\\{font-family:"?${family}"?;[^}]*\\}`))?.[0] ?? '';
      expect(faceRule).toContain(`url("${href}")`);
      // The preload comes before the scripts, and the file is served as a font.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.indexOf(own)).toBeLessThan(head.indexOf('<link rel="modulepreload" href='));
      const font = await request(app).get(href);
      expect(font.status).toBe(200);
      expect(font.headers['content-type']).toBe('font/woff2');
    },
  );

  test('no two themes with different faces preload the same file, and other pages preload no demo face', async () => {
    const byTheme = new Map<string, string>();
    for (const t of themes) {
      const html = (await request(app).get(themeViewUrl(t, t.variants.at(-1)))).text;
      byTheme.set(
        t.id,
        fontPreloads(html)
          .map(hrefOf)
          .find((h) => !h.includes('/figtree-'))!,
      );
    }
    const faces = await Promise.all(themes.map(async (t) => (await demoLoaders[t.id]()).demo.face));
    expect(new Set(byTheme.values()).size).toBe(new Set(faces).size);
    for (const path of ['/websites/themes', '/', '/websites']) {
      const html = (await request(app).get(path)).text;
      expect(fontPreloads(html).map(hrefOf)).toEqual([expect.stringMatching(/^\/assets\/figtree-/)]);
    }
  });
});
