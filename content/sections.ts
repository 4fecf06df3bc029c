// Copy of the recomposed pages that had none in content/ yet: hero trust lines and the partner pages' sections
// (spec 2.5). Claims are those of spec 9 only.

/** Hero trust lines: short facts with an icon, per page. */
export const heroTrust = {
  hosting: ['30-day satisfaction guarantee', '5 million websites hosted', '25 years in business'],
  wordpress: ['30-day satisfaction guarantee', '5 million websites hosted', '25 years in business'],
  woocommerce: ['5 million websites hosted', '25 years in business'],
  stores: ['24/7 support by phone', '25 years in business'],
  mail: ['24/7 support by phone', '25 years in business'],
  websites: ['5 million websites hosted', '25 years in business'],
  domains: ['24/7 support by phone', '25 years in business'],
  local: ['70+ directories', '24/7 support by phone'],
  partners: ['25 years in business', '5 million websites hosted', '24/7 support'],
} as const;

export const partnersPage = {
  heroCta: 'See the ways to work with us',
  waysTitle: 'Ways to work with us',
  waysIntro: 'Refer customers, build for clients or bring your product to small businesses.',
  ways: [
    {
      title: 'Refer customers',
      text: 'Share a tracking link and earn commission on referred purchases through our affiliate program.',
      to: '/affiliate',
      cta: 'Affiliate program',
    },
    {
      title: 'Build for clients',
      text: 'Designers and developers can build stores for small businesses and join the developer network.',
      to: '/developer',
      cta: 'Developer network',
    },
    {
      title: 'Offer your service',
      text: 'Companies with products for small businesses can talk to us about partner offers.',
      to: '/partneroffers',
      cta: 'See partner offers',
    },
  ],
  enterpriseTitle: 'A larger organisation?',
  enterpriseText: 'See our enterprise solutions, or call us and we will find the right team for you.',
  enterpriseCta: 'Enterprise solutions',
} as const;

export const developerTexts = {
  ctaTitle: 'Tell us about your project',
} as const;

export const affiliateTexts = {
  ctaTitle: 'Ready to earn with us?',
} as const;

export const eolTexts = {
  optionsTitle: 'Choose what happens next',
  callTitle: 'Not sure which option is right?',
  callText: 'Talk it through with our team, 24/7.',
  funFactLabel: 'Fun fact',
  /** After the speed-test link's name, read by screen readers; the space before it is part of it. */
  newTab: ' (opens in a new tab)',
} as const;

/**
 * Where the spec gives two figures or terms for one thing on one screen, the page says why next to it
 * (decisions 091-093).
 */
export const priceNotes = {
  /**
   * Beside the /domains price table: the offers of the top strip and the deals strip (".COM $0.99 and .ONLINE $0.49",
   * content/domains.ts `stripOffersOffTable`) against the table's first-year and regular prices.
   */
  domainsCom: (offers: string) =>
    `${offers} in the offers above are limited-time promotions for the first year of a new registration; the table shows the first-year price outside the promotion and the regular price. Prices renew at the then-current rate.`,
  /**
   * Under the /wordpress banner, whose "as low as" is the Starter plan's price: shown only while the Standard plan's
   * promotional price is below it (decision 092), `while` naming the lower plan first.
   */
  wordpressBanner: {
    text: 'WordPress Standard is lower still while its first-term promotion lasts: {price:wpstandard_t12m}/mo for the first 12 months. Prices renew at the then-current rate.',
    while: { below: 'wpstandard_t12m', than: 'wpstarter_t12m' },
  },
} as const;

/** The build pages' notes, apart from priceNotes so each page bundles only its own (decision 093, 242). */
export const buildPriceNotes = {
  /** Under the /buildmysite plans. */
  buildMySite:
    'Paid once: a Build My Site plan is a single payment for the build and does not renew. Website Design Standard costs more ({price:difmstandard_t6m}/mo for 6 months plus a {onetime:difmstandard_t6m} build fee) because it also keeps your site updated every month.',
  buildMySiteLink: { text: 'See Website Design plans', to: '/webdesign#plans' },
  /** Under the /webdesign plans. */
  webDesign:
    'The build fee is charged once. The 6-month plan that keeps your site updated renews for the same term at the then-current rate unless you cancel. Build My Site Standard, a single payment of {onetime:difmstdaddon_t6m} for customers moving from our retired site builder, includes the build without the monthly updates.',
  webDesignLink: { text: 'See Build My Site plans', to: '/buildmysite#plans' },
} as const;

export const buildMyselfTexts = {
  expertsTitle: 'Rather not do it yourself?',
  expertsText: 'Our designers can build your site for you.',
  expertsCta: 'Let experts build my site',
  compareTitle: 'Two ways to build it yourself',
  themesTitle: 'Themes to start from',
  switchLabel: 'Choose what to see',
  /** Before the monthly price; the space before the price is part of it. */
  from: 'from ',
  perMonth: '/mo',
  termNote: 'Prices for a 12-month term. Prices renew at the then-current rate.',
} as const;

export const businessMakerTexts = {
  pointsTitle: 'What you get',
  moreTitle: 'More from Business Maker',
  moreLabel: 'Business Maker',
  callTitle: 'Questions? Call us.',
  callText: 'Our business team can help you choose where to start.',
  /** Link names of the sub-pages (spec 2.2). */
  names: {
    howitworks: 'How it works',
    solutions: 'Solutions',
    businessplan: 'Business plan',
    financetracker: 'Finance tracker',
    onlinebusiness: 'Online business',
    marketing: 'Marketing',
    legal: 'Legal',
    guides: 'Guides',
    upgrade: 'Upgrade',
    getonline: 'Get online',
    pos: 'Point of sale',
  } as Readonly<Record<string, string>>,
} as const;

export const domainsTexts = {
  searchLabel: 'Search for a domain name',
  infoTitle: 'Everything you need to claim your name',
  pricesTitle: 'Domain prices',
  pricesIntro: 'First-year sale prices and regular yearly prices of popular extensions.',
  pricesCaption: 'Domain prices per year',
  colExtension: 'Extension',
  colFirstYear: 'First year (sale)',
  colRegular: 'Regular price',
  tldsTitle: 'Find the right extension',
  tldsLabel: 'Domain extension categories',
  stepsTitle: 'Get your domain in four steps',
  benefitsTitle: 'What a domain does for your business',
  disclaimerTitle: 'Disclaimer',
  /** Extension card link, to the extension's own page. `tld` is without its dot, e.g. "org". */
  aboutTld: (tld: string) => `About .${tld} domains`,
  /** Extension card text when the extension has no page of its own. */
  searchTld: (tld: string) => `Search above to check a .${tld} name`,
} as const;

export const localTexts = {
  compareLink: 'Compare Standard and Premium',
  featuresTitle: 'Everything customers see about you, in one place',
  startTitle: 'Ready to start?',
  startText: 'Find your business, check its details and choose a plan.',
  startStandard: 'Start with Standard',
  startPremium: 'Start with Premium',
  compare: 'Compare plans',
  eventsTitle: 'Share your events everywhere at once',
} as const;

export const tldTexts = {
  /** "{ext}" is the extension with its dot, e.g. ".org". */
  benefitsTitle: 'Why choose a {ext} domain',
  compareAll: 'Compare all domain extensions',
  /** Name of the hero's search field. `ext` is the extension with its dot, e.g. ".org". */
  searchLabel: (ext: string) => `Search for a ${ext} domain name`,
  /** Read before the struck-out price; the space before the price is part of it. */
  regularPrice: 'regular price ',
  /** Before the renewal note; the space after it is part of it. */
  firstYearNote: 'first year. ',
  /** Before the live first-year price text. */
  firstYearLabel: 'First year: ',
  /** When no price is known; the renewal note follows. `ext` is the extension with its dot, e.g. ".org". */
  priceAtCheckout: (ext: string) => `The price of your ${ext} name is shown at checkout. `,
} as const;

export const buildMySiteHeroCta = 'See the plans';
