import { brand } from './brand.ts';
import type { PageMeta } from '../shared/content-types.ts';
import { BUSINESSMAKER_PAGES, LEGAL_PAGES, REGIONAL_LEGAL_PAGES, TLD_PAGES } from '../shared/routes.ts';
import { businessMakerDescriptions } from './site-pages/businessmaker.ts';
import { tldDescriptions } from './site-pages/domains.ts';
import { legalDescriptions, legalNames } from './site-pages/legal.ts';

// Prices are placeholders filled from the catalogue snapshot where the page renders (shared/price-text.ts).
const B = brand.name;
const t = (s: string) => `${s} | ${B}`;

export const pages: Record<string, PageMeta> = {
  home: {
    name: 'Home',
    title: t('Small Business Websites, Domains and Hosting'),
    description: `Find a domain, build a website, host it and get business email with ${B}. Plans for small businesses, with 24/7 support.`,
    h1: 'Get your business online',
    intro: 'Domains, hosting, websites, online stores and business email, with support around the clock.',
  },
  stores: {
    name: 'Ecommerce',
    title: t('Online Store Builder for Small Business'),
    description: 'Sell online with a store you build yourself. Three plans with transaction fees from 0.75%.',
    h1: 'Build an online store that sells',
    intro: 'Everything you need to list products, take orders and get paid.',
    breadcrumbs: [['Online Stores', '/stores']],
  },
  hosting: {
    name: 'Web Hosting',
    title: t('Web Hosting with 99.99% Uptime'),
    description: 'Fast, secure shared web hosting with free email accounts, databases and 24/7 support.',
    h1: 'Web hosting you can count on',
    intro: 'Reliable hosting with 99.99% uptime for small-business websites.',
    breadcrumbs: [['Web Hosting', '/hosting']],
  },
  wordpress: {
    name: 'WordPress Hosting',
    title: t('Managed WordPress Hosting'),
    description:
      'WordPress hosting set up for speed and security, with plans as low as {price:wpstarter_t12m} for a limited time.',
    h1: 'WordPress hosting, ready when you are',
    intro: 'WordPress installed, updated and secured for you.',
    breadcrumbs: [['WordPress Hosting', '/wordpress']],
  },
  websites: {
    name: 'Website Builder',
    title: t('Website Builder with Professional Themes'),
    description:
      'Build your website yourself with drag-and-drop editing and professional themes, from {price:siteexp1a_t12m}/mo.',
    h1: 'Build your website yourself',
    intro: 'Pick a theme, drag and drop your content and publish, from {price:siteexp1a_t12m}/mo.',
    breadcrumbs: [['Website Builder', '/websites']],
  },
  themes: {
    name: 'Website Themes',
    title: t('Website Builder Themes'),
    description: 'Browse professionally designed website themes by category and start editing in the website builder.',
    h1: 'Website themes',
    intro: 'Choose a theme for your business and make it your own.',
    breadcrumbs: [
      ['Website Builder', '/websites'],
      ['Themes', '/websites/themes'],
    ],
  },
  'themes-detail': {
    name: 'Website Themes',
    title: t('Website Builder Themes'),
    description:
      'Website builder themes picked for one kind of business, each with a sample site to preview before you start editing it.',
    h1: 'Website themes',
    intro: 'Choose a theme for your business and make it your own.',
    breadcrumbs: [
      ['Website Builder', '/websites'],
      ['Themes', '/websites/themes'],
    ],
  },
  woocommerce: {
    name: 'WooCommerce Hosting',
    title: t('WooCommerce Hosting'),
    description: 'Hosting built for WooCommerce stores, with WordPress and WooCommerce ready to sell.',
    h1: 'WooCommerce hosting for growing stores',
    intro: 'Run your WooCommerce store on hosting made for it.',
    breadcrumbs: [['WooCommerce Hosting', '/woocommerce']],
  },
  affiliate: {
    name: 'Affiliate Program',
    title: t('Affiliate Program'),
    description: `Earn commission when people you refer buy ${B} products, through our affiliate network partner.`,
    h1: 'Earn with our affiliate program',
    intro: 'Share a tracking link, earn commission on referred purchases and get paid out through the network.',
    breadcrumbs: [['Affiliate Program', '/affiliate']],
  },
  enterprise: {
    name: 'Enterprise Solutions',
    title: t('Enterprise Solutions'),
    description: 'Hosting, local directory listings and ecommerce for enterprises and multi-location brands.',
    h1: 'Enterprise solutions',
    intro: 'Talk to our team about hosting, listings and ecommerce at scale.',
    breadcrumbs: [['Enterprise Solutions', '/enterprisesolutions']],
  },
  'enterprise-contact': {
    name: 'Contact Enterprise Sales',
    title: t('Contact Enterprise Sales'),
    description:
      'Tell our enterprise team about your organisation and choose three times for a call about hosting, listings or ecommerce.',
    h1: 'Contact our enterprise team',
    // The form's own lead, right below, says how the request works; the page's says what the call is for.
    intro:
      'A call with our enterprise team about hosting, listings or ecommerce for your organisation, at a time you choose.',
    breadcrumbs: [
      ['Enterprise Solutions', '/enterprisesolutions'],
      ['Contact', '/enterprisesolutions/contact'],
    ],
  },
  webdesign: {
    name: 'Website Design',
    title: t('Professional Website Design Services'),
    description: 'Have our experts design and build your website. For United States customers only.',
    h1: 'Let our experts design your website',
    intro: 'Tell us about your business and our designers build your site for you.',
    breadcrumbs: [['Website Design', '/webdesign']],
  },
  domains: {
    name: 'Domains',
    title: t('Domain Name Search and Registration'),
    description: 'Search for the perfect domain name and register it, with extensions for every kind of business.',
    h1: 'Your ideal domain name is a search away',
    intro: 'Search, compare extensions and register the name that fits your business.',
    breadcrumbs: [['Domains', '/domains']],
  },
  mail: {
    name: 'Business Email',
    title: t('Professional Business Email'),
    description: 'Email at your own domain with 1 TB of storage per mailbox, from {price:bmonea_t12m} per month.',
    h1: 'Business email at your own domain',
    intro: 'Professional email from {price:bmonea_t12m} per month.',
    breadcrumbs: [['Business Email', '/mail']],
  },
  local: {
    name: 'Localworks',
    title: t('Local Business Listings Management'),
    description:
      'Manage your business listings on 70+ directories, with reviews, social posting and AI-assisted review replies.',
    h1: 'Get found on 70+ local directories',
    intro: 'See how your business shows up across local directories, with a free listings report.',
    breadcrumbs: [['Localworks', '/local']],
  },
  'local-search': {
    name: 'Business Search',
    title: t('Find Your Business'),
    description:
      'Search for your business by name or address to start your Localworks listings order with the details directories already hold.',
    h1: 'Find your business',
    intro: 'Search for your business by name to continue.',
  },
  'local-verify': {
    name: 'Verify Business',
    title: t('Verify Your Business'),
    description:
      'Check the name, address and phone number we found for your business before your local listings are created from them.',
    h1: 'Verify your business',
    intro: 'Check that these are your business details before you continue.',
  },
  'local-scan': {
    name: 'Scan Results',
    title: t('Your Listings Scan Results'),
    description:
      'See how your business appears across local directories and maps: which listings are correct, which are wrong and which are missing.',
    h1: 'Your listings scan results',
    intro: 'How your business appears across local directories.',
  },
  'local-compare': {
    name: 'Compare Plans',
    title: t('Compare Localworks Plans'),
    description:
      'Compare the Localworks plans side by side and choose how your business shows up across local directories and maps.',
    h1: 'Compare Localworks plans',
    intro: 'See what each local listings plan includes.',
    breadcrumbs: [
      ['Localworks', '/local'],
      ['Compare Plans', '/local/compare-plans'],
    ],
  },
  sitebuildereol: {
    name: 'Site Builder Retirement',
    title: t('Our Previous Site Builder Has Been Retired'),
    description: 'The previous site builder is no longer editable or supported after March 31, 2021. See your options.',
    h1: 'Our previous site builder has been retired',
    intro: 'Sites made with it are no longer editable or supported after March 31, 2021. Here are your options.',
  },
  buildmysite: {
    name: 'Build My Site',
    title: t('Let Our Experts Build Your Site'),
    description: 'Have our designers build your website for you, with plans from {onetime:difmstdaddon_t6m}.',
    h1: 'Let experts build my site',
    intro: 'Our designers build your website for you, from {onetime:difmstdaddon_t6m}.',
  },
  buildmyself: {
    name: 'Build Myself',
    title: t('Build Your Own Website'),
    description: 'Compare the website builder and WordPress hosting and choose how you want to build.',
    h1: 'I will build my site',
    intro: 'Compare the website builder and WordPress hosting side by side.',
  },
  partneroffers: {
    name: 'Partner Offers',
    title: t('Partner Offers'),
    description:
      'Deals from companies we work with, chosen for small businesses. See what each partner offer includes and what it costs.',
    h1: 'Partner offers',
    intro: 'Deals from companies we work with, chosen for small businesses.',
    breadcrumbs: [['Partner Offers', '/partneroffers']],
  },
  developer: {
    name: 'Developer Network',
    title: t('Developer Network'),
    description: 'Find independent developers and designers who can help with your online store.',
    h1: 'Developer network',
    intro: 'Independent developers and designers who know our store builder.',
    breadcrumbs: [['Developer Network', '/developer']],
  },
  partners: {
    name: 'Partners',
    title: t('Partners'),
    description: `Partner with ${B} to bring online-presence services to small businesses.`,
    h1: 'Partners',
    intro: `Work with ${B} to help small businesses get online.`,
    breadcrumbs: [['Partners', '/partners']],
  },
  'not-found': {
    name: 'Page not found',
    title: t('Page Not Found'),
    description:
      'The page you are looking for does not exist or has moved. Search for a domain or start from our home page to find what you need.',
    h1: 'We could not find that page',
    intro: 'The address may be mistyped, or the page may have moved.',
  },
  'desktop-only': {
    name: 'Desktop only',
    title: t('Please Continue on a Computer'),
    description: 'This part of the website builder works on a desktop or laptop computer.',
    h1: 'Please continue on a computer',
    intro: 'The website builder editor works on a desktop or laptop computer. Open this page there to continue.',
  },
  'theme-demo': {
    name: 'Theme preview',
    title: t('Website Theme Preview'),
    description: 'A sample website made with one of the website builder themes. Start with it and make it your own.',
    h1: 'Theme preview',
    intro: 'A sample website made with this theme.',
  },
};

const consultation = (area: string, h1: string, description: string): PageMeta => ({
  name: `${area} consultation`,
  title: t(`Request a ${area} Consultation`),
  description,
  h1,
  intro: 'Leave your details and a member of our team will contact you.',
});
const thankyou = (area: string, description: string): PageMeta => ({
  name: `${area} thank you`,
  title: t('Thank You'),
  description,
  h1: 'Thank you',
  intro: 'We received your request. A member of our team will contact you within five business days.',
});
Object.assign(pages, {
  'local-consultation': consultation(
    'Local Listings',
    'Request a local listings consultation',
    'Ask a local listings specialist to call you about getting your business found on directories, maps and apps, and answering reviews.',
  ),
  'local-thankyou': thankyou(
    'Local Listings',
    'Thanks for asking about local listings. Within five business days a specialist calls to review how your business shows up on directories.',
  ),
  'webdesign-consultation': consultation(
    'Website Design',
    'Request a website design consultation',
    'Tell our designers about your business and choose a time for a call: they plan, design and build your website for you.',
  ),
  'webdesign-thankyou': thankyou(
    'Website Design',
    'Thanks for your website design request. A designer will call you within five business days to talk about the site we build for you.',
  ),
  'legal-consultation': consultation(
    'Legal',
    'Request a business legal services consultation',
    'Request a call from a business legal services specialist about forming your company, choosing a structure and the filings in your state.',
  ),
  'legal-thankyou': thankyou(
    'Legal',
    'Your business legal services request is in. A specialist will call you within five business days to talk through forming your company.',
  ),
  'pos-consultation': consultation(
    'Point of Sale',
    'Request a point of sale consultation',
    'Tell a point-of-sale specialist how and where you sell, and they will call you with a card payment set-up that suits your business.',
  ),
  'pos-thankyou': thankyou(
    'Point of Sale',
    'Request received: expect a call from a point-of-sale specialist within five business days to plan how you take card payments.',
  ),
});

const businessMakerNames: Record<string, string> = {
  '': 'Business Maker',
  howitworks: 'How It Works',
  solutions: 'Solutions',
  businessplan: 'Business Plan',
  financetracker: 'Finance Tracker',
  onlinebusiness: 'Online Business',
  pos: 'Point of Sale',
  marketing: 'Marketing',
  legal: 'Legal',
  guides: 'Guides',
  upgrade: 'Upgrade',
  getonline: 'Get Online',
};
pages.businessmaker = {
  name: 'Business Maker',
  title: t('Business Maker: Start and Run Your Business'),
  description: businessMakerDescriptions[''],
  h1: 'Business Maker',
  intro: 'Start, run and grow your business from one place.',
  breadcrumbs: [['Business Maker', '/businessmaker']],
};
for (const sub of BUSINESSMAKER_PAGES) {
  const label = businessMakerNames[sub];
  pages[`businessmaker-${sub}`] = {
    name: `Business Maker ${label}`,
    title: t(`${label} | Business Maker`),
    description: businessMakerDescriptions[sub],
    h1: `Business Maker: ${label}`,
    intro: 'Part of the Business Maker tools for starting, running and growing a business.',
    breadcrumbs: [
      ['Business Maker', '/businessmaker'],
      [label, `/businessmaker/${sub}`],
    ],
  };
}

for (const tld of TLD_PAGES) {
  const ext = `.${tld.toUpperCase()}`;
  pages[`tld-${tld}`] = {
    name: `${ext} domains`,
    title: t(`Register a ${ext} Domain`),
    description: tldDescriptions[tld],
    h1: `Register your ${ext} domain`,
    intro: `Search for an available ${ext} name and register it in minutes.`,
    breadcrumbs: [
      ['Domains', '/domains'],
      [`${ext} Domains`, `/tlds/${tld}-domain`],
    ],
  };
}

for (const path of [...LEGAL_PAGES, ...REGIONAL_LEGAL_PAGES]) {
  const name = legalNames[path];
  pages[`legal${path.replace(/\//g, '-')}`] = {
    name,
    title: t(name),
    description: legalDescriptions[path],
    h1: name,
    intro: `The ${name} that applies to ${B} products and services.`,
  };
}

export function pageMeta(id: string): PageMeta {
  const meta = pages[id];
  if (!meta) throw new Error(`No page metadata for route ${id}`);
  return meta;
}

// The day each page of the sitemap last changed what it says to a reader (its copy, plans or prices as written
// in content/, the header and footer included), for the sitemap's <lastmod> (decision 201). Beside the metadata
// above, so a new page's title and date are written in one place; the browser build leaves this table out (no
// client code imports it). Change a page's words, change its date here: search
// engines use the date to decide what to crawl again, so a date that moves without a change wastes their visits
// and one that stays behind hides the change. Keys are route ids (shared/routes.ts); dates are UTC days.

export const pageUpdated: Readonly<Record<string, string>> = {
  home: '2026-11-26',
  stores: '2026-11-26',
  hosting: '2026-11-26',
  wordpress: '2026-11-26',
  websites: '2026-11-26',
  themes: '2026-11-26',
  woocommerce: '2026-11-26',
  affiliate: '2026-11-26',
  enterprise: '2026-11-26',
  'enterprise-contact': '2026-11-26',
  webdesign: '2026-11-26',
  domains: '2026-11-26',
  mail: '2026-11-26',
  local: '2026-11-26',
  'local-compare': '2026-11-26',
  partneroffers: '2026-11-26',
  developer: '2026-11-26',
  partners: '2026-11-26',
  // Each page given a description of its own.
  businessmaker: '2026-11-26',
  'businessmaker-howitworks': '2026-11-26',
  'businessmaker-solutions': '2026-11-26',
  'businessmaker-businessplan': '2026-11-26',
  'businessmaker-financetracker': '2026-11-26',
  'businessmaker-onlinebusiness': '2026-11-26',
  'businessmaker-pos': '2026-11-26',
  'businessmaker-marketing': '2026-11-26',
  'businessmaker-legal': '2026-11-26',
  'businessmaker-guides': '2026-11-26',
  'businessmaker-upgrade': '2026-11-26',
  'businessmaker-getonline': '2026-11-26',
  'tld-me': '2026-11-26',
  'tld-us': '2026-11-26',
  'tld-info': '2026-11-26',
  'tld-online': '2026-11-26',
  'tld-biz': '2026-11-26',
  'tld-club': '2026-11-26',
  'tld-top': '2026-11-26',
  'tld-click': '2026-11-26',
  'tld-org': '2026-11-26',
  'tld-fit': '2026-11-26',
  'tld-net': '2026-11-26',
  'tld-site': '2026-11-26',
  'tld-xyz': '2026-11-26',
  'tld-com': '2026-11-28',
  'tld-shop': '2026-11-28',
  'tld-store': '2026-11-28',
  'legal-privacy-notice': '2026-11-26',
  'legal-tos-CA-privacy': '2026-11-26',
  'legal-tos-CA-bmail-tos': '2026-11-26',
  'legal-tos-CA-site-guidelines': '2026-11-26',
};
