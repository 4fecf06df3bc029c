import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { peopleScenes } from '../../content/people-scenes.ts';
import { createTestApp } from '../helpers/test-app.ts';

// Decision 285: people at work, a drawn scene in the hero of /, /buildmysite and /developer, under the hero of the other named
// pages (beside the form on a consultation page), found in the server's HTML by its data attribute and its text alternative; and no page's hero visual is
// another page's.

const PAGES = [
  { path: '/', scene: 'owner' },
  { path: '/hosting', scene: 'developer' },
  { path: '/wordpress', scene: 'developer' },
  { path: '/woocommerce', scene: 'seller' },
  { path: '/mail', scene: 'agent' },
  { path: '/websites', scene: 'owner' },
  { path: '/stores', scene: 'seller' },
  { path: '/domains', scene: 'storefront' },
  { path: '/local', scene: 'storefront' },
  { path: '/webdesign', scene: 'designers' },
  { path: '/webdesign/consultation', scene: 'designers' },
  { path: '/enterprisesolutions', scene: 'team' },
  { path: '/buildmysite', scene: 'designers' },
  { path: '/developer', scene: 'developer' },
] as const;

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

describe('people at work', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await createTestApp());
  });

  test.each(PAGES)('$path shows the $scene scene with its size and text alternative', async ({ path, scene }) => {
    const html = (await request(app).get(path).expect(200)).text;
    expect(html).toContain(`data-people-scene="${scene}"`);
    const tags = [...html.matchAll(/<img\b[^>]*src="\/people\/scenes\/[^"]+"[^>]*>/g)].map((m) => m[0]);
    expect(tags).toHaveLength(1);
    const tag = tags[0]!;
    expect(attr(tag, 'src')).toBe(`/people/scenes/${scene}.svg`);
    expect(attr(tag, 'width')).toBe('640');
    expect(attr(tag, 'height')).toBe('480');
    expect(decode(attr(tag, 'alt') ?? '')).toBe(peopleScenes[scene]);
    // A hero's scene and the one beside a form are in the first screen, loaded at once; a band's is below it.
    const hero = ['/', '/buildmysite', '/developer'].includes(path);
    expect(attr(tag, 'loading')).toBe(hero || path.endsWith('/consultation') ? undefined : 'lazy');
    if (hero) expect(tag).toMatch(/fetchpriority="high"/i);
  });

  test('each scene is served as an SVG of at most 15 KB gzip on the 640 x 480 canvas', async () => {
    for (const scene of Object.keys(peopleScenes)) {
      const res = await request(app).get(`/people/scenes/${scene}.svg`).expect(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const svg = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text;
      expect(gzipSync(svg).length, scene).toBeLessThanOrEqual(15 * 1024);
      expect(svg, scene).toContain('viewBox="0 0 640 480"');
      expect(svg, scene).not.toMatch(/<script|<image|href="http/);
    }
  });

  test('no two pages share a hero visual', async () => {
    const seen = new Map<string, string>();
    for (const { path } of PAGES) {
      const html = (await request(app).get(path)).text;
      // The hero's picture is the one loaded at once with high priority.
      const hero = [...html.matchAll(/<img\b[^>]*fetchpriority="high"[^>]*>/gi)].map((m) => attr(m[0], 'src'));
      if (hero.length === 0) continue;
      expect(hero, path).toHaveLength(1);
      const src = hero[0]!;
      expect(seen.get(src), `${path} and ${seen.get(src)} share ${src}`).toBeUndefined();
      seen.set(src, path);
    }
    expect(seen.size).toBeGreaterThanOrEqual(10);
  });

  test('the credits name the set, its package, version and licences', async () => {
    const res = await request(app).get('/credits.txt').expect(200);
    expect(res.text).toContain('react-peeps 0.1.10');
    expect(res.text).toContain('/people/scenes/');
  });
});
