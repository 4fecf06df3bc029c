import type { PageMeta } from '../../shared/content-types.ts';
import { pageTitle } from '../brand.ts';

// The thank-you pages after a consultation request (spec 2.3, spec 4 success URL), keyed by route id.

/** Where each thank-you page sends the visitor next. */
export const thankYouPages: Readonly<Record<string, { backLink: { label: string; href: string } }>> = {
  'local-thankyou': { backLink: { label: 'Back to local listings', href: '/local' } },
  'webdesign-thankyou': { backLink: { label: 'Back to website design', href: '/webdesign' } },
  'legal-thankyou': { backLink: { label: 'Back to home', href: '/' } },
  'pos-thankyou': { backLink: { label: 'Back to home', href: '/' } },
};

export const thankYouTexts = {
  nextTitle: 'What happens next',
} as const;

/** What happens after a request, shown on every thank-you page (spec 9: answered within five business days). */
export const thankYouSteps: readonly string[] = [
  'We have your request and your contact details.',
  'A member of our team calls you within five business days, at the time you preferred when you gave one.',
  'Keep your questions handy: the call is free and there is no obligation.',
];

const thankYouMeta = (area: string, description: string): PageMeta => ({
  name: `${area} thank you`,
  title: pageTitle('Thank You'),
  description,
  h1: 'Thank you',
  intro: 'We received your request. A member of our team will contact you within five business days.',
});

/** The head and opening of each thank-you page, by route id (shared/routes.ts). */
export const meta: Record<string, PageMeta> = {
  'local-thankyou': thankYouMeta(
    'Local Listings',
    'Thanks for asking about local listings. Within five business days a specialist calls to review how your business shows up on directories.',
  ),
  'webdesign-thankyou': thankYouMeta(
    'Website Design',
    'Thanks for your website design request. A designer will call you within five business days to talk about the site we build for you.',
  ),
  'legal-thankyou': thankYouMeta(
    'Legal',
    'Your business legal services request is in. A specialist will call you within five business days to talk through forming your company.',
  ),
  'pos-thankyou': thankYouMeta(
    'Point of Sale',
    'Request received: expect a call from a point-of-sale specialist within five business days to plan how you take card payments.',
  ),
};
