// Business Maker, legal: choosing a business structure, a call with a specialist booked to talk it through, and
// the company's documents kept in one place.
import { C, backdrop, box, button, dot, el, g, icon, line, svg, text } from './kit.ts';

export default function businessmakerLegal() {
  const b = backdrop({ cx: 320, cy: 240, r: 220, dots: 'bl' });
  // The structure, chosen.
  const x = 24;
  const y = 40;
  let f = box(x, y, 330, 300, { shadow: true });
  f += dot(x + 30, y + 30, 16, C.soft) + icon('landmark', x + 21, y + 21, 18, C.primary);
  f += text(x + 56, y + 35, 'Form your company', { size: 13, weight: 700 });
  f += text(x + 18, y + 72, 'Choose a business structure', { size: 10.5, fill: C.muted });
  const options: [string, string][] = [
    ['LLC', 'Limited liability company'],
    ['Sole proprietorship', 'You and the business are one'],
    ['Corporation', 'Shares, a board, more paperwork'],
  ];
  options.forEach(([title, sub], i) => {
    const ry = y + 84 + i * 58;
    const on = i === 0;
    f += box(x + 18, ry, 294, 48, { fill: on ? C.soft : C.white, stroke: on ? C.primary : C.border });
    f += el('circle', {
      cx: x + 40,
      cy: ry + 24,
      r: 8,
      fill: C.white,
      stroke: on ? C.primary : C.metalDark,
      'stroke-width': 1.5,
    });
    if (on) f += dot(x + 40, ry + 24, 4.5, C.primary);
    f += text(x + 58, ry + 21, title, { size: 11.5, weight: 700 });
    f += text(x + 58, ry + 36, sub, { size: 9.5, fill: C.muted });
  });
  f += button(x + 18, y + 258, 140, 28, 'Continue', { size: 11 });
  // A call with a specialist.
  const cx = 380;
  const cy = 64;
  let c = box(cx, cy, 240, 130, { shadow: true });
  c += dot(cx + 30, cy + 30, 16, C.accentSoft) + icon('phone', cx + 21, cy + 21, 18, C.accent);
  c += text(cx + 56, cy + 35, 'Talk to a specialist', { size: 12, weight: 700 });
  c += line(cx + 16, cy + 56, cx + 224, cy + 56);
  c +=
    icon('calendar-check', cx + 16, cy + 70, 16, C.success) +
    text(cx + 40, cy + 83, 'Call booked', { size: 11, weight: 700, fill: C.success });
  c += text(cx + 40, cy + 102, 'Tuesday, 2:00 pm', { size: 10, fill: C.muted });
  // Documents in one place.
  const dx = 300;
  const dy = 250;
  let d = box(dx, dy, 320, 190, { shadow: true });
  d += dot(dx + 30, dy + 30, 16, C.warnSoft) + icon('folder', dx + 21, dy + 21, 18, C.warn);
  d += text(dx + 56, dy + 35, 'Your documents', { size: 12, weight: 700 });
  const docs = ['Articles of organization', 'Operating agreement', 'Business license'];
  docs.forEach((label, i) => {
    const ry = dy + 58 + i * 40;
    if (i > 0) d += line(dx + 16, ry, dx + 304, ry);
    d += icon('file-text', dx + 18, ry + 11, 16, C.primary) + text(dx + 44, ry + 24, label, { size: 10.5 });
    d += icon('download', dx + 286, ry + 12, 14, C.faint);
  });
  return svg(
    'Forming a company: an LLC chosen, a call with a specialist booked and the documents kept together',
    b + g(f) + g(c) + g(d),
  );
}
