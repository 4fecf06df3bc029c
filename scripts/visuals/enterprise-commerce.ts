// Enterprise ecommerce: a large catalogue sold through more than one storefront, connected to the payment and
// shipping services a business already uses, with a secure checkout (spec 2.5, the page's own points). No
// provider is named: the cards say what is connected, not whose.
import { C, backdrop, badge, bar, box, browser, dot, el, g, icon, pill, svg, text } from './kit.ts';

export default function enterpriseCommerce() {
  let b = backdrop({ cx: 300, cy: 240, r: 215, dots: 'tl' });
  const x = 24;
  const y = 40;
  const w = 380;
  const h = 384;
  b += browser(x, y, w, h, 'store-admin.siteharbor.example');

  const px = x + 22;
  b += text(px, y + 62, 'Catalogue', { size: 17, weight: 700 });
  // One catalogue, two storefronts.
  b += pill(px, y + 76, 92, 24, C.primary);
  b += text(px + 46, y + 92, 'Main store', { size: 10.5, weight: 600, fill: C.white, anchor: 'middle' });
  b += pill(px + 100, y + 76, 98, 24, C.soft);
  b += text(px + 149, y + 92, 'Outlet store', { size: 10.5, weight: 600, fill: C.primary, anchor: 'middle' });
  const cols = 4;
  const tw = (w - 44 - (cols - 1) * 12) / cols;
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < cols; c++) {
      const tx = px + c * (tw + 12);
      const ty = y + 116 + r * 124;
      const tint = [C.soft, C.warnSoft, C.successSoft, C.accentSoft][(r + c) % 4];
      b += box(tx, ty, tw, 112);
      b += box(tx + 8, ty + 8, tw - 16, 60, { fill: tint, stroke: 'none', r: 6 });
      b += icon('package', tx + tw / 2 - 10, ty + 28, 20, C.mid);
      b += bar(tx + 8, ty + 80, tw - 24, 7, C.line) + bar(tx + 8, ty + 94, tw / 2 - 4, 7, C.sky);
    }

  // What the store is connected to, each with its line into the window.
  let f = '';
  const dash = (x1: number, y1: number, x2: number, y2: number) =>
    el('path', {
      d: `M${x1} ${y1}C${x1 + 40} ${y1} ${x2 - 40} ${y2} ${x2} ${y2}`,
      fill: 'none',
      stroke: C.mid,
      'stroke-width': 1.5,
      'stroke-dasharray': '4 4',
    });
  const card = (cx: number, cy: number, ic: string, title: string, tint: string, color: string) => {
    let s = dash(x + w, cy + 34, cx, cy + 34);
    s += dot(x + w, cy + 34, 4, C.mid);
    s += box(cx, cy, 180, 68, { shadow: true });
    s += dot(cx + 32, cy + 34, 18, tint) + icon(ic, cx + 22, cy + 24, 20, color);
    s += text(cx + 60, cy + 30, title, { size: 12, weight: 700 });
    s += badge(cx + 60, cy + 38, 'Connected', C.success, C.successSoft, 9);
    return s;
  };
  f += card(446, 96, 'credit-card', 'Payments', C.soft, C.primary);
  f += card(446, 196, 'truck', 'Shipping', C.warnSoft, C.warn);

  // The checkout, secure.
  const sx = 300;
  const sy = 352;
  f += box(sx, sy, 316, 76, { shadow: true });
  f += dot(sx + 32, sy + 38, 18, C.successSoft) + icon('lock', sx + 23, sy + 29, 18, C.success);
  f += text(sx + 60, sy + 33, 'Secure checkout', { size: 12, weight: 700 });
  f += text(sx + 60, sy + 50, 'SSL on every storefront', { size: 10, fill: C.muted });
  f += box(sx + 206, sy + 22, 94, 32, { fill: C.accent, stroke: 'none' });
  f += text(sx + 253, sy + 42, 'Pay now', { size: 11, weight: 600, fill: C.white, anchor: 'middle' });

  return svg('Enterprise ecommerce: catalogue, storefronts and connected services', b + g(f));
}
