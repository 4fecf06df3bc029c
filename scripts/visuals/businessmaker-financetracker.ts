// Business Maker, finance tracker: income and expenses month by month, spending by category, and a receipt filed
// for tax time. Sample figures of a small business, not a customer's.
import { C, backdrop, bar, box, browser, dot, g, icon, line, svg, text } from './kit.ts';

export default function businessmakerFinancetracker() {
  let b = backdrop({ cx: 300, cy: 250, r: 220, dots: 'bl' });
  const x = 22;
  const y = 30;
  const w = 476;
  const h = 410;
  b += browser(x, y, w, h, 'businessmaker.siteharbor.example/finances');
  const px = x + 22;
  b += text(px, y + 64, 'Money in and out', { size: 16, weight: 700 });
  b += dot(px + 6, y + 84, 5, C.success) + text(px + 16, y + 88, 'Income', { size: 10, fill: C.muted });
  b += dot(px + 76, y + 84, 5, C.mid) + text(px + 86, y + 88, 'Expenses', { size: 10, fill: C.muted });
  // Bars by month.
  const base = y + 250;
  const months: [string, number, number][] = [
    ['Jan', 96, 62],
    ['Feb', 110, 70],
    ['Mar', 128, 66],
    ['Apr', 142, 78],
    ['May', 150, 72],
    ['Jun', 164, 80],
  ];
  [0, 1, 2, 3].forEach((i) => (b += line(px, base - i * 44, px + 430, base - i * 44)));
  months.forEach(([m, inc, exp], i) => {
    const bx = px + 18 + i * 70;
    b += bar(bx, base - inc, 20, inc, C.success, 4) + bar(bx + 24, base - exp, 20, exp, C.mid, 4);
    b += text(bx + 22, base + 18, m, { size: 9.5, fill: C.muted, anchor: 'middle' });
  });
  // Categories.
  const cy = base + 40;
  b += text(px, cy, 'Spending by category', { size: 11, weight: 700 });
  const cats: [string, number, string][] = [
    ['Supplies', 0.64, C.primary],
    ['Rent', 0.5, C.mid],
    ['Marketing', 0.2, C.accentMid],
  ];
  cats.forEach(([label, share, color], i) => {
    const ry = cy + 14 + i * 20;
    b += text(px, ry + 8, label, { size: 9.5, fill: C.muted });
    b += bar(px + 70, ry, 300, 8, C.line) + bar(px + 70, ry, 300 * share, 8, color);
  });
  // This month and a receipt filed.
  const fx = 440;
  let f = box(fx, 70, 180, 112, { shadow: true });
  f += dot(fx + 28, 98, 14, C.successSoft) + icon('wallet', fx + 20, 90, 16, C.success);
  f += text(fx + 50, 102, 'June', { size: 12, weight: 700 });
  f +=
    text(fx + 16, 132, 'Income', { size: 9.5, fill: C.muted }) +
    text(fx + 16, 152, '$5,240', { size: 15, weight: 700, fill: C.success });
  f +=
    text(fx + 96, 132, 'Expenses', { size: 9.5, fill: C.muted }) +
    text(fx + 96, 152, '$2,310', { size: 15, weight: 700 });
  f += box(fx, 330, 180, 108, { shadow: true });
  f += dot(fx + 28, 358, 14, C.accentSoft) + icon('receipt', fx + 20, 350, 16, C.accent);
  f += text(fx + 50, 362, 'Receipt filed', { size: 12, weight: 700 });
  f += text(fx + 16, 392, 'Grooming supplies', { size: 10, fill: C.muted });
  f += text(fx + 16, 414, 'Kept for tax time', { size: 10, weight: 600, fill: C.success });
  return svg(
    'A finance tracker: income and expenses by month, spending by category and a receipt kept for tax time',
    b + g(f),
  );
}
