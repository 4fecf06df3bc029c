// Business Maker /businessmaker/pos: this sub-page's own words, loaded with it alone (content/businessmaker/index.ts).
import type { BusinessMakerCopy } from './copy-type.ts';

export const copy: BusinessMakerCopy = {
  lead: 'Take payments in person with a point-of-sale set-up that suits your business.',
  points: [
    ['Talk to a specialist', 'Tell us how you sell and we suggest a set-up.'],
    ['In-person payments', 'Take cards at your counter or on the go.'],
    ['One view of sales', 'See in-person and online sales together.'],
  ],
  cta: ['Request a POS consultation', '/pos/consultation'],
  more: {
    title: 'Payments at the counter and on the go',
    paragraphs: [
      "If you sell at a shop, a market stall or a client's door, you need a reliable way to take cards. Our specialists ask how and where you sell, how many people take payments and which items you offer, then suggest a set-up that fits.",
      'Sales taken in person can be reviewed beside your online orders, so stock and takings are in one place. Request a consultation and a specialist will call at a time that suits you; there is no obligation to buy.',
    ],
  },
};
