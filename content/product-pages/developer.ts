import type { InfoItem } from './types.ts';

// Developer network (/developer), reached from the stores page's "Show Me The List".
export const developerPage = {
  listTitle: 'Experts who can help',
  listIntro: 'Independent specialists who know our store builder and hosting. Tell us what you need and we will introduce you.',
  list: [
    { title: 'Store setup', text: 'Add your products, payment options, shipping and taxes so you can start selling.' },
    { title: 'Custom design', text: 'A look that matches your brand, built on a mobile-friendly theme.' },
    { title: 'Site migration', text: 'Move an existing website or store to your new plan.' },
    { title: 'WordPress development', text: 'Themes, plugins and custom features for WordPress and WooCommerce sites.' },
    { title: 'Search and marketing', text: 'Help customers find you with search basics, email campaigns and listings.' },
    { title: 'Ongoing care', text: 'Regular updates and changes when you would rather not do them yourself.' },
  ] satisfies InfoItem[],
  stepsTitle: 'How it works',
  steps: ['Call us and tell us about your project.', 'We suggest specialists who fit your needs.', 'You agree the work and price directly with them.'],
  callText: 'Talk to us, 24/7:',
  note: 'Specialists in the network are independent businesses; their services are agreed and billed by them.',
} as const;
