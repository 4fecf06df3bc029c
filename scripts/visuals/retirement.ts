// Retirement: the old site builder's editor, greyed and locked since March 31, 2021, and the way on from it: the
// same site opened in today's builder, its heading selected for editing.
import { C, backdrop, badge, bar, box, browser, dot, el, g, icon, line, svg, text } from './kit.ts';

/** A page of placeholder blocks: a header band, a heading, lines and three tiles. */
function page(x: number, y: number, w: number, tone: { band: string; ink: string; tile: string }) {
  let p = bar(x, y, w, 54, tone.band, 6);
  p += bar(x + 16, y + 18, w * 0.46, 9, tone.ink) + bar(x + 16, y + 33, w * 0.3, 6, tone.tile);
  p += bar(x, y + 68, w * 0.7, 6, tone.tile) + bar(x, y + 80, w * 0.55, 6, tone.tile);
  const tw = (w - 16) / 3;
  for (let i = 0; i < 3; i++) p += bar(x + i * (tw + 8), y + 98, tw, 48, tone.tile, 6);
  return p;
}

export default function retirement() {
  let b = backdrop({ cx: 360, cy: 250, r: 210, dots: 'bl' });
  // The old editor, behind: grey, read only.
  b += box(24, 40, 300, 250, { fill: C.alt, stroke: C.border, shadow: true });
  b += bar(24, 40, 300, 30, C.line, 10) + bar(24, 60, 300, 10, C.line, 0);
  b += text(40, 60, 'Classic site builder', { size: 10, fill: C.faint });
  b += g(page(44, 88, 260, { band: C.metal, ink: C.metalDark, tile: C.line }), { opacity: 0.9 });
  b += dot(174, 190, 30, C.white) + icon('lock', 160, 176, 28, C.muted);
  b += badge(40, 252, 'Read only', C.muted, C.line);

  // The arrow from old to new.
  b += el('path', {
    d: 'M110 300c0 56 40 86 104 88',
    fill: 'none',
    stroke: C.mid,
    'stroke-width': 2,
    'stroke-dasharray': '5 5',
    'stroke-linecap': 'round',
  });
  b += icon('arrow-right', 212, 378, 20, C.mid);

  // Today's builder, in front: the heading selected, the toolbar above it.
  const x = 236;
  const y = 120;
  const w = 380;
  const h = 300;
  b += browser(x, y, w, h, 'builder.siteharbor.example');
  b += page(x + 22, y + 52, w - 44, { band: C.soft, ink: C.primary, tile: C.line });
  b += el('rect', {
    x: x + 30,
    y: y + 62,
    width: (w - 44) * 0.5,
    height: 36,
    rx: 4,
    fill: 'none',
    stroke: C.focus,
    'stroke-width': 1.5,
  });
  b += box(x + 30, y + 24 + 6, 120, 24, { fill: C.navy, stroke: 'none', r: 6 });
  ['bold', 'italic', 'link', 'palette'].forEach((ic, i) => (b += icon(ic, x + 40 + i * 26, y + 35, 14, C.white)));
  b += line(x + 22, y + 212, x + w - 22, y + 212);
  b += badge(x + 22, y + 228, 'Editable', C.success, C.successSoft);
  b += text(x + 22, y + 274, 'Your site, rebuilt in the new builder', { size: 11, fill: C.muted });

  // Floating card: the date editing ended.
  let f = box(404, 30, 210, 64, { shadow: true });
  f += dot(430, 62, 16, C.warnSoft) + icon('calendar-x', 421, 53, 18, C.warn);
  f += text(454, 57, 'Editing ended', { size: 12, weight: 700 });
  f += text(454, 74, 'March 31, 2021', { size: 10, fill: C.muted });

  return svg('The retired site builder and the new one', b + g(f));
}
