import type { ThemeDemo } from './types.ts';

export const demo: ThemeDemo = {
  themeId: 'harbor-cafe',
  business: 'Harbor Cafe',
  kind: 'Coffee and bakery by the marina',
  logoIcon: 'coffee',
  face: 'serif',
  variantLabels: { classic: 'Classic', night: 'Night' },
  variants: {
    classic: {
      bg: '#fdf6ec',
      surface: '#ffffff',
      soft: '#f6e6d2',
      ink: '#3a2418',
      muted: '#6b4e3d',
      accent: '#a63a1a',
      onAccent: '#ffffff',
      line: '#e6d3bd',
      art: ['#c4572c', '#e9a46a'],
    },
    night: {
      bg: '#1d1512',
      surface: '#2a1f1a',
      soft: '#33261f',
      ink: '#f7ede3',
      muted: '#d2bfae',
      accent: '#f0a95b',
      onAccent: '#24160c',
      line: '#4a382e',
      art: ['#7a3a1c', '#d98b45'],
    },
  },
  hero: {
    eyebrow: 'Open every day from 7 am',
    title: 'Slow coffee and warm bread, two steps from the water',
    text: 'We roast in small batches each Monday and bake through the night, so the first loaf is still warm when the boats head out.',
    primary: 'See the menu',
    secondary: 'Find us',
    art: {
      icon: 'coffee',
      caption: 'Our house espresso, roasted on Mondays',
      chips: [
        { icon: 'croissant', text: 'Baked on site every morning' },
        { icon: 'clock', text: 'Open 7 am to 6 pm' },
      ],
    },
  },
  highlights: [
    { icon: 'coffee', title: 'Roasted in house', text: 'Single-origin beans from three growers we buy from directly.' },
    { icon: 'croissant', title: 'Baked overnight', text: 'Sourdough, croissants and buns, made with local flour.' },
    { icon: 'leaf', title: 'Oat milk at no extra charge', text: 'And a vegan choice on every part of the menu.' },
  ],
  offer: {
    nav: 'Menu',
    title: 'On the counter today',
    intro: 'A short menu that changes with the season. Ask at the counter what came out of the oven last.',
    kind: 'menu',
    groups: [
      {
        title: 'Coffee and tea',
        items: [
          { name: 'Espresso', text: 'Our house blend, chocolate and orange peel', price: '$3.00' },
          { name: 'Flat white', text: 'Double shot with silky milk', price: '$4.25' },
          { name: 'Harbor cold brew', text: 'Steeped for 18 hours, served over ice', price: '$4.75' },
          { name: 'Loose-leaf tea', text: 'Breakfast, green or mint, by the pot', price: '$3.50' },
        ],
      },
      {
        title: 'From the oven',
        items: [
          { name: 'Butter croissant', text: 'Three days in the making', price: '$3.75' },
          { name: 'Cardamom bun', text: 'Twisted, glazed, a little sticky', price: '$4.00' },
          { name: 'Sourdough toast', text: 'With cultured butter and jam', price: '$6.50' },
          { name: 'Smoked salmon bagel', text: 'Cream cheese, capers, dill', price: '$11.00' },
        ],
      },
    ],
    note: 'Whole loaves can be reserved by phone the day before.',
  },
  about: {
    nav: 'Our story',
    title: 'A corner cafe for the whole harbor',
    paragraphs: [
      'Harbor Cafe started as a coffee cart at the ferry landing. Today it is a room with twelve tables, a long window seat and a bakery in the back.',
      'Fishermen come in at seven, families at ten and the book club on Thursday afternoons. Everyone gets the same welcome and a refill on drip coffee.',
    ],
    facts: [
      { value: '7 am', label: 'doors open, every day' },
      { value: '12', label: 'tables and a window seat' },
      { value: '3', label: 'growers we buy coffee from' },
    ],
  },
  contact: {
    nav: 'Visit',
    title: 'Come in and sit a while',
    text: 'Free parking by the ferry landing. Dogs are welcome on the terrace.',
    cta: 'Call the cafe',
    via: 'phone',
    address: ['14 Pier Road', 'Port Alden, OR 97000'],
    phone: '(555) 010-2231',
    email: 'hello@harborcafe.example',
    hours: [
      ['Monday to Friday', '7 am to 6 pm'],
      ['Saturday and Sunday', '8 am to 5 pm'],
    ],
  },
};
