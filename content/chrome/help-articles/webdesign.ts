import { help, post, type HelpArticle } from '../help-articles.ts';

// The articles this page passes to the call-centre card, in a module of its own so no other page loads them
// (decision 150).
export const webDesignHelpArticles: readonly HelpArticle[] = [
  help('prepare-for-your-website-design-consultation', 'What to prepare for your design consultation'),
  post('what-makes-a-small-business-website-work', 'What makes a small-business website work'),
];
