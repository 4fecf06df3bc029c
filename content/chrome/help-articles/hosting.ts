import { help, post, type HelpArticle } from '../help-articles.ts';

// The articles this page passes to the call-centre card, in a module of its own so no other page loads them
// (decision 150).
export const hostingHelpArticles: readonly HelpArticle[] = [
  help('connect-a-domain-to-web-hosting', 'Connect your domain to your hosting'),
  help('create-an-email-account-in-hosting', 'Create an email account on your hosting plan'),
  post('how-much-hosting-does-a-small-business-need', 'How much hosting does a small business need?'),
];
