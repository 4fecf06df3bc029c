import type { ThemeDemo } from './types.ts';

export const demo: ThemeDemo = {
  themeId: 'fresh-market',
  business: 'Fresh Market',
  kind: 'Farm boxes from the valley, delivered weekly',
  logoIcon: 'sprout',
  face: 'sans',
  variantLabels: { classic: 'Classic' },
  variants: {
    classic: {
      bg: '#f2faf3',
      surface: '#ffffff',
      soft: '#dff0e2',
      ink: '#13301c',
      muted: '#41604a',
      accent: '#1d6b3a',
      onAccent: '#ffffff',
      line: '#c6e0cc',
      art: ['#2f8a4c', '#b5dd7a'],
    },
  },
  hero: {
    eyebrow: 'Harvested on Monday, at your door on Tuesday',
    title: 'A box of what the valley grew this week',
    text: 'Seasonal vegetables, fruit and eggs from eleven family farms. Pick a size, skip any week and pause whenever you travel.',
    primary: 'Choose a box',
    secondary: 'How it works',
    art: {
      icon: 'carrot',
      caption: 'This week: carrots, chard, apples and eggs',
      chips: [
        { icon: 'truck', text: 'Delivery every Tuesday' },
        { icon: 'calendar', text: 'Skip or pause any week' },
      ],
    },
  },
  highlights: [
    {
      icon: 'sprout',
      title: 'Eleven family farms',
      text: 'All within 40 miles, all paid a fair price agreed before planting.',
    },
    { icon: 'truck', title: 'One delivery a week', text: 'In a cool box we collect again the week after.' },
    { icon: 'leaf', title: 'No plastic', text: 'Paper bags, cardboard trays and reused boxes only.' },
  ],
  offer: {
    nav: 'Boxes',
    title: 'Pick your box',
    intro: 'Every box changes with the season. You see the contents each Friday and can swap two items.',
    kind: 'tiles',
    groups: [
      {
        items: [
          { icon: 'carrot', name: 'Small box', text: 'Vegetables for two, about 8 items', price: '$28 a week' },
          {
            icon: 'apple',
            name: 'Family box',
            text: 'Vegetables and fruit for four, about 14 items',
            price: '$45 a week',
          },
          { icon: 'sprout', name: 'Greens box', text: 'Salad, herbs and leafy greens', price: '$22 a week' },
          { icon: 'sun', name: 'Add a dozen eggs', text: 'Free-range, from Hillside Farm', price: '$7 a week' },
        ],
      },
    ],
  },
  about: {
    nav: 'Our farms',
    title: 'Grown close, picked late',
    paragraphs: [
      'Fresh Market is a co-operative of the farms that grow your food. We pick on Monday and pack on Monday night, so nothing sits in a warehouse.',
      'Each box comes with a card that says which farm grew what, and a recipe for whatever is most plentiful that week.',
    ],
    facts: [
      { value: '11', label: 'family farms' },
      { value: '40 mi', label: 'from field to door, at most' },
      { value: '1 day', label: 'from harvest to delivery' },
    ],
  },
  contact: {
    nav: 'Contact',
    title: 'Do we deliver to you?',
    text: 'We deliver across the valley on Tuesdays and to the farm stand for collection on Saturdays.',
    cta: 'Email the co-op',
    via: 'email',
    address: ['Farm stand, 9 Mill Road', 'Green Valley, CA 95600'],
    phone: '(555) 010-9090',
    email: 'boxes@freshmarket.example',
    hours: [
      ['Farm stand, Saturday', '8 am to 1 pm'],
      ['Phone, Monday to Friday', '9 am to 4 pm'],
    ],
  },
};
