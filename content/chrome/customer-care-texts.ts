// Words of the customer-care element: a module of its own, imported only there, so the bundler keeps them in that component's chunk
// rather than in the shell every page loads.

/** Spec 4 "Customer-care element by clock" (Pacific time: shared/pacific-time.ts). */
export const customerCare = {
  care: {
    heading: 'Customer care is available now',
    text: 'Call our team for help with your account or a new plan. Specialists are in from 6am to 5pm Pacific; support answers 24/7.',
    callText: 'Call customer care',
  },
  consultation: {
    heading: 'Book a free consultation',
    text: 'Our team is away right now. Pick a time that suits you and we will call you back.',
    linkText: 'Request a consultation',
    link: '/webdesign/consultation',
  },
} as const;
