// The scenes of people at work (decision 285), each on the product visuals' 640 x 480 canvas and drawn with their
// kit, so a scene sits beside a product visual as one set. People are full-body Open Peeps in the set's own manner,
// one ink line and one fill: the line is the site's ink, the fill a skin tone (decision 254 keeps skin human), so
// colour comes from the setting: the brand's blue, the accent on the one thing that matters, soft tints.
import { C, backdrop, bar, box, dot, el, g, icon, pill, svg } from '../visuals/kit.ts';
import { compact, type loadPeeps } from './peeps.ts';

type Peeps = ReturnType<typeof loadPeeps>;

const INK = C.navy;
/** Skin tones, as scripts/people.ts draws the heads. */
const SKIN = { light: '#f3d2bb', medium: '#e0b08c', tan: '#c68a62', warm: '#f6e7cf' } as const;

interface Person {
  body: string;
  hair: string;
  face: string;
  skin: string;
  accessory?: string;
  facialHair?: string;
  /** Where the set's canvas origin lands, and its scale (a standing figure is about 2,900 units tall). */
  x: number;
  y: number;
  s: number;
  /** Mirror the figure (the set's people face the viewer's right). */
  flip?: boolean;
  /** A headset over the hair: the band, an ear cup and a microphone arm. */
  headset?: boolean;
}

function person(peeps: Peeps, p: Person): string {
  const drawing = peeps.default({
    body: p.body,
    hair: p.hair,
    face: p.face,
    accessory: p.accessory,
    facialHair: p.facialHair,
    strokeColor: INK,
    backgroundColor: p.skin,
  });
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(drawing)?.[1];
  if (!inner) throw new Error('react-peeps: unexpected SVG shape');
  const headset = p.headset
    ? el('path', {
        d: 'M300 330C280 120 420 40 470 40S680 110 650 330',
        fill: 'none',
        stroke: C.primary,
        'stroke-width': 46,
        'stroke-linecap': 'round',
      }) +
      el('rect', { x: 600, y: 270, width: 100, height: 160, rx: 44, fill: C.primary }) +
      el('path', {
        d: 'M650 410C650 500 600 540 520 545',
        fill: 'none',
        stroke: C.primary,
        'stroke-width': 24,
        'stroke-linecap': 'round',
      }) +
      el('circle', { cx: 515, cy: 545, r: 34, fill: C.accent })
    : '';
  const flip = p.flip ? ` translate(1000 0) scale(-1 1)` : '';
  return g(compact(inner) + headset, { transform: `translate(${p.x} ${p.y}) scale(${p.s})${flip}` });
}

/** A soft floor under people and furniture. */
const floor = (cx: number, y: number, rx: number) =>
  el('ellipse', { cx, cy: y, rx, ry: 10, fill: C.sky, opacity: 0.7 });

/** A web page in miniature: header bar, a picture block and lines of text, inside (x, y, w, h). */
function page(x: number, y: number, w: number, h: number, tint: string = C.sky) {
  return (
    bar(x, y, w, 12, C.primary, 3) +
    bar(x, y + 18, w * 0.55, h * 0.45, tint, 4) +
    bar(x + w * 0.6, y + 20, w * 0.4, 6, C.border, 3) +
    bar(x + w * 0.6, y + 32, w * 0.32, 6, C.line, 3) +
    bar(x + w * 0.6, y + 44, w * 0.36, 6, C.line, 3) +
    pill(x + w * 0.6, y + 58, w * 0.26, 12, C.accent) +
    bar(x, y + 26 + h * 0.45, w, 6, C.line, 3) +
    bar(x, y + 38 + h * 0.45, w * 0.7, 6, C.line, 3)
  );
}

/** A monitor on a stand; its screen's rectangle is (x+8, y+8, w-16, h-16). */
const monitor = (x: number, y: number, w: number, h: number) =>
  el('rect', { x: x + w / 2 - 8, y: y + h, width: 16, height: 34, fill: C.metalDark }) +
  el('rect', { x: x + w / 2 - 40, y: y + h + 30, width: 80, height: 8, rx: 4, fill: C.metalDark }) +
  box(x, y, w, h, { fill: C.navy, stroke: 'none', shadow: true }) +
  el('rect', { x: x + 8, y: y + 8, width: w - 16, height: h - 16, rx: 4, fill: C.white });

/** A desk seen from the front: a top and two legs, the top's upper edge at y. */
const desk = (x: number, y: number, w: number, top: string = C.warnMid) =>
  el('rect', { x: x + 14, y: y + 12, width: 12, height: 440 - y - 12, fill: C.metalDark }) +
  el('rect', { x: x + w - 26, y: y + 12, width: 12, height: 440 - y - 12, fill: C.metalDark }) +
  el('rect', { x, y, width: w, height: 16, rx: 4, fill: top });

/** A floating card with an icon in a tinted disc and two lines, the outcome of the scene. */
function card(x: number, y: number, w: number, name: string, fg: string, bg: string) {
  return (
    box(x, y, w, 52, { shadow: true }) +
    dot(x + 26, y + 26, 15, bg) +
    icon(name, x + 17, y + 17, 18, fg) +
    bar(x + 50, y + 17, w - 70, 7, C.border, 3.5) +
    bar(x + 50, y + 30, (w - 70) * 0.6, 7, C.line, 3.5)
  );
}

/** A plant in a pot, its pot's bottom centre at (x, y). */
const plant = (x: number, y: number, s = 1) =>
  g(
    el('path', { d: 'M0 -40C-30 -60 -34 -92 -20 -104C-4 -90 2 -66 0 -40z', fill: C.successMid }) +
      el('path', { d: 'M0 -40C20 -70 44 -80 52 -72C48 -54 26 -42 0 -40z', fill: C.success }) +
      el('path', { d: 'M0 -40C-8 -74 6 -104 18 -112C28 -92 18 -62 0 -40z', fill: C.success }) +
      el('path', { d: 'M-20 -42h40l-6 42h-28z', fill: C.accentMid }),
    { transform: `translate(${x} ${y}) scale(${s})` },
  );

/** A tablet or screen face: a navy frame, a white screen and a web page on it. */
const screen = (x: number, y: number, w: number, h: number, tint: string = C.sky) =>
  box(x, y, w, h, { fill: C.navy, stroke: 'none', r: 8 }) +
  el('rect', { x: x + 6, y: y + 6, width: w - 12, height: h - 12, rx: 3, fill: C.white }) +
  page(x + 12, y + 12, w - 24, h - 24, tint);

/** A shelf of goods: a plank with boxes and jars standing on it, the plank's top at y. */
const shelf = (x: number, y: number, items: [number, number, string][]) =>
  el('rect', { x, y, width: 180, height: 8, rx: 4, fill: C.warnMid }) +
  items.map(([dx, h, fill], i) => bar(x + dx, y - h, i % 2 ? 24 : 30, h, fill, 5)).join('');

/** The owner at the shop counter, the shop's own site open on a tablet beside the till. */
function owner(peeps: Peeps) {
  const shelves =
    shelf(50, 130, [
      [10, 36, C.accentMid],
      [46, 26, C.sky],
      [76, 42, C.mid],
      [112, 30, C.successMid],
      [142, 36, C.warnSoft],
    ]) +
    shelf(50, 210, [
      [10, 32, C.warnSoft],
      [46, 40, C.accent],
      [76, 30, C.sky],
      [112, 38, C.warnMid],
      [142, 28, C.mid],
    ]);
  const lamp =
    el('rect', { x: 459, y: 0, width: 2, height: 50, fill: C.muted }) +
    el('path', { d: 'M430 76a30 26 0 0 1 60 0z', fill: C.primary }) +
    dot(460, 78, 6, C.warnMid);
  const counter =
    el('rect', { x: 150, y: 342, width: 420, height: 98, rx: 6, fill: C.primary }) +
    el('rect', { x: 170, y: 362, width: 118, height: 60, rx: 6, fill: C.primaryDark }) +
    el('rect', { x: 301, y: 362, width: 118, height: 60, rx: 6, fill: C.primaryDark }) +
    el('rect', { x: 432, y: 362, width: 118, height: 60, rx: 6, fill: C.primaryDark }) +
    el('rect', { x: 138, y: 330, width: 444, height: 18, rx: 6, fill: C.warnMid });
  const tablet =
    el('path', { d: 'M484 330l10 -34h12l-2 34z', fill: C.metalDark }) +
    g(screen(-66, -92, 132, 92), { transform: 'translate(500 300) rotate(-3)' });
  const reader = bar(186, 306, 32, 24, C.navy, 4) + bar(191, 311, 22, 7, C.sky, 2);
  const bag =
    el('path', { d: 'M232 330l6 -52h50l6 52z', fill: C.warnSoft }) +
    el('path', { d: 'M251 280v-8a12 12 0 0 1 24 0v8', fill: 'none', stroke: C.warnMid, 'stroke-width': 3 });
  const body =
    backdrop({ cx: 340, cy: 240, r: 215, dots: 'tl' }) +
    floor(360, 440, 250) +
    shelves +
    lamp +
    person(peeps, { body: 'PointingFingerWB', hair: 'Bun', face: 'Smile', skin: SKIN.medium, x: 282, y: 70, s: 0.12 }) +
    counter +
    reader +
    bag +
    tablet +
    card(446, 110, 172, 'shopping-bag', C.accent, C.accentSoft);
  return svg('A shop owner at the counter, the shop’s website open on a tablet', body);
}

/** Two designers at a big screen: one at the desk, one pointing at the layout they are building. */
function designers(peeps: Peeps) {
  const screenBox =
    monitor(206, 110, 240, 170) +
    bar(222, 126, 42, 138, C.alt, 3) +
    bar(228, 134, 30, 6, C.border, 3) +
    bar(228, 148, 30, 6, C.line, 3) +
    bar(228, 162, 30, 6, C.line, 3) +
    dot(236, 246, 6, C.accent) +
    dot(252, 246, 6, C.mid) +
    page(276, 130, 156, 130, C.warnSoft);
  const body =
    backdrop({ cx: 330, cy: 240, r: 215, dots: 'tr' }) +
    floor(330, 440, 280) +
    person(peeps, {
      body: 'PointingFingerBW',
      hair: 'Twists',
      face: 'Smile',
      skin: SKIN.tan,
      accessory: 'GlassRound',
      x: 40,
      y: 92,
      s: 0.118,
    }) +
    // The seat of the designer at the desk, who faces the screen from the right.
    el('rect', { x: 584, y: 270, width: 16, height: 100, rx: 8, fill: C.primaryDark }) +
    el('rect', { x: 494, y: 330, width: 106, height: 18, rx: 8, fill: C.primary }) +
    el('rect', { x: 542, y: 348, width: 10, height: 80, fill: C.metalDark }) +
    person(peeps, {
      body: 'CrossedLegs',
      hair: 'ShortScratch',
      face: 'Calm',
      skin: SKIN.light,
      facialHair: 'FullMedium',
      x: 436,
      y: 166,
      s: 0.11,
      flip: true,
    }) +
    desk(196, 334, 300) +
    el('rect', { x: 290, y: 322, width: 80, height: 12, rx: 4, fill: C.metal }) +
    plant(226, 334, 0.6) +
    screenBox +
    card(60, 30, 176, 'palette', C.accent, C.accentSoft);
  return svg('Two web designers at a big screen, building a layout together', body);
}

/** A support agent on a headset at the desk, the customer's question answered on the laptop. */
function agent(peeps: Peeps) {
  const laptopFace =
    el('path', { d: 'M346 330l20 -132h220l-20 132z', fill: C.navy }) +
    el('path', { d: 'M356 322l18 -116h204l-18 116z', fill: C.white }) +
    g(
      bar(0, 0, 70, 16, C.sky, 8) +
        bar(40, 26, 90, 16, C.primary, 8) +
        bar(0, 52, 110, 16, C.sky, 8) +
        bar(60, 78, 70, 16, C.primary, 8),
      { transform: 'translate(388 214) skewX(-9)' },
    ) +
    el('rect', { x: 330, y: 326, width: 240, height: 8, rx: 4, fill: C.metalDark });
  const body =
    backdrop({ cx: 320, cy: 240, r: 215, dots: 'bl' }) +
    floor(330, 440, 250) +
    el('rect', { x: 100, y: 270, width: 16, height: 100, rx: 8, fill: C.primaryDark }) +
    el('rect', { x: 100, y: 330, width: 110, height: 18, rx: 8, fill: C.primary }) +
    el('rect', { x: 146, y: 348, width: 10, height: 80, fill: C.metalDark }) +
    person(peeps, {
      body: 'CrossedLegs',
      hair: 'Long',
      face: 'Smile',
      skin: SKIN.tan,
      headset: true,
      x: 96,
      y: 166,
      s: 0.11,
    }) +
    desk(280, 334, 330) +
    laptopFace +
    el('path', { d: 'M296 334v-30h28v30', fill: C.white, stroke: C.border, 'stroke-width': 2 }) +
    card(404, 86, 190, 'phone', C.success, C.successSoft) +
    card(380, 150, 150, 'check', C.primary, C.soft);
  return svg('A support agent on a headset answering a customer at the desk', body);
}

/** The account team at a board: a plan and a growing chart between them. */
function team(peeps: Peeps) {
  const board =
    box(190, 70, 270, 190, { shadow: true }) +
    el('rect', { x: 210, y: 92, width: 120, height: 8, rx: 4, fill: C.border }) +
    [48, 74, 62, 98, 124].map((h, i) => bar(214 + i * 28, 236 - h, 18, h, i === 4 ? C.accent : C.mid, 3)).join('') +
    el('path', {
      d: 'M360 220l24 -30 22 10 34 -64',
      fill: 'none',
      stroke: C.success,
      'stroke-width': 4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    dot(440, 136, 6, C.success) +
    el('rect', { x: 240, y: 260, width: 8, height: 176, fill: C.metalDark }) +
    el('rect', { x: 402, y: 260, width: 8, height: 176, fill: C.metalDark });
  const body =
    backdrop({ cx: 320, cy: 240, r: 215, dots: 'tr' }) +
    floor(320, 440, 280) +
    board +
    person(peeps, {
      body: 'PointingFingerWB',
      hair: 'Hijab',
      face: 'Smile',
      skin: SKIN.medium,
      x: 34,
      y: 92,
      s: 0.118,
    }) +
    person(peeps, {
      body: 'BlazerPantsWB',
      hair: 'GrayShort',
      face: 'Calm',
      skin: SKIN.light,
      accessory: 'GlassRoundThick',
      x: 470,
      y: 92,
      s: 0.118,
      flip: true,
    }) +
    card(256, 290, 140, 'handshake', C.accent, C.accentSoft);
  return svg('An account team planning a project in front of a growth chart', body);
}

/** A developer at two screens: code on one, the server's uptime on the other. */
function developer(peeps: Peeps) {
  const code = (x: number, y: number) =>
    [
      [0, 60, C.mid],
      [14, 90, C.accentMid],
      [14, 54, C.successMid],
      [28, 76, C.mid],
      [14, 40, C.warnMid],
      [0, 30, C.mid],
      [0, 84, C.successMid],
    ]
      .map(([dx, w, fill], i) => bar(x + Number(dx), y + i * 14, Number(w), 6, String(fill), 3))
      .join('');
  const screens =
    monitor(262, 120, 164, 130) +
    el('rect', { x: 270, y: 128, width: 148, height: 114, rx: 4, fill: C.navy }) +
    code(282, 140) +
    monitor(430, 120, 170, 130) +
    el('path', {
      d: 'M448 222l26 -30 22 14 30 -44 24 18 30 -36',
      fill: 'none',
      stroke: C.success,
      'stroke-width': 3.5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    bar(448, 140, 70, 7, C.border, 3.5) +
    pill(540, 136, 44, 14, C.successSoft);
  const rack =
    box(40, 190, 80, 250, { fill: C.primaryDark, stroke: 'none', r: 6 }) +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          bar(50, 204 + i * 44, 60, 32, C.primary, 4) +
          dot(64, 220 + i * 44, 4, C.successMid) +
          bar(76, 217 + i * 44, 26, 6, C.mid, 3),
      )
      .join('');
  const body =
    backdrop({ cx: 330, cy: 240, r: 215, dots: 'tl' }) +
    floor(330, 440, 280) +
    rack +
    el('rect', { x: 150, y: 270, width: 16, height: 100, rx: 8, fill: C.primaryDark }) +
    el('rect', { x: 150, y: 330, width: 110, height: 18, rx: 8, fill: C.primary }) +
    el('rect', { x: 196, y: 348, width: 10, height: 80, fill: C.metalDark }) +
    person(peeps, {
      body: 'CrossedLegs',
      hair: 'ShortCurly',
      face: 'Calm',
      skin: SKIN.medium,
      accessory: 'GlassRoundThick',
      x: 146,
      y: 166,
      s: 0.11,
    }) +
    screens +
    desk(300, 334, 320) +
    el('rect', { x: 400, y: 322, width: 110, height: 12, rx: 4, fill: C.metal }) +
    card(456, 54, 164, 'server', C.success, C.successSoft);
  return svg('A developer at two screens, code on one and the server’s uptime on the other', body);
}

/** A seller packing an order, the order shown on a phone beside the parcels. */
function seller(peeps: Peeps) {
  const parcel = (x: number, y: number, w: number, h: number) =>
    el('rect', { x, y, width: w, height: h, rx: 4, fill: C.warnMid }) +
    el('rect', { x: x + w / 2 - 6, y, width: 12, height: h, fill: C.warnSoft }) +
    el('rect', { x, y, width: w, height: 10, rx: 4, fill: '#c8953f' });
  const phoneBox = g(
    el('rect', { x: 0, y: 0, width: 92, height: 170, rx: 16, fill: C.navy }) +
      el('rect', { x: 6, y: 6, width: 80, height: 158, rx: 11, fill: C.white }) +
      bar(16, 24, 60, 46, C.sky, 6) +
      bar(16, 80, 48, 7, C.border, 3.5) +
      bar(16, 94, 36, 7, C.line, 3.5) +
      pill(16, 132, 60, 18, C.accent),
    { transform: 'translate(496 120) rotate(6)', filter: 'url(#d)' },
  );
  const body =
    backdrop({ cx: 320, cy: 240, r: 215, dots: 'br' }) +
    floor(320, 440, 270) +
    shelf(40, 150, [
      [8, 40, C.warnMid],
      [44, 30, C.warnSoft],
      [76, 44, C.warnMid],
      [112, 34, C.warnSoft],
      [146, 28, C.warnMid],
    ]) +
    person(peeps, { body: 'RestingWB', hair: 'ShortWavy', face: 'Smile', skin: SKIN.light, x: 228, y: 80, s: 0.12 }) +
    el('rect', { x: 150, y: 340, width: 330, height: 16, rx: 4, fill: C.primary }) +
    el('rect', { x: 166, y: 356, width: 12, height: 84, fill: C.primaryDark }) +
    el('rect', { x: 452, y: 356, width: 12, height: 84, fill: C.primaryDark }) +
    parcel(176, 270, 90, 70) +
    parcel(360, 290, 80, 50) +
    parcel(372, 244, 56, 46) +
    phoneBox +
    card(40, 330, 150, 'package-check', C.success, C.successSoft);
  return svg('A shop owner packing an online order, the order on a phone beside the parcels', body);
}

/** The owner in front of their shop, found on the map. */
function storefront(peeps: Peeps) {
  const stripes = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => el('path', { d: `M${150 + i * 50} 120h50l-6 44h-38z`, fill: i % 2 ? C.white : C.accent }))
    .join('');
  const shop =
    el('rect', { x: 160, y: 90, width: 330, height: 350, rx: 6, fill: C.primary }) +
    el('rect', { x: 150, y: 100, width: 350, height: 24, rx: 6, fill: C.primaryDark }) +
    stripes +
    el('rect', { x: 184, y: 190, width: 150, height: 130, rx: 6, fill: C.sky }) +
    el('path', { d: 'M200 300l40 -60 30 34 20 -20 34 46z', fill: C.white, opacity: 0.7 }) +
    el('rect', { x: 366, y: 190, width: 100, height: 250, rx: 6, fill: C.primaryDark }) +
    el('rect', { x: 380, y: 206, width: 72, height: 96, rx: 4, fill: C.sky }) +
    dot(452, 330, 5, C.warnMid) +
    pill(384, 224, 64, 22, C.successSoft) +
    el('rect', { x: 184, y: 336, width: 150, height: 104, rx: 6, fill: C.primaryDark });
  const pin =
    el('path', {
      d: 'M0 0c-26 0 -44 20 -44 42c0 32 44 70 44 70s44 -38 44 -70c0 -22 -18 -42 -44 -42z',
      fill: C.accent,
      filter: 'url(#d)',
    }) + dot(0, 42, 16, C.white);
  const body =
    backdrop({ cx: 320, cy: 250, r: 215, dots: 'tl' }) +
    floor(320, 440, 280) +
    shop +
    plant(140, 440, 1) +
    person(peeps, { body: 'CrossedArmsWB', hair: 'Afro', face: 'Smile', skin: SKIN.tan, x: 486, y: 92, s: 0.118 }) +
    g(pin, { transform: 'translate(325 6) scale(0.8)' }) +
    card(24, 60, 170, 'map-pin', C.accent, C.accentSoft);
  return svg('A business owner outside their shop, with its pin on the map', body);
}

export const SCENES: Record<string, (peeps: Peeps) => string> = {
  owner,
  designers,
  agent,
  team,
  developer,
  seller,
  storefront,
};
