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

const help = (slug: string, title: string): HelpArticle => ({
  kind: 'help',
  title,
  link: `${brand.external.helpCenter}/${slug}`,
});
const post = (slug: string, title: string): HelpArticle => ({
  kind: 'resource',
  title,
  link: `${brand.external.resourceCenter}/blog/${slug}`,
});

// One list per page, exported one by one (the browser build splits this module by export, decision 150): a page
// passes its own list to the call-centre card. The calls are marked pure so each copy keeps only its list.
export const hostingHelpArticles: readonly HelpArticle[] = [
  /* @__PURE__ */ help('connect-a-domain-to-web-hosting', 'Connect your domain to your hosting'),
  /* @__PURE__ */ help('create-an-email-account-in-hosting', 'Create an email account on your hosting plan'),
  /* @__PURE__ */ post('how-much-hosting-does-a-small-business-need', 'How much hosting does a small business need?'),
];

export const domainsHelpArticles: readonly HelpArticle[] = [
  /* @__PURE__ */ help('point-a-domain-to-a-website', 'Point your domain to a website'),
  /* @__PURE__ */ help('turn-on-domain-auto-renewal', 'Turn on auto-renewal for a domain'),
  /* @__PURE__ */ post('how-to-choose-a-domain-name', 'How to choose a domain name for your business'),
];

export const webDesignHelpArticles: readonly HelpArticle[] = [
  /* @__PURE__ */ help('prepare-for-your-website-design-consultation', 'What to prepare for your design consultation'),
  /* @__PURE__ */ post('what-makes-a-small-business-website-work', 'What makes a small-business website work'),
];

export const enterpriseHelpArticles: readonly HelpArticle[] = [
  /* @__PURE__ */ help('move-a-website-to-siteharbor', 'Move an existing website to us'),
  /* @__PURE__ */ post('website-security-checklist', 'A website security checklist for growing businesses'),
];

export const helpArticlesByPath: Readonly<Record<string, readonly HelpArticle[]>> = {
  '/hosting': hostingHelpArticles,
  '/domains': domainsHelpArticles,
  '/webdesign': webDesignHelpArticles,
  '/enterprisesolutions': enterpriseHelpArticles,
};

export const helpArticlesTexts = {
  heading: 'Answers in our help centre',
  help: 'Help centre',
  resource: 'Resource centre',
} as const;
