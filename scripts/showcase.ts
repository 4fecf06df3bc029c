// Draws the themes page's category pictures (public/showcase, decision 320) from the themes themselves: each
// category's two sample sites as their first screen, in their own colours (first variant), drawings (the demo's
// hero art) and words (business name, headline, first call to action, first offers), the words drawn as outlines
// of the theme's display face, so the picture looks the same wherever it is shown (an <img> SVG loads no font).
// `npx tsx scripts/showcase.ts` after changing a theme's words, colours or face.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';
import { demoLoaders } from '../content/theme-demos/index.ts';
import type { Drawing, ThemeDemo } from '../content/theme-demos/types.ts';
import { SHOWCASE_SIZES, showcaseCategories } from '../content/pages/themes.ts';
import { themes } from '../content/themes.ts';
import { ROOT } from './build-config.ts';
import { faceSources } from './theme-fonts.ts';

const OUT = path.join(ROOT, 'public/showcase');
const faceFiles = faceSources(readFileSync(path.join(ROOT, 'client/styles/theme-demo-fonts.css'), 'utf8'));
const fonts = new Map<string, opentype.Font>();
function fontOf(face: string): opentype.Font {
  let font = fonts.get(face);
  if (!font) {
    const src = faceFiles.get(face);
    if (!src) throw new Error(`showcase: no file for the face ${face}`);
    // opentype.js reads WOFF, not WOFF2; @fontsource ships both of every file.
    const file = readFileSync(path.join(ROOT, src.replace(/\.woff2$/, '.woff')));
    font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    fonts.set(face, font);
  }
  return font;
}

const r1 = (v: number) => Math.round(v * 10) / 10;
const kebab = (k: string) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

interface Text {
  font: opentype.Font;
  size: number;
}

/** Glyphs by character, kerned, without the faces' substitutions (one of them uses a lookup opentype.js lacks). */
function glyphs(t: Text, s: string) {
  const scale = t.size / t.font.unitsPerEm;
  const out: { glyph: opentype.Glyph; x: number }[] = [];
  let x = 0;
  let prev: opentype.Glyph | undefined;
  for (const ch of s) {
    const glyph = t.font.charToGlyph(ch);
    if (prev) x += t.font.getKerningValue(prev, glyph) * scale;
    out.push({ glyph, x });
    x += (glyph.advanceWidth ?? 0) * scale;
    prev = glyph;
  }
  return { glyphs: out, width: x };
}
const width = (t: Text, s: string) => glyphs(t, s).width;

/** Greedy lines of at most `max` px; the size shrinks until the words fit in `lines` lines. */
function wrap(font: opentype.Font, words: string, max: number, size: number, lines: number) {
  for (let s = size; s > 8; s -= 1) {
    const out: string[] = [];
    for (const w of words.split(' ')) {
      const last = out.at(-1);
      if (last !== undefined && width({ font, size: s }, `${last} ${w}`) <= max) out[out.length - 1] = `${last} ${w}`;
      else out.push(w);
    }
    if (out.length <= lines && out.every((l) => width({ font, size: s }, l) <= max)) return { size: s, lines: out };
  }
  return { size: 8, lines: [words] };
}

/**
 * Outlines are defined once per picture, at 100 px to the em, and each letter is a <use> of its outline, moved and
 * scaled: a letter used thirty times costs its outline once.
 */
const EM = 100;
let defs = new Map<string, string>();
function glyphId(t: Text, g: opentype.Glyph): string {
  const key = `f${[...fonts.values()].indexOf(t.font)}-${g.index}`;
  if (!defs.has(key)) defs.set(key, `<path id="${key}" d="${outline(g)}"/>`);
  return key;
}

/** A glyph's outline at EM px, in whole numbers (opentype.js's own writer ran numbers together at 0 decimals). */
function outline(g: opentype.Glyph): string {
  const n = (v: number) => String(Math.round(v));
  return g
    .getPath(0, 0, EM)
    .commands.map((c) => {
      if (c.type === 'Z') return 'Z';
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      return `${c.type}${n(c.x)} ${n(c.y)}`;
    })
    .join('');
}

/** One run of words as filled outlines; `anchor` middle centres it on x. */
function words(t: Text, s: string, x: number, y: number, fill: string, anchor: 'start' | 'middle' = 'start') {
  const run = glyphs(t, s);
  const left = anchor === 'middle' ? x - run.width / 2 : x;
  const k = r1000(t.size / EM);
  const uses = run.glyphs
    .filter(({ glyph }) => glyph.path.commands.length)
    .map(({ glyph, x: gx }) => `<use href="#${glyphId(t, glyph)}" x="${r1((left + gx) / k)}" y="${r1(y / k)}"/>`)
    .join('');
  return `<g fill="${fill}" transform="scale(${k})">${uses}</g>`;
}
const r1000 = (v: number) => Math.round(v * 1000) / 1000;

/** A demo's drawing placed in a box, cropped to it (the demo crops its wide scenes the same way on small screens). */
function art(d: Drawing, x: number, y: number, w: number, h: number, radius = 0) {
  const shapes = d.shapes
    .map(([tag, attrs]) => {
      const a = Object.entries(attrs)
        .map(([k, v]) => `${kebab(k)}="${esc(String(v))}"`)
        .join(' ');
      return `<${tag} ${a}/>`;
    })
    .join('');
  const id = `a${Math.round(x)}x${Math.round(y)}`;
  return (
    `<clipPath id="${id}"><rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${radius}"/></clipPath>` +
    `<g clip-path="url(#${id})"><svg x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" viewBox="0 0 ${d.w} ${d.h}" preserveAspectRatio="xMidYMid slice">${shapes}</svg></g>`
  );
}

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}" fill="${fill}"${extra}/>`;

/** Bars standing for running text. */
const bars = (x: number, y: number, ws: number[], fill: string, h = 5, gap = 11) =>
  ws.map((w, i) => rect(x, y + i * gap, w, h, fill, h / 2)).join('');

/**
 * The first screen of a theme's sample site in a box of w x h: its header, promise, button and drawing, and the
 * first three things it offers. Wide scenes (restaurants) sit under a centred promise; the others beside it when
 * there is room.
 */
function screen(demo: ThemeDemo, x: number, y: number, w: number, h: number): string {
  const p = Object.values(demo.variants)[0];
  const font = fontOf(demo.face);
  const pad = Math.max(14, w * 0.05);
  const out: string[] = [rect(x, y, w, h, p.bg)];
  // Header: the name in the display face, the navigation as short bars.
  const name: Text = { font, size: Math.min(18, w / 24) };
  const centred = demo.structure === 'restaurant';
  const headY = y + pad + name.size * 0.8;
  out.push(words(name, demo.business, centred ? x + w / 2 : x + pad, headY, p.ink, centred ? 'middle' : 'start'));
  if (!centred && w > 300) {
    const navX = x + w - pad - 3 * 34;
    out.push(...[0, 1, 2].map((i) => rect(navX + i * 34, headY - 6, 26, 5, p.muted, 2.5)));
  }
  out.push(rect(x, headY + pad * 0.7, w, 1, p.line));
  const top = headY + pad * 1.6;
  const wide = centred || w < 400;
  const textW = wide ? w - 2 * pad : w * 0.52 - pad;
  const head = wrap(font, demo.hero.title, textW, Math.min(34, w / 13), centred ? 2 : 4);
  const lineH = head.size * 1.12;
  const title: Text = { font, size: head.size };
  const tx = centred ? x + w / 2 : x + pad;
  let ty = top + head.size;
  for (const l of head.lines) {
    out.push(words(title, l, tx, ty, p.ink, centred ? 'middle' : 'start'));
    ty += lineH;
  }
  // The lead line under the promise, then the first call to action with its words.
  const leadW = Math.min(textW, w * 0.6);
  const leadX = centred ? x + (w - leadW) / 2 : x + pad;
  out.push(bars(leadX, ty - head.size * 0.45, [leadW, leadW * 0.8], p.muted, 4, 9));
  const label: Text = { font, size: Math.max(9, Math.min(13, w / 34)) };
  const bw = width(label, demo.hero.primary) + label.size * 2.2;
  const bh = label.size * 2.6;
  const by = ty + 14;
  const bx = centred ? x + (w - bw) / 2 : x + pad;
  out.push(rect(bx, by, bw, bh, p.accent, Math.min(bh / 2, 8)));
  out.push(words(label, demo.hero.primary, bx + bw / 2, by + bh / 2 + label.size * 0.35, p.onAccent, 'middle'));
  let below = by + bh + pad;
  if (wide) {
    const ah = Math.min((w - 2 * pad) * (demo.hero.art.h / demo.hero.art.w), h * 0.34);
    out.push(art(demo.hero.art, x + pad, below, w - 2 * pad, ah, 10));
    below += ah + pad;
  } else {
    const aw = w * 0.44 - pad;
    const ah = Math.min(aw * (demo.hero.art.h / demo.hero.art.w), below - top);
    out.push(art(demo.hero.art, x + w - pad - aw, top, aw, ah, 10));
    below = Math.max(below, top + ah + pad);
  }
  // The first three things it offers, as cards with their names.
  const items = demo.offer.groups.flatMap((g) => g.items).slice(0, 3);
  const cols = w < 400 ? 2 : 3;
  const gap = 10;
  const cw = (w - 2 * pad - (cols - 1) * gap) / cols;
  const hasArt = items.some((it) => it.art);
  const ch = Math.min(hasArt ? 180 : 92, y + h - below - pad);
  if (ch > 34) {
    items.slice(0, cols).forEach((it, i) => {
      const cx = x + pad + i * (cw + gap);
      out.push(rect(cx, below, cw, ch, p.surface, 8, ` stroke="${p.line}"`));
      // A product or a piece has its own drawing: it fills the card above its name when there is room.
      const pic = it.art && ch > 110 ? ch - 52 : 0;
      if (pic) out.push(art(it.art!, cx + 6, below + 6, cw - 12, pic, 6));
      const fit = wrap(font, it.name, cw - 20, 13, 1);
      const ny = below + (pic ? pic + 6 : 0) + 10 + fit.size;
      out.push(words({ font, size: fit.size }, fit.lines[0], cx + 10, ny, p.ink));
      out.push(bars(cx + 10, ny + 10, pic ? [cw * 0.6, cw * 0.4] : [cw * 0.7, cw * 0.6, cw * 0.45], p.muted, 4, 9));
    });
  }
  return out.join('');
}

/** A browser window around a screen. */
function browser(demo: ThemeDemo, x: number, y: number, w: number, h: number) {
  const bar = 26;
  const id = `w${x}`;
  return (
    `<g filter="url(#shadow)">${rect(x, y, w, h, '#ffffff', 12)}</g>` +
    rect(x, y, w, bar + 12, '#e8ecf1', 12) +
    rect(x, y + bar, w, 12, '#e8ecf1') +
    [0, 1, 2].map((i) => `<circle cx="${x + 16 + i * 14}" cy="${y + bar / 2 + 2}" r="4" fill="#b9c2cc"/>`).join('') +
    rect(x + 70, y + 7, w - 140, 14, '#ffffff', 7) +
    `<clipPath id="${id}"><rect x="${x}" y="${y + bar}" width="${w}" height="${h - bar}" rx="12"/></clipPath>` +
    `<g clip-path="url(#${id})">${screen(demo, x, y + bar, w, h - bar)}</g>`
  );
}

/** A phone around a screen. */
function phone(demo: ThemeDemo, x: number, y: number, w: number, h: number) {
  const id = `p${y}`;
  return (
    `<g filter="url(#shadow)">${rect(x, y, w, h, '#1b2530', 26)}</g>` +
    `<clipPath id="${id}"><rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="19"/></clipPath>` +
    `<g clip-path="url(#${id})">${screen(demo, x + 8, y + 8, w - 16, h - 16)}</g>`
  );
}

const SHADOW =
  '<defs><filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="#0b1f33" flood-opacity="0.18"/></filter></defs>';

function svg(w: number, h: number, bg: string, body: () => string) {
  defs = new Map();
  const drawn = body();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${SHADOW}<defs>${[...defs.values()].join('')}</defs>${rect(0, 0, w, h, bg)}${drawn}</svg>\n`;
}

for (const category of showcaseCategories) {
  const ids = themes.filter((t) => t.category === category.key).map((t) => t.id);
  const demos = await Promise.all(ids.map(async (id) => (await demoLoaders[id]()).demo));
  const [a, b] = demos;
  const soft = Object.values(a.variants)[0].soft;
  const d = SHOWCASE_SIZES.desktop;
  writeFileSync(
    path.join(OUT, `${category.key}-desktop.svg`),
    svg(d.width, d.height, soft, () => browser(a, 24, 28, 448, 540) + browser(b, 488, 28, 448, 540)),
  );
  const m = SHOWCASE_SIZES.mobile;
  writeFileSync(
    path.join(OUT, `${category.key}-mobile.svg`),
    svg(m.width, m.height, soft, () => phone(a, 14, 14, 292, 284) + phone(b, 14, 304, 292, 284)),
  );
  console.log(category.key, ids.join(' + '));
}
