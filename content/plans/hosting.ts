// Plan cards of web, WordPress and WooCommerce hosting (spec 3, 9).
import type { FeatureGroup, PlanCard } from '../../shared/catalogue-types.ts';
import { hostingFeatureText } from '../plan-features/hosting.ts';
import { annual, CARD_DEFAULTS, type Facts } from './common.ts';

const hostingSecurity: FeatureGroup = {
  title: 'Security',
  points: ['Free SSL certificate', 'Daily malware scanning', 'DDoS protection'],
};
// Spec 6: the 30-day satisfaction guarantee covers Web Hosting and WordPress Hosting orders only, not WooCommerce.
const support = (guarantee: boolean): FeatureGroup => ({
  title: 'Service and Support',
  points: guarantee ? ['24/7 expert support', '30-day satisfaction guarantee'] : ['24/7 expert support'],
});

function hostingPlan(
  planId: string,
  title: string,
  subtitle: string,
  facts: Facts<'hosting'>,
  opts: { isRecommended?: boolean; pitches?: string[]; listName: string; wordpress?: boolean; guarantee?: boolean },
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
    cta: { text: 'Add to cart', ratePlanId, listName: opts.listName },
    facts,
    features: text,
    factTexts: text,
    featureGroups: [
      { title: 'Top Features', points: [...text, 'Free domain for the first year'] },
      hostingSecurity,
      {
        title: 'Website Building Tools',
        points: opts.wordpress
          ? ['WordPress pre-installed', 'Automatic WordPress updates', 'Thousands of themes and plugins']
          : ['One-click app installer', 'Website builder included'],
      },
      support(opts.guarantee ?? true),
    ],
  };
}

const hosting = (bandwidthGb: number | 'unlimited', emailAccounts: number, subdomains: number, databases: number) =>
  ({ kind: 'hosting', bandwidthGb, emailAccounts, subdomains, databases }) as const;

// spec 9: WooCommerce Standard equals WordPress Starter; Professional equals WordPress Standard.
const wpStarterFacts = hosting(500, 25, 50, 10);
const wpStandardFacts = hosting('unlimited', 50, 100, 25);

/** Web hosting (/hosting). */
export const webHostingPlans = {
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
} satisfies Record<string, PlanCard>;

/** WordPress hosting (/wordpress). */
export const wordpressPlans = {
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
} satisfies Record<string, PlanCard>;

/** WooCommerce hosting (/woocommerce). */
export const woocommercePlans = {
  woostandard: hostingPlan('woostandard', 'Standard', 'Start selling with WooCommerce', wpStarterFacts, {
    listName: 'WooCommerce Hosting',
    wordpress: true,
    guarantee: false,
  }),
  wooprofessional: hostingPlan('wooprofessional', 'Professional', 'For growing stores', wpStandardFacts, {
    listName: 'WooCommerce Hosting',
    pitches: ['SAVE'],
    isRecommended: true,
    wordpress: true,
    guarantee: false,
  }),
} satisfies Record<string, PlanCard>;
