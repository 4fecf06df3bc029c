import type { ThemeDemo } from './types.ts';

export const demo: ThemeDemo = {
  themeId: 'table-for-two',
  business: 'Table for Two',
  kind: 'A small bistro with twenty seats',
  logoIcon: 'utensils',
  face: 'serif',
  variantLabels: { classic: 'Classic' },
  variants: {
    classic: {
      bg: '#fbf1f3',
      surface: '#ffffff',
      soft: '#f4dde3',
      ink: '#33101c',
      muted: '#66404c',
      accent: '#8a1d3f',
      onAccent: '#ffffff',
      line: '#ecd0d8',
      art: ['#8a1d3f', '#e48a9e'],
    },
  },
  hero: {
    eyebrow: 'Dinner Wednesday to Sunday',
    title: 'Twenty seats, one kitchen and a menu that changes every week',
    text: 'Seasonal plates for sharing, natural wines by the glass and a five-course tasting menu on Fridays and Saturdays.',
    primary: 'This week’s menu',
    secondary: 'Reserve a table',
    art: {
      icon: 'wine',
      caption: 'Natural wines by the glass',
      chips: [
        { icon: 'calendar', text: 'Dinner Wednesday to Sunday' },
        { icon: 'utensils', text: 'Tasting menu on weekends' },
      ],
    },
  },
  highlights: [
    { icon: 'leaf', title: 'From nearby farms', text: 'Vegetables from two farms we have cooked with since opening.' },
    { icon: 'wine', title: 'A short wine list', text: 'Twelve natural wines, all available by the glass.' },
    { icon: 'calendar', title: 'Walk-ins welcome', text: 'We keep the bar seats free for people who drop by.' },
  ],
  offer: {
    nav: 'Menu',
    title: 'This week',
    intro: 'Plates to share between two, or order the tasting menu for the table.',
    kind: 'menu',
    groups: [
      {
        title: 'To share',
        items: [
          { name: 'Charred leeks', text: 'Hazelnut, brown butter, lemon', price: '$14' },
          { name: 'Beetroot tartare', text: 'Smoked yoghurt, rye crisp', price: '$13' },
          { name: 'Hand-cut pappardelle', text: 'Mushroom ragù, aged pecorino', price: '$24' },
          { name: 'Roast half chicken', text: 'Salsa verde, crushed potatoes', price: '$29' },
        ],
      },
      {
        title: 'To finish',
        items: [
          { name: 'Olive oil cake', text: 'Poached pear, crème fraîche', price: '$10' },
          { name: 'Cheese of the week', text: 'With honey and oatcakes', price: '$12' },
          { name: 'Tasting menu', text: 'Five courses, Friday and Saturday', price: '$68' },
        ],
      },
    ],
    note: 'Tell us about allergies when you book; the kitchen adapts most dishes.',
  },
  about: {
    nav: 'About',
    title: 'A kitchen you can see',
    paragraphs: [
      'Table for Two is run by two cooks who met in a hotel kitchen and wanted somewhere smaller. The kitchen is open, so you can watch your dinner being made.',
      'The menu is written on Tuesday, after the farm deliveries, and printed in the afternoon.',
    ],
    facts: [
      { value: '20', label: 'seats, and four at the bar' },
      { value: '5', label: 'courses on the tasting menu' },
      { value: '12', label: 'wines by the glass' },
    ],
  },
  contact: {
    nav: 'Reserve',
    title: 'Reserve a table',
    text: 'Call us or email with the date, time and number of guests. Tables for up to six.',
    cta: 'Call to reserve',
    via: 'phone',
    address: ['27 Cannery Row', 'Old Town, ME 04000'],
    phone: '(555) 010-2727',
    email: 'tables@tablefortwo.example',
    hours: [
      ['Wednesday and Thursday', '5 pm to 10 pm'],
      ['Friday and Saturday', '5 pm to 11 pm'],
      ['Sunday', '5 pm to 9 pm'],
    ],
  },
};
