import { bars, circle, ellipse, path, rect, ring } from './draw.ts';
import type { Drawing, RestaurantDemo } from './types.ts';

/** A plate seen from above, with the dish on it. */
const plate = (cx: number, cy: number, food: readonly string[]) => [
  circle(cx, cy, 78, '#fffaf7'),
  ring(cx, cy, 62, '#ecd0d8', 2),
  ellipse(cx - 10, cy + 4, 34, 22, food[0]!),
  circle(cx + 18, cy - 14, 14, food[1]!),
  circle(cx - 22, cy - 16, 8, food[2]!),
  circle(cx + 4, cy + 20, 7, food[2]!),
];

// The table for two at eight o'clock, seen from above: two plates, two glasses, a candle, bread and the menu card.
const heroArt: Drawing = {
  w: 1040,
  h: 360,
  alt: 'Drawing of a table for two seen from above: two plates of food, two glasses of red wine, a candle and bread',
  shapes: [
    rect(0, 0, 1040, 360, '#4a1527'),
    rect(150, 20, 740, 320, '#f4e9e4', 18),
    ...[190, 270, 350, 430, 510, 590, 670, 750, 830].map((x) => rect(x, 20, 20, 320, '#ecd9d6')),
    ...plate(330, 180, ['#c9772c', '#6b8f3a', '#8a1d3f']),
    ...plate(710, 180, ['#e0b05a', '#a63a1a', '#6b8f3a']),
    rect(226, 110, 8, 140, '#b9b0ad', 4),
    rect(428, 110, 8, 140, '#b9b0ad', 4),
    rect(606, 110, 8, 140, '#b9b0ad', 4),
    rect(808, 110, 8, 140, '#b9b0ad', 4),
    circle(470, 70, 30, '#e7dde0'),
    circle(470, 70, 22, '#8a1d3f'),
    circle(570, 290, 30, '#e7dde0'),
    circle(570, 290, 22, '#8a1d3f'),
    circle(520, 180, 26, '#fff6e0'),
    circle(520, 180, 12, '#f3b13c'),
    circle(520, 180, 5, '#fffbe8'),
    ellipse(520, 80, 46, 26, '#c8955c'),
    path('M486 78 q34 -14 68 0 M492 90 q28 -10 56 0', 'none', '#9c6a3a', 3),
    rect(560, 30, 70, 96, '#fffaf7', 4),
    ...bars(574, 48, [42, 30, 42, 26, 36], '#d8b9c2'),
  ],
};

export const demo: RestaurantDemo = {
  themeId: 'table-for-two',
  business: 'Table for Two',
  kind: 'A small bistro with twenty seats',
  logoIcon: 'utensils',
  face: 'playfair',
  bodyFace: 'lora',
  structure: 'restaurant',
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
    primary: 'Book a table',
    secondary: 'This week’s menu',
    art: heroArt,
  },
  offer: {
    nav: 'Menu',
    title: 'This week',
    intro: 'Plates to share between two, or order the tasting menu for the table.',
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
  booking: {
    nav: 'Book',
    title: 'Book by phone',
    text: 'We take bookings by phone only, so we can tell you about the menu and ask about allergies. The bar seats are kept for walk-ins.',
    slotsTitle: 'Tables this week',
    slots: ['5:30 pm', '6:00 pm', '6:45 pm', '7:30 pm', '8:15 pm', '9:00 pm'],
    cta: 'Call to book a table',
    note: 'Tables for up to six. Please call if you will be more than fifteen minutes late.',
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
    nav: 'Find us',
    title: 'Find us on Cannery Row',
    text: 'Two doors from the old cannery, with a step-free entrance. Street parking after 6 pm is free.',
    cta: 'Call the bistro',
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
