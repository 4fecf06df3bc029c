import { brand } from '../brand.ts';

/**
 * Spec 7 "links to help-centre articles and resource blog posts": the call-centre card lists the articles that
 * answer the questions a page raises, not only the roots of the help centre and the resource centre.
 */
export interface HelpArticle {
  kind: 'help' | 'resource';
  title: string;
  link: string;
}

const help = (slug: string, title: string): HelpArticle => ({ kind: 'help', title, link: `${brand.external.helpCenter}/${slug}` });
const post = (slug: string, title: string): HelpArticle => ({ kind: 'resource', title, link: `${brand.external.resourceCenter}/blog/${slug}` });

export const helpArticlesByPath: Readonly<Record<string, readonly HelpArticle[]>> = {
  '/hosting': [
    help('connect-a-domain-to-web-hosting', 'Connect your domain to your hosting'),
    help('create-an-email-account-in-hosting', 'Create an email account on your hosting plan'),
    post('how-much-hosting-does-a-small-business-need', 'How much hosting does a small business need?'),
  ],
  '/domains': [
    help('point-a-domain-to-a-website', 'Point your domain to a website'),
    help('turn-on-domain-auto-renewal', 'Turn on auto-renewal for a domain'),
    post('how-to-choose-a-domain-name', 'How to choose a domain name for your business'),
  ],
  '/webdesign': [
    help('prepare-for-your-website-design-consultation', 'What to prepare for your design consultation'),
    post('what-makes-a-small-business-website-work', 'What makes a small-business website work'),
  ],
  '/enterprisesolutions': [
    help('move-a-website-to-siteharbor', 'Move an existing website to us'),
    post('website-security-checklist', 'A website security checklist for growing businesses'),
  ],
};

export const helpArticlesTexts = { heading: 'Answers in our help centre', help: 'Help centre', resource: 'Resource centre' } as const;
