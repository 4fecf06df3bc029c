import type { ThemeDemo } from './types.ts';

export const demo: ThemeDemo = {
  themeId: 'studio-frame',
  business: 'Lena Ortiz Photography',
  kind: 'Portraits, families and small weddings',
  logoIcon: 'camera',
  face: 'serif',
  variantLabels: { light: 'Light', dark: 'Dark' },
  variants: {
    light: {
      bg: '#f7f7f5',
      surface: '#ffffff',
      soft: '#ececea',
      ink: '#1c1c1c',
      muted: '#545454',
      accent: '#222222',
      onAccent: '#ffffff',
      line: '#dddddb',
      art: ['#3b3b3b', '#b8b1a5'],
    },
    dark: {
      bg: '#121212',
      surface: '#1c1c1c',
      soft: '#262626',
      ink: '#f3f3f1',
      muted: '#bdbdb8',
      accent: '#f3f3f1',
      onAccent: '#121212',
      line: '#363636',
      art: ['#2e2a26', '#9c8f7c'],
    },
  },
  hero: {
    eyebrow: 'Natural light, no stiff poses',
    title: 'Photographs that look like the people in them',
    text: 'I photograph families at home, couples on the day they marry and founders for their websites. Relaxed sessions, honest pictures, delivered in two weeks.',
    primary: 'See recent work',
    secondary: 'Book a session',
    art: {
      icon: 'camera',
      caption: 'Sessions at home, outdoors or in the studio',
      chips: [
        { icon: 'image', text: 'Online gallery in 14 days' },
        { icon: 'sun', text: 'Natural light' },
      ],
    },
  },
  highlights: [
    { icon: 'home', title: 'At home or outdoors', text: 'Places you know make for relaxed faces.' },
    { icon: 'image', title: 'Every photo edited', text: 'Colour and light adjusted by hand, never a filter.' },
    { icon: 'calendar', title: 'Two weeks to delivery', text: 'A private online gallery to download and share.' },
  ],
  offer: {
    nav: 'Work',
    title: 'Recent work',
    intro: 'A few sessions from this year, shared with the permission of the people in them.',
    kind: 'tiles',
    groups: [
      {
        items: [
          { icon: 'users', name: 'Sunday at home', text: 'Family session, 2 hours' },
          { icon: 'heart', name: 'A courthouse wedding', text: 'Ceremony and portraits' },
          { icon: 'briefcase', name: 'Founders of a bakery', text: 'Website portraits' },
          { icon: 'sun', name: 'Late light on the dunes', text: 'Couple session, 1 hour' },
        ],
      },
      {
        title: 'Sessions',
        items: [
          { name: 'Portrait', text: 'One hour, 25 edited photos', price: '$350' },
          { name: 'Family', text: 'Two hours at home, 60 edited photos', price: '$550' },
          { name: 'Small wedding', text: 'Up to five hours, 300 edited photos', price: '$1,800' },
        ],
      },
    ],
  },
  about: {
    nav: 'About',
    title: 'Hello, I am Lena',
    paragraphs: [
      'I have photographed people for twelve years, first for a local newspaper and now for families and small businesses across the bay.',
      'I work alone and take at most four sessions a week, so every gallery is edited by me.',
    ],
    facts: [
      { value: '12', label: 'years behind the camera' },
      { value: '4', label: 'sessions a week, at most' },
      { value: '14 days', label: 'to your online gallery' },
    ],
  },
  contact: {
    nav: 'Book',
    title: 'Book a session',
    text: 'Tell me the date you have in mind and what you would like to remember.',
    cta: 'Email Lena',
    via: 'email',
    address: ['Studio 3, 45 Harbor Street', 'Bayview, CA 94000'],
    phone: '(555) 010-4545',
    email: 'lena@lenaortiz.example',
    hours: [['Studio visits', 'by appointment']],
  },
};
