// Plan cards of the website builder (spec 3, 9).
import type { PlanCard } from '../../shared/catalogue-types.ts';
import { websitesFeatureText } from '../plan-features/websites.ts';
import { annual, builderTools, CARD_DEFAULTS, type Facts } from './common.ts';

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
    cta: { text: 'Start building', ratePlanId, listName: 'Website Builder' },
    facts,
    features: text,
    factTexts: text,
    featureGroups: [
      { title: 'Top Features', points: [...text, 'Free domain for the first year'] },
      { title: 'Security', points: ['Free SSL certificate'] },
      builderTools,
      { title: 'Service and Support', points: ['24/7 expert support'] },
    ],
  };
}

/** Website builder (/websites). */
export const websitesPlans = {
  siteexp1a: websitesPlan(
    'siteexp1a',
    'Basic',
    { kind: 'websites', storageGb: 5, inboxes: 1, privateRegistration: false },
    false,
  ),
  siteexp2a: websitesPlan(
    'siteexp2a',
    'Professional',
    { kind: 'websites', storageGb: 10, inboxes: 5, privateRegistration: true },
    true,
  ),
} satisfies Record<string, PlanCard>;
