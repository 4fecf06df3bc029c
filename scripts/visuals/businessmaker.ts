// Business Maker: one dashboard to start and run a small business. A launch checklist (plan, company, domain,
// website, email, payments, listings) in progress, and the month's money at a glance.
import { C, SW, avatar, backdrop, badge, bar, box, browser, button, dot, el, g, icon, line, svg, text } from './kit.ts';

export default function businessmaker() {
  let b = backdrop({ cx: 400, cy: 240, r: 215, dots: 'bl' });
  const x = 16;
  const y = 18;
  const w = 468;
  const h = 424;
  b += browser(x, y, w, h, 'businessmaker.siteharbor.example');

  const px = x + 22;
  b += avatar(px + 14, y + 64, 14, 'CR', C.warnSoft, C.warn);
  b += text(px + 36, y + 60, 'Hi Carmen', { size: 10.5, fill: C.muted });
  b += text(px + 36, y + 76, 'Sunny Side Dog Grooming', { size: 15, weight: 700 });
  // Progress.
  const gy = y + 96;
  b += box(px, gy, 356, 48, { fill: C.soft, stroke: 'none' });
  b += text(px + 14, gy + 20, ['Your launch plan', { t: ' · 4 of 7 done', weight: 600, fill: C.primary, size: 10 }], {
    size: 11,
    weight: 700,
  });
  b += bar(px + 14, gy + 30, 328, 7, C.white) + bar(px + 14, gy + 30, 328 * (4 / 7), 7, C.primary);

  // Checklist.
  const steps: [string, string, string, 'done' | 'now' | 'next'][] = [
    ['file-text', 'Write your business plan', 'Saved on May 2', 'done'],
    ['landmark', 'Form your company', 'LLC registered', 'done'],
    ['globe', 'Claim your domain', 'sunnysidegrooming.com', 'done'],
    ['at-sign', 'Set up business email', 'carmen@sunnysidegrooming.com', 'done'],
    ['layout-template', 'Build your website', '3 of 5 pages ready', 'now'],
    ['credit-card', 'Take payments in person', 'Talk to a specialist', 'next'],
    ['map-pin', 'Get on local listings', '70+ directories and maps', 'next'],
  ];
  steps.forEach(([ic, title, sub, state], i) => {
    const ry = gy + 60 + i * 38;
    const now = state === 'now';
    if (now) b += box(px, ry, w - 44, 36, { stroke: C.mid });
    else if (i > 0 && steps[i - 1][3] !== 'now') b += line(px + 10, ry, px + w - 54, ry);
    if (state === 'done')
      b += dot(px + 20, ry + 18, 11, C.successSoft) + icon('check', px + 13, ry + 11, 14, C.success);
    else
      b +=
        dot(px + 20, ry + 18, 11, now ? C.primary : C.alt) +
        icon(ic, px + 13.5, ry + 11.5, 13, now ? C.white : C.muted);
    b += text(px + 42, ry + 16, title, {
      size: 11,
      weight: state === 'done' ? 400 : 700,
      fill: state === 'done' ? C.muted : C.text,
    });
    b += text(px + 42, ry + 29, sub, { size: 9, fill: C.muted });
    if (now) b += button(px + w - 132, ry + 6, 78, 24, 'Continue', { size: 10 });
    else if (state === 'next') b += icon('chevron-right', px + w - 70, ry + 11, 14, C.faint);
  });

  // The month's money.
  const fx = 418;
  const fy = 44;
  const fw = 208;
  let f = box(fx, fy, fw, 176, { shadow: true });
  f += dot(fx + 28, fy + 28, 14, C.successSoft) + icon('wallet', fx + 20, fy + 20, 16, C.success);
  f += text(fx + 50, fy + 32, 'May so far', { size: 12, weight: 700 });
  f +=
    text(fx + 16, fy + 64, 'Income', { size: 9.5, fill: C.muted }) +
    text(fx + 16, fy + 82, '$4,820', { size: 16, weight: 700, fill: C.success });
  f +=
    text(fx + 110, fy + 64, 'Expenses', { size: 9.5, fill: C.muted }) +
    text(fx + 110, fy + 82, '$1,960', { size: 16, weight: 700 });
  const cats: [string, number, string][] = [
    ['Supplies', 0.62, C.primary],
    ['Rent', 0.48, C.mid],
    ['Marketing', 0.22, C.accentMid],
  ];
  cats.forEach(([label, share, color], i) => {
    const cy = fy + 104 + i * 22;
    f += text(fx + 16, cy + 8, label, { size: 9, fill: C.muted });
    f += bar(fx + 80, cy, fw - 96, 8, C.line) + bar(fx + 80, cy, (fw - 96) * share, 8, color);
  });
  // A booking from the new website.
  f += box(430, 372, 196, 64, { shadow: true });
  f += dot(456, 404, 16, C.accentSoft) + icon('calendar-check', 447, 395, 18, C.accent);
  f += text(480, 400, 'New booking', { size: 12, weight: 700 });
  f += text(480, 417, 'Bath and trim, Sat 10 am', { size: 9.5, fill: C.muted });
  void SW;
  void el;
  void badge;

  return svg('Business Maker launch plan', b + g(f));
}
