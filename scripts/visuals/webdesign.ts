// Website design: a designer's review. The client's old page behind, the new design in front with the
// designer's pinned comments and the client's approval.
import {
  C,
  SW,
  avatar,
  backdrop,
  badge,
  bar,
  box,
  browser,
  button,
  dot,
  el,
  g,
  icon,
  line,
  pill,
  svg,
  text,
  topRounded,
} from './kit.ts';

function pin(cx: number, cy: number, n: string) {
  return (
    dot(cx, cy + 1.5, 11, C.navy) +
    dot(cx, cy, 11, C.accent) +
    text(cx, cy + 4, n, { size: 11, weight: 700, fill: C.white, anchor: 'middle' })
  );
}

export default function webdesign() {
  let b = backdrop({ cx: 360, cy: 250, r: 215, dots: 'bl' });

  // Before: the old page, dated and cramped.
  const ox = 14;
  const oy = 46;
  const ow = 250;
  b += browser(ox, oy, ow, 262, 'birchandstone.com', { shadow: true });
  const bx = ox + 1;
  const by = oy + 31;
  b += el('rect', { x: bx, y: by, width: ow - 2, height: 230, fill: '#f2ecdc' });
  b += el('rect', { x: bx, y: by, width: ow - 2, height: 26, fill: '#6b7d5b' });
  b += text(ox + ow / 2, by + 17, 'BIRCH & STONE LANDSCAPING', {
    size: 9,
    weight: 700,
    fill: '#f2ecdc',
    anchor: 'middle',
    spacing: 0.5,
  });
  b += text(ox + ow / 2, by + 46, 'Welcome to our web site!!', {
    size: 11,
    weight: 700,
    fill: '#7a3b8f',
    anchor: 'middle',
  });
  ['Home | Services | Photos | Contact Us'].forEach(
    (l) => (b += text(ox + ow / 2, by + 62, l, { size: 7.5, fill: '#2b50c8', anchor: 'middle' })),
  );
  b += el('rect', { x: ox + 20, y: by + 72, width: 90, height: 62, fill: '#9fb08a' });
  b += el('path', { d: `M${ox + 20} ${by + 134}l30 -30l20 18l14 -10l26 22z`, fill: '#6b7d5b' });
  [
    'We are a family owned',
    'landscaping company serving',
    'the area since 1994. We do',
    'lawns, trees, patios and',
    'much much more. Call today',
    'for a FREE estimate!!!',
  ].forEach((l, i) => {
    b += text(ox + 118, by + 80 + i * 10, l, { size: 7, fill: '#4a4a4a' });
  });
  b += text(ox + ow / 2, by + 152, 'Click here for our services', { size: 8, fill: '#2b50c8', anchor: 'middle' });
  b += line(ox + 80, by + 154, ox + ow - 80, by + 154, '#2b50c8');
  b += el('rect', { x: ox + ow / 2 - 38, y: by + 166, width: 76, height: 14, fill: '#111', rx: 0 });
  b += text(ox + ow / 2, by + 176, 'Visitors: 004217', { size: 7, fill: '#7cf07c', anchor: 'middle' });
  b += text(ox + ow / 2, by + 204, 'Best viewed at 800 x 600', { size: 6.5, fill: '#8a8a8a', anchor: 'middle' });

  // After: the new design.
  const nx = 196;
  const ny = 84;
  const nw = 430;
  const nh = 330;
  b += browser(nx, ny, nw, nh, 'birchandstone.com');
  const px = nx + 20;
  const py = ny + 31;
  b += text(
    px,
    py + 24,
    [
      { t: 'Birch', weight: 800 },
      { t: ' & ', fill: C.success },
      { t: 'Stone', weight: 800 },
    ],
    { size: 12, fill: C.navy },
  );
  ['Services', 'Projects', 'About'].forEach(
    (item, i) => (b += text(px + 176 + i * 56, py + 23, item, { size: 9.5, fill: C.muted })),
  );
  b += button(nx + nw - 86, py + 10, 66, 20, 'Call us', { outline: true, size: 9 });
  // Hero with a drawn garden.
  const hy = py + 40;
  const hw = nw - 40;
  b += box(px, hy, hw, 150, { fill: C.successSoft, stroke: 'none' });
  b += el('path', { d: `M${px + 190} ${hy + 150}c40 -50 90 -60 140 -40c20 8 40 10 60 2v38z`, fill: C.successMid });
  b += el('path', { d: `M${px + 230} ${hy + 150}c30 -26 70 -34 120 -18c10 3 30 4 40 0v18z`, fill: C.success });
  b += el('rect', { x: px + 300, y: hy + 70, width: 5, height: 40, fill: C.navyLight });
  b += dot(px + 302, hy + 58, 26, C.success) + dot(px + 288, hy + 72, 16, C.successMid);
  b += dot(px + 340, hy + 40, 14, C.warnMid);
  b += text(px + 18, hy + 46, 'Gardens that grow', { size: 19, weight: 700 });
  b += text(px + 18, hy + 70, 'with you', { size: 19, weight: 700 });
  b += text(px + 18, hy + 90, 'Design, planting and care since 1994', { size: 9.5, fill: C.muted });
  b += button(px + 18, hy + 104, 104, 28, 'Get a free quote', { size: 10 });
  // Services.
  const sy = hy + 164;
  const services: [string, string][] = [
    ['shovel', 'Design'],
    ['leaf', 'Planting'],
    ['droplets', 'Irrigation'],
  ];
  const sw = (hw - 20) / 3;
  services.forEach(([ic, label], i) => {
    const sx = px + i * (sw + 10);
    b += box(sx, sy, sw, 60);
    b += dot(sx + 24, sy + 30, 14, C.successSoft) + icon(ic, sx + 16, sy + 22, 16, C.success);
    b += text(sx + 46, sy + 28, label, { size: 10, weight: 700 });
    b += text(sx + 46, sy + 42, 'Learn more', { size: 8.5, fill: C.primary });
  });

  b += badge(ox, oy + 270, 'BEFORE', C.white, C.muted, 9);
  b += badge(nx + nw - 58, ny + nh + 8, 'AFTER', C.white, C.success, 9);

  // Comments pinned to the new design.
  b += pin(px, hy + 30, '1');
  b += pin(px + 128, hy + 106, '2');
  let c = box(404, 12, 218, 80, { shadow: true });
  c += avatar(426, 36, 13, 'LD', C.sky, C.primaryDark);
  c += text(446, 34, 'Lena', { size: 10.5, weight: 700 });
  c += text(446, 47, 'Designer', { size: 9, fill: C.muted });
  c += pin(600, 34, '1');
  c += text(418, 68, 'Bigger headline and one clear', { size: 10, fill: C.text });
  c += text(418, 82, 'button above the fold.', { size: 10, fill: C.text });
  c += box(60, 384, 250, 64, { shadow: true });
  c += avatar(84, 416, 13, 'JB', C.warnSoft, C.warn);
  c += text(
    106,
    408,
    [
      { t: 'Jordan', weight: 700 },
      { t: '  Birch & Stone', fill: C.muted, size: 9 },
    ],
    { size: 10.5 },
  );
  c += text(106, 425, '"Love it. Approved!"', { size: 10.5, fill: C.text });
  c += pill(234, 398, 64, 22, C.successSoft) + icon('check', 242, 403, 12, C.success);
  c += text(258, 413, 'Done', { size: 9.5, weight: 700, fill: C.success });
  void SW;
  void bar;
  void topRounded;

  return svg('Website design review, before and after', b + g(c));
}
