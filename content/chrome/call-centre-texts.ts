// Words of the call-centre card: a module of its own, imported only there, so the bundler keeps them in that component's chunk
// rather than in the shell every page loads.

/** The call-centre card (spec 9 wording). */
export const callCentreCard = {
  heading: 'Talk to a real person, 24/7/365',
  text: 'Our support team is here around the clock to answer your questions.',
  /** Spec 9 wording. */
  callText: 'Contact us 24/7:',
} as const;
