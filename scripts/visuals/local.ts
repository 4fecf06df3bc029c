// Local listings: a listings report for one business across directories and maps (fictional directory names,
// generic icons), with the business's pin on a map.
import { C, SW, backdrop, badge, box, browser, dot, el, g, icon, line, pill, svg, text } from './kit.ts';

export default function local() {
  let b = backdrop({ cx: 380, cy: 260, r: 215, dots: 'bl' });
  const x = 16;
  const y = 40;
  const w = 476;
  const h = 400;
  b += browser(x, y, w, h, 'app.siteharbor.example/listings');

  // Header and figures.
  const px = x + 22;
  b += text(px, y + 62, 'Listings report', { size: 17, weight: 700 });
  b += text(px, y + 80, 'Bayside Auto Repair · 418 Marina Blvd', { size: 10.5, fill: C.muted });
  const ty = y + 94;
  const tiles: [string, string, string, string][] = [
    ['Accuracy', '96%', C.success, 'ring'],
    ['Listed', '71', C.primary, 'circle-check'],
    ['To fix', '3', C.warn, 'triangle-alert'],
  ];
  tiles.forEach(([label, value, color, ic], i) => {
    const tx = px + i * 112;
    b += box(tx, ty, 102, 56, { fill: C.alt, stroke: 'none' });
    if (ic === 'ring') {
      const r = 13;
      const cx = tx + 24;
      const cy = ty + 28;
      const c = 2 * Math.PI * r;
      b += el('circle', { cx, cy, r, fill: 'none', stroke: C.line, 'stroke-width': 4.5 });
      b += el('circle', {
        cx,
        cy,
        r,
        fill: 'none',
        stroke: color,
        'stroke-width': 4.5,
        'stroke-linecap': 'round',
        'stroke-dasharray': `${c * 0.96} ${c}`,
        transform: `rotate(-90 ${cx} ${cy})`,
      });
    } else {
      b += dot(tx + 24, ty + 28, 15, C.white) + icon(ic, tx + 15, ty + 19, 18, color);
    }
    b += text(tx + 46, ty + 25, label, { size: 9.5, fill: C.muted });
    b += text(tx + 46, ty + 44, value, { size: 17, weight: 700 });
  });

  // Directory table.
  const hy = ty + 76;
  const cols = [px, px + 160, px + 210, px + 268, px + 322];
  ['DIRECTORY', 'NAME', 'ADDRESS', 'PHONE', 'STATUS'].forEach(
    (hd, i) => (b += text(cols[i], hy, hd, { size: 8, weight: 700, fill: C.muted, spacing: 0.6 })),
  );
  const rows: [string, string, string, [boolean, boolean, boolean], 'Listed' | 'Updating' | 'Fixed'][] = [
    ['map-pin', 'MapFinder', C.accentSoft, [true, true, true], 'Listed'],
    ['compass', 'CityCompass', C.soft, [true, true, true], 'Listed'],
    ['book-open', 'LocalPages', C.warnSoft, [true, false, true], 'Updating'],
    ['navigation', 'NavDrive', C.successSoft, [true, true, true], 'Fixed'],
    ['message-square', 'TownTalk', C.soft, [true, true, true], 'Listed'],
    ['building-2', 'BizIndex', C.accentSoft, [true, true, false], 'Updating'],
  ];
  const inkOf = (bg: string) =>
    bg === C.accentSoft ? C.accent : bg === C.warnSoft ? C.warn : bg === C.successSoft ? C.success : C.primary;
  rows.forEach(([ic, name, tint, checks, status], i) => {
    const ry = hy + 10 + i * 34;
    b += line(px, ry, x + w - 22, ry);
    b += box(px, ry + 7, 24, 24, { fill: tint, stroke: 'none', r: 6 }) + icon(ic, px + 5, ry + 12, 14, inkOf(tint));
    b += text(px + 34, ry + 23, name, { size: 11, weight: 600 });
    checks.forEach((ok, j) => {
      b += icon(ok ? 'circle-check' : 'circle-alert', cols[j + 1] + 6, ry + 12, 14, ok ? C.success : C.warn);
    });
    const [fg, bg] =
      status === 'Updating'
        ? [C.warn, C.warnSoft]
        : status === 'Fixed'
          ? [C.primary, C.soft]
          : [C.success, C.successSoft];
    b += badge(cols[4], ry + 10, status, fg, bg, 9);
  });

  // The map with the business's pin.
  const mx = 404;
  const my = 14;
  const mw = 222;
  const mh = 190;
  let m = box(mx, my, mw, mh, { shadow: true });
  const clip = `M${mx + 10} ${my}h${mw - 20}a10 10 0 0 1 10 10v${112}h${-mw}v-112a10 10 0 0 1 10 -10z`;
  m += el('path', { d: clip, fill: C.alt });
  m += el('rect', { x: mx + 48, y: my + 54, width: 42, height: 44, rx: 6, fill: C.successSoft });
  m +=
    dot(mx + 60, my + 68, 5, C.successMid) +
    dot(mx + 74, my + 82, 6, C.successMid) +
    dot(mx + 62, my + 88, 4, C.successMid);
  for (const d of [
    `M${mx} ${my + 44}H${mx + mw}`,
    `M${mx + 96} ${my}v122`,
    `M${mx} ${my + 112}c60 -6 110 -40 170 -112`,
    `M${mx + 40} ${my}v122`,
    `M${mx} ${my + 80}H${mx + 40}`,
  ]) {
    m += el('path', { d, fill: 'none', stroke: C.white, 'stroke-width': 5 });
  }
  m += el('path', {
    d: `M${mx + 164} ${my}h${mw - 174}a10 10 0 0 1 10 10v112h-46c-16 -34 -6 -76 26 -122z`,
    fill: C.sky,
  });
  m += el('path', {
    d: `M${mx + 118} ${my + 24}c-9 0 -16 7 -16 16c0 12 16 26 16 26s16 -14 16 -26c0 -9 -7 -16 -16 -16z`,
    fill: C.accent,
  });
  m += dot(mx + 118, my + 40, 6, C.white);
  m += text(mx + 16, my + 142, 'Bayside Auto Repair', { size: 12, weight: 700 });
  m += text(mx + 16, my + 158, 'Auto repair · Marina Blvd', { size: 9.5, fill: C.muted });
  m += text(mx + 16, my + 176, [{ t: 'Open', weight: 700, fill: C.success }, ' until 6 pm · (555) 010-4821'], {
    size: 9.5,
    fill: C.muted,
  });

  // Sync status.
  let s = box(420, 398, 206, 62, { shadow: true });
  s += dot(446, 429, 16, C.soft) + icon('refresh-cw', 437, 420, 18, C.primary);
  s += text(470, 425, 'Synced to 70+ sites', { size: 12, weight: 700 });
  s += text(470, 442, 'Maps, apps and directories', { size: 9.5, fill: C.muted });
  void SW;
  void pill;

  return svg('Local listings report', b + g(m) + g(s));
}
