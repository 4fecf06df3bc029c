// Enterprise listings at scale: every location's details kept right on over 70 local directories (spec 9), review
// replies and one post for every location, from one dashboard. Locations named by area, not a customer's.
import { C, backdrop, badge, bar, box, browser, dot, g, icon, line, svg, text } from './kit.ts';

export default function enterpriseListings() {
  let b = backdrop({ cx: 330, cy: 250, r: 215, dots: 'br' });
  const x = 20;
  const y = 26;
  const w = 390;
  const h = 400;
  b += browser(x, y, w, h, 'listings.siteharbor.example');

  const px = x + 24;
  b += text(px, y + 64, 'All locations', { size: 17, weight: 700 });
  b += text(px, y + 82, 'Listings on 70+ directories, maps and apps', { size: 10.5, fill: C.muted });
  b += box(x + w - 124, y + 50, 100, 28, { stroke: C.border });
  b += icon('refresh-cw', x + w - 114, y + 57, 14, C.primary);
  b += text(x + w - 94, y + 68, 'Sync all', { size: 11, weight: 600, fill: C.primary });

  const rows: [string, string, 'synced' | 'updating'][] = [
    ['Downtown', 'Main Street', 'synced'],
    ['Northside', 'Park Avenue', 'synced'],
    ['Riverside', 'River Road', 'updating'],
    ['Old Town', 'Market Square', 'synced'],
    ['Airport', 'Terminal Drive', 'synced'],
    ['Harbor', 'Dock Street', 'synced'],
  ];
  b += text(px, y + 112, 'Location', { size: 9.5, weight: 600, fill: C.faint });
  b += text(px + 168, y + 112, 'Directories', { size: 9.5, weight: 600, fill: C.faint });
  b += text(x + w - 24, y + 112, 'Status', { size: 9.5, weight: 600, fill: C.faint, anchor: 'end' });
  rows.forEach(([name, street, state], i) => {
    const ry = y + 122 + i * 44;
    b += line(px, ry, x + w - 24, ry);
    b += dot(px + 14, ry + 22, 13, C.soft) + icon('map-pin', px + 7, ry + 15, 14, C.primary);
    b += text(px + 36, ry + 19, name, { size: 12, weight: 700 });
    b += text(px + 36, ry + 34, street, { size: 9.5, fill: C.muted });
    b += bar(px + 168, ry + 18, 84, 7, C.line) + bar(px + 168, ry + 18, state === 'synced' ? 84 : 52, 7, C.primary);
    b +=
      state === 'synced'
        ? badge(x + w - 24 - 58, ry + 12, 'Synced', C.success, C.successSoft, 9.5)
        : badge(x + w - 24 - 70, ry + 12, 'Updating', C.warn, C.warnSoft, 9.5);
  });

  // A review answered, and one post going to every location.
  const rx = 398;
  const ry = 112;
  let f = box(rx, ry, 222, 118, { shadow: true });
  f += dot(rx + 28, ry + 28, 14, C.warnSoft) + icon('star', rx + 20, ry + 20, 16, C.warn);
  f += text(rx + 50, ry + 32, 'New review', { size: 12, weight: 700 });
  [0, 1, 2, 3, 4].forEach((i) => (f += icon('star', rx + 16 + i * 16, ry + 50, 13, C.warnMid)));
  f += bar(rx + 16, ry + 74, 170, 7, C.line) + bar(rx + 16, ry + 87, 120, 7, C.line);
  f += icon('message-square-reply', rx + 16, ry + 96, 14, C.success);
  f += text(rx + 36, ry + 107, 'Reply posted', { size: 10, weight: 600, fill: C.success });

  const sx = 392;
  const sy = 300;
  f += box(sx, sy, 232, 82, { shadow: true });
  f += dot(sx + 30, sy + 30, 16, C.accentSoft) + icon('megaphone', sx + 21, sy + 21, 18, C.accent);
  f += text(sx + 56, sy + 28, 'Post to every location', { size: 12, weight: 700 });
  f += text(sx + 56, sy + 44, 'Scheduled for Friday, 9 am', { size: 10, fill: C.muted });
  f += bar(sx + 56, sy + 58, 156, 7, C.line) + bar(sx + 56, sy + 58, 104, 7, C.accentMid);

  return svg('Listings for every location', b + g(f));
}
