/**
 * Spec 7 "links to help-centre articles and resource blog posts": the support card lists the articles that answer
 * the questions a page raises, not only the roots of the Help center and the Resource Center. Read only by the
 * card's parts, which the browser loads only after a client navigation, so no page's JavaScript carries them.
 */
export interface HelpArticle {
  /** A Help center article or a Resource Center blog post. */
  kind: 'help' | 'resource';
  slug: string;
  title: string;
}

/** Path -> the articles its support card lists. */
export const helpArticles: Readonly<Record<string, readonly HelpArticle[]>> = {
  '/domains': [
    { kind: 'help', slug: 'point-a-domain-to-a-website', title: 'Point your domain to a website' },
    { kind: 'help', slug: 'turn-on-domain-auto-renewal', title: 'Turn on auto-renewal for a domain' },
    { kind: 'resource', slug: 'how-to-choose-a-domain-name', title: 'How to choose a domain name for your business' },
  ],
  '/enterprisesolutions': [
    { kind: 'help', slug: 'move-a-website-to-siteharbor', title: 'Move an existing website to us' },
    {
      kind: 'resource',
      slug: 'website-security-checklist',
      title: 'A website security checklist for growing businesses',
    },
  ],
  '/hosting': [
    { kind: 'help', slug: 'connect-a-domain-to-web-hosting', title: 'Connect your domain to your hosting' },
    { kind: 'help', slug: 'create-an-email-account-in-hosting', title: 'Create an email account on your hosting plan' },
    {
      kind: 'resource',
      slug: 'how-much-hosting-does-a-small-business-need',
      title: 'How much hosting does a small business need?',
    },
  ],
  '/webdesign': [
    {
      kind: 'help',
      slug: 'prepare-for-your-website-design-consultation',
      title: 'What to prepare for your design consultation',
    },
    {
      kind: 'resource',
      slug: 'what-makes-a-small-business-website-work',
      title: 'What makes a small-business website work',
    },
  ],
};
