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
