// Every plan card of the site (spec 3 "Plan card", "Plan ids by product"; facts from spec 9 "Plans").
// Feature texts are generated from the structured facts (shared/plan-features.ts) so the two can never disagree.
import type { FeatureGroup, PlanCard, PlanFrequency } from '../shared/catalogue-types.ts';
import {
  ecommerceFeatureText,
  hostingFeatureText,
  localFeatureText,
  mailFeatureText,
  webDesignFeatureText,
  websitesFeatureText,
  type PlanFactsOf as Facts,
} from '../shared/plan-features.ts';

/** What every plan card says alike (a 12-month term, taxes extra); a card states only what differs. */
const CARD_DEFAULTS: Pick<PlanCard, 'marketingPitches' | 'termsText' | 'hasOneTimeFeeText' | 'taxesAndFees' | 'freeText' | 'hideRecurringPrice'> = {
  marketingPitches: [],
  termsText: 'Price for a 12-month term.',
  hasOneTimeFeeText: false,
  taxesAndFees: 'Plus applicable taxes and fees.',
  freeText: 'FREE',
  hideRecurringPrice: false,
};

function annual(ratePlanId: string): PlanFrequency[] {
  return [{ ratePlanId, months: 12, label: '12 months' }];
}

// --- shared feature groups -----------------------------------------------------------------------

const hostingSecurity: FeatureGroup = {
  title: 'Security',
  points: ['Free SSL certificate', 'Daily malware scanning', 'DDoS protection'],
};
const support247: FeatureGroup = {
  title: 'Service and Support',
  points: ['24/7 expert support', '30-day satisfaction guarantee'],
};
const builderTools: FeatureGroup = {
  title: 'Website Building Tools',
  points: ['Drag-and-drop editor', 'Mobile-friendly themes', 'Built-in SEO tools'],
};

// --- builders per product ------------------------------------------------------------------------

function hostingPlan(
  planId: string,
  title: string,
  subtitle: string,
  facts: Facts<'hosting'>,
  opts: { isRecommended?: boolean; pitches?: string[]; listName: string; wordpress?: boolean },
): PlanCard {
  const ratePlanId = `${planId}_t12m`;
  const text = hostingFeatureText(facts);
  return {
    planId,
    ratePlanId,
    title,
    subtitle,
    ...CARD_DEFAULTS,
    marketingPitches: opts.pitches ?? [],
    isRecommended: opts.isRecommended ?? false,
    frequencies: annual(ratePlanId),
    cta: { text: 'Add to Cart', ratePlanId, listName: opts.listName },
    facts,
    features: text,
    featureGroups: [
      { title: 'Top Features', points: [...text, 'Free domain for the first year'] },
      hostingSecurity,
      {
        title: 'Website Building Tools',
        points: opts.wordpress
          ? ['WordPress pre-installed', 'Automatic WordPress updates', 'Thousands of themes and plugins']
          : ['One-click app installer', 'Website builder included'],
      },
      support247,
    ],
  };
}

function difmPlan(
  planId: 'difmstandard' | 'difmpremium',
  title: string,
  subtitle: string,
  facts: Facts<'webdesign'>,
  isRecommended: boolean,
): PlanCard {
  const ratePlanId = `${planId}_t6m`;
  const text = webDesignFeatureText(facts);
  return {
    planId,
    ratePlanId,
    title,
    subtitle,
    ...CARD_DEFAULTS,
    marketingPitches: ['Six month plan'],
    termsText: 'Price for a 6-month term, plus a one-time build fee.',
    hasOneTimeFeeText: true,
    oneTimeFeeLabel: 'one-time build fee',
    isRecommended,
    frequencies: [{ ratePlanId, months: 6, label: '6 months' }],
    // spec 2.5: the web design page opens its consultation form rather than going to checkout.
    cta: { text: 'Request a consultation', ratePlanId, listName: 'Website Design', navLink: '/webdesign' },
    leadType: 'difm',
    facts,
    features: text,
    featureGroups: [
      { title: 'Top Features', points: [...text, 'Built by a professional designer'] },
      { title: 'Security', points: ['Free SSL certificate'] },
      { title: 'Website Building Tools', points: ['Mobile-friendly design', 'Search engine optimization basics'] },
      { title: 'Service and Support', points: ['Dedicated design team', 'US customers only'] },
    ],
  };
}

function difmAddon(
  planId: 'difmstdaddon' | 'difmpremaddon',
  title: string,
  subtitle: string,
  facts: Facts<'webdesign'>,
  leadType: 'difm_eol_std' | 'difm_eol_prem',
  isRecommended: boolean,
): PlanCard {
  const ratePlanId = `${planId}_t6m`;
  const text = webDesignFeatureText(facts);
  return {
    planId,
    ratePlanId,
    title,
    subtitle,
    ...CARD_DEFAULTS,
    termsText: 'One-time payment for an expert-built website.',
    hideRecurringPrice: true,
    isRecommended,
    frequencies: [{ ratePlanId, months: 6, label: 'One-time' }],
    // spec 4: a click scrolls to the consultation form and selects the lead type (spec 3 add-on mapping).
    cta: { text: 'Get Started', ratePlanId, listName: 'Build My Site', navLink: '/buildmysite#consultation' },
    leadType,
    facts,
    features: text,
    featureGroups: [
      { title: 'Top Features', points: [...text, 'Content moved from your current site'] },
      { title: 'Service and Support', points: ['Dedicated design team', 'US customers only'] },
    ],
  };
}

function websitesPlan(
  planId: 'siteexp1a' | 'siteexp2a',
  title: string,
  facts: Facts<'websites'>,
  isRecommended: boolean,
): PlanCard {
  const ratePlanId = `${planId}_t12m`;
  const text = websitesFeatureText(facts);
  return {
    planId,
    ratePlanId,
    title,
    subtitle: planId === 'siteexp1a' ? 'Everything to launch your site' : 'More room to grow',
    ...CARD_DEFAULTS,
    isRecommended,
    frequencies: annual(ratePlanId),
    cta: { text: 'Start Building', ratePlanId, listName: 'Website Builder' },
    facts,
    features: text,
    featureGroups: [
      { title: 'Top Features', points: [...text, 'Free domain for the first year'] },
      { title: 'Security', points: ['Free SSL certificate'] },
      builderTools,
      { title: 'Service and Support', points: ['24/7 expert support'] },
    ],
  };
}

function ecommercePlan(
  planId: 'rpc1a' | 'rpc2a' | 'rpc3a',
  title: string,
  transactionFeePercent: number,
  isRecommended: boolean,
): PlanCard {
  const ratePlanId = `${planId}_t12m`;
  const facts: Facts<'ecommerce'> = { kind: 'ecommerce', transactionFeePercent, emailAccounts: 1000 };
  const text = ecommerceFeatureText(facts);
  return {
    planId,
    ratePlanId,
    title,
    subtitle: 'Sell online with a complete store',
    ...CARD_DEFAULTS,
    isRecommended,
    frequencies: annual(ratePlanId),
    cta: { text: 'Add to Cart', ratePlanId, listName: 'Ecommerce' },
    facts,
    features: text,
    featureGroups: [
      { title: 'Top Features', points: [...text, 'Unlimited products'] },
      { title: 'Security', points: ['Free SSL certificate', 'Secure payments'] },
      builderTools,
      { title: 'Service and Support', points: ['24/7 expert support'] },
    ],
  };
}

function mailPlan(planId: 'bmonea' | 'bmfivea' | 'bmtena', mailboxes: number, isRecommended: boolean): PlanCard {
  const ratePlanId = `${planId}_t12m`;
  const facts: Facts<'mail'> = { kind: 'mail', mailboxes, storageTbPerMailbox: 1, aliasesPerAccount: 30 };
  const text = mailFeatureText(facts);
  return {
    planId,
    ratePlanId,
    title: mailboxes === 1 ? '1 Mailbox' : `${mailboxes} Mailboxes`,
    subtitle: 'Professional email on your domain',
    ...CARD_DEFAULTS,
    isRecommended,
    frequencies: annual(ratePlanId),
    cta: { text: 'Add to Cart', ratePlanId, listName: 'Business Email' },
    facts,
    features: text,
    featureGroups: [
      { title: 'Top Features', points: [...text, 'Works with any email app'] },
      { title: 'Security', points: ['Spam and virus protection'] },
      { title: 'Service and Support', points: ['24/7 expert support', 'Need 20 or more mailboxes? Call us.'] },
    ],
  };
}

function localPlan(planId: 'localstd' | 'localprem', ratePlanId: string, title: string, premium: boolean): PlanCard {
  const facts: Facts<'local'> = { kind: 'local', directories: 70 };
  const text = localFeatureText(facts);
  const extra = premium ? ['Review monitoring and replies', 'AI-assisted review replies', 'Social posting'] : ['Review monitoring'];
  return {
    planId,
    ratePlanId,
    title,
    subtitle: premium ? 'Listings, reviews and social in one place' : 'Get found on the directories that matter',
    ...CARD_DEFAULTS,
    isRecommended: premium,
    frequencies: annual(ratePlanId),
    // spec 2.5: local plan buttons go to the business search with p, pd and direct=1.
    cta: { text: 'Get Started', ratePlanId, listName: 'Localworks', navLink: '/local/search-listings' },
    facts,
    features: [...text, ...extra],
    featureGroups: [
      { title: 'Top Features', points: [...text, ...extra] },
      { title: 'Service and Support', points: ['24/7 expert support'] },
    ],
  };
}

// --- the plans -----------------------------------------------------------------------------------

const difmStandardFacts: Facts<'webdesign'> = {
  kind: 'webdesign',
  pages: 10,
  images: 20,
  updateMinutesPerMonth: 30,
  annualRedesign: false,
  termMonths: 6,
  turnaroundWeeks: { min: 4, max: 6 },
};
const difmPremiumFacts: Facts<'webdesign'> = {
  kind: 'webdesign',
  pages: 100,
  images: 200,
  updateMinutesPerMonth: 180,
  annualRedesign: true,
  termMonths: 6,
  turnaroundWeeks: { min: 4, max: 6 },
};

const hosting = (bandwidthGb: number | 'unlimited', emailAccounts: number, subdomains: number, databases: number) =>
  ({ kind: 'hosting', bandwidthGb, emailAccounts, subdomains, databases }) as const;

// spec 9: WooCommerce Standard equals WordPress Starter; Professional equals WordPress Standard.
const wpStarterFacts = hosting(500, 25, 50, 10);
const wpStandardFacts = hosting('unlimited', 50, 100, 25);

export const plans = {
  difmstandard: difmPlan('difmstandard', 'Standard', 'A professional site for a small business', difmStandardFacts, false),
  difmpremium: difmPlan('difmpremium', 'Premium', 'A larger site with a yearly refresh', difmPremiumFacts, true),
  difmstdaddon: difmAddon('difmstdaddon', 'Standard', 'We build your site for you', difmStandardFacts, 'difm_eol_std', false),
  difmpremaddon: difmAddon('difmpremaddon', 'Premium', 'A larger site, built for you', difmPremiumFacts, 'difm_eol_prem', true),
  siteexp1a: websitesPlan('siteexp1a', 'Basic', { kind: 'websites', storageGb: 5, inboxes: 1, privateRegistration: false }, false),
  siteexp2a: websitesPlan('siteexp2a', 'Professional', { kind: 'websites', storageGb: 10, inboxes: 5, privateRegistration: true }, true),
  wpstarter: hostingPlan('wpstarter', 'Starter', 'WordPress made simple', wpStarterFacts, {
    listName: 'WordPress Hosting',
    pitches: ['As low as'],
    wordpress: true,
  }),
  wpstandard: hostingPlan('wpstandard', 'Standard', 'More power for busy sites', wpStandardFacts, {
    listName: 'WordPress Hosting',
    pitches: ['SAVE'],
    isRecommended: true,
    wordpress: true,
  }),
  woostandard: hostingPlan('woostandard', 'Standard', 'Start selling with WooCommerce', wpStarterFacts, {
    listName: 'WooCommerce Hosting',
    wordpress: true,
  }),
  wooprofessional: hostingPlan('wooprofessional', 'Professional', 'For growing stores', wpStandardFacts, {
    listName: 'WooCommerce Hosting',
    pitches: ['SAVE'],
    isRecommended: true,
    wordpress: true,
  }),
  rpc1a: ecommercePlan('rpc1a', 'Basic', 1.5, false),
  rpc2a: ecommercePlan('rpc2a', 'Standard', 1, true),
  rpc3a: ecommercePlan('rpc3a', 'Professional', 0.75, false),
  whessentials: hostingPlan('whessentials', 'Essentials', 'For a first website', hosting(100, 25, 25, 5), {
    listName: 'Web Hosting',
  }),
  whadvanced: hostingPlan('whadvanced', 'Advanced', 'For several sites', hosting(500, 50, 50, 10), {
    listName: 'Web Hosting',
  }),
  whprofessional: hostingPlan(
    'whprofessional',
    'Professional',
    'Unlimited bandwidth for busy sites',
    hosting('unlimited', 100, 100, 25),
    { listName: 'Web Hosting', pitches: ['SAVE'], isRecommended: true },
  ),
  bmonea: mailPlan('bmonea', 1, false),
  bmfivea: mailPlan('bmfivea', 5, true),
  bmtena: mailPlan('bmtena', 10, false),
  localstd: localPlan('localstd', 'localworksstd_t12m', 'Standard', false),
  localprem: localPlan('localprem', 'localprem_t12m', 'Premium', true),
  yd2a: {
    planId: 'yd2a',
    ratePlanId: 'yd2a_t24m',
    title: '.AI domain',
    subtitle: 'First year of a two-year subscription',
    ...CARD_DEFAULTS,
    marketingPitches: ['SAVE'],
    termsText: 'First-year price of a two-year registration.',
    isRecommended: false,
    frequencies: [{ ratePlanId: 'yd2a_t24m', months: 24, label: '2 years' }],
    cta: { text: 'Get .AI', ratePlanId: 'yd2a_t24m', listName: 'Domains' },
    facts: { kind: 'domain', tld: 'ai', termYears: 2 },
    features: ['Free privacy protection', 'Easy DNS management'],
    featureGroups: [{ title: 'Top Features', points: ['Free privacy protection', 'Easy DNS management'] }],
  },
} satisfies Record<string, PlanCard>;

export type PlanId = keyof typeof plans;

/** spec 3: the local listing plans are wrapped in a variant key; nonBmMaker is the public site's. */
export const localPlanVariants = {
  nonBmMaker: { localstd: plans.localstd, localprem: plans.localprem },
} as const;

/** All plan cards, for lookups by plan id or rate plan id. */
export const allPlans: readonly PlanCard[] = Object.values(plans);

export function planById(planId: string): PlanCard | undefined {
  return (plans as Record<string, PlanCard>)[planId];
}

export function planByRatePlanId(ratePlanId: string): PlanCard | undefined {
  return allPlans.find((p) => p.ratePlanId === ratePlanId);
}

/** spec 9 "Term rate plans": ysb-ui-elements is an identifier listed there, not a priced plan. */
export const nonPricedTermIdentifiers = ['ysb-ui-elements'] as const;
