// Business Maker /businessmaker/onlinebusiness: this sub-page's own words, loaded with it alone (content/businessmaker/index.ts).
import type { BusinessMakerCopy } from './copy-type.ts';

export const copy: BusinessMakerCopy = {
  lead: 'Take your business online with a name, a site and email that match.',
  points: [
    ['Domain', 'Claim the web address for your business.'],
    ['Website', 'Build it yourself or have our experts build it.'],
    ['Business email', 'Email addresses at your own domain.'],
  ],
  cta: ['Search for a domain', '/domains'],
  more: {
    title: 'Your name, your site and your email, all matching',
    paragraphs: [
      'Customers look you up before they call or visit. A domain with your business name, a website that says what you do and email at that same address tell them you are established and easy to reach.',
      'Start by searching for your domain, then choose how to build: with the drag-and-drop website builder and a professional theme, or with our designers building it for you. Business email and local listings can be added at any time from the same account.',
    ],
  },
};
