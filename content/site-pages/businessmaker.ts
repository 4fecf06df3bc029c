// Business Maker area copy (spec 1 "a business-creation bundle", 2.2 sub-pages). One entry per path.

export interface BusinessMakerCopy {
  lead: string;
  points: readonly (readonly [string, string])[];
  cta?: readonly [string, string];
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
  },
  howitworks: {
    lead: 'Start with what you need today and add tools as your business grows.',
    points: [
      ['Tell us about your business', 'Answer a few questions about what you do and where you are.'],
      ['Get a checklist', 'See the steps that matter for your kind of business.'],
      ['Work through it', 'Use the tools for each step, all in one dashboard.'],
    ],
    cta: ['Explore the solutions', '/businessmaker/solutions'],
  },
  solutions: {
    lead: 'Tools for each stage of a small business.',
    points: [
      ['Business plan', 'Write a plan you can share with partners and lenders.'],
      ['Finance tracker', 'Keep income and expenses in one place.'],
      ['Get online', 'A website, business email and local listings.'],
    ],
  },
  businessplan: {
    lead: 'A guided business plan: answer questions in plain language and get a clear document.',
    points: [
      ['Guided sections', 'Summary, market, offer, operations and finances.'],
      ['Save as you go', 'Come back and edit whenever things change.'],
      ['Share it', 'Download it to share with partners or a lender.'],
    ],
  },
  financetracker: {
    lead: 'Know where your money goes, without a spreadsheet.',
    points: [
      ['Income and expenses', 'Record what comes in and goes out.'],
      ['Categories', 'See spending by category at a glance.'],
      ['Tax time', 'Keep your records together for your accountant.'],
    ],
  },
  onlinebusiness: {
    lead: 'Take your business online with a name, a site and email that match.',
    points: [
      ['Domain', 'Claim the web address for your business.'],
      ['Website', 'Build it yourself or have our experts build it.'],
      ['Business email', 'Email addresses at your own domain.'],
    ],
    cta: ['Search for a domain', '/domains'],
  },
  pos: {
    lead: 'Take payments in person with a point-of-sale set-up that suits your business.',
    points: [
      ['Talk to a specialist', 'Tell us how you sell and we suggest a set-up.'],
      ['In-person payments', 'Take cards at your counter or on the go.'],
      ['One view of sales', 'See in-person and online sales together.'],
    ],
    cta: ['Request a point of sale consultation', '/pos/consultation'],
  },
  marketing: {
    lead: 'Help customers find you and come back.',
    points: [
      ['Local listings', 'Appear on 70+ directories, maps and apps.'],
      ['Reviews', 'Watch and answer reviews in one place.'],
      ['Social posting', 'Share news and offers on a schedule.'],
    ],
    cta: ['See local listings', '/local'],
  },
  legal: {
    lead: 'Get help with the legal steps of starting a business, such as forming your company.',
    points: [
      ['Business formation', 'Understand the options for your business structure.'],
      ['Talk to a specialist', 'Request a call to discuss what you need.'],
      ['Keep records', 'Store your important documents in one place.'],
    ],
    cta: ['Request a legal services consultation', '/legal/consultation'],
  },
  guides: {
    lead: 'Short, practical guides for new business owners.',
    points: [
      ['Getting started', 'Naming, registering and planning your business.'],
      ['Money', 'Pricing, bookkeeping and getting paid.'],
      ['Getting found', 'Websites, listings and social media basics.'],
    ],
  },
  upgrade: {
    lead: 'Add more tools to your Business Maker plan when you are ready.',
    points: [
      ['Website', 'Add a website builder plan.'],
      ['Business email', 'Add mailboxes at your own domain.'],
      ['Local listings', 'Add listings management on 70+ directories.'],
    ],
  },
  getonline: {
    lead: 'Everything to get your business online: a domain, a website and business email.',
    points: [
      ['Claim your name', 'Search for and register your domain.'],
      ['Build your site', 'Pick a theme and publish.'],
      ['Look professional', 'Send email from your own domain.'],
    ],
    cta: ['Search for a domain', '/domains'],
  },
};
