// Text alternatives of the product visuals (client/components/visuals): what each picture shows, in one sentence.
// The names and businesses in the pictures are fictional; the prices are the site's own (the domain offer strip,
// content/domains.ts), written out here so pages do not load the price tables for a description; a unit test
// keeps them equal.
export const visualAlts = {
  domains:
    'A domain search showing mapleandrye.com available for $0.99 the first year, and .online $0.49, .site $2.99 and .ai $79.99.',
  hosting:
    "A hosting control panel for a vet clinic's site: online, 99.99% uptime over 30 days, response time, visits and storage, an active SSL certificate and last night's backup done.",
  wordpress:
    "A WordPress dashboard for a yoga studio's site: recent posts, site health good, visits this week, a new comment and three plugins updated automatically.",
  woocommerce:
    "A coffee roaster's online shop with two coffees, one just added, and the cart open beside it: two items, free shipping, $37.00 and a checkout button.",
  stores: "A ceramics shop's online store on a laptop and on a phone, and today's sales: $1,240.50 from 18 orders.",
  mail: "A florist's business inbox on a laptop and on a phone, a customer's message open, at the address anna@lakesideflorist.com.",
  websites:
    "The website builder editor with a restaurant theme open, its heading selected for editing, the page's sections listed on the left and a style panel with colours and fonts.",
  webdesign:
    "A designer's review of a landscaper's website: the dated old page beside the new design, with the designer's pinned comments and the client's approval.",
  local:
    'A listings report for a local garage across directories and maps: 96% accurate, 71 listings live and 3 being fixed, with the business pinned on a map.',
  'local-compare':
    'The Localworks Standard and Premium plans side by side: both keep listings on 70+ directories with review monitoring and 24/7 expert support; Premium adds review replies and social posting.',
  enterprise:
    "A dashboard of a fitness franchise's 128 websites: each location's status and traffic, 99.99% uptime across them all, and a new page publishing to every site.",
  'enterprise-listings':
    'A listings dashboard of every location, each kept on 70+ directories, maps and apps and all but one synced, with a new review answered and one post scheduled for every location.',
  'enterprise-commerce':
    'A store catalogue shared by a main store and an outlet store, connected to payment and shipping services, with a secure checkout on every storefront.',
  businessmaker:
    "A dog groomer's launch plan with four of seven steps done (business plan, company, domain and email), the website in progress, and the month's income and expenses.",
  'businessmaker-howitworks':
    'How Business Maker works in three steps: a few questions about a dog grooming business answered, a checklist made for a grooming salon, and its first step, the business plan, in progress.',
  'businessmaker-solutions':
    'The Business Maker tools side by side: business plan, finance tracker, getting online, point of sale, marketing and legal, each with its progress.',
  'businessmaker-businessplan':
    'A guided business plan open at its market section, with the summary done and the offer, operations and finances to come, saved as you go and ready to download as a PDF.',
  'businessmaker-financetracker':
    "A finance tracker: income and expenses for each month from January to June, spending by category, June's income of $5,240 and expenses of $2,310, and a receipt kept for tax time.",
  'businessmaker-onlinebusiness':
    'A business name found free as yourbusiness.com and .shop, the website at yourbusiness.com and the email address hello@yourbusiness.com.',
  'businessmaker-pos':
    "A payment terminal at a shop counter taking a card for a $48.00 bath and trim, the payment approved, and today's sales: 62% in person and 38% online.",
  'businessmaker-marketing':
    'A dog groomer on a map listing rated 4.9 from 128 reviews and listed on 70+ sites, a review answered, and a summer special scheduled for its social pages.',
  'businessmaker-legal':
    'Forming a company: an LLC chosen over a sole proprietorship or a corporation, a call with a specialist booked, and the articles of organization, operating agreement and business license kept together.',
  'businessmaker-guides':
    'Guides for new business owners by topic (getting started, money, getting found), one open: naming your business, a five-minute read.',
  'businessmaker-upgrade':
    'A Business Maker plan with a website builder added and business email and local listings ready to add.',
  getonline:
    'Getting a business online in three steps, all done: the domain yourbusiness.com registered, a website published at it and the email address hello@yourbusiness.com set up, with its first message.',
  partners:
    "A partner's dashboard for the month: 3,214 clicks, 86 referred sales and $1,148.60 commission, weekly earnings, recent referrals, the tracking link and the last payout.",
  offers:
    'A board of current offers, one card each for Web Hosting, WordPress, WooCommerce and Business Email, with an offer price for the first 12-month term, then the current rate.',
  retirement:
    'The retired site builder greyed out and read only since editing ended on March 31, 2021, and the same site opened for editing in the new builder.',
  buildmyself:
    'The website builder with a gallery block dragged into a page, beside a WordPress dashboard listing its plugins: two ways to build a site yourself.',
  affiliate:
    'A tracking link ready to copy, then a referral in three steps: a visitor clicks the link, buys a plan, and the commission is paid out through the network.',
} as const;
