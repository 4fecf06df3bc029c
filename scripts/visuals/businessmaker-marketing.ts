// Business Maker, marketing: the business found on a map listing with its reviews, a review answered, and a post
// scheduled for its social pages.
import { C, avatar, backdrop, badge, bar, box, button, dot, el, g, icon, svg, text } from './kit.ts';

const stars = (x: number, y: number, n: number, size = 12) =>
  [0, 1, 2, 3, 4].map((i) => icon('star', x + i * (size + 2), y, size, i < n ? C.warn : C.metalDark)).join('');

export default function businessmakerMarketing() {
  let b = backdrop({ cx: 330, cy: 240, r: 215, dots: 'tr' });
  // A map with the listing's pin.
  const mx = 24;
  const my = 40;
  const mw = 360;
  const mh = 260;
  b += box(mx, my, mw, mh, { fill: C.successSoft, stroke: C.border, shadow: true });
  b += el('path', {
    d: `M${mx} ${my + 150}C${mx + 120} ${my + 120} ${mx + 220} ${my + 190} ${mx + mw} ${my + 140}`,
    stroke: C.white,
    'stroke-width': 14,
    fill: 'none',
  });
  b += el('path', {
    d: `M${mx + 210} ${my}L${mx + 170} ${my + mh}`,
    stroke: C.white,
    'stroke-width': 10,
    fill: 'none',
  });
  b += dot(mx + 188, my + 112, 22, C.accent) + icon('map-pin', mx + 177, my + 101, 22, C.white);
  // The listing.
  const lx = 60;
  const ly = 230;
  let l = box(lx, ly, 300, 118, { shadow: true });
  l += text(lx + 18, ly + 30, 'Sunny Side Dog Grooming', { size: 13, weight: 700 });
  l += stars(lx + 18, ly + 40, 5) + text(lx + 92, ly + 51, '4.9 · 128 reviews', { size: 10, fill: C.muted });
  l += text(lx + 18, ly + 78, 'Open today until 6 pm', { size: 10, fill: C.success, weight: 600 });
  l += badge(lx + 18, ly + 88, 'Listed on 70+ sites', C.primary, C.soft, 9);
  // A review answered.
  const rx = 400;
  const ry = 40;
  let r = box(rx, ry, 220, 170, { shadow: true });
  r += avatar(rx + 30, ry + 30, 14, 'JM', C.sky, C.primary);
  r += text(rx + 52, ry + 27, 'Jamie M.', { size: 11, weight: 700 }) + stars(rx + 52, ry + 33, 5, 10);
  r += bar(rx + 16, ry + 60, 188, 7, C.line) + bar(rx + 16, ry + 73, 150, 7, C.line);
  r += box(rx + 16, ry + 92, 188, 62, { fill: C.soft, stroke: 'none' });
  r += text(rx + 28, ry + 112, 'Your reply', { size: 9.5, weight: 700, fill: C.primary });
  r +=
    text(rx + 28, ry + 130, 'Thanks, Jamie! See you', { size: 10 }) +
    text(rx + 28, ry + 144, 'and Biscuit next time.', { size: 10 });
  // A post scheduled.
  const px = 392;
  const py = 240;
  let p = box(px, py, 228, 200, { shadow: true });
  p += dot(px + 28, py + 28, 14, C.accentSoft) + icon('share-2', px + 20, py + 20, 16, C.accent);
  p += text(px + 50, py + 33, 'Scheduled post', { size: 12, weight: 700 });
  p += box(px + 16, py + 52, 196, 70, { fill: C.warnSoft, stroke: 'none' });
  p += icon('sparkles', px + 98, py + 74, 28, C.warn);
  p += text(px + 16, py + 144, 'Summer special this week', { size: 10.5, weight: 600 });
  p +=
    icon('calendar-check', px + 16, py + 158, 13, C.muted) +
    text(px + 34, py + 169, 'Fri 9:00 am', { size: 9.5, fill: C.muted });
  p += button(px + 136, py + 156, 76, 24, 'Edit', { size: 10, outline: true });
  return svg(
    'A business on a map listing with its reviews, a review answered and a social post scheduled',
    b + g(l) + g(r) + g(p),
  );
}
