// Business Maker, point of sale: a card taken at the counter on a payment terminal, and in-person and online sales
// seen together. Sample amounts of a small shop.
import { C, backdrop, bar, box, button, dot, el, g, icon, line, phone, svg, text } from './kit.ts';

export default function businessmakerPos() {
  let b = backdrop({ cx: 250, cy: 250, r: 215, dots: 'tl' });
  // The counter.
  b += el('rect', { x: 20, y: 372, width: 420, height: 18, rx: 6, fill: C.warnMid });
  b += el('rect', { x: 36, y: 390, width: 388, height: 70, rx: 4, fill: C.primaryDark });
  // The terminal.
  const t = phone(120, 96, 168, 286);
  b += t.frame;
  const s = t.screen;
  b += text(s.x + s.w / 2, s.y + 48, 'Sunny Side Grooming', { size: 10, fill: C.muted, anchor: 'middle' });
  b += text(s.x + s.w / 2, s.y + 92, '$48.00', { size: 26, weight: 700, anchor: 'middle' });
  b += text(s.x + s.w / 2, s.y + 112, 'Bath and trim', { size: 10, fill: C.muted, anchor: 'middle' });
  b += dot(s.x + s.w / 2, s.y + 170, 34, C.soft) + icon('nfc', s.x + s.w / 2 - 18, s.y + 152, 36, C.primary);
  b += text(s.x + s.w / 2, s.y + 228, 'Tap, insert or swipe', { size: 10, weight: 600, anchor: 'middle' });
  b += bar(s.x + 20, s.y + 244, s.w - 40, 6, C.line);
  // A card held to it.
  b += el('rect', { x: 250, y: 196, width: 110, height: 70, rx: 8, fill: C.accent, transform: 'rotate(-14 305 231)' });
  b += el('rect', { x: 262, y: 212, width: 22, height: 16, rx: 3, fill: C.warnMid, transform: 'rotate(-14 305 231)' });
  // Sales in one view.
  const x = 400;
  const y = 60;
  let v = box(x, y, 220, 220, { shadow: true });
  v += dot(x + 28, y + 28, 14, C.soft) + icon('chart-column', x + 20, y + 20, 16, C.primary);
  v += text(x + 50, y + 33, 'Sales today', { size: 12, weight: 700 });
  const rows: [string, string, number, string][] = [
    ['store', 'In person', 0.62, C.primary],
    ['globe', 'Online', 0.38, C.accentMid],
  ];
  rows.forEach(([ic, label, share, color], i) => {
    const ry = y + 62 + i * 56;
    v += icon(ic, x + 16, ry, 14, C.muted) + text(x + 36, ry + 11, label, { size: 10.5 });
    v += text(x + 204, ry + 11, `${Math.round(share * 100)}%`, { size: 10.5, weight: 700, anchor: 'end' });
    v += bar(x + 16, ry + 22, 188, 8, C.line) + bar(x + 16, ry + 22, 188 * share, 8, color);
  });
  v += line(x + 16, y + 176, x + 204, y + 176);
  v +=
    text(x + 16, y + 200, 'Total', { size: 10.5, fill: C.muted }) +
    text(x + 204, y + 200, '$1,240', { size: 14, weight: 700, anchor: 'end' });
  // The payment taken.
  v += box(x + 10, 316, 210, 62, { shadow: true });
  v += dot(x + 40, 347, 16, C.successSoft) + icon('check', x + 31, 338, 18, C.success);
  v += text(x + 66, 343, 'Payment approved', { size: 11.5, weight: 700 });
  v += text(x + 66, 360, 'Receipt sent by email', { size: 9.5, fill: C.muted });
  void button;
  return svg(
    'A payment terminal taking a card at the counter, with in-person and online sales seen together',
    b + g(v),
  );
}
