import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { themes, themeEditUrl, themeViewUrl } from '../../content/themes.ts';
import { demoLoaders } from '../../content/theme-demos/index.ts';
import { THEME_VARIANTS } from '../../shared/theme-ids.ts';
import { createTestApp } from '../helpers/test-app.ts';

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
/** The page body without the serialized data block. */
const body = (html: string) => decode(html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, ''));

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
beforeAll(async () => {
  ({ app } = await createTestApp());
});

const views = themes.flatMap((t) => t.variants.map((v) => [t.id, v] as const));

describe('theme demos at their view links (spec 2.1, decision 120)', () => {
  test('every theme of the list has a demo module and the route table knows its variants', () => {
    expect(Object.keys(demoLoaders).sort()).toEqual(themes.map((t) => t.id).sort());
    for (const t of themes) expect(t.variants).toEqual(THEME_VARIANTS[t.id]);
  });

  test.each(views)(
    '/websites/themes/%s/%s is the sample site: noindex, no site chrome, the theme bar',
    async (id, variant) => {
      const { demo } = await demoLoaders[id]();
      const theme = themes.find((t) => t.id === id)!;
      const res = await request(app).get(themeViewUrl(theme, variant));
      expect(res.status).toBe(200);
      const html = body(res.text);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).toContain(`data-theme="${id}" data-variant="${variant}"`);
      expect(html).toContain(demo.hero.title);
      expect(html).toContain(demo.business);
      // The bar: back to the themes, and the start of the builder flow (the editor; the notice on phones).
      expect(html).toMatch(/<a class="td-bar__back" href="\/websites\/themes"[^>]*>/);
      expect(html).toContain(`href="${themeEditUrl(theme)}">Start with this theme</a>`);
      expect(html).toMatch(/href="\/websites\?msgCode=2"[^>]*>Start with this theme<\/a>/);
      // None of the site's chrome: no site header navigation, no site footer.
      expect(html).not.toContain('class="site-header');
      expect(html).not.toContain('class="site-footer');
      expect(html).not.toContain('class="plain-footer');
      expect(html).not.toContain('aria-label="Main"');
      // Exactly one h1 and one main landmark.
      expect(html.match(/<h1[ >]/g)).toHaveLength(1);
      expect(html.match(/<main[ >]/g)).toHaveLength(1);
    },
  );

  test('in the upgrade flow (siteid or externalid) "Start with this theme" goes to the plans with the order ids', async () => {
    const html = body(
      (await request(app).get('/websites/themes/harbor-cafe/night?siteid=S1&externalid=E2&utm=x')).text,
    );
    expect(html).toMatch(
      /<a class="td-bar__start" href="\/websites\?externalid=E2&siteid=S1"[^>]*>Start with this theme<\/a>/,
    );
    expect(html).not.toContain('site-builder/new?theme=');
    // The variant links keep the flow.
    expect(html).toContain('href="/websites/themes/harbor-cafe/classic?externalid=E2&siteid=S1"');
  });

  test('the ten demos use at least four distinct page structures (decision 256)', async () => {
    const shapes = new Map<string, string[]>();
    for (const t of themes) {
      const html = body((await request(app).get(themeViewUrl(t))).text);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      // The shape of a page: its header's kind, then the sections of main in order, by their headings' ids.
      const head = html.match(/<header class="(td-head[^"]*)"/)?.[1] ?? '';
      const sections = [...main.matchAll(/<section[^>]*?(?:aria-labelledby="([^"]+)"|aria-label="[^"]+")/g)].map(
        (m) => m[1] ?? 'band',
      );
      const key = [head, ...sections].join(' > ');
      shapes.set(key, [...(shapes.get(key) ?? []), t.id]);
      expect(html).toMatch(/data-structure="(restaurant|shop|portfolio|services)"/);
    }
    expect(shapes.size, [...shapes].map(([k, v]) => `${k}: ${v.join(', ')}`).join('\n')).toBeGreaterThanOrEqual(4);
  });

  test.each(themes.map((t) => [t.id, t] as const))(
    '%s draws its pictures: sized SVGs, each an image with a name or hidden decoration, no icon-on-gradient tiles',
    async (_id, t) => {
      const html = body((await request(app).get(themeViewUrl(t))).text);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const svgs = [...main.matchAll(/<svg[^>]*>/g)].map((m) => m[0]);
      const drawings = svgs.filter((s) => s.includes('td-svg'));
      // The hero's drawing is a named image; shops and studios draw every product or piece.
      expect(drawings[0]).toMatch(/role="img" aria-label="[^"]{20,}"/);
      for (const s of svgs) {
        expect(s).toMatch(/ width="\d+"/);
        expect(s).toMatch(/ height="\d+"/);
        expect(s).toMatch(/aria-hidden="true"|role="img" aria-label="[^"]+"/);
      }
      const { demo } = await demoLoaders[t.id]();
      if (demo.structure === 'shop' || demo.structure === 'portfolio') {
        const items = demo.offer.groups.flatMap((g) => g.items);
        expect(items.every((i) => i.art)).toBe(true);
        expect(drawings.length).toBeGreaterThanOrEqual(1 + items.length);
      }
      expect(main).not.toContain('td-tile__art');
    },
  );

  test('each theme has its own display and body faces, which only its own demo asks for; the brand and display faces are preloaded', async () => {
    const demos = await Promise.all(themes.map(async (t) => (await demoLoaders[t.id]()).demo));
    expect(new Set(demos.map((d) => d.face)).size).toBe(themes.length);
    expect(new Set(demos.map((d) => d.bodyFace)).size).toBe(themes.length);
    const html = (await request(app).get('/websites/themes/harbor-cafe/classic')).text;
    const preloads = html.match(/<link rel="preload"[^>]*as="font"[^>]*>/g) ?? [];
    // Decision 317: the display face is preloaded, the body face is not.
    expect(preloads.filter((l) => !l.includes('/figtree-'))).toEqual([expect.stringContaining('/fraunces-latin-600-')]);
    expect(html).toContain('td--f-fraunces');
    expect(html).toContain('td--b-work-sans');
  });

  test('restaurants book by phone, without a form', async () => {
    for (const t of themes) {
      const { demo } = await demoLoaders[t.id]();
      if (demo.structure !== 'restaurant') continue;
      const html = body((await request(app).get(themeViewUrl(t))).text);
      expect(html).not.toMatch(/<form|<input|<select/);
      expect(html).toMatch(/<section[^>]*id="booking"/);
      for (const slot of demo.booking.slots) expect(html).toContain(`<li>${slot}</li>`);
      const tel = `tel:${demo.contact.phone.replace(/[^\d+]/g, '')}`;
      expect(html).toContain(`href="${tel}">${demo.booking.cta}</a>`);
    }
  });

  test('demo texts invent no reviews or ratings', async () => {
    for (const load of Object.values(demoLoaders)) {
      const text = JSON.stringify((await load()).demo).toLowerCase();
      expect(text).not.toMatch(/testimonial|rating|★|\d stars?\b|reviews?\b|best-?sell|most (chosen|popular)/);
      // Every phone number is one of the numbers reserved for fiction.
      for (const m of text.matchAll(/\(555\) (\d{3})-/g)) expect(m[1]).toMatch(/^01\d$/);
    }
  });

  test.each([
    '/websites/themes/harbor-cafe/bogus',
    '/websites/themes/no-such-theme/classic',
    '/websites/themes/harbor-cafe/classic/extra',
    '/websites/themes/no-such-category/harbor-cafe',
  ])('%s is a 404', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
  });

  test('the category form still shows the themes page', async () => {
    const res = await request(app).get('/websites/themes/food/harbor-cafe');
    expect(res.status).toBe(200);
    expect(body(res.text)).toContain('Restaurants and Food');
  });
});
