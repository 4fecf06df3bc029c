// Enterprise: one dashboard for a franchise's many sites, each with its status, uptime and traffic, and a change
// rolling out to all of them.
import {
  C,
  SW,
  avatar,
  backdrop,
  badge,
  bar,
  box,
  browser,
  dot,
  el,
  g,
  icon,
  line,
  smooth,
  svg,
  text,
  topRounded,
} from './kit.ts';

export default function enterprise() {
  let b = backdrop({ cx: 380, cy: 250, r: 215, dots: 'bl' });
  const x = 14;
  const y = 18;
  const w = 552;
  const h = 420;
  b += browser(x, y, w, h, 'console.siteharbor.example');

  // Organisation bar.
  const px = x + 20;
  const oy = y + 31;
  b += icon('building-2', px, oy + 12, 16, C.primary);
  b += text(px + 22, oy + 25, 'Northline Fitness', { size: 12, weight: 700 });
  b += badge(px + 160, oy + 12, 'ENTERPRISE', C.primary, C.soft, 8);
  b += icon('bell', x + w - 64, oy + 13, 14, C.muted);
  b += avatar(x + w - 28, oy + 20, 10, 'RK');
  b += line(x, oy + 40, x + w, oy + 40);

  // Summary.
  const sy = oy + 54;
  const stats: [string, string, string][] = [
    ['globe', '128', 'sites'],
    ['activity', '99.99%', 'uptime, 30 days'],
    ['users', '2.4M', 'visits this month'],
    ['shield-check', '128', 'certificates valid'],
  ];
  const sw = (w - 40 - 30) / 4;
  stats.forEach(([ic, value, label], i) => {
    const sx = px + i * (sw + 10);
    b += box(sx, sy, sw, 56, { fill: C.alt, stroke: 'none' });
    b += icon(ic, sx + 12, sy + 12, 14, C.primary);
    b += text(sx + 32, sy + 24, value, { size: 14, weight: 700 });
    b += text(sx + 12, sy + 44, label, { size: 9, fill: C.muted });
  });

  // Tabs.
  const ty = sy + 82;
  const tabs: [string, string][] = [
    ['All sites', '128'],
    ['Needs attention', '1'],
    ['Updating', '32'],
  ];
  let tx = px;
  tabs.forEach(([label, count], i) => {
    const tw = [92, 128, 0][i];
    b += text(tx, ty, [label, { t: `  ${count}`, weight: 700, size: 9, fill: i === 1 ? C.warn : C.muted }], {
      size: 10.5,
      weight: i === 0 ? 700 : 400,
      fill: i === 0 ? C.text : C.muted,
    });
    if (i === 0) b += bar(tx, ty + 8, 76, 2.5, C.primary, 1);
    tx += tw;
  });
  b += line(px, ty + 9.5, x + w - 20, ty + 9.5);

  // Site cards.
  const cities = [
    'Austin, TX',
    'Denver, CO',
    'Tampa, FL',
    'Boise, ID',
    'Reno, NV',
    'Omaha, NE',
    'Tulsa, OK',
    'Fresno, CA',
    'Salem, OR',
  ];
  const tints = [
    C.soft,
    C.successSoft,
    C.warnSoft,
    C.accentSoft,
    C.soft,
    C.successSoft,
    C.warnSoft,
    C.soft,
    C.accentSoft,
  ];
  const cw = (w - 40 - 20) / 3;
  const ch = 64;
  const series = [
    [4, 6, 5, 8, 7, 9, 11],
    [6, 5, 7, 6, 8, 9, 8],
    [3, 5, 4, 6, 8, 7, 9],
    [5, 7, 6, 5, 7, 8, 10],
    [7, 6, 8, 7, 9, 8, 9],
    [4, 4, 6, 7, 6, 8, 9],
    [6, 8, 7, 9, 8, 10, 11],
    [5, 6, 5, 7, 6, 7, 8],
    [3, 4, 6, 5, 7, 8, 10],
  ];
  cities.forEach((city, i) => {
    const cx = px + (i % 3) * (cw + 10);
    const cy = ty + 22 + Math.floor(i / 3) * (ch + 10);
    b += box(cx, cy, cw, ch);
    // Thumbnail of the site.
    b += box(cx + 8, cy + 8, 44, ch - 16, { fill: tints[i], stroke: 'none', r: 6 });
    b +=
      bar(cx + 13, cy + 15, 20, 3, C.navy, 1.5) +
      bar(cx + 13, cy + 22, 30, 3, C.mid, 1.5) +
      bar(cx + 13, cy + 36, 16, 6, C.accent, 3);
    b += text(cx + 60, cy + 22, city, { size: 10.5, weight: 700 });
    const state = i === 4 ? 'attention' : i === 2 || i === 7 ? 'updating' : 'ok';
    const [fg, label] =
      state === 'attention'
        ? [C.warn, 'Slow checkout']
        : state === 'updating'
          ? [C.primary, 'Updating']
          : [C.success, 'Online'];
    b +=
      dot(cx + 64, cy + 35, 3.5, fg) +
      text(cx + 72, cy + 38.5, label, {
        size: 8.5,
        fill: state === 'ok' ? C.muted : fg,
        weight: state === 'ok' ? 400 : 600,
      });
    const pts = series[i].map((v, k) => [cx + 60 + k * ((cw - 72) / 6), cy + 56 - v * 0.9] as [number, number]);
    b += el('path', {
      d: smooth(pts),
      fill: 'none',
      stroke: state === 'attention' ? C.warnMid : C.successMid,
      'stroke-width': SW,
      'stroke-linecap': 'round',
    });
  });

  // A change rolling out to every site.
  const fx = 404;
  const fy = 360;
  const fw = 222;
  let f = box(fx, fy, fw, 96, { shadow: true });
  f += dot(fx + 28, fy + 30, 15, C.soft) + icon('rocket', fx + 20, fy + 22, 16, C.primary);
  f += text(fx + 52, fy + 27, 'Publishing to all sites', { size: 11.5, weight: 700 });
  f += text(fx + 52, fy + 42, 'New class schedule page', { size: 9.5, fill: C.muted });
  f += bar(fx + 16, fy + 60, fw - 32, 7, C.line) + bar(fx + 16, fy + 60, (fw - 32) * 0.75, 7, C.primary);
  f += text(fx + 16, fy + 84, '96 of 128 done', { size: 9.5, weight: 600 });
  f += text(fx + fw - 16, fy + 84, 'About 2 min left', { size: 9.5, fill: C.muted, anchor: 'end' });
  void topRounded;

  return svg('Enterprise dashboard of many sites', b + g(f));
}
