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
