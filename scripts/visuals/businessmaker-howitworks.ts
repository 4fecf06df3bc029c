// Business Maker, how it works: three steps in order. A few questions about the business answered, the checklist
// made for that kind of business, and its first step opened with the tool for it.
import { C, backdrop, badge, bar, box, button, dot, g, icon, line, svg, text } from './kit.ts';

export default function businessmakerHowitworks() {
  let b = backdrop({ cx: 330, cy: 250, r: 215, dots: 'tl' });
  // 1. Tell us about your business.
  const qx = 24;
  const qy = 60;
  b += box(qx, qy, 250, 220, { shadow: true });
  b +=
    dot(qx + 26, qy + 26, 12, C.primary) +
    text(qx + 26, qy + 30.5, '1', { size: 12, weight: 700, fill: C.white, anchor: 'middle' });
  b += text(qx + 46, qy + 30, 'About your business', { size: 12, weight: 700 });
  b += text(qx + 18, qy + 66, 'What do you do?', { size: 10, fill: C.muted });
  b += box(qx + 18, qy + 74, 214, 30, { fill: C.soft, stroke: C.mid });
  b += text(qx + 30, qy + 93, 'Dog grooming', { size: 11, weight: 600 });
  b += text(qx + 18, qy + 128, 'Where do you work?', { size: 10, fill: C.muted });
  b += badge(qx + 18, qy + 138, 'A shop', C.white, C.primary) + badge(qx + 78, qy + 138, 'Online', C.muted, C.alt);
  b += badge(qx + 136, qy + 138, 'On the road', C.muted, C.alt);
  b += button(qx + 18, qy + 176, 100, 28, 'Next', { size: 11 });
  // 2. Get a checklist.
  const cx = 300;
  const cy = 28;
  let c = box(cx, cy, 316, 250, { shadow: true });
  c +=
    dot(cx + 26, cy + 26, 12, C.primary) +
    text(cx + 26, cy + 30.5, '2', { size: 12, weight: 700, fill: C.white, anchor: 'middle' });
  c += text(cx + 46, cy + 30, 'Your checklist', { size: 12, weight: 700 });
  c += text(cx + 300, cy + 30, 'For a grooming salon', { size: 9.5, fill: C.muted, anchor: 'end' });
  const items: [string, string][] = [
    ['file-text', 'Write your business plan'],
    ['landmark', 'Form your company'],
    ['globe', 'Claim your domain'],
    ['credit-card', 'Take payments in person'],
    ['map-pin', 'Get on local listings'],
  ];
  items.forEach(([ic, label], i) => {
    const ry = cy + 50 + i * 38;
    if (i > 0) c += line(cx + 16, ry, cx + 300, ry);
    c +=
      dot(cx + 34, ry + 19, 12, i === 0 ? C.accentSoft : C.alt) +
      icon(ic, cx + 26, ry + 11, 16, i === 0 ? C.accent : C.muted);
    c += text(cx + 56, ry + 23, label, { size: 11, weight: i === 0 ? 700 : 400 });
    c += icon('chevron-right', cx + 286, ry + 12, 14, C.faint);
  });
  // 3. Work through it: the first step open in its tool.
  const wx = 150;
  const wy = 306;
  let w = box(wx, wy, 410, 140, { shadow: true });
  w +=
    dot(wx + 26, wy + 26, 12, C.primary) +
    text(wx + 26, wy + 30.5, '3', { size: 12, weight: 700, fill: C.white, anchor: 'middle' });
  w += text(wx + 46, wy + 30, 'Business plan', { size: 12, weight: 700 });
  w += badge(wx + 330, wy + 16, 'In progress', C.warn, C.warnSoft, 9);
  w += text(wx + 20, wy + 64, 'Summary', { size: 11, weight: 700 });
  w +=
    bar(wx + 20, wy + 74, 370, 8, C.line) +
    bar(wx + 20, wy + 88, 330, 8, C.line) +
    bar(wx + 20, wy + 102, 250, 8, C.line);
  w += bar(wx + 20, wy + 122, 370, 6, C.line) + bar(wx + 20, wy + 122, 370 * 0.3, 6, C.primary);
  return svg('Business Maker, how it works: about your business, your checklist, its tools', b + g(c) + g(w));
}
