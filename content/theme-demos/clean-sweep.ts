import type { ThemeDemo } from './types.ts';

export const demo: ThemeDemo = {
  themeId: 'clean-sweep',
  business: 'Clean Sweep',
  kind: 'Home and office cleaning',
  logoIcon: 'sparkles',
  face: 'sans',
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
    primary: 'See prices',
    secondary: 'Ask a question',
    art: {
      icon: 'sparkles',
      caption: 'Plant-based products, no strong smells',
      chips: [
        { icon: 'users', text: 'The same cleaner each visit' },
        { icon: 'leaf', text: 'Plant-based products' },
      ],
    },
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
    nav: 'Prices',
    title: 'Cleaning, priced by home size',
    intro: 'Prices include supplies and travel. Regular visits cost less than a one-time clean.',
    kind: 'menu',
    groups: [
      {
        title: 'Regular cleaning',
        items: [
          { name: 'Studio or one bedroom', text: 'About 2 hours', price: '$95' },
          { name: 'Two or three bedrooms', text: 'About 3 hours', price: '$135' },
          { name: 'Four bedrooms or more', text: 'About 4 hours', price: '$175' },
        ],
      },
      {
        title: 'One-time jobs',
        items: [
          { name: 'Deep clean', text: 'Inside cupboards, oven and windows', price: 'from $220' },
          { name: 'Moving out', text: 'Empty home, ready for handover', price: 'from $260' },
          { name: 'Small office', text: 'Up to 10 desks, after hours', price: 'from $120' },
        ],
      },
    ],
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
