// Business Maker area copy (spec 1 "a business-creation bundle", 2.2 sub-pages). One entry per path.
import type { PageMeta } from '../../shared/content-types.ts';
import { BUSINESSMAKER_PAGES } from '../../shared/route-families.ts';
import { pageTitle } from '../brand.ts';

export interface BusinessMakerCopy {
  lead: string;
  points: readonly (readonly [string, string])[];
  cta?: readonly [string, string];
  /** The page's own explanation, a heading and two short paragraphs (each sub-page stands on its own). */
  more: { title: string; paragraphs: readonly [string, string] };
}

export const businessMakerCopy: Record<string, BusinessMakerCopy> = {
  '': {
    lead: 'Business Maker brings the tools to start and run a small business together: a plan, your finances, selling in person and online, marketing and legal help.',
    points: [
      ['Plan', 'Turn your idea into a business plan, step by step.'],
      ['Run', 'Track income and expenses and take payments in person.'],
      ['Grow', 'Get online with a website, email and local listings.'],
    ],
    cta: ['See how it works', '/businessmaker/howitworks'],
    more: {
      title: 'Built for the first years of a business',
      paragraphs: [
        'Most new owners juggle a plan in one file, receipts in a shoebox and a website that never quite gets finished. Business Maker puts those jobs in one dashboard, in the order they usually come up, so you always know what to do next.',
        'You can start with a single tool and add others later. Everything you create, from your plan to your price list, stays in your account, and our specialists can help by phone whenever a step needs a second pair of eyes.',
      ],
    },
  },
  howitworks: {
    lead: 'Start with what you need today and add tools as your business grows.',
    points: [
      ['Tell us about your business', 'Answer a few questions about what you do and where you are.'],
      ['Get a checklist', 'See the steps that matter for your kind of business.'],
      ['Work through it', 'Use the tools for each step, all in one dashboard.'],
    ],
    cta: ['Explore the solutions', '/businessmaker/solutions'],
    more: {
      title: 'From first question to a running business',
      paragraphs: [
        'When you sign up we ask what you sell, where you work and whether you have started trading. Your answers shape a checklist: a consultant who works from home needs different steps than a food truck that takes card payments at events.',
        'Each step on the checklist opens the tool that does the job, with short guidance written for people who are not accountants or lawyers. Mark a step done when you finish it, skip what does not apply, and come back to the list as your plans change.',
      ],
    },
  },
  solutions: {
    lead: 'Tools for each stage of a small business.',
    points: [
      ['Business plan', 'Write a plan you can share with partners and lenders.'],
      ['Finance tracker', 'Keep income and expenses in one place.'],
      ['Get online', 'A website, business email and local listings.'],
    ],
    more: {
      title: 'One set of tools, used in the order you need them',
      paragraphs: [
        'Early on, most owners need a clear plan and a simple record of money coming in and going out. A little later come the website, a professional email address and listings on the maps and directories where customers search.',
        'The solutions here work together: the business name in your plan becomes your domain, your site links to your listings, and your sales appear beside your expenses. You pay only for the tools you add, and you can change your mind as the business grows.',
      ],
    },
  },
  businessplan: {
    lead: 'A guided business plan: answer questions in plain language and get a clear document.',
    points: [
      ['Guided sections', 'Summary, market, offer, operations and finances.'],
      ['Save as you go', 'Come back and edit whenever things change.'],
      ['Share it', 'Download it to share with partners or a lender.'],
    ],
    more: {
      title: 'A plan you will actually use',
      paragraphs: [
        'A business plan is not only for banks. Writing down who your customers are, what you charge and what it costs to deliver helps you spot problems before they cost money. The guided editor asks one question at a time and turns your answers into clear sections.',
        'Examples show what a good answer looks like for businesses like yours, and the financial section does the arithmetic for you. When a lender or partner asks for your plan, download a tidy copy; when things change, update the plan instead of starting over.',
      ],
    },
  },
  financetracker: {
    lead: 'Know where your money goes, without a spreadsheet.',
    points: [
      ['Income and expenses', 'Record what comes in and goes out.'],
      ['Categories', 'See spending by category at a glance.'],
      ['Tax time', 'Keep your records together for your accountant.'],
    ],
    more: {
      title: 'Simple bookkeeping for busy owners',
      paragraphs: [
        'Add income and expenses as they happen, from your phone or computer, and attach a photo of the receipt so it never goes missing. Categories you choose once are remembered, so recording a regular cost takes seconds.',
        'Monthly totals show whether you are earning more than you spend and which costs are growing. At tax time, export your records for your accountant instead of sorting through a year of paperwork. The tracker is a record-keeping tool and does not replace professional tax advice.',
      ],
    },
  },
  onlinebusiness: {
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
  },
  pos: {
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
  },
  marketing: {
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
  },
  legal: {
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
  },
  guides: {
    lead: 'Short, practical guides for new business owners.',
    points: [
      ['Getting started', 'Naming, registering and planning your business.'],
      ['Money', 'Pricing, bookkeeping and getting paid.'],
      ['Getting found', 'Websites, listings and social media basics.'],
    ],
    more: {
      title: 'Practical answers, written for beginners',
      paragraphs: [
        'The guides cover the questions new owners ask most: how to choose and register a name, how to price your work, what records to keep and how to get your first customers online. Each one takes a few minutes to read.',
        'Guides link straight to the tool that helps with the step they describe, so reading and doing happen together. New guides are added as rules and tools change, and each one says when it was last reviewed.',
      ],
    },
  },
  upgrade: {
    lead: 'Add more tools to your Business Maker plan when you are ready.',
    points: [
      ['Website', 'Add a website builder plan.'],
      ['Business email', 'Add mailboxes at your own domain.'],
      ['Local listings', 'Add listings management on 70+ directories.'],
    ],
    more: {
      title: 'Add tools when the business is ready for them',
      paragraphs: [
        'Your Business Maker plan starts with the essentials. When you are ready for a website, more mailboxes or listings management, add them here and they appear in the same dashboard, billed with the rest of your plan.',
        'Add-ons are priced per month on a 12-month term, and you can see what each one includes before you add it. If you are not sure which tool you need next, call our business specialists and they will walk you through the options.',
      ],
    },
  },
  getonline: {
    lead: 'Everything to get your business online: a domain, a website and business email.',
    points: [
      ['Claim your name', 'Search for and register your domain.'],
      ['Build your site', 'Pick a theme and publish.'],
      ['Look professional', 'Send email from your own domain.'],
    ],
    cta: ['Search for a domain', '/domains'],
    more: {
      title: 'Online in an afternoon',
      paragraphs: [
        'Getting online takes three decisions: the name, the site and the email address. Search for a domain that matches your business, pick a theme that suits your trade and send your first email from your own address the same day.',
        'Everything is set up to work together, so there are no settings to copy between services. If you prefer to hand the job over, our designers can build the site for you while you carry on running the business.',
      ],
    },
  },
};

/** The business-creation add-ons as /businessmaker/upgrade sells them (spec 7, 9; decision 068). */
export const businessMakerAddOnTexts = {
  title: 'Add-ons for your Business Maker plan',
  intro: 'Priced per month on a 12-month term, billed with your plan. Prices renew at the then-current rate.',
  cta: 'Add to my plan',
  items: {
    siteexp1a: { name: 'Website builder', text: 'A site built with a professional theme, on your own domain.' },
    bmonea: { name: 'Business email', text: 'One mailbox at your domain, with calendar and contacts.' },
    localstd: { name: 'Local listings Standard', text: 'Your details kept right on 70+ directories, maps and apps.' },
    localprem: { name: 'Local listings Premium', text: 'Listings plus review monitoring and more directory updates.' },
  } as Readonly<Record<string, { name: string; text: string }>>,
} as const;

/**
 * Each Business Maker page's meta description, written for that page (search results show it under the title).
 * Kept apart from the copy above so the page-metadata table loads these lines only.
 */
export const businessMakerDescriptions: Record<string, string> = {
  '': 'Plan, run and market a new small business from one dashboard: business plan, finance tracker, point of sale, legal help and a website.',
  howitworks:
    'Answer a few questions about your business and get a checklist of the steps that matter, each opening the tool that does the job.',
  solutions:
    'Business plan, finance tracker, point of sale, marketing and getting online: see which Business Maker tools fit each stage of your business.',
  businessplan:
    'Write a business plan by answering questions in plain language, then share a clear document with partners, lenders and investors.',
  financetracker:
    'Track income and expenses without a spreadsheet: snap receipts, see spending by category and export your records at tax time.',
  onlinebusiness:
    'Take your business online with a matching domain name, website and business email address, set up in the right order for you.',
  pos: 'Take card payments at a counter, market stall or on the go: a specialist suggests a point-of-sale set-up that fits how you sell.',
  marketing:
    'Help customers nearby find you and come back: correct listings on 70+ directories and maps, answered reviews and scheduled social posts.',
  legal:
    'Choose a business structure, form your company and keep formation documents together, with a legal services specialist a call away.',
  guides:
    'Short, practical guides for new owners: naming and registering a business, pricing, bookkeeping and finding your first customers online.',
  upgrade:
    'Add a website, more mailboxes or local listings to your Business Maker plan when you are ready, priced per month on a 12-month term.',
  getonline:
    'Get your business online in one go: register a domain, build a website and set up business email that matches your name.',
};

// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only. One
// module per page or section, so a page imports only its own words (decision 150).

export const businessMakerTexts = {
  pointsTitle: 'What you get',
  moreTitle: 'More from Business Maker',
  moreLabel: 'Business Maker',
  callTitle: 'Questions? Call us.',
  callText: 'Our business team can help you choose where to start.',
  /** Link names of the sub-pages (spec 2.2). */
  names: {
    howitworks: 'How it works',
    solutions: 'Solutions',
    businessplan: 'Business plan',
    financetracker: 'Finance tracker',
    onlinebusiness: 'Online business',
    marketing: 'Marketing',
    legal: 'Legal',
    guides: 'Guides',
    upgrade: 'Upgrade',
    getonline: 'Get online',
    pos: 'Point of sale',
  } as Readonly<Record<string, string>>,
} as const;

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

/** The head and opening of the Business Maker page and each of its sub-pages, by route id (shared/routes.ts). */
export const meta: Record<string, PageMeta> = {
  businessmaker: {
    name: 'Business Maker',
    title: pageTitle('Business Maker: Start and Run Your Business'),
    description: businessMakerDescriptions[''],
    h1: 'Business Maker',
    intro: 'Start, run and grow your business from one place.',
    breadcrumbs: [['Business Maker', '/businessmaker']],
  },
};
for (const sub of BUSINESSMAKER_PAGES) {
  const label = businessMakerNames[sub];
  meta[`businessmaker-${sub}`] = {
    name: `Business Maker ${label}`,
    title: pageTitle(`${label} | Business Maker`),
    description: businessMakerDescriptions[sub],
    h1: `Business Maker: ${label}`,
    intro: 'Part of the Business Maker tools for starting, running and growing a business.',
    breadcrumbs: [
      ['Business Maker', '/businessmaker'],
      [label, `/businessmaker/${sub}`],
    ],
  };
}

/** The day each page last changed what it says to a reader, for the sitemap (content/pages.ts). */
export const lastModified: Record<string, string> = Object.fromEntries(
  Object.keys(meta).map((id) => [id, '2026-11-26']),
);
