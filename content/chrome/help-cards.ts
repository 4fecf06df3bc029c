/** Spec 2.4: six help cards (hosting, WordPress, WooCommerce, business mail, local listings, website design). */
export const helpCards: readonly { key: string; title: string; text: string; link: string; linkText: string }[] = [
  {
    key: 'hosting',
    title: 'Web Hosting',
    text: 'Fast, secure hosting with 99.99% uptime and free email accounts.',
    link: '/hosting',
    linkText: 'Explore web hosting',
  },
  {
    key: 'wordpress',
    title: 'WordPress Hosting',
    text: 'WordPress installed, updated and secured for you.',
    link: '/wordpress',
    linkText: 'Explore WordPress hosting',
  },
  {
    key: 'woocommerce',
    title: 'WooCommerce Hosting',
    text: 'Sell online with WooCommerce on hosting built for stores.',
    link: '/woocommerce',
    linkText: 'Explore WooCommerce',
  },
  {
    key: 'mail',
    title: 'Business Email',
    text: 'Email at your own domain with 1 TB of storage per mailbox.',
    link: '/mail',
    linkText: 'Explore business email',
  },
  {
    key: 'local',
    title: 'Local Listings',
    text: 'Keep your business details right on 70+ online directories.',
    link: '/local',
    linkText: 'Explore Localworks',
  },
  {
    key: 'webdesign',
    title: 'Website Design',
    text: 'Our experts build your website for you in about 4-6 weeks.',
    link: '/webdesign',
    linkText: 'Explore website design',
  },
];

export const helpCardsTexts = {
  heading: 'How can we help your business?',
  seeAll: 'See All Services',
  showFewer: 'Show Fewer Services',
} as const;
