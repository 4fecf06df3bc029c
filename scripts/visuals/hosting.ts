// Hosting: the control panel of a hosted site, with its uptime over 30 days, visits, storage, and the SSL and
// backup status as floating cards.
import { C, SW, backdrop, bar, box, browser, dot, el, g, icon, line, pill, smooth, svg, text } from './kit.ts';

export default function hosting() {
  const x = 20;
  const y = 18;
  const w = 540;
  const h = 396;
  let b = backdrop({ cx: 430, cy: 230, r: 205, dots: 'bl' });
  b += browser(x, y, w, h, 'panel.siteharbor.example');

  // Side bar: the panel's sections as icons, the first selected.
  const sx = x + 14;
  ['layout-dashboard', 'globe', 'folder', 'database', 'mail', 'shield-check', 'settings'].forEach((name, i) => {
    const iy = y + 48 + i * 42;
    if (i === 0) b += box(sx, iy, 34, 34, { fill: C.soft, stroke: 'none' });
    b += icon(name, sx + 8, iy + 8, 18, i === 0 ? C.primary : C.faint);
  });
  b += line(x + 62, y + 31, x + 62, y + h - 1);

  // Site header: name, address, state.
  const cx = x + 82;
  const cw = w - 102;
  b += text(cx, y + 66, 'Greenfield Vet Clinic', { size: 18, weight: 700 });
  b += text(cx, y + 84, 'greenfieldvet.com  ·  Web Hosting Essentials', { size: 11, fill: C.muted });
  b += pill(x + w - 104, y + 52, 84, 24, C.successSoft) + dot(x + w - 90, y + 64, 4, C.success);
  b += text(x + w - 80, y + 68, 'Online', { size: 11, weight: 600, fill: C.success });

  // Three figures.
  const stats: [string, string, string][] = [
    ['Uptime, 30 days', '99.99%', 'activity'],
    ['Visits this month', '12,480', 'users'],
    ['Storage of 100 GB', '38 GB', 'hard-drive'],
  ];
  const sw = (cw - 24) / 3;
  stats.forEach(([label, value, ic], i) => {
    const bx = cx + i * (sw + 12);
    b += box(bx, y + 100, sw, 74, { fill: C.alt, stroke: 'none' });
    b += icon(ic, bx + 12, y + 112, 14, C.primary);
    b += text(bx + 32, y + 123, label, { size: 10, fill: C.muted });
    b += text(bx + 12, y + 152, value, { size: 20, weight: 700 });
    if (i === 2) {
      b += bar(bx + 12, y + 160, sw - 24, 5, C.line) + bar(bx + 12, y + 160, (sw - 24) * 0.38, 5, C.primary);
    } else if (i === 1) {
      b += text(bx + sw - 12, y + 152, '+18%', { size: 10, weight: 600, fill: C.success, anchor: 'end' });
    }
  });

  // Response time chart with the uptime strip under it.
  const gy = y + 188;
  const gh = 180;
  b += box(cx, gy, cw, gh);
  b += text(cx + 16, gy + 26, 'Response time', { size: 13, weight: 700 });
  b += text(cx + 16, gy + 42, 'Average 182 ms, last 30 days', { size: 10, fill: C.muted });
  const px = cx + 40;
  const pw = cw - 56;
  const top = gy + 62;
  const base = gy + 130;
  ['300', '200', '100'].forEach((v, i) => {
    const ly = top + i * ((base - top) / 3);
    b += line(px, ly, px + pw, ly);
    b += text(px - 8, ly + 3, v, { size: 9, fill: C.faint, anchor: 'end' });
  });
  b += line(px, base, px + pw, base, C.border);
  const values = [210, 190, 205, 170, 180, 160, 175, 230, 185, 165, 150, 170, 160, 182, 176];
  const pts = values.map(
    (v, i) => [px + (i * pw) / (values.length - 1), base - ((v - 50) / 250) * (base - top)] as [number, number],
  );
  const curve = smooth(pts);
  b += el('path', { d: `${curve}L${px + pw} ${base}L${px} ${base}Z`, fill: C.soft });
  b += el('path', { d: curve, fill: 'none', stroke: C.primary, 'stroke-width': SW * 1.5, 'stroke-linecap': 'round' });
  const [hx, hy] = pts[10];
  b += line(hx, top - 4, hx, base, C.sky);
  b +=
    dot(hx, hy, 5, C.white) +
    el('circle', { cx: hx, cy: hy, r: 5, fill: 'none', stroke: C.primary, 'stroke-width': SW * 1.5 });
  b += box(hx - 36, top - 24, 72, 22, { fill: C.navy, stroke: 'none', r: 6 });
  b += text(hx, top - 9, '150 ms', { size: 10, weight: 600, fill: C.white, anchor: 'middle' });

  // Uptime: one bar per day, one short incident.
  b += text(cx + 16, base + 25, 'Uptime', { size: 10, weight: 600, fill: C.muted });
  const days = 30;
  const bw = (pw + 24 - 60) / days;
  for (let i = 0; i < days; i++) {
    b += bar(px + 20 + i * bw, base + 16, bw - 2.5, 16, i === 17 ? C.warnMid : C.successMid, 2);
  }

  // Floating cards: the certificate, the last backup.
  let f = box(448, 200, 180, 62, { shadow: true });
  f += dot(474, 231, 16, C.successSoft) + icon('shield-check', 465, 222, 18, C.success);
  f += text(498, 227, 'SSL certificate', { size: 12, weight: 700 });
  f += text(498, 244, 'Active, renews itself', { size: 10, fill: C.muted });
  f += box(420, 396, 204, 62, { shadow: true });
  f += dot(446, 427, 16, C.soft) + icon('cloud-upload', 437, 418, 18, C.primary);
  f += text(470, 423, 'Daily backup done', { size: 12, weight: 700 });
  f += text(470, 440, 'Today at 3:00 AM', { size: 10, fill: C.muted });

  return svg('Hosting control panel', b + g(f));
}
