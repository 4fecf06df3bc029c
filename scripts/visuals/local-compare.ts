// Localworks plans side by side: Standard and Premium with what each includes (content/plans.ts: 70+ directories,
// review monitoring, AI-assisted review replies and social posting in Premium, 24/7 support in both).
import { C, backdrop, badge, box, button, dot, g, icon, line, svg, text } from './kit.ts';

const ROWS: [string, boolean, boolean][] = [
  ['70+ directories', true, true],
  ['Review monitoring', true, true],
  ['Review replies', false, true],
  ['Social posting', false, true],
  ['24/7 expert support', true, true],
];

function plan(x: number, y: number, name: string, premium: boolean) {
  const w = 250;
  const h = 344;
  let s = box(x, y, w, h, { shadow: true, stroke: premium ? C.primary : undefined });
  if (premium) s += badge(x + w - 120, y + 20, 'RECOMMENDED', C.primary, C.soft, 9);
  s += dot(x + 34, y + 38, 16, premium ? C.primary : C.soft);
  s += icon('map-pin', x + 25, y + 29, 18, premium ? C.white : C.primary);
  s += text(x + 22, y + 86, name, { size: 20, weight: 700 });
  s += text(x + 22, y + 106, premium ? 'Listings, reviews and posts' : 'Accurate listings everywhere', {
    size: 10.5,
    fill: C.muted,
  });
  ROWS.forEach(([label, std, prem], i) => {
    const ry = y + 128 + i * 30;
    const on = premium ? prem : std;
    s += line(x + 22, ry, x + w - 22, ry);
    s += on ? icon('check', x + 22, ry + 8, 14, C.success) : icon('minus', x + 22, ry + 8, 14, C.faint);
    s += text(x + 44, ry + 19, label, { size: 11, fill: on ? C.text : C.faint });
  });
  s += button(x + 22, y + h - 52, w - 44, 34, `Choose ${name}`, premium ? { size: 11 } : { outline: true, size: 11 });
  return s;
}

export default function localCompare() {
  let b = backdrop({ cx: 330, cy: 250, r: 215, dots: 'tl' });
  b += plan(40, 92, 'Standard', false);
  b += plan(340, 44, 'Premium', true);
  return svg('Localworks Standard and Premium side by side', g(b));
}
