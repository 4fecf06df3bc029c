// WordPress: an admin dashboard in the familiar layout (dark side menu, widgets), no WordPress logo: at a glance,
// site health, visits, recent posts, and plugin updates done overnight.
import { C, R, avatar, backdrop, badge, bar, box, browser, dot, el, g, icon, line, pill, svg, text } from './kit.ts';

export default function wordpress() {
  const x = 20;
  const y = 18;
  const w = 548;
  const h = 412;
  let b = backdrop({ cx: 420, cy: 250, r: 210, dots: 'tr' });
  b += browser(x, y, w, h, 'junipertreeyoga.com/wp-admin');

  // Admin bar and side menu.
  const ab = y + 31;
  b += el('rect', { x, y: ab, width: w, height: 22, fill: C.navy });
  b += icon('house', x + 12, ab + 5, 12, C.onDark);
  b += text(x + 30, ab + 15, 'Juniper Tree Yoga', { size: 10, fill: C.line });
  b += icon('message-square', x + 136, ab + 5, 12, C.onDark) + text(x + 152, ab + 15, '2', { size: 10, fill: C.line });
  b += icon('plus', x + 172, ab + 5, 12, C.onDark) + text(x + 187, ab + 15, 'New', { size: 10, fill: C.line });
  b += text(x + w - 34, ab + 15, 'Hello, Mara', { size: 10, fill: C.line, anchor: 'end' });
  b += avatar(x + w - 20, ab + 11, 8, 'M');
  const my = ab + 22;
  const mw = 120;
  b += el('path', {
    d: `M${x} ${my}h${mw}v${y + h - my}h${-(mw - R)}a${R} ${R} 0 0 1 ${-R} ${-R}z`,
    fill: C.navyLight,
  });
  const menu: [string, string, string?][] = [
    ['gauge', 'Dashboard'],
    ['pin', 'Posts'],
    ['image', 'Media'],
    ['file-text', 'Pages'],
    ['message-square', 'Comments', '2'],
    ['paintbrush', 'Appearance'],
    ['plug', 'Plugins'],
    ['users', 'Users'],
    ['settings', 'Settings'],
  ];
  menu.forEach(([ic, label, count], i) => {
    const iy = my + 10 + i * 30;
    if (i === 0) b += el('rect', { x, y: iy, width: mw, height: 28, fill: C.primary });
    const fg = i === 0 ? C.white : C.onDark;
    b += icon(ic, x + 12, iy + 7, 14, fg);
    b += text(x + 34, iy + 18, label, { size: 11, fill: fg, weight: i === 0 ? 600 : 400 });
    if (count)
      b +=
        pill(x + 98, iy + 7, 16, 14, C.accent) +
        text(x + 106, iy + 18, count, { size: 9, weight: 700, fill: C.white, anchor: 'middle' });
  });

  // Widgets.
  const cx = x + mw + 14;
  const right = x + w - 16;
  b += text(cx, my + 32, 'Dashboard', { size: 18, weight: 700 });
  const lw = 206;
  const rx = cx + lw + 12;
  const rw = right - rx;

  // At a glance.
  const ay = my + 46;
  b += box(cx, ay, lw, 86);
  b += text(cx + 14, ay + 22, 'At a Glance', { size: 12, weight: 700 });
  const glance: [string, string][] = [
    ['pin', '12 Posts'],
    ['file-text', '8 Pages'],
    ['message-square', '34 Comments'],
    ['plug', '6 Plugins'],
  ];
  glance.forEach(([ic, label], i) => {
    const gx = cx + 14 + (i % 2) * 104;
    const gy = ay + 42 + Math.floor(i / 2) * 26;
    b += icon(ic, gx, gy - 10, 13, C.muted);
    b += text(gx + 19, gy, label, { size: 11, fill: C.primary });
  });

  // Recently published.
  const py = ay + 98;
  b += box(cx, py, lw, y + h - 14 - py);
  b += text(cx + 14, py + 22, 'Recently Published', { size: 12, weight: 700 });
  const posts: [string, string][] = [
    ['Mar 14', 'Desk-day stretches'],
    ['Mar 9', 'New Saturday classes'],
    ['Mar 2', 'Meet teacher Amara'],
    ['Feb 24', 'Your first class'],
  ];
  posts.forEach(([date, title], i) => {
    const ry = py + 46 + i * 30;
    if (i > 0) b += line(cx + 14, ry - 18, cx + lw - 14, ry - 18);
    b += text(cx + 14, ry, date, { size: 10, fill: C.muted });
    b += text(cx + 58, ry, title, { size: 10.5, fill: C.primary });
  });

  // Site health.
  const hy = ay;
  b += box(rx, hy, rw, 104);
  b += text(rx + 14, hy + 22, 'Site Health Status', { size: 12, weight: 700 });
  const rcx = rx + 42;
  const rcy = hy + 64;
  const rr = 22;
  const circ = 2 * Math.PI * rr;
  b += el('circle', { cx: rcx, cy: rcy, r: rr, fill: 'none', stroke: C.line, 'stroke-width': 6 });
  b += el('circle', {
    cx: rcx,
    cy: rcy,
    r: rr,
    fill: 'none',
    stroke: C.success,
    'stroke-width': 6,
    'stroke-linecap': 'round',
    'stroke-dasharray': `${circ * 0.9} ${circ}`,
    transform: `rotate(-90 ${rcx} ${rcy})`,
  });
  b += icon('check', rcx - 9, rcy - 9, 18, C.success);
  b += text(rx + 76, hy + 58, 'Good', { size: 14, weight: 700, fill: C.success });
  b += text(rx + 76, hy + 74, 'All checks passed', { size: 10, fill: C.muted });

  // Visits this week.
  const vy = hy + 116;
  b += box(rx, vy, rw, y + h - 14 - vy);
  b += text(rx + 14, vy + 22, 'Visits this week', { size: 12, weight: 700 });
  b += text(rx + 14, vy + 50, '1,284', { size: 20, weight: 700 });
  b += badge(rx + 84, vy + 36, '+12%', C.success, C.successSoft, 9);
  const vals = [52, 64, 58, 80, 72, 96, 88];
  const base = y + h - 40;
  const bw = (rw - 28) / 7;
  vals.forEach((v, i) => {
    const bh = v * 0.9;
    b += bar(rx + 14 + i * bw + 3, base - bh, bw - 6, bh, i === 5 ? C.primary : C.sky, 3);
    b += text(rx + 14 + i * bw + bw / 2, base + 13, 'MTWTFSS'[i], { size: 8.5, fill: C.faint, anchor: 'middle' });
  });

  // Floating: plugins updated overnight; a new comment.
  let f = box(416, 408, 208, 62, { shadow: true });
  f += dot(442, 439, 16, C.successSoft) + icon('plug', 433, 430, 18, C.success);
  f += text(466, 435, '3 plugins updated', { size: 12, weight: 700 });
  f += text(466, 452, 'Automatically, last night', { size: 10, fill: C.muted });
  f += box(30, 394, 232, 70, { shadow: true });
  f += avatar(56, 429, 16, 'DK', C.accentSoft, C.accent);
  f += text(82, 420, 'New comment from Dana', { size: 11, weight: 700 });
  f += text(82, 436, '"Loved the Saturday class,', { size: 10, fill: C.muted });
  f += text(82, 450, 'see you next week!"', { size: 10, fill: C.muted });

  return svg('WordPress dashboard', b + g(f));
}
