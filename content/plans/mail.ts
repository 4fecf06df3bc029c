// Plan cards of business email (spec 3, 9).
import type { PlanCard } from '../../shared/catalogue-types.ts';
import { mailFeatureText } from '../plan-features/mail.ts';
import { annual, CARD_DEFAULTS, type Facts } from './common.ts';

function mailPlan(
  planId: 'bmonea' | 'bmfivea' | 'bmtena',
  mailboxes: number,
  subtitle: string,
  isRecommended: boolean,
): PlanCard {
  const ratePlanId = `${planId}_t12m`;
  const facts: Facts<'mail'> = { kind: 'mail', mailboxes, storageTbPerMailbox: 1, aliasesPerAccount: 30 };
  const text = mailFeatureText(facts);
  return {
    planId,
    ratePlanId,
    title: mailboxes === 1 ? '1 Mailbox' : `${mailboxes} Mailboxes`,
    subtitle,
    ...CARD_DEFAULTS,
    isRecommended,
    frequencies: annual(ratePlanId),
    cta: { text: 'Add to cart', ratePlanId, listName: 'Business Email' },
    facts,
    features: text,
    factTexts: text,
    featureGroups: [
      { title: 'Top Features', points: [...text, 'Works with any email app'] },
      { title: 'Security', points: ['Spam and virus protection'] },
      // Limits of who may buy, or how to buy more, are notes on the page (spec 9), not features of a plan.
      { title: 'Service and Support', points: ['24/7 expert support'] },
    ],
  };
}

/** Business email (/mail). */
export const mailPlans = {
  // Each plan's line says who it is for, so the three cards do not repeat one tagline.
  bmonea: mailPlan('bmonea', 1, 'Your own address at your own domain', false),
  bmfivea: mailPlan('bmfivea', 5, 'An address for everyone on a small team', true),
  bmtena: mailPlan('bmtena', 10, 'Room for a growing team and its shared inboxes', false),
} satisfies Record<string, PlanCard>;
