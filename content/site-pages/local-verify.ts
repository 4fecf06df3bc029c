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
