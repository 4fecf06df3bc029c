// The drawing kit of the product visuals (decision 110): one palette (client/styles/tokens.css and soft tints of
// it), one corner radius, one stroke weight, one shadow, the brand face drawn as outlines, lucide's line icons. Every
// visual is composed from these helpers, so the twelve pictures read as one set.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { type GlyphRun, glyphDefs, outline, textWidth } from './glyphs.ts';
import { type Attrs, el, esc, n } from './markup.ts';

/** Canvas of every visual (matches VISUAL_WIDTH/HEIGHT in client/components/visuals/visual-image.tsx). */
export const W = 640;
export const H = 480;

/** Colours: the site's tokens, plus soft tints of them for fills. */
export const C = {
  primary: '#0b4f8a',
  primaryDark: '#083a66',
  navy: '#0b2540',
  navyLight: '#14304f',
  onDark: '#c3d2e2',
  soft: '#e8f1fa',
  sky: '#cfe1f3',
  mid: '#6f9fcb',
  accent: '#b8401d',
  accentDark: '#963317',
  accentMid: '#cf6a45',
  accentSoft: '#fbebe5',
  success: '#1d6b3a',
  successSoft: '#e2f1e7',
  successMid: '#6aad80',
  warn: '#a15c07',
  warnSoft: '#fdf0dc',
  warnMid: '#dcab4f',
  text: '#14202e',
  muted: '#4a5868',
  faint: '#8a96a3',
  border: '#c9d3de',
  line: '#e3e9ef',
  metal: '#d3dbe4',
  metalDark: '#b3bfcc',
  alt: '#f4f7fa',
  white: '#ffffff',
  focus: '#1a73e8',
} as const;

/** The one corner radius (panels, cards, controls); pills and dots are round. */
export const R = 10;
/** The one stroke weight, for outlines, chart lines and icons. */
export const SW = 1.5;

export { el };
export const g = (body: string, a: Attrs = {}) => el('g', a, body);

export interface BoxOpts {
  fill?: string;
  stroke?: string;
  r?: number;
  shadow?: boolean;
}
/** A rounded box: by default white with the hairline border. */
export function box(x: number, y: number, w: number, h: number, o: BoxOpts = {}) {
  return el('rect', {
    x,
    y,
    width: w,
    height: h,
    rx: o.r ?? R,
    fill: o.fill ?? C.white,
    stroke: o.stroke === 'none' ? undefined : (o.stroke ?? C.line),
    'stroke-width': o.stroke === 'none' ? undefined : SW,
    filter: o.shadow ? 'url(#d)' : undefined,
  });
}
/** A box rounded only at the top (a page that runs on below the window's edge). */
export const topRounded = (x: number, y: number, w: number, h: number, fill: string, r = R) =>
  el('path', {
    d: `M${x} ${y + h}V${y + r}a${r} ${r} 0 0 1 ${r} ${-r}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}V${y + h}z`,
    fill,
  });
/** A box rounded only at the bottom right (a pane in a window's bottom-right corner). */
export const cornerPane = (x: number, y: number, w: number, h: number, fill: string, r = R) =>
  el('path', { d: `M${x} ${y}h${w}v${h - r}a${r} ${r} 0 0 1 ${-r} ${r}h${-(w - r)}z`, fill });

/** A plain filled rectangle (bars, placeholder lines), rounded to half its height at most. */
export const bar = (x: number, y: number, w: number, h: number, fill: string, r = Math.min(R, h / 2)) =>
  el('rect', { x, y, width: w, height: h, rx: r, fill });
export const pill = (x: number, y: number, w: number, h: number, fill: string) => bar(x, y, w, h, fill, h / 2);
export const dot = (cx: number, cy: number, r: number, fill: string) => el('circle', { cx, cy, r, fill });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string = C.line) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': SW });

export interface TextOpts {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  strike?: boolean;
  spacing?: number;
}
/** A run inside a text: its own weight, colour, size or strike-through. */
export type Run = string | { t: string; weight?: number; fill?: string; size?: number; strike?: boolean };
const glyphRuns = (s: string | Run[], o: TextOpts): GlyphRun[] =>
  (typeof s === 'string' ? [s] : s).map((p) => {
    const r = typeof p === 'string' ? { t: p } : p;
    return {
      t: r.t,
      size: r.size ?? o.size ?? 12,
      weight: r.weight ?? o.weight ?? 400,
      fill: r.fill ?? o.fill ?? C.text,
      strike: r.strike ?? o.strike,
      spacing: o.spacing,
    };
  });

/** A line of text in the brand face, outlined (scripts/visuals/glyphs.ts); (x, y) is the baseline's anchor. */
export const text = (x: number, y: number, s: string | Run[], o: TextOpts = {}) =>
  outline(x, y, glyphRuns(s, o), o.anchor ?? 'start');
/** Drawn width of a text in px. */
export const textLength = (s: string | Run[], o: TextOpts = {}) => textWidth(glyphRuns(s, o));

/** A badge: a pill with its label centred; width from the label length. */
export function badge(x: number, y: number, label: string, fg: string, bg: string, size = 10) {
  const w = badgeWidth(label, size);
  const h = Math.round(size * 1.9);
  return (
    pill(x, y, w, h, bg) +
    text(x + w / 2, y + h / 2 + size * 0.36, label, { size, weight: 600, fill: fg, anchor: 'middle' })
  );
}
export const badgeWidth = (label: string, size = 10) =>
  Math.round(textLength(label, { size, weight: 600 }) + size * 1.6);

/** A button: a filled box with a centred label. */
export function button(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  o: { fill?: string; fg?: string; size?: number; outline?: boolean; icon?: string } = {},
) {
  const fill = o.outline ? C.white : (o.fill ?? C.accent);
  const fg = o.fg ?? (o.outline ? C.primary : C.white);
  const size = o.size ?? 12;
  const is = size + 2;
  const shift = o.icon ? (is + 5) / 2 : 0;
  const lw = textLength(label, { size, weight: 600 });
  return (
    box(x, y, w, h, { fill, stroke: o.outline ? C.border : 'none', r: Math.min(R, h / 2.4) }) +
    (o.icon ? icon(o.icon, x + w / 2 - lw / 2 - shift - 2, y + (h - is) / 2, is, fg) : '') +
    text(x + w / 2 + shift, y + h / 2 + size * 0.36, label, { size, weight: 600, fill: fg, anchor: 'middle' })
  );
}

/** A round avatar with initials. */
export function avatar(
  cx: number,
  cy: number,
  r: number,
  initials: string,
  bg: string = C.sky,
  fg: string = C.primaryDark,
) {
  return (
    dot(cx, cy, r, bg) + text(cx, cy + r * 0.36, initials, { size: r * 0.95, weight: 600, fill: fg, anchor: 'middle' })
  );
}

// Icons: lucide's line icons (the set the pages use), drawn at any size with the one stroke weight.
const require = createRequire(import.meta.url);
const iconCache = new Map<string, string>();
function iconBody(name: string): string {
  let body = iconCache.get(name);
  if (!body) {
    const file = require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`);
    const src = readFileSync(file, 'utf8');
    const m = src.match(/const __iconData = (\{[\s\S]*?\n\});/);
    const alias = src.match(/export \{ default \} from '\.\/([\w-]+)\.mjs'/);
    if (!m && alias) return iconBody(alias[1]);
    if (!m) throw new Error(`icon ${name}: no node data`);
    const { node } = new Function(`return ${m[1]}`)() as { node: [string, Record<string, string>][] };
    body = node.map(([tag, a]) => el(tag, Object.fromEntries(Object.entries(a).filter(([k]) => k !== 'key')))).join('');
    iconCache.set(name, body);
  }
  return body;
}
const usedIcons = new Set<string>();
/** A lucide icon, `size` px square at (x, y), stroked in `color`; repeated icons share one <symbol>. */
export function icon(name: string, x: number, y: number, size: number, color: string) {
  usedIcons.add(name);
  return el('use', {
    href: `#i-${name}`,
    x,
    y,
    width: size,
    height: size,
    stroke: color,
    'stroke-width': (SW * 24) / size,
  });
}

/** A browser window: title bar with three dots and an address, white page below. */
export function browser(x: number, y: number, w: number, h: number, address: string, o: { shadow?: boolean } = {}) {
  const bh = 30;
  return (
    box(x, y, w, h, { shadow: o.shadow ?? true }) +
    el('path', {
      d: `M${x + R} ${y}h${w - 2 * R}a${R} ${R} 0 0 1 ${R} ${R}v${bh - R}h${-w}v${-(bh - R)}a${R} ${R} 0 0 1 ${R} ${-R}z`,
      fill: C.alt,
    }) +
    line(x, y + bh, x + w, y + bh) +
    dot(x + 16, y + bh / 2, 4, '#e9a393') +
    dot(x + 30, y + bh / 2, 4, '#eccd8a') +
    dot(x + 44, y + bh / 2, 4, '#a6d3b4') +
    pill(x + 64, y + 7, Math.min(w - 90, 260), bh - 14, C.white) +
    icon('lock', x + 72, y + 10.5, 9, C.faint) +
    text(x + 86, y + 19, address, { size: 10, fill: C.muted })
  );
}

/** A phone: rounded body, notch, screen area; returns the frame and the screen's rectangle. */
export function phone(x: number, y: number, w: number, h: number) {
  const pr = 22;
  const frame =
    el('rect', { x, y, width: w, height: h, rx: pr, fill: C.navy, filter: 'url(#d)' }) +
    el('rect', { x: x + 6, y: y + 6, width: w - 12, height: h - 12, rx: pr - 6, fill: C.white }) +
    pill(x + w / 2 - 22, y + 11, 44, 9, C.navy);
  return { frame, screen: { x: x + 6, y: y + 6, w: w - 12, h: h - 12 } };
}

/** A laptop: dark bezel, white screen, a base wider than the screen; returns the frame and the screen. */
export function laptop(x: number, y: number, w: number, h: number) {
  const bz = 10;
  const frame =
    el('rect', { x, y, width: w, height: h, rx: R + 4, fill: C.navy, filter: 'url(#d)' }) +
    el('rect', { x: x + bz, y: y + bz, width: w - 2 * bz, height: h - 2 * bz, rx: 4, fill: C.white }) +
    el('path', { d: `M${x - 28} ${y + h}h${w + 56}v6a8 8 0 0 1 -8 8h${-(w + 40)}a8 8 0 0 1 -8 -8z`, fill: C.metal }) +
    el('rect', { x: x + w / 2 - 36, y: y + h, width: 72, height: 5, rx: 2.5, fill: C.metalDark });
  return { frame, screen: { x: x + bz, y: y + bz, w: w - 2 * bz, h: h - 2 * bz } };
}

/** The soft backdrop behind every visual: a tinted disc and a dot grid, so pictures sit on any section colour. */
export function backdrop(
  o: { cx?: number; cy?: number; r?: number; tint?: string; dots?: 'tl' | 'tr' | 'bl' | 'br' } = {},
) {
  const dots = o.dots ?? 'tr';
  const dx = dots.endsWith('l') ? 14 : W - 134;
  const dy = dots.startsWith('t') ? 14 : H - 114;
  return (
    dot(o.cx ?? W / 2, o.cy ?? H / 2, o.r ?? 210, o.tint ?? C.soft) +
    el('rect', { x: dx, y: dy, width: 120, height: 100, fill: 'url(#p)' })
  );
}

/** A smooth line through points (Catmull-Rom as cubic Béziers), for charts. */
export function smooth(pts: [number, number][]) {
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** The whole file: canvas, font, shared definitions (shadow, dot grid, the icons used), then the drawing. */
export function svg(title: string, body: string) {
  const symbols = [...usedIcons]
    .map((name) =>
      el(
        'symbol',
        { id: `i-${name}`, viewBox: '0 0 24 24', fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
        iconBody(name),
      ),
    )
    .join('');
  usedIcons.clear();
  const defs =
    el(
      'filter',
      { id: 'd', filterUnits: 'userSpaceOnUse', x: -40, y: -40, width: W + 80, height: H + 80 },
      el('feDropShadow', { dx: 0, dy: 8, stdDeviation: 12, 'flood-color': C.navy, 'flood-opacity': 0.13 }),
    ) +
    el('pattern', { id: 'p', width: 12, height: 12, patternUnits: 'userSpaceOnUse' }, dot(2, 2, 1.6, C.sky)) +
    symbols +
    glyphDefs();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img">` +
    el('title', {}, esc(title)) +
    el('defs', {}, defs) +
    body +
    '</svg>\n'
  );
}
