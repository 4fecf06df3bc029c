import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SHOWCASE_SIZES, showcaseCategories } from '../../content/pages/themes.ts';
import { demoLoaders } from '../../content/theme-demos/index.ts';
import { themes } from '../../content/themes.ts';

// Decision 320: a category's pictures are its own themes' sample sites, drawn from them: their colours, their
// drawings and their words as outlines of their display face, with no font or file to fetch.
describe.each(showcaseCategories.map((c) => [c.key, c] as const))('showcase pictures of %s', (key, category) => {
  const demos = () =>
    Promise.all(themes.filter((t) => t.category === key).map(async (t) => (await demoLoaders[t.id]()).demo));

  test.each(['desktop', 'mobile'] as const)(
    'the %s picture draws both themes, in their colours, without fonts',
    async (size) => {
      const image = (size === 'desktop' ? category.desktopImages : category.mobileImages)[0];
      const svg = readFileSync(path.join('public', image.src), 'utf8');
      const { width, height } = SHOWCASE_SIZES[size];
      expect(svg).toMatch(
        new RegExp(`^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`),
      );
      // Words are outlines: no text element, no font named, nothing fetched.
      expect(svg).not.toMatch(/<text|font-family|@font-face|@import|https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
      expect(svg).toMatch(/<use href="#f\d+-\d+"/);
      const ds = await demos();
      expect(ds).toHaveLength(2);
      for (const demo of ds) {
        const p = Object.values(demo.variants)[0];
        for (const colour of [p.bg, p.ink, p.accent]) expect(svg.toLowerCase()).toContain(`"${colour.toLowerCase()}"`);
        // The theme's hero drawing is in the picture.
        const [tag, attrs] = demo.hero.art.shapes.find(([t]) => t === 'path')!;
        expect(svg).toContain(`<${tag} d="${String(attrs.d).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
        // The picture's description names the business and quotes its headline.
        expect(image.alt).toContain(demo.business);
        expect(image.alt).toContain(demo.hero.title);
      }
    },
  );
});
