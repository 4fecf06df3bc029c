// WooCommerce: a coffee roaster's shop page with products, and the cart open beside it.
import { C, backdrop, badge, bar, box, browser, button, dot, el, g, icon, line, pill, svg, text } from './kit.ts';

/** A coffee bag, centred at (cx, cy), `s` times the 52 x 66 base size. */
export function bag(cx: number, cy: number, s: number, body: string, band: string, label = '') {
  const w = 52 * s;
  const h = 66 * s;
  const x = cx - w / 2;
  const y = cy - h / 2;
  return g(
    el('path', {
      d: `M${x + 4 * s} ${y + 8 * s}L${x} ${y + h - 6 * s}Q${x} ${y + h} ${x + 6 * s} ${y + h}H${x + w - 6 * s}Q${x + w} ${y + h} ${x + w} ${y + h - 6 * s}L${x + w - 4 * s} ${y + 8 * s}Z`,
      fill: body,
    }) +
      el('rect', { x: x + 3 * s, y, width: w - 6 * s, height: 10 * s, rx: 2 * s, fill: band }) +
      el('rect', { x: x + 10 * s, y: y + 24 * s, width: w - 20 * s, height: 26 * s, rx: 3 * s, fill: C.white }) +
      (label
        ? text(cx, y + 36 * s, label, { size: 6 * s, weight: 700, fill: band, anchor: 'middle', spacing: 0.4 * s })
        : '') +
      el('rect', { x: x + 16 * s, y: y + 41 * s, width: w - 32 * s, height: 3 * s, rx: 1.5 * s, fill: C.border }),
  );
}

export default function woocommerce() {
  const x = 18;
  const y = 18;
  const w = 476;
  const h = 420;
  let b = backdrop({ cx: 440, cy: 250, r: 210, dots: 'bl' });
  b += browser(x, y, w, h, 'copperlinecoffee.com/shop');

  // Shop header.
  const hy = y + 31;
  b += icon('coffee', x + 24, hy + 13, 18, C.accent);
  b += text(x + 48, hy + 27, 'Copperline', { size: 15, weight: 800, fill: C.navy });
  ['Shop', 'Subscribe', 'About'].forEach((item, i) => {
    b += text(x + 180 + i * 66, hy + 26, item, {
      size: 11,
      weight: i === 0 ? 700 : 400,
      fill: i === 0 ? C.text : C.muted,
    });
  });
  b += bar(x + 180, hy + 33, 28, 2, C.accent, 1);
  b += icon('shopping-bag', x + w - 44, hy + 12, 18, C.text);
  b +=
    dot(x + w - 26, hy + 13, 7, C.accent) +
    text(x + w - 26, hy + 16.5, '2', { size: 9, weight: 700, fill: C.white, anchor: 'middle' });
  b += line(x, hy + 44, x + w, hy + 44);

  // Heading, filters.
  const cx = x + 24;
  b += text(cx, hy + 76, 'Coffee beans', { size: 18, weight: 700 });
  b += text(cx, hy + 93, 'Roasted every Monday in small batches', { size: 10.5, fill: C.muted });
  ['All', 'Blends', 'Single origin', 'Decaf'].forEach((chip, i, all) => {
    const off = all.slice(0, i).reduce((s, c) => s + c.length * 6.4 + 30, 0);
    const cw = chip.length * 6.4 + 22;
    b += pill(cx + off, hy + 104, cw, 22, i === 0 ? C.navy : C.alt);
    b += text(cx + off + cw / 2, hy + 119, chip, {
      size: 10,
      weight: 600,
      fill: i === 0 ? C.white : C.muted,
      anchor: 'middle',
    });
  });

  // Two products.
  const products: [string, string, string, string, string, string][] = [
    ['Ridge Blend', 'Chocolate, hazelnut', '$16.00', C.warnSoft, C.accent, 'RIDGE'],
    ['Morning Harbor', 'Citrus, honey', '$18.50', C.soft, C.primary, 'HARBOR'],
  ];
  const py = hy + 138;
  const pw = 166;
  products.forEach(([name, notes, price, tint, band, label], i) => {
    const px = cx + i * (pw + 14);
    b += box(px, py, pw, 222);
    b += el('path', {
      d: `M${px + 10} ${py}h${pw - 20}a10 10 0 0 1 10 10v110h${-pw}v-110a10 10 0 0 1 10 -10z`,
      fill: tint,
    });
    b += bag(
      px + pw / 2,
      py + 68,
      1.1,
      band === C.accent ? C.accentMid : C.mid,
      band === C.accent ? C.accentDark : C.primaryDark,
      label,
    );
    if (i === 0) b += badge(px + 10, py + 10, 'BESTSELLER', C.accent, C.white, 8);
    b += text(px + 12, py + 140, name, { size: 12.5, weight: 700 });
    b += text(px + 12, py + 155, notes, { size: 10, fill: C.muted });
    b += text(px + 12, py + 178, [price, { t: ' / 340 g', weight: 400, fill: C.muted, size: 10 }], {
      size: 13,
      weight: 700,
    });
    b += button(
      px + 12,
      py + 188,
      pw - 24,
      26,
      i === 0 ? 'Added to cart' : 'Add to cart',
      i === 0 ? { fill: C.success, size: 10.5, icon: 'check' } : { fill: C.primary, size: 10.5 },
    );
  });

  // The cart, open.
  const dx = 404;
  const dy = 96;
  const dw = 222;
  let d = box(dx, dy, dw, 350, { shadow: true });
  d += text(dx + 18, dy + 32, 'Your cart', { size: 15, weight: 700 });
  d += text(dx + 100, dy + 32, '(2 items)', { size: 11, fill: C.muted });
  d += icon('x', dx + dw - 32, dy + 18, 16, C.muted);
  d += line(dx, dy + 48, dx + dw, dy + 48);
  const items: [string, string, string, string, string][] = [
    ['Ridge Blend', '340 g · Whole bean', '$16.00', C.accentMid, C.accentDark],
    ['Cedar Dark Roast', '340 g · Ground', '$21.00', C.navyLight, C.navy],
  ];
  items.forEach(([name, detail, price, body, band], i) => {
    const iy = dy + 62 + i * 74;
    d += box(dx + 18, iy, 52, 58, { fill: i === 0 ? C.warnSoft : C.alt, stroke: 'none' });
    d += bag(dx + 44, iy + 29, 0.62, body, band);
    d += text(dx + 80, iy + 14, name, { size: 11.5, weight: 700 });
    d += text(dx + 80, iy + 28, detail, { size: 9.5, fill: C.muted });
    d += box(dx + 80, iy + 36, 62, 22, { stroke: C.border, r: 6 });
    d += text(dx + 91, iy + 51, '−', { size: 12, fill: C.muted, anchor: 'middle' });
    d += text(dx + 111, iy + 51, '1', { size: 11, weight: 600, anchor: 'middle' });
    d += text(dx + 131, iy + 51, '+', { size: 12, fill: C.muted, anchor: 'middle' });
    d += text(dx + dw - 18, iy + 51, price, { size: 12, weight: 700, anchor: 'end' });
  });
  const sy = dy + 216;
  d += line(dx + 18, sy, dx + dw - 18, sy);
  d +=
    text(dx + 18, sy + 22, 'Subtotal', { size: 11, fill: C.muted }) +
    text(dx + dw - 18, sy + 22, '$37.00', { size: 11, anchor: 'end' });
  d +=
    text(dx + 18, sy + 40, 'Shipping', { size: 11, fill: C.muted }) +
    text(dx + dw - 18, sy + 40, 'Free', { size: 11, weight: 600, fill: C.success, anchor: 'end' });
  d +=
    text(dx + 18, sy + 64, 'Total', { size: 13, weight: 700 }) +
    text(dx + dw - 18, sy + 64, '$37.00', { size: 15, weight: 700, anchor: 'end' });
  d += button(dx + 18, sy + 78, dw - 36, 34, 'Checkout', { size: 12.5, icon: 'lock' });
  d += text(dx + dw / 2, sy + 128, 'Secure payment · Free returns', { size: 9.5, fill: C.muted, anchor: 'middle' });

  return svg('Shop page with cart', b + d);
}
