// Offers: the partner offers page's cards as a board of tickets, one per product, each with its ribbon and a
// button, and the terms as floating cards (an offer price for the first 12-month term, renewal at the current rate).
import { C, backdrop, badge, bar, box, button, dot, g, icon, svg, text } from './kit.ts';

export default function offers() {
  let b = backdrop({ cx: 330, cy: 250, r: 215, dots: 'tr' });
  // The board: a panel with its title, four offer cards in two rows.
  const x = 40;
  const y = 34;
  const w = 440;
  const h = 390;
  b += box(x, y, w, h, { shadow: true });
  b += icon('ticket-percent', x + 22, y + 22, 22, C.accent);
  b += text(x + 54, y + 39, 'Current offers', { size: 17, weight: 700 });
  b += text(x + 22, y + 66, 'Offer prices on your first 12-month term', { size: 11, fill: C.muted });
  const cards: [string, string][] = [
    ['Web Hosting', 'server'],
    ['WordPress', 'layout-template'],
    ['WooCommerce', 'shopping-cart'],
    ['Business Email', 'mail'],
  ];
  const cw = (w - 44 - 16) / 2;
  const ch = 138;
  cards.forEach(([label, ic], i) => {
    const cx = x + 22 + (i % 2) * (cw + 16);
    const cy = y + 86 + Math.floor(i / 2) * (ch + 16);
    b += box(cx, cy, cw, ch, { fill: i === 0 ? C.soft : C.white, stroke: i === 0 ? C.sky : C.line });
    b += dot(cx + 30, cy + 30, 16, i === 0 ? C.white : C.soft) + icon(ic, cx + 21, cy + 21, 18, C.primary);
    b += badge(cx + cw - 78, cy + 20, 'Offer', C.accentDark, C.accentSoft);
    b += text(cx + 16, cy + 70, label, { size: 13, weight: 700 });
    b += bar(cx + 16, cy + 80, cw - 60, 6, C.line) + bar(cx + 16, cy + 92, cw - 90, 6, C.line);
    b += button(cx + 16, cy + ch - 38, cw - 32, 26, 'See the offer', { size: 10, outline: i !== 0 });
  });

  // Floating cards: the term, the renewal.
  let f = box(428, 118, 190, 64, { shadow: true });
  f += dot(454, 150, 16, C.accentSoft) + icon('badge-percent', 445, 141, 18, C.accent);
  f += text(478, 145, 'Offer price', { size: 12, weight: 700 });
  f += text(478, 162, 'For your first 12 months', { size: 10, fill: C.muted });
  f += box(428, 318, 190, 64, { shadow: true });
  f += dot(454, 350, 16, C.successSoft) + icon('calendar-check', 445, 341, 18, C.success);
  f += text(478, 345, '12-month term', { size: 12, weight: 700 });
  f += text(478, 362, 'Then the current rate', { size: 10, fill: C.muted });

  return svg('Partner offers', b + g(f));
}
