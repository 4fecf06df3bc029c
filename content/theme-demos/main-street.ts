import { circle, ellipse, path, rect } from './draw.ts';
import type { Drawing, ServicesDemo } from './types.ts';

// Main Street at nine in the morning: the adviser's shopfront, and the one-page plan pinned on the board inside.
const heroArt: Drawing = {
  w: 480,
  h: 400,
  alt: 'Drawing of a shopfront office on a main street with a board showing a rising chart and three goals',
  shapes: [
    rect(0, 0, 480, 400, '#dbe8f5', 24),
    rect(40, 70, 400, 290, '#f7f9fc'),
    path('M30 70 H450 L430 120 H50Z', '#0b4f8a'),
    ...[70, 150, 230, 310, 390].map((x) => path(`M${x} 120 q20 18 40 0`, '#5b9bd5')),
    rect(60, 150, 220, 190, '#bcd6ee'),
    rect(72, 162, 196, 120, '#ffffff', 6),
    ...[0, 1, 2, 3, 4].map((i) => rect(92 + i * 34, 262 - i * 18, 22, 12 + i * 18, i === 4 ? '#e07a2e' : '#5b9bd5', 3)),
    path('M96 236 L130 222 L166 214 L198 190 L236 172', 'none', '#0b4f8a', 4),
    circle(236, 172, 6, '#0b4f8a'),
    rect(72, 296, 196, 8, '#0b4f8a', 4),
    rect(300, 150, 120, 210, '#12406b'),
    rect(312, 162, 96, 198, '#5b9bd5'),
    circle(396, 260, 6, '#ffc94d'),
    rect(0, 360, 480, 40, '#8aa4bd'),
    ellipse(100, 368, 40, 6, '#6d87a0'),
    rect(60, 340, 80, 20, '#3f7a3a', 8),
    circle(80, 332, 14, '#4f9a45'),
    circle(104, 326, 16, '#5fae5a'),
    circle(126, 334, 12, '#4f9a45'),
  ],
};

export const demo: ServicesDemo = {
  themeId: 'main-street',
  business: 'Main Street Advisory',
  kind: 'Business advice for owner-run companies',
  logoIcon: 'briefcase',
  face: 'dm-serif',
  bodyFace: 'dm-sans',
  structure: 'services',
  variantLabels: { classic: 'Classic', bold: 'Bold' },
  variants: {
    classic: {
      bg: '#f3f7fc',
      surface: '#ffffff',
      soft: '#e3edf8',
      ink: '#132033',
      muted: '#48586c',
      accent: '#0b4f8a',
      onAccent: '#ffffff',
      line: '#cdd9e7',
      art: ['#0b4f8a', '#5b9bd5'],
    },
    bold: {
      bg: '#0f1d2e',
      surface: '#16283d',
      soft: '#1c324c',
      ink: '#f3f7fc',
      muted: '#bccbdc',
      accent: '#ffc94d',
      onAccent: '#1a1405',
      line: '#2c4564',
      art: ['#12406b', '#f2b632'],
    },
  },
  hero: {
    eyebrow: 'Advice for businesses with 2 to 50 people',
    title: 'Grow the business you have, without guessing',
    text: 'We sit down with owners, look at the numbers together and leave you with a plan your team can act on next Monday.',
    primary: 'Book a first meeting',
    secondary: 'See our fees',
    art: heroArt,
  },
  highlights: [
    {
      icon: 'target',
      title: 'One plan, one page',
      text: 'Three goals for the next 90 days, each with an owner and a date.',
    },
    { icon: 'handshake', title: 'Fixed fees', text: 'You know the price of every engagement before we start.' },
    { icon: 'users', title: 'Local advisers', text: 'Every adviser has run a small business of their own.' },
  ],
  offer: {
    nav: 'Services',
    title: 'How we can help',
    intro: 'Start with a health check, then keep us on call for as long as it is useful.',
    groups: [
      {
        items: [
          {
            icon: 'chart',
            name: 'Business health check',
            text: 'Two half-days on your numbers, customers and team, and a written 90-day plan.',
            price: '$1,200 one time',
          },
          {
            icon: 'calculator',
            name: 'Pricing check-up',
            text: 'We test your prices against your costs and your market, product by product.',
            price: '$650 one time',
          },
          {
            icon: 'users',
            name: 'Hiring your next lead',
            text: 'Role description, interview plan and a second opinion on the final two candidates.',
            price: '$900 one time',
          },
          {
            icon: 'calendar',
            name: 'Adviser on call',
            text: 'A monthly meeting and answers by phone within one working day.',
            price: '$450 a month',
          },
        ],
      },
    ],
  },
  packages: {
    nav: 'Fees',
    title: 'Three ways to work with us',
    intro: 'Fixed fees, agreed in writing before any work starts.',
    plans: [
      {
        name: 'First meeting',
        price: 'Free',
        per: '45 minutes',
        text: 'We listen, ask about your numbers and tell you honestly whether we can help.',
        features: ['At your premises or ours', 'A short note of what we heard'],
      },
      {
        name: 'Health check',
        price: '$1,200',
        per: 'one time',
        text: 'Two half-days on your numbers, customers and team.',
        features: ['A written 90-day plan', 'Three goals with owners and dates', 'A check-in call after 30 days'],
      },
      {
        name: 'Adviser on call',
        price: '$450',
        per: 'a month',
        text: 'For owners who want a second opinion every month.',
        features: ['A monthly meeting', 'Answers by phone within one working day', 'Cancel with a month’s notice'],
      },
    ],
    featured: { index: 1, label: 'Includes a written plan' },
    note: 'Sample prices for this theme. Every engagement starts with the free first meeting.',
  },
  steps: {
    title: 'How it works',
    items: [
      { title: 'Meet', text: 'A free first meeting to understand your business and what worries you.' },
      { title: 'Look at the numbers', text: 'Sales, costs and cash, read together in plain language.' },
      { title: 'Agree a plan', text: 'One page, three goals, each with an owner and a date.' },
      { title: 'Check in', text: 'A call after 30 days to see what moved and what did not.' },
    ],
  },
  quote: {
    title: 'Tell us what keeps you up at night',
    text: 'Call for a free first meeting. We answer the phone ourselves, Monday to Friday.',
    cta: 'Call the advisers',
  },
  about: {
    nav: 'About',
    title: 'Owners advising owners',
    paragraphs: [
      'Main Street Advisory is four advisers who between them have run a print shop, a bakery chain, a plumbing company and a software firm.',
      'We work with owner-run companies in the county and keep our client list short, so the person you meet first is the person who does the work.',
    ],
    facts: [
      { value: '4', label: 'advisers, all former owners' },
      { value: '90', label: 'days in every plan' },
      { value: '1', label: 'working day to answer a call' },
    ],
  },
  contact: {
    nav: 'Contact',
    title: 'Start with a free first meeting',
    text: 'Tell us a little about your business and we will suggest a time this week.',
    cta: 'Email us',
    via: 'email',
    address: ['220 Main Street, Suite 4', 'Millbrook, OH 43000'],
    phone: '(555) 010-4410',
    email: 'hello@mainstreet.example',
    hours: [
      ['Monday to Thursday', '8 am to 6 pm'],
      ['Friday', '8 am to 3 pm'],
    ],
  },
};
