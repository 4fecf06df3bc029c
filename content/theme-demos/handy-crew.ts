import type { ThemeDemo } from './types.ts';

export const demo: ThemeDemo = {
  themeId: 'handy-crew',
  business: 'Handy Crew',
  kind: 'Home repairs and small renovations',
  logoIcon: 'hammer',
  face: 'sans',
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
    secondary: 'Our services',
    art: {
      icon: 'wrench',
      caption: 'One crew, one visit, one fixed price',
      chips: [
        { icon: 'calendar', text: 'Visits within 5 working days' },
        { icon: 'shield', text: 'One-year warranty on our work' },
      ],
    },
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
    kind: 'cards',
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
