// @vitest-environment jsdom
// The product visuals (decision 110): every id has its drawing, each a self-contained SVG with a viewBox and an
// intrinsic size, nothing fetched or run, at most 15 KB gzip; and the component renders an image that says what
// it shows, lazily unless it is the hero's. Its words are outlines of the brand face (scripts/visuals/glyphs.ts), and
// each committed file is what its drawing script makes today.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visualAlts } from '../../content/visuals.ts';
import { domainOfferStrip } from '../../content/domains.ts';
import { ProductVisual, VISUAL_HEIGHT, VISUAL_WIDTH, type VisualId } from '../../client/components/visuals/index.tsx';
import { withTexts } from '../../scripts/visuals/glyphs.ts';

const drawing = async (id: string) =>
  withTexts(((await import(`../../scripts/visuals/${id}.ts`)) as { default: () => string }).default);

const DIR = path.resolve('client/components/visuals');
const IDS = Object.keys(visualAlts) as VisualId[];
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'image/svg+xml');
const rendered = (node: ReactElement) => {
  const div = document.createElement('div');
  div.innerHTML = renderToStaticMarkup(node);
  return div.querySelector('img')!;
};

describe('product visuals', () => {
  it('has one id per product', () => {
    expect(IDS.sort()).toEqual([
      'affiliate',
      'buildmyself',
      'businessmaker',
      'businessmaker-businessplan',
      'businessmaker-financetracker',
      'businessmaker-guides',
      'businessmaker-howitworks',
      'businessmaker-legal',
      'businessmaker-marketing',
      'businessmaker-onlinebusiness',
      'businessmaker-pos',
      'businessmaker-solutions',
      'businessmaker-upgrade',
      'domains',
      'enterprise',
      'enterprise-commerce',
      'enterprise-listings',
      'getonline',
      'hosting',
      'local',
      'local-compare',
      'mail',
      'offers',
      'partners',
      'retirement',
      'stores',
      'webdesign',
      'websites',
      'woocommerce',
      'wordpress',
    ]);
  });

  for (const id of IDS) {
    describe(id, () => {
      const file = path.join(DIR, `${id}.svg`);
      const src = existsSync(file) ? readFileSync(file, 'utf8') : '';

      it('has a file', () => expect(existsSync(file), `${file} missing`).toBe(true));

      it('is well-formed SVG with a viewBox and the intrinsic size', () => {
        const doc = parse(src);
        expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
        const root = doc.documentElement;
        expect(root.localName).toBe('svg');
        expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
        expect(root.getAttribute('viewBox')).toBe(`0 0 ${VISUAL_WIDTH} ${VISUAL_HEIGHT}`);
        expect(root.getAttribute('width')).toBe(String(VISUAL_WIDTH));
        expect(root.getAttribute('height')).toBe(String(VISUAL_HEIGHT));
      });

      it('references nothing outside itself and runs nothing', () => {
        const doc = parse(src);
        const all = [...doc.getElementsByTagName('*')];
        expect(
          all
            .filter((e) => ['script', 'foreignObject', 'image', 'iframe'].includes(e.localName))
            .map((e) => e.localName),
        ).toEqual([]);
        for (const e of all) {
          for (const a of [...e.attributes]) {
            if (a.localName === 'href') expect(a.value, `${e.localName} href`).toMatch(/^#/);
            expect(a.localName, `${e.localName} ${a.localName}`).not.toMatch(/^on/i);
            expect(a.value, `${e.localName} ${a.localName}`).not.toMatch(
              /url\((?!#)|javascript:|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i,
            );
          }
        }
        expect(src).not.toMatch(/@import|<!ENTITY|<!DOCTYPE/i);
      });

      it('is what its drawing script makes, with its words as outlines of the brand face', async () => {
        const { svg, texts } = await drawing(id);
        expect(src, `run npx tsx scripts/visuals/draw.ts ${id}`).toBe(svg);
        expect(texts.length).toBeGreaterThan(3);
        const doc = parse(src);
        expect(doc.getElementsByTagName('text')).toHaveLength(0);
        expect(src).not.toMatch(/font-family/);
        // Every placed glyph has its outline in the file.
        const defined = new Set([...doc.querySelectorAll('defs > path[id]')].map((p) => `#${p.id}`));
        const uses = [...doc.getElementsByTagName('use')].map((u) => u.getAttribute('href')!);
        const glyphs = uses.filter((h) => h.startsWith('#g'));
        expect(glyphs.length).toBeGreaterThan(20);
        for (const h of glyphs) expect(defined.has(h), h).toBe(true);
      });

      it('weighs at most 15 KB gzip', () => {
        expect(gzipSync(src, { level: 9 }).length).toBeLessThanOrEqual(15 * 1024);
      });
    });
  }

  it("shows and describes the site's own domain prices", async () => {
    const { texts } = await drawing('domains');
    for (const { tld, price } of domainOfferStrip) {
      expect(texts.join('\n')).toContain(`$${price.toFixed(2)}`);
      expect(visualAlts.domains).toMatch(new RegExp(`\\.${tld}[^$]*\\$${price.toFixed(2).replace('.', '\\.')}`));
    }
  });

  it('renders an image with its size, its description and lazy loading below the fold', () => {
    const img = rendered(<ProductVisual id="domains" className="x" />);
    expect(img.getAttribute('src')).toMatch(/^\/assets\/domains(-[A-Z0-9]+)?\.svg$/);
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('480');
    expect(img.getAttribute('alt')).toBe(visualAlts.domains);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(img.getAttribute('class')).toBe('x');
  });

  it('loads the hero visual eagerly and early', () => {
    const img = rendered(<ProductVisual id="domains" priority />);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});
