// Business Maker, solutions: the tools for each stage of a small business side by side in one dashboard, each
// with what it has done so far.
import { C, backdrop, bar, box, browser, dot, g, icon, svg, text } from './kit.ts';

export default function businessmakerSolutions() {
  let b = backdrop({ cx: 320, cy: 250, r: 220, dots: 'br' });
  const x = 24;
  const y = 30;
  const w = 592;
  const h = 420;
  b += browser(x, y, w, h, 'businessmaker.siteharbor.example/solutions');
  b += text(x + 24, y + 66, 'Tools for every stage', { size: 17, weight: 700 });
  b += text(x + 24, y + 86, 'Start, run and grow from one dashboard', { size: 10.5, fill: C.muted });
  const tiles: [string, string, string, string, string][] = [
    ['file-text', 'Business plan', 'Guided sections', C.primary, C.soft],
    ['wallet', 'Finance tracker', 'Income and expenses', C.success, C.successSoft],
    ['globe', 'Get online', 'Domain, website, email', C.primary, C.soft],
    ['credit-card', 'Point of sale', 'Payments in person', C.accent, C.accentSoft],
    ['megaphone', 'Marketing', 'Listings and reviews', C.warn, C.warnSoft],
    ['scale', 'Legal', 'Forming your company', C.muted, C.alt],
  ];
  let t = '';
  tiles.forEach(([ic, title, sub, fg, bg], i) => {
    const tw = 172;
    const th = 136;
    const tx = x + 24 + (i % 3) * (tw + 14);
    const ty = y + 106 + Math.floor(i / 3) * (th + 14);
    t += box(tx, ty, tw, th);
    t += dot(tx + 30, ty + 30, 16, bg) + icon(ic, tx + 20, ty + 20, 20, fg);
    t += text(tx + 16, ty + 72, title, { size: 12, weight: 700 });
    t += text(tx + 16, ty + 90, sub, { size: 9.5, fill: C.muted });
    t +=
      bar(tx + 16, ty + 108, tw - 32, 6, C.line) +
      bar(tx + 16, ty + 108, (tw - 32) * [0.8, 0.55, 1, 0.3, 0.45, 0.15][i], 6, fg);
  });
  return svg('Business Maker solutions: plan, finances, getting online, payments, marketing and legal', b + g(t));
}
