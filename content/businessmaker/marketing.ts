// Business Maker /businessmaker/marketing: this sub-page's own words, loaded with it alone (content/businessmaker/index.ts).
import type { BusinessMakerCopy } from './copy-type.ts';

export const copy: BusinessMakerCopy = {
  lead: 'Help customers find you and come back.',
  points: [
    ['Local listings', 'Appear on 70+ directories, maps and apps.'],
    ['Reviews', 'Watch and answer reviews in one place.'],
    ['Social posting', 'Share news and offers on a schedule.'],
  ],
  cta: ['See local listings', '/local'],
  more: {
    title: 'Be found by the customers nearby',
    paragraphs: [
      'Most customers find a local business through a map or directory search. Keeping your name, address, phone number and hours correct on more than 70 directories, maps and apps makes sure they reach you rather than a closed listing or a competitor.',
      'Reviews matter as much as listings: see new reviews in one place and answer them while the visit is still fresh. Scheduled social posts help you share offers and news regularly without spending every evening on your phone.',
    ],
  },
};
