import { circle, ellipse, path, rect, star } from './draw.ts';
import type { Drawing, ShopDemo } from './types.ts';

const carrot = (x: number, y: number) => [
  path(`M${x} ${y} l-10 -22 M${x} ${y} l0 -26 M${x} ${y} l10 -22`, 'none', '#3f8a3a', 5),
  path(`M${x - 12} ${y} h24 l-12 58Z`, '#ea7a23'),
];
const tomato = (x: number, y: number, r = 20) => [circle(x, y, r, '#d9412b'), star(x, y - r + 4, 8, '#3f8a3a')];
const leafy = (x: number, y: number, c = '#4f9a45') => [
  ellipse(x - 14, y, 16, 30, c),
  ellipse(x + 14, y, 16, 30, c),
  ellipse(x, y - 8, 18, 34, '#6fb85a'),
];
/** A wooden crate, front face, with its top edge at y. */
const crate = (x: number, y: number, w: number) => [
  rect(x, y, w, 70, '#c08a52', 6),
  rect(x, y + 34, w, 4, '#a4713f'),
  rect(x + 14, y + 14, w - 28, 10, '#a4713f', 5),
];

const smallArt: Drawing = {
  w: 240,
  h: 240,
  shapes: [
    rect(0, 0, 240, 240, '#e6f2df'),
    ...carrot(84, 96),
    ...carrot(110, 92),
    ...leafy(160, 112),
    ...tomato(128, 128),
    ...crate(44, 136, 152),
  ],
};
const familyArt: Drawing = {
  w: 240,
  h: 240,
  shapes: [
    rect(0, 0, 240, 240, '#f3eedb'),
    ...leafy(56, 116),
    ...carrot(92, 98),
    ...tomato(132, 124, 22),
    circle(172, 118, 22, '#d8462f'),
    circle(190, 112, 20, '#9cc24a'),
    path('M172 96 q4 -10 12 -12', 'none', '#6b4a2a', 3),
    ...tomato(96, 132, 16),
    ...crate(20, 140, 200),
  ],
};
const greensArt: Drawing = {
  w: 240,
  h: 240,
  shapes: [
    rect(0, 0, 240, 240, '#e2f0e4'),
    ...leafy(80, 120, '#3f8a3a'),
    ...leafy(120, 110),
    ...leafy(160, 120, '#3f8a3a'),
    ...crate(36, 140, 168),
  ],
};
const eggsArt: Drawing = {
  w: 240,
  h: 240,
  shapes: [
    rect(0, 0, 240, 240, '#fbf3df'),
    rect(30, 120, 180, 66, '#cdbd9a', 10),
    ...[60, 100, 140, 180].flatMap((x) => [ellipse(x, 116, 17, 22, '#f3e3c6'), ellipse(x, 146, 17, 22, '#e9cfa5')]),
  ],
};

// This week's box in the field it came from: hills, rows of crops and the crate at the front.
const heroArt: Drawing = {
  w: 480,
  h: 400,
  alt: 'Drawing of a wooden crate of carrots, tomatoes, apples and greens in front of green hills and rows of crops',
  shapes: [
    rect(0, 0, 480, 400, '#dff0e2', 24),
    circle(380, 80, 40, '#f5d36b'),
    path('M0 190 Q120 120 240 170 T480 150 V400 H0Z', '#9fcf7f'),
    path('M0 240 Q160 190 300 230 T480 220 V400 H0Z', '#5fae5a'),
    ...[262, 286, 312, 340].map((y) => path(`M0 ${y} Q240 ${y - 30} 480 ${y}`, 'none', '#4a9548', 4)),
    rect(0, 340, 480, 60, '#7a5a3a'),
    ...leafy(120, 232),
    ...carrot(160, 214),
    ...carrot(186, 208),
    ...tomato(232, 240, 24),
    circle(280, 236, 24, '#d8462f'),
    circle(322, 240, 22, '#9cc24a'),
    ...leafy(360, 236, '#3f8a3a'),
    ...crate(90, 256, 300),
  ],
};

export const demo: ShopDemo = {
  themeId: 'fresh-market',
  business: 'Fresh Market',
  kind: 'Farm boxes from the valley, delivered weekly',
  logoIcon: 'sprout',
  face: 'bricolage',
  bodyFace: 'nunito',
  structure: 'shop',
  variantLabels: { classic: 'Classic' },
  variants: {
    classic: {
      bg: '#f2faf3',
      surface: '#ffffff',
      soft: '#dff0e2',
      ink: '#13301c',
      muted: '#41604a',
      accent: '#1d6b3a',
      onAccent: '#ffffff',
      line: '#c6e0cc',
      art: ['#2f8a4c', '#b5dd7a'],
    },
  },
  hero: {
    eyebrow: 'Harvested on Monday, at your door on Tuesday',
    title: 'A box of what the valley grew this week',
    text: 'Seasonal vegetables, fruit and eggs from eleven family farms. Pick a size, skip any week and pause whenever you travel.',
    primary: 'Choose a box',
    secondary: 'Where we deliver',
    art: heroArt,
  },
  highlights: [
    {
      icon: 'sprout',
      title: 'Eleven family farms',
      text: 'All within 40 miles, all paid a fair price agreed before planting.',
    },
    { icon: 'truck', title: 'One delivery a week', text: 'In a cool box we collect again the week after.' },
    { icon: 'leaf', title: 'No plastic', text: 'Paper bags, cardboard trays and reused boxes only.' },
  ],
  offer: {
    nav: 'Boxes',
    title: 'Pick your box',
    intro: 'Every box changes with the season. You see the contents each Friday and can swap two items.',
    groups: [
      {
        items: [
          { art: smallArt, name: 'Small box', text: 'Vegetables for two, about 8 items', price: '$28 a week' },
          {
            art: familyArt,
            tag: 'Feeds four',
            name: 'Family box',
            text: 'Vegetables and fruit for four, about 14 items',
            price: '$45 a week',
          },
          { art: greensArt, name: 'Greens box', text: 'Salad, herbs and leafy greens', price: '$22 a week' },
          { art: eggsArt, name: 'Add a dozen eggs', text: 'Free-range, from Hillside Farm', price: '$7 a week' },
        ],
      },
    ],
  },
  cartLabel: 'Basket (2)',
  cart: {
    title: 'A sample basket',
    items: [
      { name: 'Family box', qty: 'weekly', price: '$45' },
      { name: 'Add a dozen eggs', qty: 'weekly', price: '$7' },
    ],
    lines: [
      ['Each week', '$52'],
      ['Delivery on Tuesday', 'Free'],
    ],
    total: ['First box', '$52'],
    note: 'A picture of the basket on this theme: pay by the week, skip or pause any week. Checkout opens when the co-op is live.',
  },
  about: {
    nav: 'Our farms',
    title: 'Grown close, picked late',
    paragraphs: [
      'Fresh Market is a co-operative of the farms that grow your food. We pick on Monday and pack on Monday night, so nothing sits in a warehouse.',
      'Each box comes with a card that says which farm grew what, and a recipe for whatever is most plentiful that week.',
    ],
    facts: [
      { value: '11', label: 'family farms' },
      { value: '40 mi', label: 'from field to door, at most' },
      { value: '1 day', label: 'from harvest to delivery' },
    ],
  },
  contact: {
    nav: 'Contact',
    title: 'Do we deliver to you?',
    text: 'We deliver across the valley on Tuesdays and to the farm stand for collection on Saturdays.',
    cta: 'Email the co-op',
    via: 'email',
    address: ['Farm stand, 9 Mill Road', 'Green Valley, CA 95600'],
    phone: '(555) 010-9090',
    email: 'boxes@freshmarket.example',
    hours: [
      ['Farm stand, Saturday', '8 am to 1 pm'],
      ['Phone, Monday to Friday', '9 am to 4 pm'],
    ],
  },
};
