// Words of the support card, the one place a page offers a person to talk to: a module of its own, imported only
// by that card, so the bundler keeps them in its chunk rather than in the shell every page loads.

/**
 * The call-centre card (spec 2.4, 9: "24/7/365", "Contact us 24/7") and the customer-care element by the Pacific
 * clock (spec 4) as one card. Two teams share the one number: support answers at any hour, the specialists keep
 * spec 9's office hours. Every line is true at any hour of any day, so the clock only changes which action the
 * card offers, never what it claims.
 */
export const supportTexts = {
  heading: 'Talk to a real person, 24/7/365',
  text: 'One number for everything, answered day and night.',
  /** Spec 9 wording. */
  callText: 'Contact us 24/7:',
  teamsLabel: 'Who answers',
  teams: [
    { name: 'Support', hours: '24/7/365', text: 'Your account, your domains, your site and your email.' },
    {
      name: 'Specialists',
      hours: 'Monday to Friday, 6am to 5pm Pacific',
      text: 'Choosing a plan, a site built for you, larger projects.',
    },
  ],
  /** Spec 2.4 spellings, as the menu and the footer spell them. */
  helpCenter: 'Help center',
  resourceCenter: 'Resource Center',
  articlesHeading: 'Answers to your questions',
  linksLabel: 'Help and resources',
} as const;
