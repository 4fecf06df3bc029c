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

/** A help-centre article. */
export const help = (slug: string, title: string): HelpArticle => ({
  kind: 'help',
  title,
  link: `${brand.external.helpCenter}/${slug}`,
});
/** A resource-centre blog post. */
export const post = (slug: string, title: string): HelpArticle => ({
  kind: 'resource',
  title,
  link: `${brand.external.resourceCenter}/blog/${slug}`,
});

export const helpArticlesTexts = {
  heading: 'Answers in our help centre',
  help: 'Help centre',
  resource: 'Resource centre',
} as const;
