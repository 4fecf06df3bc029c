import { help, post, type HelpArticle } from '../help-articles.ts';

// The articles this page passes to the call-centre card, in a module of its own so no other page loads them
// (decision 150).
export const enterpriseHelpArticles: readonly HelpArticle[] = [
  help('move-a-website-to-siteharbor', 'Move an existing website to us'),
  post('website-security-checklist', 'A website security checklist for growing businesses'),
];
