// Copy of /enterprisesolutions (spec 2.5 "Enterprise", spec 9 "Claims").

export const enterpriseHero = {
  lead: 'Hosting, local directory listings and online stores for organisations with many sites, locations or brands, with a team that plans it with you.',
  contact: 'Contact Us',
  start: 'Start Today',
} as const;

/**
 * The account team (decision 254): drawn by scripts/people.ts into public/people/, sized at the drawing's viewBox 62
 * px high, beside the line that says who they are (so the <img> says alt="").
 */
export const enterpriseTeam = {
  img: { src: '/people/account.svg', width: 150, height: 62 },
  caption: 'Our enterprise team plans it with you',
} as const;

// `icon`: a line icon name of the section kit (client/components/sections/icon-names.ts).
export const enterpriseFeatures = {
  title: 'Built for organisations that outgrow small plans',
  cards: [
    {
      title: 'Reliable hosting',
      text: 'Infrastructure designed for 99.99% uptime, monitored around the clock.',
      icon: 'server',
    },
    {
      title: 'A team on your side',
      text: 'A named contact who learns your business and plans changes with you.',
      icon: 'heart-handshake',
    },
    {
      title: 'Many locations, one view',
      text: 'Keep every location consistent across more than 70 local directories.',
      icon: 'map-pin',
    },
    {
      title: 'Secure by default',
      text: 'SSL, backups and security hardening set up from day one.',
      icon: 'shield-check',
    },
  ],
} as const;

export const enterpriseHosting = {
  title: 'Hosting features',
  items: [
    'Dedicated resources sized to your traffic',
    'Daily backups with quick restores',
    'SSL certificates for every domain',
    'Staging sites to test changes before they go live',
    'Website migration handled by our team',
    'Email for every employee at your own domain',
    '24/7 monitoring and support',
  ],
} as const;

export const enterpriseListings = {
  title: 'Local directory listings for every location',
  text: 'Publish accurate names, addresses, phone numbers and opening hours to over 70 local directories, answer reviews and post updates, for one location or hundreds.',
  points: ['Over 70 local directories', 'Review monitoring and replies', 'Social posting from one dashboard'],
} as const;

export const enterpriseEcommerce = {
  title: 'Enterprise ecommerce',
  text: 'Sell online with stores built for large catalogues and busy seasons, connected to the payment and shipping services you already use.',
  points: ['Large product catalogues', 'Multiple storefronts and brands', 'Secure checkout'],
} as const;

export const enterpriseFormText = {
  dialogTitle: 'Contact our enterprise team',
  /** The form's heading on its own page, under the page's h1. */
  pageFormTitle: 'Your request',
  lead: 'Tell us about your organisation and pick three times that suit you. We will confirm one of them.',
  submit: 'Send',
  thanksTitle: 'Thank you',
  thanksText:
    'Your message is on its way to our enterprise team. We will contact you to confirm one of your chosen times.',
  errorTitle: 'We could not send your message',
  servicesLegend: 'Services you are interested in (optional)',
  datesLegend: 'Three times that suit you for a call',
  choose: 'Choose',
  /** spec 8 "Enterprise form submit failure". */
  sendFailure:
    'Due to a technical issue, we were unable to send your email. Please attempt to resend the email or contact our support team at the support number for further assistance.',
  /** The state's fallback when the answer carries no err message. */
  defaultErr: 'Some Error Occured!!',
  /** Before the support phone link, when the message could not be sent. */
  supportTeam: 'Our enterprise support team:',
  /** Before the error the server gave. */
  details: 'Details:',
  backToForm: 'Back to the form',
  back: 'Back',
  next: 'Next',
  sending: 'Sending your message',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
} as const;
