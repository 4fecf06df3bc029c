import type { InfoItem } from './types.ts';

// Affiliate programme (/affiliate, spec 1, 2.5): run through a third-party affiliate network; sign-up goes to the
// network's publisher sign-up (content/brand.ts external.affiliateSignUp).
export const affiliatePage = {
  signUpCta: 'Sign Up as a Publisher',
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
