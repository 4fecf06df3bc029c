// Legal pages (spec 2.2): short, plainly-marked summaries that point to the binding documents; they are not
// themselves terms (docs/decisions/065-legal-summaries.md).
import type { PageMeta } from '../../shared/content-types.ts';
import { LEGAL_PAGES, REGIONAL_LEGAL_PAGES } from '../../shared/route-families.ts';
import { brand, pageTitle } from '../brand.ts';

export type LegalKind = 'center' | 'terms' | 'privacy' | 'notice' | 'bmail' | 'guidelines';

export const LEGAL_SUMMARY_NOTICE =
  'This page is a plain-language summary to help you find your way. It is not the agreement itself and does not change it; the full, binding text is in the terms of service document linked below.';

/** The words around a legal page's summary. */
export const legalTexts = {
  /** Leads the summary notice; the space after it is part of it. */
  summaryOnly: 'Summary only. ',
  /** After the summary notice on a regional version; the space before it is part of it. */
  regionNote: (region: string) => ` This is the version for customers in ${region}.`,
  fullTermsLink: 'Read the full terms of service document',
  otherDocsTitle: 'Other legal documents',
} as const;

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

/** Each legal document's name: its title, heading and the link text in the other documents' lists. */
export const legalNames: Record<string, string> = {
  '/tos-center': 'Terms of Service Center',
  '/privacy-policy': 'Privacy Policy',
  '/privacy-notice': 'Privacy Notice',
  '/tos': 'Terms of Service',
  '/bmail-tos': 'Business Email Terms of Service',
  '/site-guidelines': 'Site Guidelines',
  '/tos/CA/privacy': 'Privacy Policy (Canada)',
  '/tos/CA/terms': 'Terms of Service (Canada)',
  '/tos/CA/bmail-tos': 'Business Email Terms of Service (Canada)',
  '/tos/CA/site-guidelines': 'Site Guidelines (Canada)',
  '/tos/IND/privacy': 'Privacy Policy (India)',
  '/tos/IND/terms': 'Terms of Service (India)',
  '/tos/IND/bmail-tos': 'Business Email Terms of Service (India)',
  '/tos/IND/site-guidelines': 'Site Guidelines (India)',
};

/** Each legal page's meta description, written for that document and region. */
export const legalDescriptions: Record<string, string> = {
  '/tos-center':
    'Find every agreement that applies to our products in one place: terms of service, privacy documents, email terms and site guidelines.',
  '/privacy-policy':
    'How we collect, use and protect the personal information of our customers, and how to ask about, correct or delete yours.',
  '/privacy-notice':
    'A short notice on how personal information is handled when you visit this website or send us a request through one of its forms.',
  '/tos':
    'A plain-language summary of our terms of service: your account, payments and renewals, and the 30-day satisfaction guarantee.',
  '/bmail-tos':
    'A summary of the business email terms: what you may send, mailbox storage and limits, and the link to the full binding document.',
  '/site-guidelines':
    'What may and may not be hosted on sites built with our products, and the fair-use rules that keep shared resources fast for everyone.',
  '/tos/CA/privacy':
    'How personal information of customers in Canada is collected, used and protected, and how to exercise your privacy rights there.',
  '/tos/CA/terms':
    'A summary of the terms of service for customers in Canada: accounts, payments, renewals and where to read the full Canadian terms.',
  '/tos/CA/bmail-tos':
    'Business email terms for customers in Canada in brief: acceptable use, storage per mailbox and a link to the complete agreement.',
  '/tos/CA/site-guidelines':
    'Site guidelines for customers in Canada: content that is not allowed on your site and fair use of shared hosting resources.',
  '/tos/IND/privacy':
    'How we handle the personal information of customers in India, what we collect and why, and the choices you have about it.',
  '/tos/IND/terms':
    'A summary of the terms of service for customers in India, covering your account, payments and renewals, with the full text linked.',
  '/tos/IND/bmail-tos':
    'Business email terms for customers in India: sending rules, mailbox storage and limits, summarised with the binding text linked.',
  '/tos/IND/site-guidelines':
    'Site guidelines for customers in India: what your website must not host and how to use shared resources fairly.',
};

/** The head and opening of each legal page, by route id (shared/routes.ts). */
export const meta: Record<string, PageMeta> = {};
for (const path of [...LEGAL_PAGES, ...REGIONAL_LEGAL_PAGES]) {
  const name = legalNames[path];
  meta[`legal${path.replace(/\//g, '-')}`] = {
    name,
    title: pageTitle(name),
    description: legalDescriptions[path],
    h1: name,
    intro: `The ${name} that applies to ${brand.name} products and services.`,
  };
}

/** The day the sitemap's legal pages last changed what they say to a reader (content/pages.ts). */
export const lastModified = {
  'legal-privacy-notice': '2026-11-26',
  'legal-tos-CA-privacy': '2026-11-26',
  'legal-tos-CA-bmail-tos': '2026-11-26',
  'legal-tos-CA-site-guidelines': '2026-11-26',
} satisfies Record<string, string>;
