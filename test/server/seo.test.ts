// Search engines (Google Search Central, decision 067): every sitemap URL is reachable by links from /, and
// every page's head is complete, within the lengths search results show, and consistent with what it says.
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import { BUSINESSMAKER_PAGES } from '../../shared/route-families.ts';
import { decodeEntities } from '../helpers/html.ts';
import { pages as pageMetaTable } from '../../content/pages.ts';
import { routes } from '../../shared/routes.ts';
import { topStripDisclaimer } from '../../content/chrome/top-strip.ts';

const ORIGIN = 'https://www.example.test';
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
let sitemap: string[];
const html = new Map<string, string>();

async function page(path: string): Promise<string> {
  if (!html.has(path)) html.set(path, (await request(app).get(path)).text);
  return html.get(path)!;
}

const attr = (doc: string, re: RegExp) => {
  const v = doc.match(re)?.[1];
  return v === undefined ? null : decodeEntities(v);
};
const meta = (doc: string, key: string) =>
  attr(doc, new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`));
const visibleText = (doc: string) =>
  (doc.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ');

beforeAll(async () => {
  ({ app } = await createTestApp({ env: { PUBLIC_URL: ORIGIN } }));
  const xml = (await request(app).get('/sitemap.xml')).text;
  sitemap = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].slice(ORIGIN.length) || '/');
  // Loading every page module takes a while on a busy machine.
}, 120_000);

test('a crawl from / following links reaches every URL of the sitemap', async () => {
  const seen = new Set<string>();
  const queue = ['/'];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const res = await request(app).get(path);
    if (res.status !== 200 || !String(res.headers['content-type']).startsWith('text/html')) continue;
    html.set(path, res.text);
    for (const m of res.text.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
      if (!m[1].startsWith('/assets/') && !m[1].startsWith('/api/') && !seen.has(m[1])) queue.push(m[1]);
    }
  }
  expect(sitemap.filter((u) => !seen.has(u))).toEqual([]);
}, 120_000);

describe('every page of the sitemap', () => {
  test('a title of at most 60 characters and a unique description of 70-160', async () => {
    const problems: string[] = [];
    const descriptions = new Map<string, string>();
    for (const path of sitemap) {
      const doc = await page(path);
      const title = attr(doc, /<title>([^<]*)<\/title>/) ?? '';
      const description = meta(doc, 'description') ?? '';
      if (title.length > 60) problems.push(`${path}: title ${title.length} characters`);
      if (description.length < 70 || description.length > 160)
        problems.push(`${path}: description ${description.length} characters`);
      if (descriptions.has(description)) problems.push(`${path}: same description as ${descriptions.get(description)}`);
      descriptions.set(description, path);
    }
    expect(problems).toEqual([]);
  });

  test('Open Graph and Twitter tags, with the image described', async () => {
    for (const path of sitemap) {
      const doc = await page(path);
      for (const key of [
        'og:title',
        'og:description',
        'og:url',
        'og:image',
        'og:image:alt',
        'og:locale',
        'twitter:card',
        'twitter:image',
        'twitter:site',
      ]) {
        expect(meta(doc, key), `${path} ${key}`).toBeTruthy();
      }
      expect(meta(doc, 'og:locale')).toBe('en_US');
    }
  });

  test('where a BreadcrumbList is emitted, the same trail is visible', async () => {
    let withTrail = 0;
    for (const path of sitemap) {
      const doc = await page(path);
      const ld = [...doc.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
        JSON.parse(m[1]),
      );
      const list = ld.find((d) => d['@type'] === 'BreadcrumbList');
      if (!list) continue;
      withTrail++;
      const nav = doc.match(/<nav class="breadcrumbs[^"]*" aria-label="Breadcrumb">([\s\S]*?)<\/nav>/)?.[1];
      expect(nav, path).toBeTruthy();
      const labels = [...nav!.matchAll(/<li[^>]*>(?:<a [^>]*>)?([^<]*)/g)].map((m) => m[1]);
      expect(labels, path).toEqual(list.itemListElement.map((i: { name: string }) => i.name));
    }
    expect(withTrail).toBeGreaterThan(10);
  });
});

test('the home page describes the organisation and the web site', async () => {
  const doc = await page('/');
  const ld = [...doc.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((m) =>
    JSON.parse(m[1]),
  );
  const org = ld.find((d) => d['@type'] === 'Organization');
  expect(org).toMatchObject({ name: 'Siteharbor', url: `${ORIGIN}/` });
  expect(org.contactPoint[0].telephone).toMatch(/^\+1800555\d{4}$/);
  // A raster logo of at least 112 px (Google's logo rules), served where the data says, of the size it says.
  expect(org.logo).toMatchObject({ '@type': 'ImageObject', url: `${ORIGIN}/logo.png` });
  const png = await request(app).get(new URL(org.logo.url).pathname).buffer(true);
  expect(png.status).toBe(200);
  expect(png.headers['content-type']).toBe('image/png');
  const body = png.body as Buffer;
  // PNG signature, then the IHDR chunk: width and height as 32-bit big-endian integers at bytes 16 and 20.
  expect(body.subarray(1, 4).toString()).toBe('PNG');
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([org.logo.width, org.logo.height]);
  expect(Math.min(org.logo.width, org.logo.height)).toBeGreaterThanOrEqual(112);
  expect(ld.find((d) => d['@type'] === 'WebSite')).toMatchObject({ url: `${ORIGIN}/` });
});

test('no noindex page names another page as its canonical', async () => {
  for (const path of [
    '/websites?msgCode=2',
    '/websites/themes/restaurants/harbor-cafe',
    '/buildmysite',
    '/webdesign/consultation',
    '/tos',
  ]) {
    const doc = (await request(app).get(path)).text;
    if (!doc.includes('content="noindex')) continue;
    const canonical = attr(doc, /<link rel="canonical" href="([^"]*)"/);
    if (canonical) expect(canonical, path).toBe(`${ORIGIN}${path}`);
  }
});

test('each business-maker sub-page has at least 150 words of its own', async () => {
  const texts = new Map<string, string>();
  for (const sub of BUSINESSMAKER_PAGES) {
    const text = visibleText(await page(`/businessmaker/${sub}`));
    const words = text.split(/\s+/).filter((w) => /[a-z]/i.test(w));
    expect(words.length, sub).toBeGreaterThanOrEqual(150);
    texts.set(sub, text);
  }
  // "Of its own": no two sub-pages share their lead paragraph.
  const leads = [...texts.values()].map((t) => t.trim().slice(0, 400));
  expect(new Set(leads).size).toBe(leads.length);
});

describe('descriptions written for each page', () => {
  const words = (d: string) => new Set(d.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []);
  /** Shared words over all words (Jaccard): a template filled with a name ("Register a .ME domain ...") is 0.8-1. */
  const likeness = (a: string, b: string) => {
    const [A, B] = [words(a), words(b)];
    const shared = [...A].filter((w) => B.has(w)).length;
    return shared / (A.size + B.size - shared);
  };

  test('every page of the route table has its own description of 70-160 characters', () => {
    const ids = new Set([...routes.map((r) => r.id), 'not-found', 'desktop-only']);
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const id of ids) {
      const description = pageMetaTable[id]?.description ?? '';
      if (description.length < 70 || description.length > 160) problems.push(`${id}: ${description.length} characters`);
      if (seen.has(description)) problems.push(`${id}: same description as ${seen.get(description)}`);
      seen.set(description, id);
    }
    expect(problems).toEqual([]);
  });

  test('no two descriptions are one template with another name in it', () => {
    const all = Object.entries(pageMetaTable).map(([id, m]) => [id, m.description] as const);
    const alike: string[] = [];
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++)
        if (likeness(all[i][1], all[j][1]) >= 0.5) alike.push(`${all[i][0]} ~ ${all[j][0]}`);
    expect(alike).toEqual([]);
    // The measure finds what it is meant to find.
    expect(
      likeness(
        'Search for and register a .ME domain name for your business or project.',
        'Search for and register a .US domain name for your business or project.',
      ),
    ).toBeGreaterThanOrEqual(0.5);
  });
});

test('the terms each "Offer details" dialog opens are in the server HTML of every sitemap page', async () => {
  let buttons = 0;
  for (const path of sitemap) {
    const doc = await page(path);
    // Each "Offer details" is the summary of a native disclosure holding its terms (decision 274).
    const opened = [...doc.matchAll(/<summary [^>]*>Offer details/g)].length;
    const terms = [...doc.matchAll(/<div class="disclaimer-terms">([\s\S]*?)<\/div>/g)].map((m) =>
      decodeEntities(m[1].replace(/<[^>]+>/g, '')).trim(),
    );
    expect(terms.length, path).toBe(opened);
    for (const t of terms) expect(t.length, path).toBeGreaterThan(40);
    buttons += opened;
  }
  expect(buttons).toBeGreaterThanOrEqual(sitemap.length);
  expect(decodeEntities(await page('/'))).toContain(topStripDisclaimer.text);
});
