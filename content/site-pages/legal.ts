// Legal pages (spec 2.2): short, plainly-marked summaries that point to the binding documents; they are not
// themselves terms (docs/decisions/065-legal-summaries.md).

export type LegalKind = 'center' | 'terms' | 'privacy' | 'notice' | 'bmail' | 'guidelines';

export const LEGAL_SUMMARY_NOTICE =
  'This page is a plain-language summary to help you find your way. It is not the agreement itself and does not change it; the full, binding text is in the terms of service document linked below.';

export const legalSections: Record<LegalKind, readonly (readonly [string, string])[]> = {
  center: [
    [
      'What you will find here',
      'The documents that apply when you use our products: the terms of service, the privacy policy and notice, the business email terms and the site guidelines.',
    ],
    ['Regional versions', 'Customers in Canada and India have their own versions of some documents, listed below.'],
  ],
  terms: [
    ['Who the terms cover', 'Everyone who buys or uses our domains, hosting, websites, email and other services.'],
    ['Your account', 'Keep your login details safe and your contact information up to date.'],
    ['Payments and renewals', 'Services renew at the then-current rate unless you turn renewal off.'],
    [
      'Satisfaction guarantee',
      'New Web Hosting and WordPress Hosting orders, and upgrades to either from a domain-only or standalone Business Email account, have a 30-day satisfaction guarantee, as the terms describe.',
    ],
  ],
  privacy: [
    [
      'What we collect',
      'The details you give us, such as your name and contact information, and information about how you use our services.',
    ],
    [
      'How we use it',
      'To provide and support your services, to process orders and, where allowed, to tell you about products.',
    ],
    ['Your choices', 'You can ask about, correct or delete your information, and opt out of marketing.'],
  ],
  notice: [
    [
      'Why this notice',
      'It explains briefly how personal information is handled when you visit this site or contact us.',
    ],
    ['Forms on this site', 'Information you send with a form is used to answer your request.'],
  ],
  bmail: [
    [
      'Using business email',
      'Send and receive mail for your business; sending spam or harmful content is not allowed.',
    ],
    ['Storage and limits', 'Each mailbox has its own storage; limits are described with each plan.'],
  ],
  guidelines: [
    ['Content on your site', 'Your site must not host illegal, harmful or infringing content.'],
    ['Fair use', 'Use shared resources in a way that does not harm other customers.'],
  ],
};

export function legalKind(path: string): LegalKind {
  if (path === '/tos-center') return 'center';
  if (path.endsWith('privacy-notice')) return 'notice';
  if (path.endsWith('privacy') || path.endsWith('privacy-policy')) return 'privacy';
  if (path.endsWith('bmail-tos')) return 'bmail';
  if (path.endsWith('site-guidelines')) return 'guidelines';
  return 'terms';
}

export function legalRegion(path: string): string | null {
  if (path.startsWith('/tos/CA/')) return 'Canada';
  if (path.startsWith('/tos/IND/')) return 'India';
  return null;
}
