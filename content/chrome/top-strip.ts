/** Spec 9: the top strip rotates every 4000 ms through these messages (the spec names one). */
export const topStripMessages: readonly { text: string; link: string }[] = [
  { text: 'Limited-Time Offer: Get your .COM domain for only $.99*', link: '/domains' },
];

/** The name of the strip's region. */
export const topStripLabel = 'Offers';

export const TOP_STRIP_INTERVAL_MS = 4000;

/** The footnote of the strip's asterisk. */
export const topStripDisclaimer = {
  label: 'Offer details',
  title: '.COM domain offer',
  subject: '.COM domains',
  text: '*The $.99 price is for the first year of a new .COM registration. Prices renew at the then-current rate.',
} as const;
