// Affiliates and partners: a publisher's dashboard with clicks, referred sales and commission, the weekly
// earnings, recent referrals, the tracking link and the latest payout.
import { C, backdrop, badge, bar, box, browser, button, dot, g, icon, line, svg, text } from './kit.ts';

export default function partners() {
  let b = backdrop({ cx: 400, cy: 250, r: 215, dots: 'bl' });
  const x = 16;
  const y = 30;
  const w = 480;
  const h = 410;
  b += browser(x, y, w, h, 'partners.siteharbor.example');

  const px = x + 22;
  b += text(px, y + 64, 'Partner dashboard', { size: 16, weight: 700 });
  b += text(px, y + 81, 'The Small Shop Journal · March', { size: 10.5, fill: C.muted });

  // Figures.
  const sy = y + 96;
  const stats: [string, string, string][] = [
    ['mouse-pointer-click', 'Clicks', '3,214'],
    ['shopping-cart', 'Referred sales', '86'],
    ['wallet', 'Commission', '$1,148.60'],
  ];
  const sw = (w - 44 - 20) / 3;
  stats.forEach(([ic, label, value], i) => {
    const sx = px + i * (sw + 10);
    b += box(sx, sy, sw, 60, { fill: i === 2 ? C.successSoft : C.alt, stroke: 'none' });
    b += icon(ic, sx + 12, sy + 12, 14, i === 2 ? C.success : C.primary);
    b += text(sx + 32, sy + 23, label, { size: 9.5, fill: C.muted });
    b += text(sx + 12, sy + 48, value, { size: 17, weight: 700, fill: i === 2 ? C.success : C.text });
  });

  // Weekly earnings.
  const cy = sy + 74;
  const ch = 104;
  b += box(px, cy, w - 44, ch);
  b += text(px + 14, cy + 22, 'Earnings by week', { size: 11, weight: 700 });
  const weeks = [180, 240, 210, 300, 218];
  const base = cy + ch - 22;
  const bw = 34;
  const gap = (w - 44 - 28 - weeks.length * bw) / (weeks.length - 1);
  const pts: [number, number][] = [];
  weeks.forEach((v, i) => {
    const bx = px + 14 + i * (bw + gap);
    const bh = v * 0.2;
    b += bar(bx, base - bh, bw, bh, i === 3 ? C.success : C.successSoft, 4);
    b += text(bx + bw / 2, base + 14, `Wk ${i + 1}`, { size: 8.5, fill: C.faint, anchor: 'middle' });
    pts.push([bx + bw / 2, base - bh - 10]);
  });
  b += text(pts[3][0], pts[3][1] + 4, '$300.00', { size: 9.5, weight: 700, fill: C.success, anchor: 'middle' });

  // Recent referrals.
  const ry = cy + ch + 22;
  b += text(px, ry, 'Recent referrals', { size: 11, weight: 700 });
  const refs: [string, string, string, string, boolean][] = [
    ['globe', 'Domain and business email', 'Mar 18', '$14.20', true],
    ['server', 'Web Hosting Advanced', 'Mar 17', '$38.50', true],
    ['store', 'Online Store', 'Mar 17', '$42.00', false],
  ];
  refs.forEach(([ic, product, date, amount, approved], i) => {
    const rr = ry + 8 + i * 30;
    if (i > 0) b += line(px, rr, px + w - 44, rr);
    b += box(px, rr + 5, 22, 22, { fill: C.soft, stroke: 'none', r: 6 }) + icon(ic, px + 4, rr + 9, 14, C.primary);
    b += text(px + 32, rr + 16, product, { size: 10.5, weight: 600 });
    b += text(px + 32, rr + 28, date, { size: 8.5, fill: C.muted });
    b += text(px + 300, rr + 20, amount, { size: 11, weight: 700, anchor: 'end' });
    b += badge(
      px + 312,
      rr + 8,
      approved ? 'Approved' : 'Pending',
      approved ? C.success : C.warn,
      approved ? C.successSoft : C.warnSoft,
      8.5,
    );
  });

  // Tracking link.
  const lx = 392;
  const ly = 12;
  const lw = 234;
  let f = box(lx, ly, lw, 84, { shadow: true });
  f += icon('link', lx + 16, ly + 16, 14, C.primary);
  f += text(lx + 36, ly + 27, 'Your tracking link', { size: 11, weight: 700 });
  f += box(lx + 16, ly + 40, lw - 32, 30, { fill: C.alt, stroke: 'none', r: 6 });
  f += text(lx + 26, ly + 59, 'go.partner.example/ssj', { size: 9.5, fill: C.text });
  f += button(lx + lw - 70, ly + 44, 50, 22, 'Copy', { fill: C.primary, size: 9.5 });
  // Payout.
  f += box(420, 384, 206, 64, { shadow: true });
  f += dot(446, 416, 16, C.successSoft) + icon('badge-dollar-sign', 437, 407, 18, C.success);
  f += text(470, 412, 'Payout sent', { size: 12, weight: 700 });
  f += text(470, 429, '$1,020.00 for February', { size: 9.5, fill: C.muted });

  return svg('Partner dashboard', b + g(f));
}
