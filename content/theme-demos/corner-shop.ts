import { bars, circle, ellipse, line, path, rect, ring } from './draw.ts';
import type { Drawing, ShopDemo } from './types.ts';

const BG = '#efe7dc';

/** A speckled stoneware mug. */
const mug = (x: number, y: number, glaze: string, dots: string) => [
  path(`M${x + 96} ${y + 40} q44 0 44 36 t-44 36`, 'none', glaze, 14),
  rect(x, y, 104, 124, glaze, 14),
  ellipse(x + 52, y + 4, 52, 9, '#6b5a4a'),
  ...[
    [20, 30],
    [64, 44],
    [38, 74],
    [80, 92],
    [26, 104],
    [70, 18],
  ].map(([dx, dy]) => circle(x + dx!, y + dy!, 3, dots)),
];

const mugArt: Drawing = {
  w: 240,
  h: 240,
  shapes: [rect(0, 0, 240, 240, BG), ellipse(120, 196, 84, 10, '#ddd1c2'), ...mug(58, 64, '#d9c8b0', '#8c7a64')],
};
const candleArt: Drawing = {
  w: 240,
  h: 240,
  shapes: [
    rect(0, 0, 240, 240, '#e7eadf'),
    ellipse(120, 204, 70, 9, '#d3d8c8'),
    rect(62, 188, 116, 16, '#b08a5a', 6),
    rect(88, 58, 20, 132, '#f3d37a', 8),
    rect(132, 70, 20, 120, '#f3d37a', 8),
    line(98, 58, 98, 46, '#3a3a34', 2),
    line(142, 70, 142, 58, '#3a3a34', 2),
    path('M98 44 q-8 -14 0 -26 q8 12 0 26Z', '#f29a3a'),
    path('M142 56 q-8 -14 0 -26 q8 12 0 26Z', '#f29a3a'),
  ],
};
const napkinArt: Drawing = {
  w: 240,
  h: 240,
  shapes: [
    rect(0, 0, 240, 240, '#f1ece4'),
    rect(44, 126, 152, 64, '#8fa68a', 6),
    rect(52, 98, 144, 58, '#a3b89d', 6),
    rect(40, 70, 148, 56, '#8fa68a', 6),
    path('M48 86 H180 M60 112 H188 M50 140 H186 M56 166 H188', 'none', '#c9d6c3', 2),
    rect(112, 60, 16, 140, '#c9a777', 3),
  ],
};
const cardsArt: Drawing = {
  w: 240,
  h: 240,
  shapes: [
    rect(0, 0, 240, 240, '#f6eee8'),
    rect(40, 70, 110, 140, '#e2d4c8', 4),
    rect(62, 44, 110, 140, '#fffdf9', 4),
    rect(84, 30, 116, 150, '#fffdf9', 4),
    ring(142, 88, 30, '#c4572c', 5),
    path('M124 88 q18 -26 36 0 q-18 26 -36 0Z', '#2f5d50'),
    ...bars(104, 136, [76, 52], '#c9b8aa'),
  ],
};

// The shop's shelf: a mug, a vase of dried stems, candles and a stack of cards.
const heroArt: Drawing = {
  w: 480,
  h: 400,
  alt: 'Drawing of a shop shelf with a speckled mug, a vase of dried flowers, two candles and a stack of cards',
  shapes: [
    rect(0, 0, 480, 400, '#efe7dc', 24),
    circle(360, 110, 80, '#e6d6c2'),
    rect(24, 300, 432, 18, '#a97c50', 4),
    rect(40, 318, 16, 60, '#8a6440'),
    rect(424, 318, 16, 60, '#8a6440'),
    ...mug(70, 176, '#d9c8b0', '#8c7a64'),
    path('M262 300 q-30 -50 0 -100 h36 q30 50 0 100Z', '#2f5d50'),
    line(280, 200, 250, 90, '#8a7a58', 3),
    line(280, 200, 292, 70, '#8a7a58', 3),
    line(280, 200, 320, 104, '#8a7a58', 3),
    ellipse(250, 88, 12, 20, '#d9a05a'),
    ellipse(292, 68, 12, 20, '#c4572c'),
    ellipse(322, 100, 12, 20, '#e3c27a'),
    rect(350, 196, 18, 104, '#f3d37a', 7),
    rect(380, 212, 18, 88, '#f3d37a', 7),
    path('M359 192 q-7 -12 0 -22 q7 10 0 22Z', '#f29a3a'),
    path('M389 208 q-7 -12 0 -22 q7 10 0 22Z', '#f29a3a'),
    rect(336, 280, 104, 10, '#fffdf9', 2),
    rect(340, 290, 96, 10, '#c4572c', 2),
  ],
};

export const demo: ShopDemo = {
  themeId: 'corner-shop',
  business: 'The Corner Shop',
  kind: 'Gifts and homeware, chosen by hand',
  logoIcon: 'gift',
  face: 'baskerville',
  bodyFace: 'source-sans',
  structure: 'shop',
  variantLabels: { classic: 'Classic', minimal: 'Minimal' },
  variants: {
    classic: {
      bg: '#fff8ec',
      surface: '#ffffff',
      soft: '#f7e8cc',
      ink: '#35250a',
      muted: '#66512e',
      accent: '#8a4b0b',
      onAccent: '#ffffff',
      line: '#ead8b8',
      art: ['#b7791f', '#f2c879'],
    },
    minimal: {
      bg: '#ffffff',
      surface: '#fafafa',
      soft: '#f1f1ef',
      ink: '#1b1b1b',
      muted: '#555555',
      accent: '#1b1b1b',
      onAccent: '#ffffff',
      line: '#e2e2e0',
      art: ['#8c8c84', '#d9d6cc'],
    },
  },
  hero: {
    eyebrow: 'New in: the autumn table',
    title: 'Small things that make a home feel like yours',
    text: 'Stoneware, linen, candles and cards from thirty makers, most of them within a day’s drive of the shop.',
    primary: 'Shop new arrivals',
    secondary: 'Visit the shop',
    art: heroArt,
  },
  highlights: [
    {
      icon: 'heart',
      title: 'Made by people we know',
      text: 'We visit every maker before their work comes into the shop.',
    },
    {
      icon: 'truck',
      title: 'Shipped in two days',
      text: 'Orders before noon leave the same day, in recycled packaging.',
    },
    { icon: 'gift', title: 'Easy returns', text: 'Return anything unused within 30 days, in the shop or by post.' },
  ],
  offer: {
    nav: 'Shop',
    title: 'New arrivals',
    intro: 'A few favourites from this month’s deliveries.',
    groups: [
      {
        items: [
          { art: mugArt, tag: 'New', name: 'Speckled stoneware mug', text: 'Glazed by hand, 12 oz', price: '$24' },
          { art: candleArt, name: 'Beeswax taper candles', text: 'Set of two, burn 8 hours each', price: '$18' },
          { art: napkinArt, name: 'Washed linen napkins', text: 'Set of four, in sage', price: '$36' },
          {
            art: cardsArt,
            tag: 'Local maker',
            name: 'Letterpress card set',
            text: 'Six cards with envelopes',
            price: '$15',
          },
        ],
      },
    ],
    note: 'Everything in the shop can also be reserved by phone and collected the same day.',
  },
  cartLabel: 'Cart (3)',
  cart: {
    title: 'A sample cart',
    items: [
      { name: 'Speckled stoneware mug', qty: '× 2', price: '$48' },
      { name: 'Beeswax taper candles', qty: '× 1', price: '$18' },
    ],
    lines: [
      ['Subtotal', '$66'],
      ['Gift wrapping', 'Free'],
      ['Delivery', 'Free over $60'],
    ],
    total: ['Total', '$66'],
    note: 'What a visitor’s cart looks like on this theme. Checkout opens when the shop is live.',
  },
  about: {
    nav: 'About',
    title: 'One shop, thirty makers',
    paragraphs: [
      'The Corner Shop opened in a former pharmacy on the corner of Elm and Third. We kept the wooden drawers and filled them with things we would give as presents.',
      'Every product carries a card with the name of the person who made it and where they work.',
    ],
    facts: [
      { value: '30', label: 'makers, most of them local' },
      { value: '30 days', label: 'to return anything unused' },
      { value: '$60', label: 'for free delivery' },
    ],
  },
  contact: {
    nav: 'Visit',
    title: 'Visit the shop',
    text: 'Street parking on Elm Street. Step-free entrance on Third Avenue.',
    cta: 'Call the shop',
    via: 'phone',
    address: ['301 Elm Street', 'Riverton, VT 05600'],
    phone: '(555) 010-3012',
    email: 'shop@thecornershop.example',
    hours: [
      ['Tuesday to Saturday', '10 am to 6 pm'],
      ['Sunday', '11 am to 4 pm'],
    ],
  },
};
