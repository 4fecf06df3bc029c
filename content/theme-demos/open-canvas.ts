import type { ThemeDemo } from './types.ts';

export const demo: ThemeDemo = {
  themeId: 'open-canvas',
  business: 'Juniper Lane Studio',
  kind: 'Illustration and brand design',
  logoIcon: 'palette',
  face: 'sans',
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
    art: {
      icon: 'pen',
      caption: 'Sketches first, colour once you are happy',
      chips: [
        { icon: 'palette', text: 'Print and screen files' },
        { icon: 'check', text: 'Two rounds of changes' },
      ],
    },
  },
  highlights: [
    { icon: 'pen', title: 'Drawn by hand', text: 'Every piece starts on paper and ends as clean vector files.' },
    { icon: 'palette', title: 'A palette that fits', text: 'Colours chosen to work on your packaging and on screen.' },
    { icon: 'file', title: 'Yours to use', text: 'Full rights for your business, written into every quote.' },
  ],
  offer: {
    nav: 'Projects',
    title: 'Selected projects',
    intro: 'Recent work for small brands. Each project took between two and six weeks.',
    kind: 'tiles',
    groups: [
      {
        items: [
          { icon: 'coffee', name: 'Tidewater Coffee', text: 'Bag labels for five roasts' },
          { icon: 'book', name: 'Little Pages bookshop', text: 'Shop sign and bookmarks' },
          { icon: 'utensils', name: 'Nonna’s Kitchen', text: 'Menu and window lettering' },
          { icon: 'sprout', name: 'Greenhouse Tea', text: 'Tins, stickers and a website header' },
        ],
      },
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
