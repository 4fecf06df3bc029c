import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';
/** The words of the desktop-only page (reached with ?msgCode=2, e.g. from the starter plan on a phone). */
export const desktopOnlyTexts = {
  backLink: 'Back to website builder plans',
} as const;

/** The head and opening of the page: title, description, h1 and intro, by route id (shared/routes.ts). */
export const meta = {
  'desktop-only': {
    name: 'Desktop only',
    title: pageTitle('Please Continue on a Computer'),
    description: 'This part of the website builder works on a desktop or laptop computer.',
    h1: 'Please continue on a computer',
    intro: 'The website builder editor works on a desktop or laptop computer. Open this page there to continue.',
  },
} satisfies Record<string, PageMeta>;
