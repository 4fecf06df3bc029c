// Business Maker, guides: short, practical guides for new owners by topic, one open at its first steps.
import { C, backdrop, badge, bar, box, browser, dot, g, icon, line, svg, text } from './kit.ts';

export default function businessmakerGuides() {
  let b = backdrop({ cx: 330, cy: 240, r: 215, dots: 'tl' });
  const x = 150;
  const y = 30;
  const w = 470;
  const h = 420;
  b += browser(x, y, w, h, 'businessmaker.siteharbor.example/guides');
  // The guide open.
  const px = x + 150;
  b += badge(px, y + 52, 'Getting started', C.primary, C.soft, 9);
  b += text(px, y + 96, 'Naming your', { size: 18, weight: 700 });
  b += text(px, y + 120, 'business', { size: 18, weight: 700 });
  b += icon('clock', px, y + 132, 12, C.muted) + text(px + 16, y + 142, '5 min read', { size: 9.5, fill: C.muted });
  b += box(px, y + 158, 296, 96, { fill: C.warnSoft, stroke: 'none' });
  b += icon('lightbulb', px + 130, y + 188, 36, C.warn);
  [0, 1, 2, 3].forEach((i) => (b += bar(px, y + 272 + i * 14, [296, 280, 296, 200][i], 7, C.line)));
  b += text(px, y + 348, 'Steps', { size: 11, weight: 700 });
  ['Say it out loud', 'Check the domain is free'].forEach((s, i) => {
    b +=
      dot(px + 8, y + 366 + i * 20, 7, C.soft) +
      text(px + 8, y + 369.5 + i * 20, String(i + 1), { size: 8.5, weight: 700, fill: C.primary, anchor: 'middle' });
    b += text(px + 24, y + 370 + i * 20, s, { size: 10 });
  });
  b += line(px - 14, y + 44, px - 14, y + h - 14);
  // The topics, on a card over the window's left edge.
  const sx = 20;
  const sy = 80;
  let s = box(sx, sy, 250, 300, { shadow: true });
  s += text(sx + 18, sy + 32, 'Guides', { size: 14, weight: 700 });
  const topics: [string, string, string, string, string][] = [
    ['rocket', 'Getting started', 'Naming, registering, planning', C.primary, C.soft],
    ['wallet', 'Money', 'Pricing, bookkeeping, getting paid', C.success, C.successSoft],
    ['search', 'Getting found', 'Websites, listings, social', C.accent, C.accentSoft],
  ];
  topics.forEach(([ic, title, sub, fg, bg], i) => {
    const ry = sy + 52 + i * 78;
    s += box(sx + 14, ry, 222, 66, { fill: i === 0 ? C.soft : C.white, stroke: i === 0 ? C.mid : C.border });
    s += dot(sx + 42, ry + 33, 16, i === 0 ? C.white : bg) + icon(ic, sx + 32, ry + 23, 20, fg);
    s += text(sx + 68, ry + 29, title, { size: 11.5, weight: 700 });
    s += text(sx + 68, ry + 46, sub, { size: 9, fill: C.muted });
  });
  return svg('Guides for new business owners by topic, one open: naming your business, a five-minute read', b + g(s));
}
