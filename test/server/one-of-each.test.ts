// One of each, enforced (decision 307): every route's server HTML shows one design of the domain search, of the
// carousel control, of the icon tile and of the support card, no stylesheet rule restyles one of them from the
// page around it, and every call to action is in sentence case unless the spec fixes its words.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { parse } from 'parse5';
import { beforeAll, describe, expect, test } from 'vitest';
import { brand } from '../../content/brand.ts';
import { routePaths } from '../../scripts/route-paths.ts';
import { createTestApp } from '../helpers/test-app.ts';
import {
  cloneTree,
  ctaLabels,
  designs,
  outsideRestyles,
  titleCaseWords,
  type Kind,
  type Node,
} from '../helpers/one-of-each.ts';

const ROOT = path.resolve(__dirname, '../..');
/** Labels the spec writes word for word, kept as it writes them (spec 2.4, 2.5, 3, 8). */
const SPEC_LABELS = [
  'Show Me The List',
  'Choose Plan',
  'Choose Plans',
  'Contact Us',
  'Start Today',
  'See All Services',
  'Get Free Report',
  // The /buildmyself switch's two tabs.
  'Website Builder',
  'WordPress Hosting',
];
const STYLES = readdirSync(path.join(ROOT, 'client/styles'))
  .filter((f) => f.endsWith('.css') && !f.startsWith('theme-demo'))
  .map((f) => ({ file: f, css: readFileSync(path.join(ROOT, 'client/styles', f), 'utf8') }));

/**
 * Names that keep their capitals inside a sentence-case label: the brand, trademarks, and the names of plans and
 * plan families a label points to ("Start with Standard", "See Website Design plans").
 */
const PROPER_NAMES = [
  brand.name,
  'WordPress',
  'WooCommerce',
  'Localworks',
  'Website Design',
  'Build My Site',
  'Standard',
  'Premium',
  'Help center',
  'Resource Center',
];

// A theme demo is a customer's site in the theme's own design, not the site's: its pages are left out.
const OWN_ROUTES = routePaths().filter((r) => r.id !== 'theme-demo');

const pages: [string, Node][] = [];
beforeAll(async () => {
  const { app } = await createTestApp();
  for (const { path: p } of OWN_ROUTES) pages.push([p, parse((await request(app).get(p)).text) as unknown as Node]);
}, 240_000);

describe('one design of each shared component', () => {
  // How often each kind shows at least, so the check means something.
  const expected: Partial<Record<Kind, number>> = {
    'domain search': 4,
    'carousel control': 3,
    'icon tile': 20,
    'support card': 5,
  };
  for (const kind of Object.keys(expected) as Kind[]) {
    test(`${kind}: one class signature across every route`, () => {
      const found = designs(pages, kind);
      const shown = [...found.values()].reduce((n, paths) => n + paths.length, 0);
      expect(shown, kind).toBeGreaterThanOrEqual(expected[kind]!);
      expect(
        [...found].map(([sig, paths]) => `${sig} on ${[...new Set(paths)].slice(0, 4).join(' ')}`),
        kind,
      ).toHaveLength(1);
    });
  }

  test('no stylesheet rule restyles a shared component from the page around it', () => {
    const found = STYLES.flatMap(({ file, css }) => outsideRestyles(css).map((s) => `${file}: ${s}`));
    expect(found).toEqual([]);
  });

  test('the check sees a planted second design', () => {
    const [p, doc] = pages.find(([, d]) => designs([['', d]], 'domain search').size > 0)!;
    // A copy of the page whose search carries a modifier class is a second design.
    const copy = cloneTree(doc);
    const form = (function find(n: Node): Node | undefined {
      if (n.nodeName === 'form' && n.attrs?.some((a) => a.name === 'class' && a.value.includes('domain-search')))
        return n;
      for (const c of n.childNodes ?? []) {
        const f = find(c);
        if (f) return f;
      }
      return undefined;
    })(copy)!;
    form.attrs = form.attrs!.map((a) => (a.name === 'class' ? { ...a, value: `${a.value} domain-search--wide` } : a));
    expect(
      designs(
        [
          [p, doc],
          ['/planted', copy],
        ],
        'domain search',
      ).size,
    ).toBe(2);
    // So is a rule that restyles it inside one section.
    expect(outsideRestyles('.sk-hero__search .domain-search { margin: 0; box-shadow: none; }')).toHaveLength(1);
    expect(outsideRestyles('@media (max-width: 567px) { .home .carousel-button { border-radius: 0; } }')).toHaveLength(
      1,
    );
    expect(outsideRestyles('.home-tiles .help-card > .icon-tile { width: 40px; height: 40px; }')).toHaveLength(1);
    // Hiding or placing one where it does not apply is not a design.
    expect(outsideRestyles('.price-cards--count-1 .carousel-button { display: none; }')).toEqual([]);
    expect(outsideRestyles('.not-found__card > .icon-tile { grid-row: span 2; margin-bottom: 0; }')).toEqual([]);
  });
});

/** The first element of a tree, depth first, whose class list holds `cls`. */
function byClass(n: Node, cls: string): Node | undefined {
  if (n.attrs?.some((a) => a.name === 'class' && a.value.split(/\s+/).includes(cls))) return n;
  for (const c of n.childNodes ?? []) {
    const f = byClass(c, cls);
    if (f) return f;
  }
  return undefined;
}

/** A bare line icon as the kit draws one, 28 px, from the sprite. */
const bareIcon = (): Node => ({
  nodeName: 'svg',
  attrs: [
    { name: 'class', value: 'sk-icon' },
    { name: 'width', value: '28' },
    { name: 'height', value: '28' },
  ],
  childNodes: [{ nodeName: 'use', attrs: [{ name: 'href', value: '/icons.svg#server' }], childNodes: [] }],
});

describe('one icon treatment', () => {
  /** The icon tile designs over every route and one planted copy of `path` changed by `plant`. */
  const withPlanted = (path: string, plant: (doc: Node) => void) => {
    const doc = cloneTree(pages.find(([p]) => p === path)![1]);
    plant(doc);
    return designs([...pages, ['/planted', doc]], 'icon tile');
  };

  test('a tile drawn by another wrapper is a second design', () => {
    const found = withPlanted('/hosting', (doc) => {
      const tile = byClass(doc, 'icon-tile')!;
      tile.attrs = tile.attrs!.map((a) => (a.name === 'class' ? { ...a, value: 'sk-feature__icon' } : a));
    });
    expect(found.size).toBe(2);
  });

  test('a bare icon leading a card, a stat or a step is a second design', () => {
    // A stat's icon drawn without its tile.
    const stats = withPlanted('/', (doc) => {
      const tile = byClass(byClass(doc, 'sk-stats')!, 'icon-tile')!;
      Object.assign(tile, bareIcon());
    });
    expect(stats.size).toBe(2);
    // A numbered step (its number drawn by the list) led by an icon.
    const step = withPlanted('/domains', (doc) => {
      const li = byClass(doc, 'sk-step')!;
      li.childNodes = [bareIcon(), ...(li.childNodes ?? [])];
    });
    expect(step.size).toBe(2);
    // A step whose number is written in it, then an icon.
    const numbered = withPlanted('/webdesign', (doc) => {
      const li = byClass(doc, 'process-step')!;
      const [number, ...rest] = li.childNodes!;
      li.childNodes = [number, bareIcon(), ...rest];
    });
    expect(numbered.size).toBe(2);
  });
});

describe('calls to action in sentence case', () => {
  test('every button and button-like link is in sentence case, or in the words the spec fixes', () => {
    const found = new Set<string>();
    let labels = 0;
    for (const [p, doc] of pages)
      for (const label of ctaLabels(doc)) {
        labels++;
        if (SPEC_LABELS.includes(label)) continue;
        const words = titleCaseWords(label, PROPER_NAMES);
        if (words.length) found.add(`${label} (${p})`);
      }
    expect(labels).toBeGreaterThan(100);
    expect([...found]).toEqual([]);
  });

  test('the check sees a Title Case label and lets sentence case, names and spec labels through', () => {
    expect(titleCaseWords('See Plans', PROPER_NAMES)).toEqual(['Plans']);
    expect(titleCaseWords('Get WordPress Hosting', PROPER_NAMES)).toEqual(['Hosting']);
    expect(titleCaseWords('Get WordPress hosting', PROPER_NAMES)).toEqual([]);
    expect(titleCaseWords('Start with Standard', PROPER_NAMES)).toEqual([]);
    expect(titleCaseWords('Add to my plan: Business email', PROPER_NAMES)).toEqual([]);
    expect(titleCaseWords('Visit the Resource Center', PROPER_NAMES)).toEqual([]);
  });
});
