import type { InfoItem } from '../product-page.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import { brand, pageTitle } from '../brand.ts';

// Affiliate programme (/affiliate, spec 1, 2.5): run through a third-party affiliate network; sign-up goes to the
// network's publisher sign-up (content/brand.ts external.affiliateSignUp).
export const affiliatePage = {
  signUpCta: 'Sign up as a publisher',
  signUpNote: 'Sign-up opens our affiliate network partner\u2019s site.',
  stepsTitle: 'How it works',
  steps: [
    'Sign up through our affiliate network and get your tracking link.',
    'Share the link on your website, newsletter or social channels.',
    'Earn commission on purchases made by the visitors you refer, paid out through the network.',
  ],
  cardsTitle: 'Why promote us',
  cards: [
    {
      title: 'Products small businesses need',
      text: 'Domains, hosting, websites, online stores and business email in one place.',
    },
    { title: 'Trusted for 25 years', text: 'Over $80 billion sold and 5 million websites hosted.' },
    { title: 'Support around the clock', text: 'Our support team helps your referrals 24/7.' },
  ] satisfies InfoItem[],
  highlightsTitle: 'Programme highlights',
  highlights: [
    'Free to join',
    'Tracking link for every publisher',
    'Commission on referred purchases',
    'Payouts handled by the affiliate network',
    'Reports on clicks and sales in the network dashboard',
  ],
} as const;

// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const affiliateTexts = {
  ctaTitle: 'Ready to earn with us?',
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  affiliate: {
    name: 'Affiliate Program',
    title: pageTitle('Affiliate Program'),
    description: `Earn commission when people you refer buy ${brand.name} products, through our affiliate network partner.`,
    h1: 'Earn with our affiliate program',
    intro: 'Share a tracking link, earn commission on referred purchases and get paid out through the network.',
    breadcrumbs: [['Affiliate Program', '/affiliate']],
  },
} satisfies Record<string, PageMeta>;

/** The day the page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified = {
  affiliate: '2026-11-26',
} satisfies Record<string, string>;
