// Words of the customer-care element by the clock, the one part of the support card that runs in the browser: a
// module of its own, so the card's other words (support-texts.ts) stay out of the JavaScript a page loads.

/**
 * Spec 4 "Customer-care element by clock" (Pacific time: shared/pacific-time.ts). Both variants are true at any hour
 * of any day (support answers 24/7, specialists keep office hours): the clock picks the action, not a claim.
 */
export const customerCareTexts = {
  care: {
    heading: 'Call customer care',
    text: 'Ask for a specialist on the number above to choose a plan or start a site built for you.',
  },
  consultation: {
    heading: 'Book a free consultation',
    text: 'Pick a time and a specialist calls you back in office hours.',
    linkText: 'Request a consultation',
    link: '/webdesign/consultation',
  },
} as const;
