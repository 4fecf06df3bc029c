import { bars, circle, path, rect } from './draw.ts';
import type { Drawing, ServicesDemo } from './types.ts';

// The month's books, drawn: a ledger with rows, a pie of expenses, a receipt, a calculator and a ticked deadline.
const heroArt: Drawing = {
  w: 480,
  h: 400,
  alt: 'Drawing of a bookkeeper’s desk: a ledger page with a chart, receipts, a calculator and a calendar with a date ticked',
  shapes: [
    rect(0, 0, 480, 400, '#e3f1ee', 24),
    rect(50, 50, 250, 310, '#ffffff', 12),
    rect(50, 50, 250, 46, '#0e6e63', 12),
    rect(50, 80, 250, 16, '#0e6e63'),
    ...bars(72, 66, [90], '#bfe3dc', 8),
    ...[120, 150, 180, 210].flatMap((y) => [...bars(72, y, [110], '#d7e4e1'), ...bars(236, y, [44], '#0e6e63')]),
    circle(120, 296, 44, '#bfe3dc'),
    path('M120 296 V252 A44 44 0 0 1 162 310Z', '#0e6e63'),
    path('M120 296 L162 310 A44 44 0 0 1 110 339Z', '#f2a93b'),
    ...bars(186, 270, [90, 70, 84], '#d7e4e1'),
    path('M320 90 h110 v170 l-14 -10 l-14 10 l-14 -10 l-14 10 l-14 -10 l-14 10 l-14 -10 l-12 10Z', '#fffdf6'),
    ...bars(336, 112, [78, 60, 70, 50, 78], '#d9d3c2'),
    rect(336, 190, 78, 8, '#0e6e63', 4),
    rect(330, 280, 110, 90, '#27323a', 12),
    rect(342, 292, 86, 22, '#bfe3dc', 4),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      rect(342 + (i % 3) * 30, 322 + Math.floor(i / 3) * 20, 24, 14, i === 5 ? '#f2a93b' : '#55636d', 4),
    ),
    circle(410, 60, 34, '#f2a93b'),
    path('M394 60 l11 11 l21 -22', 'none', '#ffffff', 7),
  ],
};

export const demo: ServicesDemo = {
  themeId: 'bright-ledger',
  business: 'Bright Ledger',
  kind: 'Bookkeeping and tax for freelancers',
  logoIcon: 'book',
  face: 'space-grotesk',
  bodyFace: 'ibm-plex-sans',
  structure: 'services',
  variantLabels: { classic: 'Classic' },
  variants: {
    classic: {
      bg: '#f4f8f5',
      surface: '#ffffff',
      soft: '#e0efe5',
      ink: '#12261a',
      muted: '#44594b',
      accent: '#1d6b3a',
      onAccent: '#ffffff',
      line: '#cbdfd1',
      art: ['#1d6b3a', '#7cc49a'],
    },
  },
  hero: {
    eyebrow: 'For freelancers and one-person companies',
    title: 'Your books done every month. Your taxes filed on time.',
    text: 'Send us your receipts from your phone. We reconcile your accounts, track what you can deduct and tell you what to set aside for tax.',
    primary: 'Talk to a bookkeeper',
    secondary: 'See the plans',
    art: heroArt,
  },
  highlights: [
    {
      icon: 'file',
      title: 'Receipts by photo',
      text: 'Snap a receipt and forward it. We file it under the right category.',
    },
    {
      icon: 'calendar',
      title: 'Never miss a deadline',
      text: 'We send a reminder two weeks before every tax date, with the amount.',
    },
    { icon: 'users', title: 'One named bookkeeper', text: 'The same person looks after your books every month.' },
  ],
  offer: {
    nav: 'Services',
    title: 'What we take off your desk',
    intro: 'Everything a small business owes its books and the tax office, done by people who know your name.',
    groups: [
      {
        items: [
          { icon: 'file', name: 'Bookkeeping', text: 'Every transaction coded and reconciled, each month.' },
          { icon: 'calculator', name: 'Tax returns', text: 'Business returns and quarterly estimates, filed on time.' },
          { icon: 'users', name: 'Payroll', text: 'Pay slips, filings and year-end forms for up to 20 people.' },
          { icon: 'chart', name: 'Monthly report', text: 'Profit, cash and what changed, on one page.' },
        ],
      },
    ],
  },
  packages: {
    nav: 'Plans',
    title: 'Simple monthly plans',
    intro: 'One price a month, whatever the number of receipts. Cancel with a month’s notice.',
    plans: [
      {
        name: 'Books',
        price: '$149',
        per: 'a month',
        text: 'Your bookkeeping, done every month.',
        features: ['Bank and card reconciled', 'Monthly profit and loss', 'A named bookkeeper'],
      },
      {
        name: 'Books and tax',
        price: '$249',
        per: 'a month',
        text: 'Everything in Books, plus your business tax return.',
        features: ['Quarterly tax estimates', 'Year-end return filed', 'Reminders before every deadline'],
      },
      {
        name: 'Catch-up',
        price: 'from $400',
        per: 'one time',
        text: 'Months or years behind? We bring your books up to date.',
        features: ['A fixed quote after one call', 'Done within four weeks'],
      },
    ],
    featured: { index: 1, label: 'Includes your tax return' },
    note: 'Sample prices for this theme. Payroll can be added to any plan.',
  },
  steps: {
    title: 'How it works',
    items: [
      { title: 'Connect your bank', text: 'Read-only access, set up together on a short call.' },
      { title: 'Snap your receipts', text: 'A photo from your phone is enough; we file the rest.' },
      { title: 'Read your month', text: 'A one-page report by the 10th, in plain language.' },
    ],
  },
  quote: {
    title: 'Behind on your books?',
    text: 'Call a bookkeeper for a fixed catch-up quote. No obligation, no jargon.',
    cta: 'Call Bright Ledger',
  },
  about: {
    nav: 'About',
    title: 'Small on purpose',
    paragraphs: [
      'Bright Ledger is a team of five certified bookkeepers and one tax preparer. We only work with freelancers and one-person companies, so we know the deductions that matter to you.',
      'Your files stay in an encrypted folder that only you and your bookkeeper can open.',
    ],
    facts: [
      { value: '6', label: 'people on the team' },
      { value: '2 weeks', label: 'notice before each tax date' },
      { value: '$0', label: 'to change or cancel a plan' },
    ],
  },
  contact: {
    nav: 'Contact',
    title: 'Questions before you start?',
    text: 'Write to us or call. A bookkeeper answers, not a sales team.',
    cta: 'Email a bookkeeper',
    via: 'email',
    address: ['88 Orchard Lane', 'Cedar Falls, IA 50600'],
    phone: '(555) 010-7788',
    email: 'books@brightledger.example',
    hours: [['Monday to Friday', '9 am to 5 pm']],
  },
};
