// Online stores: a ceramics shop's storefront on a laptop, the same shop on a phone, and today's sales.
import { C, SW, backdrop, badge, box, button, dot, el, g, icon, laptop, phone, smooth, svg, text } from './kit.ts';

/** Pottery for the product pictures: a vase, a bowl and a mug, centred at (cx, cy), scaled by s. */
function vase(cx: number, cy: number, s: number, fill: string) {
  return el('path', {
    d: `M${cx - 9 * s} ${cy - 30 * s}h${18 * s}v${6 * s}c0 ${8 * s} ${14 * s} ${12 * s} ${14 * s} ${28 * s}c0 ${14 * s} ${-8 * s} ${22 * s} ${-14 * s} ${24 * s}h${-18 * s}c${-6 * s} ${-2 * s} ${-14 * s} ${-10 * s} ${-14 * s} ${-24 * s}c0 ${-16 * s} ${14 * s} ${-20 * s} ${14 * s} ${-28 * s}z`,
    fill,
  });
}
function bowl(cx: number, cy: number, s: number, fill: string) {
  return (
    el('path', {
      d: `M${cx - 26 * s} ${cy - 8 * s}h${52 * s}c0 ${16 * s} ${-12 * s} ${26 * s} ${-26 * s} ${26 * s}s${-26 * s} ${-10 * s} ${-26 * s} ${-26 * s}z`,
      fill,
    }) + el('rect', { x: cx - 28 * s, y: cy - 11 * s, width: 56 * s, height: 5 * s, rx: 2.5 * s, fill })
  );
}
function mug(cx: number, cy: number, s: number, fill: string) {
  return (
    el('rect', { x: cx - 15 * s, y: cy - 18 * s, width: 30 * s, height: 36 * s, rx: 5 * s, fill }) +
    el('path', {
      d: `M${cx + 15 * s} ${cy - 9 * s}h${4 * s}a${8 * s} ${8 * s} 0 0 1 0 ${17 * s}h${-4 * s}`,
      fill: 'none',
      stroke: fill,
      'stroke-width': 4 * s,
    })
  );
}

export default function stores() {
  let b = backdrop({ cx: 330, cy: 250, r: 220, dots: 'tr' });
  const lap = laptop(32, 34, 484, 318);
  b += lap.frame;
  const { x: sx, y: sy, w: sw } = lap.screen;

  // Store header.
  const px = sx + 16;
  b += text(
    px,
    sy + 24,
    [
      { t: 'Ollie', weight: 800 },
      { t: ' & ', weight: 400, fill: C.accent },
      { t: 'Fern', weight: 800 },
    ],
    { size: 13, fill: C.navy },
  );
  ['Shop', 'Collections', 'Studio'].forEach((item, i) => {
    b += text(px + 124 + i * 58, sy + 23, item, {
      size: 9.5,
      fill: i === 0 ? C.text : C.muted,
      weight: i === 0 ? 600 : 400,
    });
  });
  b += icon('search', px + 300, sy + 13, 13, C.text);
  b += icon('shopping-bag', px + 324, sy + 13, 13, C.text);

  // Hero banner.
  const hy = sy + 38;
  const hw = sw - 32;
  b += box(px, hy, hw, 118, { fill: C.warnSoft, stroke: 'none' });
  b += text(px + 18, hy + 22, 'NEW IN', { size: 8.5, weight: 700, fill: C.accent, spacing: 1 });
  b += text(px + 18, hy + 46, 'The spring', { size: 19, weight: 700 });
  b += text(px + 18, hy + 68, 'collection', { size: 19, weight: 700 });
  b += text(px + 18, hy + 84, 'Handmade stoneware, small batches', { size: 9, fill: C.muted });
  b += button(px + 18, hy + 94, 74, 16, 'Shop now', { fill: C.navy, size: 8.5 });
  b += dot(px + 286, hy + 62, 40, C.white);
  b +=
    vase(px + 268, hy + 64, 1.05, C.accentMid) +
    bowl(px + 316, hy + 88, 0.8, C.mid) +
    mug(px + 226, hy + 88, 0.55, C.primaryDark);

  // Product row.
  const ry = hy + 130;
  const items: [string, string, (cx: number, cy: number) => string, string][] = [
    ['Tide vase', '$48.00', (cx, cy) => vase(cx, cy + 2, 0.7, C.mid), C.soft],
    ['Ember mug', '$22.00', (cx, cy) => mug(cx, cy + 2, 0.7, C.accentMid), C.accentSoft],
    ['Salt bowl', '$34.00', (cx, cy) => bowl(cx, cy + 4, 0.7, C.navyLight), C.alt],
    ['Dune vase', '$56.00', (cx, cy) => vase(cx, cy + 2, 0.7, C.warnMid), C.warnSoft],
  ];
  const cw = 96;
  items.forEach(([name, price, draw, tint], i) => {
    const cx = px + i * (cw + 10);
    b += box(cx, ry, cw, 70, { fill: tint, stroke: 'none' });
    b += draw(cx + cw / 2, ry + 35);
    b += text(cx + 2, ry + 86, name, { size: 10, weight: 600 });
    b += text(cx + 2, ry + 100, price, { size: 10, fill: C.muted });
  });
  b += badge(px + 6, ry + 6, 'NEW', C.white, C.accent, 7.5);

  // The same store on a phone.
  const ph = phone(470, 150, 140, 292);
  let p = ph.frame;
  const { x: qx, y: qy, w: qw } = ph.screen;
  p += text(
    qx + 12,
    qy + 36,
    [
      { t: 'Ollie', weight: 800 },
      { t: ' & ', fill: C.accent },
      { t: 'Fern', weight: 800 },
    ],
    { size: 10, fill: C.navy },
  );
  p += icon('shopping-bag', qx + qw - 24, qy + 26, 12, C.text);
  p += box(qx + 10, qy + 48, qw - 20, 118, { fill: C.soft, stroke: 'none' });
  p += vase(qx + qw / 2, qy + 104, 1.2, C.mid);
  p += text(qx + 12, qy + 186, 'Tide vase', { size: 12, weight: 700 });
  p += text(qx + 12, qy + 202, '$48.00', { size: 11, fill: C.muted });
  [C.mid, C.accentMid, C.navyLight].forEach((c, i) => {
    p += dot(qx + 18 + i * 18, qy + 218, 6, c);
  });
  p += el('circle', { cx: qx + 18, cy: qy + 218, r: 8.5, fill: 'none', stroke: C.text, 'stroke-width': SW });
  p += button(qx + 10, qy + 236, qw - 20, 28, 'Add to cart', { fill: C.accent, size: 10.5 });

  // Today's sales.
  const fx = 16;
  const fy = 338;
  const fw = 236;
  let f = box(fx, fy, fw, 112, { shadow: true });
  f += dot(fx + 30, fy + 30, 14, C.accentSoft) + icon('store', fx + 22, fy + 22, 16, C.accent);
  f += text(fx + 52, fy + 34, "Today's sales", { size: 11.5, weight: 600, fill: C.muted });
  f += badge(fx + fw - 16 - 46, fy + 21, '+24%', C.success, C.successSoft, 9);
  f += text(fx + 16, fy + 72, '$1,240.50', { size: 22, weight: 700 });
  f += text(fx + 16, fy + 92, [{ t: '18 orders', weight: 600, fill: C.text }, ' · 3 to ship'], {
    size: 10.5,
    fill: C.muted,
  });
  const pts: [number, number][] = [12, 18, 14, 26, 22, 34, 30, 44].map((v, i) => [
    fx + 158 + i * 9.5,
    fy + 90 - v * 0.6,
  ]);
  f += el('path', { d: smooth(pts), fill: 'none', stroke: C.success, 'stroke-width': SW, 'stroke-linecap': 'round' });

  return svg('Online store', b + p + g(f));
}
