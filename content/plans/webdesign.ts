// Plan cards of website design and of Build My Site (spec 3, 9).
import type { PlanCard } from '../../shared/catalogue-types.ts';
import { webDesignFeatureText } from '../plan-features/webdesign.ts';
import { CARD_DEFAULTS, type Facts } from './common.ts';

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
    // spec 2.5: the web design page opens its consultation form rather than going to checkout; without the script
    // the link leads to the form's own page.
    cta: {
      text: 'Request a consultation',
      ratePlanId,
      listName: 'Website Design',
      navLink: '/webdesign/consultation',
    },
    leadType: 'difm',
    facts,
    features: text,
    factTexts: text,
    featureGroups: [
      { title: 'Top Features', points: [...text, 'Built by a professional designer'] },
      { title: 'Security', points: ['Free SSL certificate'] },
      { title: 'Website Building Tools', points: ['Mobile-friendly design', 'Search engine optimization basics'] },
      { title: 'Service and Support', points: ['Dedicated design team'] },
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
    cta: { text: 'Get started', ratePlanId, listName: 'Build My Site', navLink: '/buildmysite#consultation' },
    leadType,
    facts,
    features: text,
    factTexts: text,
    featureGroups: [
      { title: 'Top Features', points: [...text, 'Content moved from your current site'] },
      { title: 'Service and Support', points: ['Dedicated design team'] },
    ],
  };
}

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

/**
 * Build My Site is paid once and does not renew (decision 312): the same build as the design plans, without the
 * monthly updates and the yearly redesign that only a plan that renews can give.
 */
const oneTimeBuild = (facts: Facts<'webdesign'>): Facts<'webdesign'> => ({
  ...facts,
  updateMinutesPerMonth: 0,
  annualRedesign: false,
});

/** Website design (/webdesign). */
export const webDesignPlans = {
  difmstandard: difmPlan(
    'difmstandard',
    'Standard',
    'A professional site for a small business',
    difmStandardFacts,
    false,
  ),
  difmpremium: difmPlan('difmpremium', 'Premium', 'A larger site with a yearly refresh', difmPremiumFacts, true),
} satisfies Record<string, PlanCard>;

/** Build My Site add-ons (/buildmysite). */
export const buildMySitePlans = {
  difmstdaddon: difmAddon(
    'difmstdaddon',
    'Standard',
    'We build your site for you',
    oneTimeBuild(difmStandardFacts),
    'difm_eol_std',
    false,
  ),
  difmpremaddon: difmAddon(
    'difmpremaddon',
    'Premium',
    'A larger site, built for you',
    oneTimeBuild(difmPremiumFacts),
    'difm_eol_prem',
    true,
  ),
} satisfies Record<string, PlanCard>;
