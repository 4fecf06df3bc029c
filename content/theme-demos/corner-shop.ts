import type { ThemeDemo } from './types.ts';

export const demo: ThemeDemo = {
  themeId: 'corner-shop',
  business: 'The Corner Shop',
  kind: 'Gifts and homeware, chosen by hand',
  logoIcon: 'gift',
  face: 'serif',
  variantLabels: { classic: 'Classic', minimal: 'Minimal' },
  variants: {
    classic: {
      bg: '#fff8ec',
      surface: '#ffffff',
      soft: '#f7e8cc',
      ink: '#35250a',
      muted: '#66512e',
      accent: '#8a4b0b',
      onAccent: '#ffffff',
      line: '#ead8b8',
      art: ['#b7791f', '#f2c879'],
    },
    minimal: {
      bg: '#ffffff',
      surface: '#fafafa',
      soft: '#f1f1ef',
      ink: '#1b1b1b',
      muted: '#555555',
      accent: '#1b1b1b',
      onAccent: '#ffffff',
      line: '#e2e2e0',
      art: ['#8c8c84', '#d9d6cc'],
    },
  },
  hero: {
    eyebrow: 'New in: the autumn table',
    title: 'Small things that make a home feel like yours',
    text: 'Stoneware, linen, candles and cards from thirty makers, most of them within a day’s drive of the shop.',
    primary: 'Shop new arrivals',
    secondary: 'Visit the shop',
    art: {
      icon: 'shopping-bag',
      caption: 'Wrapped by hand, free of charge',
      chips: [
        { icon: 'truck', text: 'Free delivery over $60' },
        { icon: 'gift', text: 'Gift wrapping included' },
      ],
    },
  },
  highlights: [
    {
      icon: 'heart',
      title: 'Made by people we know',
      text: 'We visit every maker before their work comes into the shop.',
    },
    {
      icon: 'truck',
      title: 'Shipped in two days',
      text: 'Orders before noon leave the same day, in recycled packaging.',
    },
    { icon: 'gift', title: 'Easy returns', text: 'Return anything unused within 30 days, in the shop or by post.' },
  ],
  offer: {
    nav: 'Shop',
    title: 'New arrivals',
    intro: 'A few favourites from this month’s deliveries.',
    kind: 'tiles',
    groups: [
      {
        items: [
          { icon: 'coffee', name: 'Speckled stoneware mug', text: 'Glazed by hand, 12 oz', price: '$24' },
          { icon: 'lamp', name: 'Beeswax taper candles', text: 'Set of two, burn 8 hours each', price: '$18' },
          { icon: 'leaf', name: 'Washed linen napkins', text: 'Set of four, in sage', price: '$36' },
          { icon: 'book', name: 'Letterpress card set', text: 'Six cards with envelopes', price: '$15' },
        ],
      },
    ],
    note: 'Everything in the shop can also be reserved by phone and collected the same day.',
  },
  about: {
    nav: 'About',
    title: 'One shop, thirty makers',
    paragraphs: [
      'The Corner Shop opened in a former pharmacy on the corner of Elm and Third. We kept the wooden drawers and filled them with things we would give as presents.',
      'Every product carries a card with the name of the person who made it and where they work.',
    ],
    facts: [
      { value: '30', label: 'makers, most of them local' },
      { value: '30 days', label: 'to return anything unused' },
      { value: '$60', label: 'for free delivery' },
    ],
  },
  contact: {
    nav: 'Visit',
    title: 'Visit the shop',
    text: 'Street parking on Elm Street. Step-free entrance on Third Avenue.',
    cta: 'Call the shop',
    via: 'phone',
    address: ['301 Elm Street', 'Riverton, VT 05600'],
    phone: '(555) 010-3012',
    email: 'shop@thecornershop.example',
    hours: [
      ['Tuesday to Saturday', '10 am to 6 pm'],
      ['Sunday', '11 am to 4 pm'],
    ],
  },
};
