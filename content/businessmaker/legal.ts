// Business Maker /businessmaker/legal: this sub-page's own words, loaded with it alone (content/businessmaker/index.ts).
import type { BusinessMakerCopy } from './copy-type.ts';

export const copy: BusinessMakerCopy = {
  lead: 'Get help with the legal steps of starting a business, such as forming your company.',
  points: [
    ['Business formation', 'Understand the options for your business structure.'],
    ['Talk to a specialist', 'Request a call to discuss what you need.'],
    ['Keep records', 'Store your important documents in one place.'],
  ],
  cta: ['Request a legal consultation', '/legal/consultation'],
  more: {
    title: 'The legal steps, explained in plain language',
    paragraphs: [
      'Choosing between a sole proprietorship, a partnership or a limited liability company affects your taxes, your paperwork and your personal liability. Our guides explain the common structures and the questions to ask before you decide.',
      'When you want help with the filing itself, request a consultation and a legal services specialist will call you to talk through your situation and the options available in your state. Keep your formation documents, licences and agreements together in your account.',
    ],
  },
};
