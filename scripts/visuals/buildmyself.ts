// Build it yourself: the two ways side by side, as the page compares them: the website builder's drag-and-drop
// editor and a WordPress dashboard with its themes and plugins.
import { C, backdrop, badge, bar, box, browser, dot, g, icon, line, svg, text } from './kit.ts';

export default function buildmyself() {
  let b = backdrop({ cx: 320, cy: 250, r: 215, dots: 'tl' });
  const y = 70;
  const w = 282;
  const h = 330;

  // Left: the website builder, a block being dragged into the page.
  const lx = 26;
  b += browser(lx, y, w, h, 'builder.siteharbor.example');
  b += text(lx + 18, y + 58, 'Website Builder', { size: 14, weight: 700 });
  b += badge(lx + w - 100, y + 44, 'Drag and drop', C.primary, C.soft);
  b += bar(lx + 18, y + 76, w - 36, 56, C.soft, 6);
  b += bar(lx + 32, y + 94, 120, 9, C.primary) + bar(lx + 32, y + 110, 80, 6, C.sky);
  b += box(lx + 18, y + 146, w - 36, 70, { fill: C.white, stroke: C.mid });
  b += icon('plus', lx + w / 2 - 10, y + 171, 20, C.mid);
  b += box(lx + 70, y + 190, 150, 46, { shadow: true });
  b += icon('image', lx + 82, y + 203, 20, C.primary);
  b += text(lx + 110, y + 218, 'Gallery', { size: 12, weight: 600 });
  b += icon('mouse-pointer-2', lx + 196, y + 222, 20, C.navy);
  b += bar(lx + 18, y + 252, w - 36, 6, C.line) + bar(lx + 18, y + 266, w - 80, 6, C.line);
  b +=
    bar(lx + 18, y + 286, (w - 44) / 2, 28, C.alt, 6) +
    bar(lx + 26 + (w - 44) / 2, y + 286, (w - 44) / 2, 28, C.alt, 6);

  // Right: WordPress, its menu and the plugins list.
  const rx = 332;
  b += browser(rx, y, w, h, 'mysite.example/wp-admin');
  b += bar(rx, y + 31, 54, h - 31, C.navy, 0);
  ['layout-dashboard', 'file-text', 'palette', 'plug', 'settings'].forEach((ic, i) => {
    b += icon(ic, rx + 18, y + 50 + i * 38, 18, i === 3 ? C.white : C.onDark);
  });
  const cx = rx + 70;
  b += text(cx, y + 58, 'WordPress', { size: 14, weight: 700 });
  b += text(cx, y + 76, 'Plugins', { size: 11, fill: C.muted });
  ['Contact form', 'Online booking', 'Search tools', 'Image gallery'].forEach((name, i) => {
    const iy = y + 92 + i * 52;
    b += box(cx, iy, w - 86, 42, { fill: C.alt, stroke: 'none' });
    b += icon('puzzle', cx + 10, iy + 12, 18, C.primary);
    b += text(cx + 36, iy + 26, name, { size: 11, weight: 600 });
    b += dot(cx + w - 110, iy + 21, 5, i < 3 ? C.success : C.faint);
  });
  b += line(cx, y + 306, cx + w - 86, y + 306);

  // Between them: the choice.
  let f = dot(320, 236, 24, C.white) + dot(320, 236, 23, C.soft);
  f += text(320, 241, 'or', { size: 14, weight: 700, fill: C.primary, anchor: 'middle' });
  f += box(226, 14, 188, 44, { shadow: true });
  f += icon('circle-check', 240, 27, 18, C.success);
  f += text(266, 41, 'You build, your way', { size: 12, weight: 700 });

  return svg('The website builder and WordPress side by side', b + g(f));
}
