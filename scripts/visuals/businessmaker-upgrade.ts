// Business Maker, upgrade: the plan with its tools, more added when the business is ready: a website builder
// added, business email and local listings ready to add. No prices: those are the catalogue's.
import { C, backdrop, badge, box, browser, button, dot, g, icon, line, pill, svg, text } from './kit.ts';

export default function businessmakerUpgrade() {
  let b = backdrop({ cx: 320, cy: 250, r: 220, dots: 'br' });
  const x = 24;
  const y = 34;
  const w = 420;
  const h = 410;
  b += browser(x, y, w, h, 'businessmaker.siteharbor.example/plan');
  const px = x + 22;
  b += text(px, y + 66, 'Your Business Maker plan', { size: 15, weight: 700 });
  b += text(px, y + 86, 'Add tools when you are ready', { size: 10.5, fill: C.muted });
  const tools: [string, string, string, boolean][] = [
    ['layout-template', 'Website builder', 'Build and publish your site', true],
    ['at-sign', 'Business email', 'Mailboxes at your own domain', false],
    ['map-pin', 'Local listings', 'Kept on 70+ directories', false],
  ];
  tools.forEach(([ic, title, sub, added], i) => {
    const ry = y + 106 + i * 92;
    b += box(px, ry, w - 44, 80, { fill: added ? C.successSoft : C.white, stroke: added ? C.successMid : C.border });
    b +=
      dot(px + 34, ry + 40, 18, added ? C.white : C.soft) +
      icon(ic, px + 23, ry + 29, 22, added ? C.success : C.primary);
    b += text(px + 66, ry + 36, title, { size: 12.5, weight: 700 });
    b += text(px + 66, ry + 54, sub, { size: 10, fill: C.muted });
    b += added
      ? badge(px + w - 132, ry + 30, 'Added', C.success, C.white, 10)
      : button(px + w - 136, ry + 26, 78, 28, 'Add', { size: 11, outline: true, icon: 'plus' });
  });
  // What the plan holds now.
  const sx = 420;
  const sy = 110;
  let s = box(sx, sy, 200, 230, { shadow: true });
  s += text(sx + 18, sy + 32, 'In your plan', { size: 12, weight: 700 });
  ['Business plan', 'Finance tracker', 'Launch checklist', 'Website builder'].forEach((label, i) => {
    const ry = sy + 50 + i * 36;
    if (i > 0) s += line(sx + 16, ry, sx + 184, ry);
    s += dot(sx + 28, ry + 18, 10, C.successSoft) + icon('check', sx + 21, ry + 11, 14, C.success);
    s += text(sx + 46, ry + 22, label, { size: 10.5, weight: i === 3 ? 700 : 400 });
  });
  s += pill(sx + 16, sy + 200, 168, 8, C.line) + pill(sx + 16, sy + 200, 168 * 0.66, 8, C.primary);
  return svg(
    'A Business Maker plan with a website builder added and business email and local listings ready to add',
    b + g(s),
  );
}
