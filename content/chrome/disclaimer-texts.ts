import { closeLabel } from './shell-texts.ts';

// Words of the offer-details dialog: a module of its own, imported only there, so the bundler keeps them in that component's chunk
// rather than in the shell every page loads.

export const disclaimerTexts = { defaultTitle: 'Offer details', close: closeLabel } as const;
