// Business Maker, business plan: the guided plan open at its market section, the sections listed with those done
// ticked, saved as it goes, and a download to share with a lender.
import { C, backdrop, bar, box, browser, button, dot, g, icon, line, svg, text } from './kit.ts';

export default function businessmakerBusinessplan() {
  let b = backdrop({ cx: 360, cy: 240, r: 215, dots: 'tr' });
  const x = 20;
  const y = 40;
  const w = 500;
  const h = 400;
  b += browser(x, y, w, h, 'businessmaker.siteharbor.example/plan');
  // The sections.
  const sx = x + 16;
  const sy = y + 48;
  b += box(sx, sy, 150, 336, { fill: C.alt, stroke: 'none' });
  b += text(sx + 14, sy + 26, 'Your plan', { size: 12, weight: 700 });
  const sections: [string, 'done' | 'now' | 'next'][] = [
    ['Summary', 'done'],
    ['Market', 'now'],
    ['Offer', 'next'],
    ['Operations', 'next'],
    ['Finances', 'next'],
  ];
  sections.forEach(([label, state], i) => {
    const ry = sy + 42 + i * 36;
    if (state === 'now') b += box(sx + 8, ry, 134, 30, { fill: C.white, stroke: C.mid });
    if (state === 'done') b += dot(sx + 26, ry + 15, 9, C.successSoft) + icon('check', sx + 20, ry + 9, 12, C.success);
    else
      b +=
        dot(sx + 26, ry + 15, 9, state === 'now' ? C.primary : C.white) +
        text(sx + 26, ry + 18.5, String(i + 1), {
          size: 9,
          weight: 700,
          fill: state === 'now' ? C.white : C.muted,
          anchor: 'middle',
        });
    b += text(sx + 44, ry + 19, label, {
      size: 11,
      weight: state === 'now' ? 700 : 400,
      fill: state === 'next' ? C.muted : C.text,
    });
  });
  // The section being written.
  const mx = sx + 168;
  b += text(mx, sy + 26, 'Market', { size: 16, weight: 700 });
  b += text(mx, sy + 50, 'Who are your customers?', { size: 10.5, fill: C.muted });
  b += box(mx, sy + 60, 296, 96);
  b += text(mx + 12, sy + 82, 'Dog owners within 5 miles', { size: 11, weight: 600 });
  [0, 1, 2].forEach((i) => (b += bar(mx + 12, sy + 96 + i * 14, [260, 240, 180][i], 7, C.line)));
  b += text(mx, sy + 184, 'Who else serves them?', { size: 10.5, fill: C.muted });
  b += box(mx, sy + 194, 296, 70);
  [0, 1].forEach((i) => (b += bar(mx + 12, sy + 212 + i * 14, [250, 160][i], 7, C.line)));
  b += line(mx, sy + 284, mx + 296, sy + 284);
  b += button(mx + 196, sy + 298, 100, 28, 'Next section', { size: 10 });
  b +=
    icon('cloud', mx, sy + 304, 14, C.success) +
    text(mx + 20, sy + 315, 'Saved just now', { size: 9.5, fill: C.success });
  // The plan to share.
  const dx = 452;
  const dy = 150;
  let d = box(dx, dy, 168, 190, { shadow: true });
  d += box(dx + 44, dy + 20, 80, 100, { fill: C.soft, stroke: C.sky });
  d += icon('file-text', dx + 68, dy + 44, 32, C.primary);
  d += bar(dx + 56, dy + 92, 56, 6, C.sky) + bar(dx + 56, dy + 104, 40, 6, C.sky);
  d += text(dx + 84, dy + 142, 'Business plan.pdf', { size: 10, weight: 600, anchor: 'middle' });
  d += button(dx + 24, dy + 152, 120, 26, 'Download', { size: 10, icon: 'download' });
  return svg(
    'A guided business plan open at its market section, saved as you go, ready to download and share',
    b + g(d),
  );
}
