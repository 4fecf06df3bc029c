import { bars, circle, ellipse, line, path, rect, ring } from './draw.ts';
import type { Drawing, PortfolioDemo } from './types.ts';

const coffeeArt: Drawing = {
  w: 300,
  h: 300,
  shapes: [
    rect(0, 0, 300, 300, '#f4d9c6'),
    ...[
      [40, '#2d4a3e'],
      [120, '#c4572c'],
      [200, '#3c3c6e'],
    ].flatMap(([x, c]) => [
      path(`M${x} 250 V96 l10 -24 h40 l10 24 V250Z`, c as string),
      circle((x as number) + 30, 150, 22, '#fbf3e6'),
      path(`M${(x as number) + 20} 150 q10 -18 20 0 q-10 18 -20 0Z`, c as string),
      ...bars((x as number) + 12, 196, [36, 26], '#fbf3e6'),
    ]),
  ],
};
const bookArt: Drawing = {
  w: 300,
  h: 300,
  shapes: [
    rect(0, 0, 300, 300, '#dfe7f1'),
    rect(40, 50, 220, 90, '#1f3a5f', 10),
    path('M80 120 q30 -40 70 0 q40 -40 70 0', 'none', '#f3c25b', 6),
    circle(150, 80, 10, '#f3c25b'),
    ...[60, 120, 180].map((x, i) => rect(x + 10, 170, 40, 100, ['#c4572c', '#f3c25b', '#5b8c6b'][i]!, 4)),
    ...[60, 120, 180].map((x) => path(`M${x + 10} 270 l20 -16 l20 16`, '#dfe7f1')),
  ],
};
const menuArt: Drawing = {
  w: 300,
  h: 300,
  shapes: [
    rect(0, 0, 300, 300, '#f6e3d4'),
    rect(50, 40, 150, 220, '#fffaf3', 6),
    path('M80 80 q45 -30 90 0', 'none', '#a63a1a', 6),
    ...bars(76, 110, [98, 70, 90, 60, 98, 74, 84], '#d9b8a2', 6, 18),
    circle(220, 210, 56, '#a63a1a'),
    ring(220, 210, 44, '#fffaf3', 3),
    path('M200 196 h40 M204 212 h32 M210 226 h20', 'none', '#fffaf3', 4),
  ],
};
const teaArt: Drawing = {
  w: 300,
  h: 300,
  shapes: [
    rect(0, 0, 300, 300, '#e3efe1'),
    ...[
      [50, '#2f6b4a'],
      [160, '#e0a43a'],
    ].flatMap(([x, c]) => [
      rect(x as number, 90, 90, 160, c as string, 8),
      rect(x as number, 78, 90, 20, '#3a3a34', 6),
      circle((x as number) + 45, 160, 30, '#fbf6ea'),
      path(`M${(x as number) + 30} 168 q15 -36 30 0 q-15 12 -30 0Z`, c as string),
    ]),
    circle(240, 60, 18, '#e0a43a'),
    circle(60, 56, 10, '#2f6b4a'),
  ],
};

// The studio's desk from above: a sketchbook open on a pencil drawing, brushes, a palette of the season's colours.
const heroArt: Drawing = {
  w: 520,
  h: 420,
  alt: 'Drawing of an illustrator’s desk: an open sketchbook with a drawing of a bird, pencils and a paint palette',
  shapes: [
    rect(0, 0, 520, 420, '#f1e6f5'),
    path('M40 70 L250 50 L260 340 L50 360Z', '#fffdf8'),
    path('M250 50 L470 70 L460 360 L260 340Z', '#faf6ee'),
    line(250, 50, 260, 340, '#d9cde0', 3),
    path('M90 240 Q110 150 190 160 Q220 130 232 150 Q214 156 212 170 Q200 250 120 260Z', '#6a3fa0'),
    path('M140 200 q30 10 50 -20', 'none', '#f2c14e', 6),
    circle(208, 158, 4, '#fffdf8'),
    path('M120 260 l-10 30 M140 258 l0 32', 'none', '#3a3a34', 3),
    ...[300, 330, 360].map((x, i) =>
      path(`M${x} ${120 + i * 10} q40 -30 80 0 t80 0`, 'none', ['#6a3fa0', '#f2c14e', '#e46a4a'][i]!, 6),
    ),
    circle(380, 270, 40, '#f2c14e'),
    rect(310, 250, 40, 70, '#e46a4a'),
    rect(60, 370, 200, 12, '#f2c14e', 6),
    path('M260 370 l18 6 l-18 6Z', '#3a3a34'),
    rect(300, 380, 170, 10, '#6a3fa0', 5),
    ellipse(470, 300, 34, 46, '#ffffff'),
    ...['#6a3fa0', '#f2c14e', '#e46a4a', '#2f8f83'].map((c, i) => circle(460 + (i % 2) * 18, 276 + i * 14, 8, c)),
  ],
};

export const demo: PortfolioDemo = {
  themeId: 'open-canvas',
  business: 'Juniper Lane Studio',
  kind: 'Illustration and brand design',
  logoIcon: 'palette',
  face: 'syne',
  bodyFace: 'manrope',
  structure: 'portfolio',
  variantLabels: { light: 'Light' },
  variants: {
    light: {
      bg: '#f6f2fb',
      surface: '#ffffff',
      soft: '#e9e0f5',
      ink: '#24183a',
      muted: '#54466b',
      accent: '#5b3f8a',
      onAccent: '#ffffff',
      line: '#dcd0ec',
      art: ['#6a4a9e', '#f0a7a0'],
    },
  },
  hero: {
    eyebrow: 'Illustration for independent brands',
    title: 'Pictures that tell people who you are before they read a word',
    text: 'Packaging, shop signs, menus and websites, drawn by hand and prepared for print and screen.',
    primary: 'View projects',
    secondary: 'Start a project',
    art: heroArt,
  },
  offer: {
    nav: 'Projects',
    title: 'Selected projects',
    intro: 'Recent work for small brands. Each project took between two and six weeks.',
    groups: [
      {
        items: [
          {
            art: coffeeArt,
            name: 'Tidewater Coffee',
            tag: 'Packaging, 2024',
            text: 'Bag labels for five roasts',
          },
          {
            art: bookArt,
            name: 'Little Pages bookshop',
            tag: 'Signage, 2024',
            text: 'Shop sign and bookmarks',
          },
          {
            art: menuArt,
            name: 'Nonna’s Kitchen',
            tag: 'Print, 2023',
            text: 'Menu and window lettering',
          },
          {
            art: teaArt,
            name: 'Greenhouse Tea',
            tag: 'Packaging, 2023',
            text: 'Tins, stickers and a website header',
          },
        ],
      },
    ],
  },
  process: {
    title: 'How a project goes',
    steps: [
      { title: 'A first call', text: 'Thirty minutes about your brand, where it is sold and who buys it.' },
      { title: 'Sketches', text: 'Three directions on paper within a week, with a fixed quote.' },
      { title: 'Colour and files', text: 'Two rounds of changes, then print and screen files you own.' },
    ],
  },
  about: {
    nav: 'About',
    title: 'A studio of two',
    paragraphs: [
      'Juniper Lane Studio is June, who draws, and Sam, who turns the drawings into files that printers and websites love.',
      'We take on one new project at a time, which means you always talk to the people doing the work.',
    ],
    facts: [
      { value: '2', label: 'people in the studio' },
      { value: '1', label: 'new project at a time' },
      { value: '2', label: 'rounds of changes included' },
    ],
  },
  contact: {
    nav: 'Contact',
    title: 'Tell us about your brand',
    text: 'Share what you make and where it is sold. We reply within two working days with ideas and a quote.',
    cta: 'Email the studio',
    via: 'email',
    address: ['Unit 7, Juniper Lane Yards', 'Ashford, NC 28700'],
    phone: '(555) 010-6262',
    email: 'studio@juniperlane.example',
    hours: [['Studio', 'Monday to Thursday']],
  },
};
