// Website builder: the editor with a restaurant theme open, a heading selected for editing, the page's sections
// on the left and the theme's style panel floating on the right.
import {
  C,
  SW,
  backdrop,
  badge,
  box,
  browser,
  button,
  cornerPane,
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

export default function websites() {
  const x = 14;
  const y = 18;
  const w = 540;
  const h = 424;
  let b = backdrop({ cx: 400, cy: 250, r: 215, dots: 'bl' });
  b += browser(x, y, w, h, 'editor.siteharbor.example');

  // Toolbar.
  const ty = y + 31;
  b += icon('layout-template', x + 14, ty + 11, 15, C.primary);
  b += text(x + 36, ty + 23, 'Home', { size: 11, weight: 600 });
  b += icon('chevron-down', x + 76, ty + 14, 10, C.muted);
  b += icon('undo-2', x + 96, ty + 12, 13, C.muted) + icon('redo-2', x + 116, ty + 12, 13, C.faint);
  const dx = x + w / 2 - 38;
  b += box(dx, ty + 7, 76, 24, { fill: C.alt, stroke: 'none', r: 6 });
  b += box(dx + 3, ty + 10, 24, 18, { fill: C.white, stroke: 'none', r: 4 });
  b +=
    icon('monitor', dx + 8, ty + 12.5, 13, C.primary) +
    icon('tablet', dx + 32, ty + 12.5, 13, C.muted) +
    icon('smartphone', dx + 56, ty + 12.5, 13, C.muted);
  b += button(x + w - 150, ty + 7, 64, 24, 'Preview', { outline: true, size: 10 });
  b += button(x + w - 78, ty + 7, 64, 24, 'Publish', { size: 10 });
  b += line(x, ty + 38, x + w, ty + 38);

  // Sections panel.
  const py = ty + 38;
  const pw = 118;
  b += el('rect', { x: x + 0.75, y: py + 0.75, width: pw, height: y + h - py - 11, fill: C.white });
  b += text(x + 14, py + 24, 'SECTIONS', { size: 8.5, weight: 700, fill: C.muted, spacing: 0.8 });
  const sections: [string, string][] = [
    ['panel-top', 'Header'],
    ['image', 'Hero'],
    ['text', 'About us'],
    ['utensils', 'Menu'],
    ['images', 'Gallery'],
    ['map-pin', 'Visit us'],
  ];
  sections.forEach(([ic, label], i) => {
    const iy = py + 36 + i * 30;
    if (i === 1) b += box(x + 8, iy - 2, pw - 16, 26, { fill: C.soft, stroke: 'none', r: 6 });
    b += icon('grip-vertical', x + 12, iy + 5, 12, C.border);
    b += icon(ic, x + 28, iy + 4, 14, i === 1 ? C.primary : C.muted);
    b += text(x + 50, iy + 15, label, { size: 10.5, weight: i === 1 ? 700 : 400, fill: i === 1 ? C.primary : C.text });
  });
  const ay = py + 36 + 6 * 30 + 4;
  b += el('rect', {
    x: x + 10,
    y: ay,
    width: pw - 20,
    height: 28,
    rx: 6,
    fill: 'none',
    stroke: C.mid,
    'stroke-width': SW,
    'stroke-dasharray': '4 3',
  });
  b +=
    icon('plus', x + 22, ay + 8, 12, C.primary) +
    text(x + 38, ay + 18, 'Add section', { size: 10, weight: 600, fill: C.primary });
  b += line(x + pw, py, x + pw, y + h);

  // Canvas with the theme.
  const cx = x + pw;
  const cw = w - pw;
  b += cornerPane(cx + 0.75, py + 0.75, cw - 1.5, y + h - py - 1.5, C.alt, 9);
  const sx = cx + 16;
  const sw = cw - 32;
  const sy = py + 14;
  b += topRounded(sx, sy, sw, y + h - sy - 0.75, C.white, 6);
  // Theme header.
  b += text(sx + 16, sy + 22, 'OSTERIA LUMEN', { size: 10, weight: 800, fill: C.navy, spacing: 1.2 });
  ['Menu', 'About', 'Visit'].forEach(
    (item, i) => (b += text(sx + sw - 150 + i * 40, sy + 22, item, { size: 9, fill: C.muted })),
  );
  b +=
    pill(sx + sw - 40, sy + 10, 32, 16, C.accent) +
    text(sx + sw - 24, sy + 21, 'Book', { size: 8, weight: 700, fill: C.white, anchor: 'middle' });
  // Hero: a table seen from above.
  const hy = sy + 36;
  const hh = 166;
  b += el('rect', { x: sx, y: hy, width: sw, height: hh, fill: C.navyLight });
  b +=
    dot(sx + sw - 86, hy + 78, 58, C.primaryDark) +
    dot(sx + sw - 86, hy + 78, 44, C.warnSoft) +
    dot(sx + sw - 86, hy + 78, 30, C.warnMid);
  b += el('path', { d: `M${sx + sw - 108} ${hy + 70}c10 -12 34 -12 44 2c-8 16 -34 18 -44 -2z`, fill: C.accentMid });
  b += dot(sx + sw - 96, hy + 92, 5, C.successMid) + dot(sx + sw - 78, hy + 96, 4, C.successMid);
  b += text(sx + 18, hy + 40, 'TRATTORIA · HARBOR STREET', { size: 7.5, weight: 700, fill: C.warnMid, spacing: 1 });
  b += text(sx + 18, hy + 72, 'Fresh pasta,', { size: 18, weight: 700, fill: C.white });
  b += text(sx + 18, hy + 96, 'made every morning', { size: 18, weight: 700, fill: C.white });
  b += button(sx + 18, hy + 124, 84, 24, 'Book a table', { size: 9.5 });
  // The selected heading: outline, handles, label, text toolbar.
  const selX = sx + 12;
  const selY = hy + 54;
  const selW = 228;
  const selH = 50;
  b += el('rect', { x: selX, y: selY, width: selW, height: selH, fill: 'none', stroke: C.focus, 'stroke-width': SW });
  for (const [hx, hy2] of [
    [selX, selY],
    [selX + selW, selY],
    [selX, selY + selH],
    [selX + selW, selY + selH],
  ]) {
    b += el('rect', {
      x: hx - 3.5,
      y: hy2 - 3.5,
      width: 7,
      height: 7,
      fill: C.white,
      stroke: C.focus,
      'stroke-width': SW,
    });
  }
  b += box(selX + 104, selY - 62, 150, 26, { shadow: true, r: 6 });
  ['bold', 'italic', 'underline', 'link', 'align-left', 'palette'].forEach((ic, i) => {
    b += icon(ic, selX + 114 + i * 22, selY - 55, 12, i === 0 ? C.primary : C.text);
  });
  b += badge(selX, selY + selH + 4, 'Heading', C.white, C.focus, 8);
  // Menu cards under the hero.
  const my = hy + hh + 14;
  b += text(sx + 16, my + 12, 'From our kitchen', { size: 11, weight: 700 });
  const dishes: [string, string, string][] = [
    ['Tagliatelle', '$18', C.warnSoft],
    ['Risotto', '$21', C.successSoft],
    ['Tiramisu', '$9', C.accentSoft],
  ];
  const dw = (sw - 32 - 16) / 3;
  dishes.forEach(([name, price, tint], i) => {
    const dxx = sx + 16 + i * (dw + 8);
    b += box(dxx, my + 22, dw, 56, { fill: tint, stroke: 'none', r: 6 });
    b +=
      dot(dxx + 22, my + 50, 13, C.white) +
      dot(dxx + 22, my + 50, 8, i === 0 ? C.warnMid : i === 1 ? C.successMid : C.accentMid);
    b += text(dxx + 42, my + 47, name, { size: 9, weight: 700 });
    b += text(dxx + 42, my + 60, price, { size: 9, fill: C.muted });
  });

  // Style panel.
  const fx = 462;
  const fy = 228;
  const fw = 166;
  let f = box(fx, fy, fw, 214, { shadow: true });
  f += text(fx + 14, fy + 24, 'Theme style', { size: 12, weight: 700 });
  f += icon('x', fx + fw - 26, fy + 13, 12, C.muted);
  f += text(fx + 14, fy + 48, 'Colors', { size: 9.5, weight: 600, fill: C.muted });
  const palettes = [
    [C.navyLight, C.accent],
    [C.primary, C.warnMid],
    [C.success, C.accentSoft],
    [C.accentDark, C.sky],
  ];
  palettes.forEach(([a, c], i) => {
    const px = fx + 26 + i * 36;
    f += dot(px, fy + 70, 13, a) + el('path', { d: `M${px + 9.19} ${fy + 60.81}a13 13 0 0 1 -18.38 18.38z`, fill: c });
    if (i === 0) f += el('circle', { cx: px, cy: fy + 70, r: 17, fill: 'none', stroke: C.focus, 'stroke-width': SW });
  });
  f += text(fx + 14, fy + 106, 'Fonts', { size: 9.5, weight: 600, fill: C.muted });
  [
    ['Aa', 'Classic', true],
    ['Aa', 'Modern', false],
  ].forEach(([aa, name, on], i) => {
    const ry = fy + 116 + i * 36;
    f += box(fx + 14, ry, fw - 28, 30, { stroke: on ? C.focus : C.line, r: 6 });
    f += text(fx + 26, ry + 20, aa as string, { size: 14, weight: on ? 700 : 400 });
    f += text(fx + 52, ry + 19, name as string, { size: 10.5 });
    if (on) f += icon('circle-check', fx + fw - 38, ry + 8, 14, C.focus);
  });
  f += text(fx + 14, fy + 204, 'Saved a moment ago', { size: 9, fill: C.success });
  b += text(sx + 16, my + 100, 'Open daily 12 to 10 pm  ·  14 Harbor Street', { size: 9, fill: C.muted });

  return svg('Website builder editor', b + g(f));
}
