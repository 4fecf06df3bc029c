// Domains: a search with available names and their first-year prices (the offer strip's prices, content/domains.ts).
import { domainOfferStrip } from '../../content/domains.ts';
import { AI_DOMAIN } from '../../content/prices.ts';
import { C, backdrop, badge, box, browser, button, dot, g, icon, line, svg, text } from './kit.ts';

const price = (tld: string) => domainOfferStrip.find((d) => d.tld === tld)!.price;
const usd = (v: number) => `$${v.toFixed(2)}`;
const NAME = 'mapleandrye';

export default function domains() {
  const x = 20;
  const y = 18;
  const w = 560;
  let b = backdrop({ cx: 420, cy: 260, r: 215, dots: 'bl' });
  b += browser(x, y, w, 424, 'siteharbor.example/domains');

  // Search field with the typed name and the search button.
  b += text(x + 32, y + 70, 'Find your perfect domain', { size: 22, weight: 700 });
  b += text(x + 32, y + 90, 'Search a name to see what is available.', { size: 11, fill: C.muted });
  b += box(x + 32, y + 104, w - 64, 44, { stroke: C.border });
  b += icon('search', x + 46, y + 118, 16, C.muted);
  b += text(x + 70, y + 131, [NAME, { t: '|', fill: C.primary, weight: 300 }], { size: 14 });
  b += button(x + w - 134, y + 110, 96, 32, 'Search', { size: 12 });

  // The exact match, available.
  const ey = y + 162;
  b += box(x + 32, ey, w - 64, 72, { fill: C.successSoft, stroke: 'none' });
  b += badge(x + 48, ey + 12, 'AVAILABLE', C.success, C.white, 9);
  b += text(x + 48, ey + 54, [NAME, { t: '.com', fill: C.primary }], { size: 19, weight: 700 });
  b += text(x + w - 158, ey + 36, usd(price('com')), { size: 20, weight: 700, anchor: 'end' });
  b += text(x + w - 158, ey + 52, 'first year', { size: 10, fill: C.muted, anchor: 'end' });
  b += button(x + w - 146, ey + 20, 98, 32, 'Added', { fill: C.success, size: 11, icon: 'check' });

  // More endings, each with its first-year price.
  const rows: [string, number, number | null][] = [
    ['online', price('online'), null],
    ['site', price('site'), null],
    ['ai', price('ai'), AI_DOMAIN.regularPerYear],
  ];
  b += text(x + 32, ey + 98, 'More options for your name', { size: 12, weight: 600, fill: C.muted });
  rows.forEach(([tld, p, was], i) => {
    const ry = ey + 108 + i * 42;
    if (i > 0) b += line(x + 32, ry - 2, x + w - 32, ry - 2);
    b += icon('circle-check', x + 34, ry + 10, 16, C.success);
    b += text(x + 58, ry + 23, [NAME, { t: `.${tld}`, weight: 700, fill: C.primary }], { size: 13 });
    if (was) b += badge(x + 178, ry + 9, 'SALE', C.accent, C.accentSoft, 9);
    b += text(
      x + w - 128,
      ry + 23,
      was ? [{ t: usd(was), strike: true, fill: C.faint, size: 11, weight: 400 }, '  ', usd(p)] : usd(p),
      {
        size: 14,
        weight: 700,
        anchor: 'end',
      },
    );
    b += button(
      x + w - 112,
      ry + 6,
      80,
      28,
      i === 0 ? 'Added' : 'Add to cart',
      i === 0 ? { fill: C.success, size: 10, icon: 'check' } : { outline: true, size: 10 },
    );
  });

  // Floating cart summary over the window's corner.
  const cx = 344;
  const cy = 404;
  let c = box(cx, cy, 280, 64, { shadow: true });
  c += dot(cx + 32, cy + 32, 18, C.accentSoft) + icon('shopping-cart', cx + 23, cy + 23, 18, C.accent);
  c += text(cx + 60, cy + 28, '2 domains added', { size: 12, weight: 700 });
  c += text(cx + 60, cy + 45, `${usd(price('com') + price('online'))} for the first year`, { size: 10, fill: C.muted });
  c += button(cx + 196, cy + 18, 70, 28, 'Checkout', { fill: C.primary, size: 11 });

  return svg('Domain search results', b + g(c));
}
