import { circle, line, path, rect } from './draw.ts';
import type { Drawing, ServicesDemo } from './types.ts';

// A house on a Saturday morning: a ladder at the window, the crew's toolbox, a fresh coat of paint half done.
const heroArt: Drawing = {
  w: 480,
  h: 400,
  alt: 'Drawing of a house with a ladder against it, a toolbox, a paint roller and a wall half painted',
  shapes: [
    rect(0, 0, 480, 400, '#fff3d6', 24),
    path('M60 170 L220 60 L380 170Z', '#2b2b2b'),
    rect(80, 170, 280, 190, '#f4ede0'),
    rect(80, 170, 140, 190, '#ffb703'),
    rect(110, 210, 70, 70, '#ffffff', 4),
    rect(116, 216, 58, 58, '#9fd3e6'),
    line(145, 216, 145, 274, '#ffffff', 4),
    rect(250, 250, 70, 110, '#8a5a3c', 4),
    circle(308, 306, 5, '#ffb703'),
    rect(250, 200, 70, 30, '#ffffff', 4),
    line(380, 90, 420, 360, '#6b6b6b', 8),
    line(330, 100, 370, 360, '#6b6b6b', 8),
    ...[130, 170, 210, 250, 290, 330].map((y) =>
      line(334 + (y - 100) * 0.155, y, 384 + (y - 90) * 0.148, y, '#6b6b6b', 6),
    ),
    rect(0, 360, 480, 40, '#6aa84f'),
    rect(40, 320, 110, 50, '#d62828', 6),
    path('M70 320 v-14 h50 v14', 'none', '#2b2b2b', 6),
    rect(40, 338, 110, 6, '#a61e1e'),
    rect(190, 330, 50, 14, '#2b2b2b', 7),
    rect(186, 318, 58, 14, '#ffb703', 7),
    line(240, 338, 262, 362, '#2b2b2b', 5),
    path('M430 330 l22 -22 a12 12 0 1 1 10 14 l-22 22Z', '#6b6b6b'),
  ],
};

export const demo: ServicesDemo = {
  themeId: 'handy-crew',
  business: 'Handy Crew',
  kind: 'Home repairs and small renovations',
  logoIcon: 'hammer',
  face: 'archivo-black',
  bodyFace: 'archivo',
  structure: 'services',
  variantLabels: { classic: 'Classic', bold: 'Bold' },
  variants: {
    classic: {
      bg: '#fff6f1',
      surface: '#ffffff',
      soft: '#fbe3d7',
      ink: '#33190e',
      muted: '#65412f',
      accent: '#a8391a',
      onAccent: '#ffffff',
      line: '#efd2c3',
      art: ['#b8401d', '#f4a261'],
    },
    bold: {
      bg: '#1a1a1a',
      surface: '#242424',
      soft: '#2e2e2e',
      ink: '#fafafa',
      muted: '#c7c7c7',
      accent: '#ffb703',
      onAccent: '#1a1200',
      line: '#3d3d3d',
      art: ['#2b2b2b', '#ffb703'],
    },
  },
  hero: {
    eyebrow: 'Licensed and insured, serving the county',
    title: 'The repairs on your list, done in one visit',
    text: 'Leaky taps, sticking doors, a new shelf or a whole bathroom. Send us your list and we give you a fixed price before we start.',
    primary: 'Get a free estimate',
    secondary: 'See our rates',
    art: heroArt,
  },
  highlights: [
    { icon: 'calculator', title: 'Fixed prices', text: 'A written quote for the whole list before any work starts.' },
    { icon: 'clock', title: 'On time', text: 'A two-hour arrival window and a text when we are on the way.' },
    { icon: 'shield', title: 'One-year warranty', text: 'If something we fixed fails, we come back at no charge.' },
  ],
  offer: {
    nav: 'Services',
    title: 'What we fix',
    intro: 'Most visits cover several jobs. Prices below are typical; your quote is fixed before we start.',
    groups: [
      {
        items: [
          {
            icon: 'wrench',
            name: 'Plumbing repairs',
            text: 'Dripping taps, running toilets, blocked drains and new fittings.',
            price: 'from $95',
          },
          {
            icon: 'home',
            name: 'Doors and windows',
            text: 'Sticking doors, broken locks, draughty frames and new handles.',
            price: 'from $85',
          },
          {
            icon: 'paintbrush',
            name: 'Painting and patching',
            text: 'Holes filled, walls sanded and painted, trims refreshed.',
            price: 'from $180',
          },
          {
            icon: 'hammer',
            name: 'Small renovations',
            text: 'Bathroom refits, new flooring and built-in shelving.',
            price: 'quoted per job',
          },
        ],
      },
    ],
  },
  packages: {
    nav: 'Rates',
    title: 'Book the crew by the visit',
    intro: 'Most lists fit in one visit. You get a fixed price in writing before we start.',
    plans: [
      {
        name: 'Quick fix',
        price: '$95',
        per: 'up to 1 hour',
        text: 'One small job: a tap, a lock, a shelf.',
        features: ['One tradesperson', 'Parts at cost, receipts shown'],
      },
      {
        name: 'Half day',
        price: '$340',
        per: 'up to 4 hours',
        text: 'The list on the fridge, done in one morning.',
        features: ['One or two tradespeople', 'Parts at cost, receipts shown', 'Rubbish taken away'],
      },
      {
        name: 'Full day',
        price: '$620',
        per: 'up to 8 hours',
        text: 'Painting a room, new flooring or a bathroom refresh.',
        features: ['Two tradespeople', 'Parts at cost, receipts shown', 'Rubbish taken away'],
      },
    ],
    featured: { index: 1, label: 'Fits most lists' },
    note: 'Sample prices for this theme. Bigger renovations are quoted per job.',
  },
  steps: {
    title: 'How it works',
    items: [
      { title: 'Send your list', text: 'By phone or email, with a photo if you have one.' },
      { title: 'Get a fixed price', text: 'A written quote the same day, before any work starts.' },
      { title: 'We do the work', text: 'A two-hour arrival window and a clean floor when we leave.' },
      { title: 'One-year warranty', text: 'If something we fixed fails, we come back at no charge.' },
    ],
  },
  quote: {
    title: 'Got a list of jobs?',
    text: 'Call the crew for a free estimate. We reply the same day with a fixed price.',
    cta: 'Call for an estimate',
  },
  about: {
    nav: 'About',
    title: 'A small crew that shows up',
    paragraphs: [
      'Handy Crew is three tradespeople, a van full of tools and a phone that gets answered. We have fixed homes in the county since 2011.',
      'We clean up before we leave and we never start a job we have not priced.',
    ],
    facts: [
      { value: '3', label: 'tradespeople on the crew' },
      { value: '2 h', label: 'arrival window' },
      { value: '1 year', label: 'warranty on our work' },
    ],
  },
  contact: {
    nav: 'Contact',
    title: 'Send us your list',
    text: 'Call or email the jobs you need done, with a photo if you have one. We reply the same day with a price.',
    cta: 'Call the crew',
    via: 'phone',
    address: ['Workshop, 12 Foundry Road', 'Lakeside, MN 55000'],
    phone: '(555) 010-1212',
    email: 'jobs@handycrew.example',
    hours: [
      ['Monday to Friday', '7 am to 5 pm'],
      ['Saturday', '8 am to noon'],
    ],
  },
};
