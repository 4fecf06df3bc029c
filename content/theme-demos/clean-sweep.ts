import { ellipse, line, path, rect, star } from './draw.ts';
import type { Drawing, ServicesDemo } from './types.ts';

// A living room after a visit: the sofa plumped, the window bright, a plant, and the cleaner's caddy by the door.
const heroArt: Drawing = {
  w: 480,
  h: 400,
  alt: 'Drawing of a tidy living room with a sofa, a bright window and a plant, and a cleaning caddy with a spray bottle',
  shapes: [
    rect(0, 0, 480, 400, '#e4f3f7', 24),
    rect(0, 300, 480, 100, '#c9e3ea'),
    rect(270, 50, 160, 150, '#ffffff', 6),
    rect(280, 60, 140, 130, '#bfe6f5'),
    line(350, 60, 350, 190, '#ffffff', 6),
    line(280, 125, 420, 125, '#ffffff', 6),
    rect(60, 200, 230, 80, '#1f7a8c', 18),
    rect(40, 230, 270, 70, '#23889c', 18),
    rect(70, 180, 90, 50, '#7cc3d0', 14),
    rect(170, 180, 90, 50, '#7cc3d0', 14),
    rect(56, 296, 12, 20, '#155a68'),
    rect(282, 296, 12, 20, '#155a68'),
    path('M380 300 h50 l-8 50 h-34Z', '#d98e5a'),
    ellipse(405, 270, 14, 34, '#4f9a45'),
    ellipse(388, 280, 12, 28, '#5fae5a'),
    ellipse(422, 282, 12, 28, '#3f8a3a'),
    rect(120, 330, 110, 44, '#f2b632', 8),
    path('M140 330 v-20 h70 v20', 'none', '#c98c14', 6),
    rect(150, 290, 22, 44, '#ffffff', 6),
    rect(148, 280, 26, 12, '#1f7a8c', 3),
    rect(188, 300, 18, 34, '#7cc3d0', 5),
    star(100, 90, 18, '#f2b632'),
    star(140, 130, 10, '#f2b632'),
    star(440, 240, 12, '#ffffff'),
    star(250, 240, 10, '#ffffff'),
  ],
};

export const demo: ServicesDemo = {
  themeId: 'clean-sweep',
  business: 'Clean Sweep',
  kind: 'Home and office cleaning',
  logoIcon: 'sparkles',
  face: 'outfit',
  bodyFace: 'nunito-sans',
  structure: 'services',
  variantLabels: { classic: 'Classic' },
  variants: {
    classic: {
      bg: '#eff9fc',
      surface: '#ffffff',
      soft: '#d9f0f6',
      ink: '#0c2a36',
      muted: '#3d5c68',
      accent: '#0b6b8a',
      onAccent: '#ffffff',
      line: '#c5e3ec',
      art: ['#0b6b8a', '#7fd1e0'],
    },
  },
  hero: {
    eyebrow: 'Weekly, every two weeks or just once',
    title: 'Come home to a clean house',
    text: 'Trained, background-checked cleaners who bring their own supplies. Book online in two minutes and keep the same cleaner every visit.',
    primary: 'Get a price',
    secondary: 'See prices',
    art: heroArt,
  },
  highlights: [
    {
      icon: 'shield',
      title: 'Checked and insured',
      text: 'Every cleaner is background-checked and covered by our insurance.',
    },
    { icon: 'leaf', title: 'Gentle products', text: 'Plant-based cleaners that are safe around children and pets.' },
    { icon: 'calendar', title: 'Flexible visits', text: 'Move or skip a visit with 24 hours’ notice, no fee.' },
  ],
  offer: {
    nav: 'Services',
    title: 'What we clean',
    intro: 'Homes first, and a few small offices after hours. Supplies and travel are always included.',
    groups: [
      {
        items: [
          {
            icon: 'home',
            name: 'Regular cleaning',
            text: 'Weekly or every two weeks, by the same cleaner.',
            price: 'from $95',
          },
          { icon: 'sparkles', name: 'Deep clean', text: 'Inside cupboards, oven and windows.', price: 'from $220' },
          { icon: 'truck', name: 'Moving out', text: 'An empty home, ready for handover.', price: 'from $260' },
          { icon: 'briefcase', name: 'Small office', text: 'Up to 10 desks, after hours.', price: 'from $120' },
        ],
      },
    ],
  },
  packages: {
    nav: 'Prices',
    title: 'Regular cleaning, priced by home size',
    intro: 'Weekly or every two weeks. Prices include supplies and travel.',
    plans: [
      {
        name: 'Studio or one bedroom',
        price: '$95',
        per: 'a visit',
        text: 'About 2 hours with one cleaner.',
        features: ['Kitchen and bathroom', 'Floors vacuumed and mopped', 'Beds made'],
      },
      {
        name: 'Two or three bedrooms',
        price: '$135',
        per: 'a visit',
        text: 'About 3 hours with one or two cleaners.',
        features: ['Everything in the smaller home', 'Dusting high and low', 'Sheets changed on request'],
      },
      {
        name: 'Four bedrooms or more',
        price: '$175',
        per: 'a visit',
        text: 'About 4 hours with two cleaners.',
        features: ['Everything in the smaller homes', 'Two bathrooms included', 'Extra bathrooms $20 each'],
      },
    ],
    featured: { index: 1, label: 'The usual family home' },
    note: 'Sample prices for this theme. Move or skip a visit with 24 hours’ notice, no fee.',
  },
  steps: {
    title: 'How it works',
    items: [
      { title: 'Tell us about your home', text: 'Rooms, pets and anything we should know, by phone or email.' },
      { title: 'Meet your cleaner', text: 'The same person every visit, with a key safe if you are out.' },
      { title: 'Come home to it', text: 'A short note after each clean; tell us what to do differently.' },
    ],
  },
  quote: {
    title: 'Want a price for a one-time clean?',
    text: 'Call with the size of your home and what it needs. We quote while you are on the phone.',
    cta: 'Call Clean Sweep',
  },
  about: {
    nav: 'About',
    title: 'Cleaners who stay',
    paragraphs: [
      'Clean Sweep employs its cleaners directly, pays above the local average and trains every new starter for two weeks.',
      'That is why most of our customers have had the same cleaner for years.',
    ],
    facts: [
      { value: '24 h', label: 'notice to move a visit' },
      { value: '2 weeks', label: 'of training for every cleaner' },
      { value: '100%', label: 'plant-based products' },
    ],
  },
  contact: {
    nav: 'Contact',
    title: 'Book your first clean',
    text: 'Tell us the size of your home and a day that suits you. We confirm within one working day.',
    cta: 'Email to book',
    via: 'email',
    address: ['4 Willow Court', 'Northgate, WA 98000'],
    phone: '(555) 010-5050',
    email: 'book@cleansweep.example',
    hours: [
      ['Monday to Friday', '8 am to 7 pm'],
      ['Saturday', '9 am to 2 pm'],
    ],
  },
};
