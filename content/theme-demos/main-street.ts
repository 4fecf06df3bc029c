import type { ThemeDemo } from './types.ts';

export const demo: ThemeDemo = {
  themeId: 'main-street',
  business: 'Main Street Advisory',
  kind: 'Business advice for owner-run companies',
  logoIcon: 'briefcase',
  face: 'sans',
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
    secondary: 'What we do',
    art: {
      icon: 'chart',
      caption: 'A 90-day plan, one page long',
      chips: [
        { icon: 'calendar', text: 'First meeting free, 45 minutes' },
        { icon: 'users', text: 'Owners and their teams' },
      ],
    },
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
    kind: 'cards',
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
