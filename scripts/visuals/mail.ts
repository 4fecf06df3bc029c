// Business email: the same inbox on a laptop and on a phone, at an address on the business's own domain.
import {
  C,
  avatar,
  backdrop,
  badge,
  box,
  button,
  dot,
  el,
  g,
  icon,
  laptop,
  line,
  phone,
  pill,
  svg,
  text,
} from './kit.ts';

const DOMAIN = 'lakesideflorist.com';
const messages: [string, string, string, string, string, string][] = [
  ['Priya Shah', 'Wedding flowers', 'Loved the bouquet!', '9:41', 'PS', C.accentSoft],
  ['Harbor Events', 'Invoice 2291 paid', 'Payment received', '8:12', 'HE', C.successSoft],
  ['Tom Reyes', 'Friday pickup', 'Add a dozen tulips?', 'Tue', 'TR', C.sky],
  ['Valley Growers', 'Spring deliveries', 'New schedule starts', 'Mon', 'VG', C.warnSoft],
  ['Mia Chen', 'Thank you!', 'It was perfect', 'Mon', 'MC', C.soft],
];
const ink = (bg: string) =>
  bg === C.accentSoft ? C.accent : bg === C.successSoft ? C.success : bg === C.warnSoft ? C.warn : C.primaryDark;

export default function mail() {
  let b = backdrop({ cx: 330, cy: 240, r: 220, dots: 'tr' });
  const lap = laptop(36, 36, 470, 316);
  b += lap.frame;
  const { x: sx, y: sy, w: sw, h: sh } = lap.screen;

  // App bar.
  b += el('rect', { x: sx, y: sy, width: sw, height: 30, fill: C.alt });
  b += icon('mail', sx + 12, sy + 8, 14, C.primary);
  b += text(sx + 32, sy + 19, 'Mail', { size: 11, weight: 700, fill: C.navy });
  b += pill(sx + 100, sy + 6, 190, 18, C.white);
  b += icon('search', sx + 108, sy + 9.5, 11, C.faint);
  b += text(sx + 124, sy + 18.5, 'Search mail', { size: 9, fill: C.faint });
  b += avatar(sx + sw - 16, sy + 15, 9, 'A');
  b += line(sx, sy + 30, sx + sw, sy + 30);

  // Folders.
  const fx = sx + 10;
  b += button(fx, sy + 40, 80, 24, 'Compose', { size: 9.5, icon: 'pencil' });
  const folders: [string, string, string?][] = [
    ['inbox', 'Inbox', '3'],
    ['star', 'Starred'],
    ['send', 'Sent'],
    ['file', 'Drafts'],
    ['archive', 'Archive'],
  ];
  folders.forEach(([ic, label, count], i) => {
    const iy = sy + 74 + i * 24;
    if (i === 0) b += box(fx - 4, iy - 4, 88, 22, { fill: C.soft, stroke: 'none', r: 6 });
    b += icon(ic, fx + 2, iy + 1, 11, i === 0 ? C.primary : C.muted);
    b += text(fx + 18, iy + 10.5, label, {
      size: 9.5,
      weight: i === 0 ? 700 : 400,
      fill: i === 0 ? C.primary : C.muted,
    });
    if (count) b += text(fx + 80, iy + 10.5, count, { size: 9, weight: 700, fill: C.primary, anchor: 'end' });
  });
  const lx = sx + 96;
  b += line(lx, sy + 30, lx, sy + sh);

  // Message list.
  const lw = 158;
  messages.forEach(([from, subject, , time, initials, bg], i) => {
    const my = sy + 30 + i * 52;
    if (i === 0) b += el('rect', { x: lx + 1, y: my + 1, width: lw - 1, height: 51, fill: C.soft });
    else b += line(lx + 10, my, lx + lw - 10, my);
    b += avatar(lx + 20, my + 20, 11, initials, bg, ink(bg));
    const unread = i < 3;
    b += text(lx + 38, my + 17, from, { size: 9.5, weight: unread ? 700 : 400 });
    b += text(lx + lw - 10, my + 17, time, { size: 8.5, fill: C.muted, anchor: 'end' });
    b += text(lx + 38, my + 31, subject, { size: 9, fill: unread ? C.text : C.muted, weight: unread ? 600 : 400 });
    b += text(lx + 38, my + 44, messages[i][2], { size: 8.5, fill: C.faint });
    if (unread) b += dot(lx + 5, my + 17, 2.5, C.primary);
  });
  const rx = lx + lw;
  b += line(rx, sy + 30, rx, sy + sh);

  // Reading pane: the first message.
  const px = rx + 16;
  b += text(px, sy + 56, 'Wedding flowers, June 14', { size: 11.5, weight: 700 });
  b += avatar(px + 12, sy + 80, 12, 'PS', C.accentSoft, C.accent);
  b += text(px + 30, sy + 78, 'Priya Shah', { size: 9.5, weight: 700 });
  b += text(px + 30, sy + 90, `to anna@${DOMAIN}`, { size: 8.5, fill: C.muted });
  [
    'Hi Anna,',
    '',
    'We loved the sample bouquet!',
    'Could we book peonies and',
    'eucalyptus for twelve tables,',
    'delivered by 10 am on the day?',
    '',
    'Thank you, Priya',
  ].forEach((l, i) => {
    if (l) b += text(px, sy + 118 + i * 15, l, { size: 9.5, fill: C.text });
  });
  b += button(px, sy + 240, 66, 24, 'Reply', { fill: C.primary, size: 9.5, icon: 'reply' });
  b += button(px + 74, sy + 240, 70, 24, 'Forward', { outline: true, size: 9.5 });

  // The same inbox on the phone.
  const ph = phone(482, 120, 140, 300);
  let p = ph.frame;
  const { x: qx, y: qy, w: qw, h: qh } = ph.screen;
  p += text(qx + 12, qy + 40, 'Inbox', { size: 15, weight: 700 });
  p += badge(qx + 66, qy + 28, '3 NEW', C.primary, C.soft, 7.5);
  messages.slice(0, 4).forEach(([from, subject, , , initials, bg], i) => {
    const my = qy + 54 + i * 50;
    if (i > 0) p += line(qx + 10, my, qx + qw - 10, my);
    p += avatar(qx + 22, my + 22, 11, initials, bg, ink(bg));
    p += text(qx + 40, my + 18, from, { size: 9, weight: i < 3 ? 700 : 400 });
    p += text(qx + 40, my + 31, subject, { size: 8.5, fill: C.muted });
  });
  p += dot(qx + qw - 24, qy + qh - 24, 15, C.accent) + icon('pencil', qx + qw - 31, qy + qh - 31, 14, C.white);

  // The address.
  const ax = 14;
  const ay = 374;
  let a = box(ax, ay, 268, 66, { shadow: true });
  a += dot(ax + 33, ay + 33, 17, C.soft) + icon('at-sign', ax + 24, ay + 24, 18, C.primary);
  a += text(ax + 60, ay + 29, `anna@${DOMAIN}`, { size: 12, weight: 700 });
  a += text(ax + 60, ay + 46, 'Your name at your own domain', { size: 10, fill: C.muted });

  return svg('Business email on a laptop and a phone', b + p + g(a));
}
