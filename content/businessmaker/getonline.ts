// Business Maker /businessmaker/getonline: this sub-page's own words, loaded with it alone (content/businessmaker/index.ts).
import type { BusinessMakerCopy } from './copy-type.ts';

export const copy: BusinessMakerCopy = {
  lead: 'Everything to get your business online: a domain, a website and business email.',
  points: [
    ['Claim your name', 'Search for and register your domain.'],
    ['Build your site', 'Pick a theme and publish.'],
    ['Look professional', 'Send email from your own domain.'],
  ],
  cta: ['Search for a domain', '/domains'],
  more: {
    title: 'Online in an afternoon',
    paragraphs: [
      'Getting online takes three decisions: the name, the site and the email address. Search for a domain that matches your business, pick a theme that suits your trade and send your first email from your own address the same day.',
      'Everything is set up to work together, so there are no settings to copy between services. If you prefer to hand the job over, our designers can build the site for you while you carry on running the business.',
    ],
  },
};
