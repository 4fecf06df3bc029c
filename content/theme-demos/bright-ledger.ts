import type { ThemeDemo } from './types.ts';

export const demo: ThemeDemo = {
  themeId: 'bright-ledger',
  business: 'Bright Ledger',
  kind: 'Bookkeeping and tax for freelancers',
  logoIcon: 'book',
  face: 'sans',
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
    primary: 'See the plans',
    secondary: 'Ask a question',
    art: {
      icon: 'calculator',
      caption: 'A monthly report you can read in two minutes',
      chips: [
        { icon: 'file', text: 'Quarterly estimates included' },
        { icon: 'shield', text: 'Bank-level encryption for your files' },
      ],
    },
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
    nav: 'Plans',
    title: 'Simple monthly plans',
    intro: 'No hourly billing. Change or cancel your plan at the end of any month.',
    kind: 'cards',
    groups: [
      {
        items: [
          {
            icon: 'book',
            name: 'Books',
            text: 'Monthly reconciliation, categorised expenses and a profit and loss report.',
            price: '$149 a month',
          },
          {
            icon: 'calculator',
            name: 'Books and tax',
            text: 'Everything in Books, plus quarterly tax estimates and your annual return.',
            price: '$249 a month',
          },
          {
            icon: 'briefcase',
            name: 'Catch-up',
            text: 'Behind by a few months or a year? We bring your books up to date first.',
            price: 'from $400 one time',
          },
        ],
      },
    ],
    note: 'Prices are for businesses with up to 150 transactions a month.',
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
