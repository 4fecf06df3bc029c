// Business Maker, Get online: the three things that put a business online, in order: a domain, a website at it
// and email at the same name. A sample name ("yourbusiness"), not a customer's.
import { C, backdrop, bar, box, browser, button, dot, g, icon, pill, svg, text } from './kit.ts';

const NAME = 'yourbusiness';

export default function getonline() {
  let b = backdrop({ cx: 380, cy: 250, r: 215, dots: 'tr' });
  const x = 150;
  const y = 36;
  const w = 466;
  const h = 352;
  b += browser(x, y, w, h, `${NAME}.com`);

  // The new website at the domain: its menu, a heading, a line of text, a button and three tiles; its left edge
  // leaves room for the steps card over the window.
  const px = x + 96;
  const pw = w - 120;
  b += dot(px + 9, y + 56, 9, C.primary);
  b += text(px + 26, y + 60, [NAME, { t: '.com', fill: C.primary }], { size: 12, weight: 700 });
  [0, 1, 2].forEach((i) => (b += bar(x + w - 170 + i * 50, y + 53, 38, 7, C.line)));
  b += box(px, y + 82, pw, 150, { fill: C.soft, stroke: 'none' });
  b += text(px + 24, y + 124, 'Welcome to your', { size: 22, weight: 700 });
  b += text(px + 24, y + 152, 'new website', { size: 22, weight: 700, fill: C.primary });
  b += bar(px + 24, y + 168, 200, 8, C.sky) + bar(px + 24, y + 182, 150, 8, C.sky);
  b += button(px + 24, y + 196, 104, 26, 'Contact us', { size: 10 });
  [0, 1, 2].forEach((i) => {
    const tw = (pw - 24) / 3;
    const tx = px + i * (tw + 12);
    b += box(tx, y + 246, tw, 84);
    b += dot(tx + 20, y + 268, 10, C.alt);
    b += bar(tx + 12, y + 290, tw - 40, 7, C.line) + bar(tx + 12, y + 303, tw - 60, 7, C.line);
  });

  // The three steps, done in order, on a card over the window's left edge.
  const sx = 22;
  const sy = 96;
  const sw = 206;
  let s = box(sx, sy, sw, 190, { shadow: true });
  s += text(sx + 16, sy + 28, 'Get online', { size: 13, weight: 700 });
  s += pill(sx + sw - 66, sy + 14, 50, 18, C.successSoft);
  s += text(sx + sw - 41, sy + 27, '3 of 3', { size: 9.5, weight: 600, fill: C.success, anchor: 'middle' });
  const steps: [string, string, string][] = [
    ['globe', 'Domain registered', `${NAME}.com`],
    ['layout-template', 'Website published', 'Live at your domain'],
    ['at-sign', 'Email set up', `hello@${NAME}.com`],
  ];
  steps.forEach(([ic, title, sub], i) => {
    const ry = sy + 44 + i * 46;
    s += dot(sx + 30, ry + 18, 14, C.successSoft) + icon(ic, sx + 22, ry + 10, 16, C.success);
    s += text(sx + 52, ry + 15, title, { size: 11, weight: 700 });
    s += text(sx + 52, ry + 30, sub, { size: 9.5, fill: C.muted });
    s += icon('check', sx + sw - 30, ry + 10, 14, C.success);
  });

  // The first message to the new address.
  const mx = 356;
  const my = 374;
  s += box(mx, my, 264, 68, { shadow: true });
  s += dot(mx + 32, my + 34, 18, C.accentSoft) + icon('mail', mx + 23, my + 25, 18, C.accent);
  s += text(mx + 60, my + 30, 'New message', { size: 12, weight: 700 });
  s += text(mx + 60, my + 47, `To hello@${NAME}.com`, { size: 10, fill: C.muted });

  return svg('Getting a business online: domain, website and email', b + g(s));
}
