import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';
// The words of /local/verify-business, step 2 of buying local listings.
/** /local/verify-business, step 2: confirm the business chosen in step 1. */
export const localVerifyTexts = {
  step: 'Step 2 of 2',
  loading: 'Loading your business details…',
  noBusiness: 'We do not have a business for this order yet.',
  findLink: 'Find your business',
  address: 'Address',
  phone: 'Phone',
  notGiven: 'Not given',
  plan: 'Plan',
  /** Before the chosen plan's name; the space before the name is part of it. */
  planName: 'Localworks ',
  checkoutCta: 'Yes, continue to checkout',
  choosePlanCta: 'Yes, choose a plan',
  searchAgain: 'Not your business? Search again',
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  'local-verify': {
    name: 'Verify Business',
    title: pageTitle('Verify Your Business'),
    description:
      'Check the name, address and phone number we found for your business before your local listings are created from them.',
    h1: 'Verify your business',
    intro: 'Check that these are your business details before you continue.',
  },
} satisfies Record<string, PageMeta>;
