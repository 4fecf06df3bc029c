// Affiliate: how the program pays, in three steps: a visitor follows the partner's tracking link, buys a plan, and
// the commission is paid out through the affiliate network.
import { C, backdrop, badge, box, button, dot, el, g, icon, pill, svg, text } from './kit.ts';

function step(x: number, y: number, n: string, ic: string, title: string, sub: string) {
  let s = box(x, y, 236, 74, { shadow: true });
  s += dot(x + 34, y + 37, 20, C.soft) + icon(ic, x + 23, y + 26, 22, C.primary);
  s += text(x + 66, y + 32, title, { size: 13, weight: 700 });
  s += text(x + 66, y + 51, sub, { size: 10, fill: C.muted });
  s +=
    dot(x + 214, y + 20, 10, C.navy) +
    text(x + 214, y + 24, n, { size: 10, weight: 700, fill: C.white, anchor: 'middle' });
  return s;
}

export default function affiliate() {
  let b = backdrop({ cx: 330, cy: 240, r: 215, dots: 'br' });
  // The tracking link, copied from the network's dashboard.
  b += box(30, 34, 380, 104, { shadow: true });
  b += text(50, 64, 'Your tracking link', { size: 13, weight: 700 });
  b += pill(50, 78, 250, 32, C.alt);
  b += icon('link', 62, 86, 16, C.primary);
  b += text(86, 99, 'siteharbor.example/?ref=yourname', { size: 11, fill: C.muted });
  b += button(310, 78, 80, 32, 'Copy', { size: 11, icon: 'copy' });

  // The path of a referral.
  const steps: [string, string, string, string][] = [
    ['1', 'mouse-pointer-click', 'A visitor clicks', 'Your link on your site'],
    ['2', 'shopping-cart', 'They buy a plan', 'A referred purchase'],
    ['3', 'wallet', 'You earn commission', 'Paid out by the network'],
  ];
  steps.forEach(([n, ic, t, s], i) => (b += step(110 + i * 90, 170 + i * 92, n, ic, t, s)));
  for (let i = 0; i < 2; i++) {
    b += el('path', {
      d: `M${130 + i * 90} ${246 + i * 92}v${14}h${40}`,
      fill: 'none',
      stroke: C.mid,
      'stroke-width': 2,
      'stroke-dasharray': '4 4',
      'stroke-linecap': 'round',
    });
  }

  // Floating card: the payout state.
  let f = box(440, 70, 176, 60, { shadow: true });
  f += badge(456, 84, 'Payout sent', C.success, C.successSoft);
  f += text(456, 118, 'Through the network', { size: 10, fill: C.muted });
  return svg('How the affiliate program pays', b + g(f));
}
