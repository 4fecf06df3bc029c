import { help, post, type HelpArticle } from '../help-articles.ts';

// The articles this page passes to the call-centre card, in a module of its own so no other page loads them
// (decision 150).
export const domainsHelpArticles: readonly HelpArticle[] = [
  help('point-a-domain-to-a-website', 'Point your domain to a website'),
  help('turn-on-domain-auto-renewal', 'Turn on auto-renewal for a domain'),
  post('how-to-choose-a-domain-name', 'How to choose a domain name for your business'),
];
