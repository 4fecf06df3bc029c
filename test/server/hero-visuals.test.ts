// Every page has a hero picture of its own: no two pages show the same drawing as their hero. The routes of one page
// (the legal pages) are variants of it and may share its drawing, but each Business Maker page says something of its
// own and has its own (decision 335); the extension pages (/tlds/{tld}-domain) are one page too, and each names its
// own extension in its picture. Server HTML of every route of the table, as first delivered: a hero's picture is the
// one image loaded at once with high priority.
import request from 'supertest';
import { beforeAll, expect, test } from 'vitest';
import { routePaths } from '../../scripts/route-paths.ts';
import { routes } from '../../shared/routes.ts';
import { createTestApp } from '../helpers/test-app.ts';

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

interface Hero {
  path: string;
  page: string;
  src: string;
  alt: string;
}

let heroes: Hero[];
beforeAll(async () => {
  const { app } = await createTestApp();
  heroes = [];
  for (const r of routePaths()) {
    const route = routes.find((x) => x.id === r.id);
    // A Business Maker page counts as a page of its own: its route id, not the module it shares.
    const page = route?.page === 'businessmaker' ? route.id : (route?.page ?? r.id);
    const html = (await request(app).get(r.path)).text;
    const tags = [...html.matchAll(/<img\b[^>]*fetchpriority="high"[^>]*>/gi)].map((m) => m[0]);
    expect(tags.length, `${r.path}: at most one hero picture`).toBeLessThanOrEqual(1);
    if (tags[0]) heroes.push({ path: r.path, page, src: attr(tags[0], 'src')!, alt: attr(tags[0], 'alt') ?? '' });
    // An extension page's picture is drawn inline from its extension (client/pages/tld/tld-visual.tsx).
    const inline = /<svg\b[^>]*data-tld-visual="([^"]+)"[^>]*>/.exec(html);
    if (!tags[0] && inline)
      heroes.push({ path: r.path, page, src: `inline:${inline[1]}`, alt: attr(inline[0], 'aria-label') ?? '' });
  }
}, 300_000);

test('no two pages show the same drawing as their hero', () => {
  const byDrawing = new Map<string, Hero[]>();
  for (const h of heroes) {
    byDrawing.set(h.src, [...(byDrawing.get(h.src) ?? []), h]);
  }
  const shared = [...byDrawing.entries()]
    .filter(([, hs]) => new Set(hs.map((h) => h.page)).size > 1)
    .map(([src, hs]) => `${src}: ${hs.map((h) => h.path).join(', ')}`);
  expect(shared).toEqual([]);
  // The comparison is over real pictures: most pages of the site have a hero picture.
  expect(new Set(heroes.map((h) => h.page)).size).toBeGreaterThanOrEqual(20);
});

test('every Business Maker page has a hero picture, none of them the same', () => {
  const bm = heroes.filter((h) => h.path.startsWith('/businessmaker'));
  expect(bm.map((h) => h.path).sort()).toEqual(
    routes
      .filter((r) => r.page === 'businessmaker')
      .map((r) => r.path)
      .sort(),
  );
  expect(new Set(bm.map((h) => h.src)).size).toBe(bm.length);
});

test('each extension page names its own extension in its hero picture', () => {
  const tlds = heroes.filter((h) => h.page === 'tld');
  expect(tlds.length).toBe(routePaths().filter((r) => r.path.startsWith('/tlds/')).length);
  for (const h of tlds) {
    const ext = /\/tlds\/([a-z]+)-domain/.exec(h.path)![1];
    expect(h.alt, h.path).toMatch(new RegExp(`\\.${ext}\\b`));
  }
});
