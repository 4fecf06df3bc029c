// Business Maker, online business: a name, a site and email that match. The name found free, the website and the
// mailbox that carry it. A sample name ("yourbusiness"), not a customer's.
import { C, backdrop, badge, bar, box, browser, button, dot, g, icon, line, svg, text } from './kit.ts';

const NAME = 'yourbusiness';

export default function businessmakerOnlinebusiness() {
  const b = backdrop({ cx: 300, cy: 250, r: 215, dots: 'tl' });
  // The name, searched and free.
  const sx = 316;
  const sy = 28;
  let s = box(sx, sy, 300, 200, { shadow: true });
  s += text(sx + 18, sy + 32, 'Find your name', { size: 13, weight: 700 });
  s += box(sx + 18, sy + 46, 264, 34, { stroke: C.mid });
  s += icon('search', sx + 28, sy + 55, 16, C.muted) + text(sx + 52, sy + 68, NAME, { size: 12 });
  const results: [string, boolean][] = [
    ['.com', true],
    ['.shop', true],
    ['.net', false],
  ];
  results.forEach(([ext, free], i) => {
    const ry = sy + 92 + i * 34;
    if (i > 0) s += line(sx + 18, ry, sx + 282, ry);
    s += text(sx + 18, ry + 22, [NAME, { t: ext, weight: 700, fill: C.primary }], { size: 11.5 });
    s += free
      ? badge(sx + 200, ry + 8, 'Available', C.success, C.successSoft, 9)
      : badge(sx + 214, ry + 8, 'Taken', C.muted, C.alt, 9);
  });
  // The website at the name.
  const x = 24;
  const y = 150;
  let w = browser(x, y, 396, 290, `${NAME}.com`);
  w += box(x + 18, y + 48, 360, 120, { fill: C.soft, stroke: 'none' });
  w += text(x + 36, y + 90, 'Your business,', { size: 19, weight: 700 });
  w += text(x + 36, y + 116, 'online', { size: 19, weight: 700, fill: C.primary });
  w += button(x + 36, y + 130, 96, 24, 'Book now', { size: 10 });
  [0, 1, 2].forEach((i) => {
    const tx = x + 18 + i * 124;
    w += box(tx, y + 182, 112, 90);
    w += dot(tx + 22, y + 204, 10, C.alt) + bar(tx + 12, y + 226, 80, 7, C.line) + bar(tx + 12, y + 240, 60, 7, C.line);
  });
  // Email at the same name.
  const mx = 380;
  const my = 318;
  let m = box(mx, my, 240, 120, { shadow: true });
  m += dot(mx + 30, my + 30, 16, C.accentSoft) + icon('at-sign', mx + 21, my + 21, 18, C.accent);
  m += text(mx + 56, my + 35, 'Business email', { size: 12, weight: 700 });
  m += box(mx + 16, my + 58, 208, 44, { fill: C.alt, stroke: 'none' });
  m += text(mx + 28, my + 76, `hello@${NAME}.com`, { size: 11, weight: 600 });
  m += text(mx + 28, my + 92, 'Mailbox ready', { size: 9.5, fill: C.success });
  return svg(
    'A business name found free as a .com, the website at it and an email address at the same name',
    b + g(w) + g(s) + g(m),
  );
}
