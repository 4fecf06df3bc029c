import { circle, ellipse, line, path, rect } from './draw.ts';
import type { Drawing, PortfolioDemo } from './types.ts';

/** A frame with a mat around a picture: moulding colour, mat colour, and the picture's shapes inside. */
const framed = (w: number, h: number, bg: string, moulding: string, inner: Drawing['shapes']): Drawing => ({
  w,
  h,
  shapes: [
    rect(0, 0, w, h, bg),
    rect(w / 2 - 90, 22, 180, h - 44, moulding, 2),
    rect(w / 2 - 78, 34, 156, h - 68, '#fbfaf6'),
    rect(w / 2 - 58, 54, 116, h - 108, '#e9e4da'),
    ...inner,
  ],
});

const botanical = framed(240, 300, '#e7e3db', '#2b2b2b', [
  line(120, 230, 120, 90, '#4d6b4a', 3),
  ...[110, 140, 170, 200].flatMap((y, i) => [
    ellipse(i % 2 ? 138 : 102, y, 18, 8, '#6f8f5a'),
    ellipse(i % 2 ? 102 : 138, y + 12, 16, 7, '#87a56f'),
  ]),
  circle(120, 86, 10, '#c4572c'),
]);
const landscape = framed(240, 300, '#dfe6e8', '#b08a5a', [
  rect(62, 54, 116, 192, '#f2d6b3'),
  circle(146, 104, 16, '#e9875a'),
  path('M62 190 L100 140 L128 170 L150 150 L178 182 V246 H62Z', '#5d7a8c'),
  path('M62 214 Q120 196 178 214 V246 H62Z', '#34505f'),
]);
const shadowBox = framed(240, 300, '#ece7df', '#6b4a33', [
  rect(62, 54, 116, 192, '#2f3a3f'),
  ellipse(120, 120, 30, 18, '#d9c08a'),
  path('M94 176 h52 l-6 40 h-40Z', '#c96f4a'),
  line(120, 160, 120, 176, '#d9c08a', 3),
]);
const abstract = framed(240, 300, '#e4e0ea', '#d8d2c4', [
  rect(62, 54, 116, 192, '#f4efe6'),
  circle(104, 112, 30, '#c4572c'),
  rect(110, 140, 56, 80, '#2f4858'),
  path('M70 230 Q120 170 172 230Z', '#e3b04b'),
]);

// The workshop wall: three frames hung together over the bench with moulding samples and a mat cutter.
const heroArt: Drawing = {
  w: 520,
  h: 420,
  alt: 'Drawing of a gallery wall of three framed pictures above a workbench with frame samples',
  shapes: [
    rect(0, 0, 520, 420, '#e9e4da'),
    rect(40, 40, 170, 220, '#2b2b2b'),
    rect(54, 54, 142, 192, '#fbfaf6'),
    rect(74, 74, 102, 152, '#f2d6b3'),
    circle(140, 120, 14, '#e9875a'),
    path('M74 190 L104 150 L128 176 L150 160 L176 190 V226 H74Z', '#5d7a8c'),
    rect(240, 40, 130, 130, '#b08a5a'),
    rect(252, 52, 106, 106, '#fbfaf6'),
    circle(305, 105, 30, '#c4572c'),
    rect(240, 190, 130, 70, '#6b4a33'),
    rect(250, 200, 110, 50, '#2f3a3f'),
    ellipse(305, 225, 30, 12, '#d9c08a'),
    rect(400, 40, 90, 220, '#d8d2c4'),
    rect(410, 50, 70, 200, '#fbfaf6'),
    line(445, 230, 445, 90, '#4d6b4a', 3),
    ellipse(432, 130, 12, 6, '#6f8f5a'),
    ellipse(458, 160, 12, 6, '#6f8f5a'),
    ellipse(432, 190, 12, 6, '#87a56f'),
    rect(0, 300, 520, 24, '#8a6440'),
    rect(0, 324, 520, 96, '#a97c50'),
    ...['#2b2b2b', '#b08a5a', '#6b4a33', '#d8d2c4', '#3c5a4a'].map((c, i) =>
      rect(60 + i * 40, 270 + (i % 2) * 6, 30, 30 - (i % 2) * 6, c, 2),
    ),
    rect(300, 280, 170, 20, '#5b6770', 4),
    rect(300, 276, 40, 8, '#c4572c', 2),
  ],
};

export const demo: PortfolioDemo = {
  themeId: 'studio-frame',
  business: 'Alder Street Framing',
  kind: 'Custom picture framing and fine-art prints',
  logoIcon: 'image',
  face: 'cormorant',
  bodyFace: 'karla',
  structure: 'portfolio',
  variantLabels: { light: 'Light', dark: 'Dark' },
  variants: {
    light: {
      bg: '#f7f7f5',
      surface: '#ffffff',
      soft: '#ececea',
      ink: '#1c1c1c',
      muted: '#545454',
      accent: '#222222',
      onAccent: '#ffffff',
      line: '#dddddb',
      art: ['#3b3b3b', '#b8b1a5'],
    },
    dark: {
      bg: '#121212',
      surface: '#1c1c1c',
      soft: '#262626',
      ink: '#f3f3f1',
      muted: '#bdbdb8',
      accent: '#f3f3f1',
      onAccent: '#121212',
      line: '#363636',
      art: ['#2e2a26', '#9c8f7c'],
    },
  },
  hero: {
    eyebrow: 'A framing workshop since 2009',
    title: 'Frames made by hand for the pictures you keep',
    text: 'Bring in a print, a drawing, a jersey or a map. We help you choose the moulding and the mat, then build the frame in the workshop behind the counter.',
    primary: 'See recent frames',
    secondary: 'Visit the workshop',
    art: heroArt,
  },
  offer: {
    nav: 'Work',
    title: 'Recent frames',
    intro: 'A few pieces that left the workshop this season, each framed to suit the work and the wall.',
    groups: [
      {
        items: [
          {
            art: botanical,
            name: 'Botanical study',
            tag: 'Black ash, white mat',
            text: 'A thin, dark frame that lets a pale print breathe.',
          },
          {
            art: landscape,
            name: 'Coast at dusk',
            tag: 'Oak, off-white mat',
            text: 'Warm wood to carry the evening colours of a painting.',
          },
          {
            art: shadowBox,
            name: 'A potter’s keepsakes',
            tag: 'Walnut shadow box',
            text: 'Objects held on a dark linen back, 3 inches deep.',
          },
          {
            art: abstract,
            name: 'Shapes in three colours',
            tag: 'Limed oak, float mount',
            text: 'The paper floats on the mount, so its torn edges show.',
          },
        ],
      },
    ],
  },
  process: {
    title: 'How framing works',
    steps: [
      { title: 'Bring it in', text: 'No appointment needed. We look at the piece with you at the counter.' },
      { title: 'Choose together', text: 'Corner samples of moulding and mat held against your picture.' },
      { title: 'We build it', text: 'Cut, joined and glazed in the workshop, usually within ten days.' },
      { title: 'Collect and hang', text: 'With hanging wire and a fixing for your kind of wall.' },
    ],
  },
  about: {
    nav: 'About',
    title: 'A small workshop on Alder Street',
    paragraphs: [
      'Alder Street Framing is Rosa, who trained as a cabinet maker, and Theo, who prints for local artists. The workshop is behind the counter, so you can watch your frame being made.',
      'We use conservation mats and glass that filters light, so your pictures keep their colour.',
    ],
    facts: [
      { value: '120', label: 'mouldings to choose from' },
      { value: '10 days', label: 'for most frames' },
      { value: '2', label: 'framers in the workshop' },
    ],
  },
  contact: {
    nav: 'Visit',
    title: 'Visit the workshop',
    text: 'Bring the piece, or a photo and its size, and we will suggest two or three frames with prices.',
    cta: 'Email the workshop',
    via: 'email',
    address: ['45 Alder Street', 'Bayview, CA 94000'],
    phone: '(555) 010-4545',
    email: 'frames@alderstreet.example',
    hours: [['Tuesday to Saturday', '10 am to 5 pm']],
  },
};
