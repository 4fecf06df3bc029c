import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { businessMakerProduct, productCatalogues, productFacts } from '../../content/catalogue.ts';
import { featuredRatePlans } from '../../content/catalogue/featured-rate-plans.ts';
import { aiDomainSaleCard, domainOfferStrip, embeddedTldPrice, tldPrices } from '../../content/domains.ts';
import { embeddedPrices } from '../../content/prices.ts';
import { allPlans, localPlanVariants, planById, planByRatePlanId, plans } from '../../content/plans.ts';
import { embeddedUiFlags } from '../../content/uiflags.ts';
import { planFeatureText } from '../../content/plan-features.ts';
import { addOnFactor, discountPercent, perMonth, termMonths, toCents } from '../../shared/price-rules.ts';
import { ADD_ON_LEAD_TYPES } from '../../shared/lead-types.ts';
import { priceDataSchema as upstreamPriceData } from '../../server/upstreams/catalogue-schemas.ts';

/** Every amount in an object tree, with its path. */
const amounts = (v: unknown, at: string): [string, number][] =>
  typeof v === 'number'
    ? [[at, v]]
    : v && typeof v === 'object'
      ? Object.entries(v).flatMap(([k, x]) => amounts(x, `${at}.${k}`))
      : [];
// The embedded prices must pass the shape the catalogue accepts from its upstream, and hold whole cents.
const priceDataSchema = upstreamPriceData.superRefine((p, ctx) => {
  for (const [at, n] of amounts(p, 'price'))
    if (Math.abs(n * 100 - Math.round(n * 100)) >= 1e-6)
      ctx.addIssue({ code: 'custom', message: `${at}: whole cents` });
});
const ratePlanId = z.string().regex(/^[a-z0-9]+_t(6|12|24)m$/);
const text = z.string().min(1);
const planCardSchema = z.object({
  planId: z.string().regex(/^[a-z0-9]+$/),
  ratePlanId,
  title: text,
  subtitle: text,
  marketingPitches: z.array(text),
  termsText: text,
  hasOneTimeFeeText: z.boolean(),
  oneTimeFeeLabel: text.optional(),
  taxesAndFees: text,
  freeText: text,
  hideRecurringPrice: z.boolean(),
  isRecommended: z.boolean(),
  frequencies: z.array(z.object({ ratePlanId, months: z.number().int().positive(), label: text })).min(1),
  cta: z.object({
    text,
    ratePlanId,
    listName: text,
    navLink: z.string().startsWith('/').optional(),
    size: z.enum(['sm', 'md', 'lg']).optional(),
  }),
  leadType: z.string().optional(),
  facts: z.object({ kind: z.string() }).passthrough(),
  features: z.array(text).min(1),
  featureGroups: z
    .array(
      z.object({
        title: z.enum(['Top Features', 'Security', 'Website Building Tools', 'Service and Support']),
        points: z.array(text).min(1),
      }),
    )
    .min(1),
});

// spec 3 "Plan ids by product".
const SPEC_PLAN_IDS = [
  'difmstandard',
  'difmpremium',
  'difmstdaddon',
  'difmpremaddon',
  'siteexp1a',
  'siteexp2a',
  'wpstarter',
  'wpstandard',
  'woostandard',
  'wooprofessional',
  'rpc1a',
  'rpc2a',
  'rpc3a',
  'whessentials',
  'whadvanced',
  'whprofessional',
  'bmonea',
  'bmfivea',
  'bmtena',
  'localstd',
  'localprem',
  'localworksstd_t12m',
  'yd2a_t24m',
];
// spec 9 "Term rate plans" (ysb-ui-elements is an identifier, not a priced plan).
const SPEC_TERM_RATE_PLANS = [
  'whessentials_t12m',
  'whadvanced_t12m',
  'whprofessional_t12m',
  'wpstarter_t12m',
  'wpstandard_t12m',
  'woostandard_t12m',
  'wooprofessional_t12m',
  'difmstandard_t6m',
  'difmpremium_t6m',
  'bmonea_t12m',
  'bmfivea_t12m',
  'bmtena_t12m',
  'yd2a_t24m',
];

const monthly = (id: string) => embeddedPrices[id].termDisplayPrice.unitPricePerMonth;
const facts = (planId: string) => planById(planId)!.facts as Record<string, unknown>;

describe('plan cards', () => {
  test.each(allPlans.map((p) => [p.planId, p] as const))('%s matches the plan card schema', (_id, card) => {
    expect(() => planCardSchema.parse(card)).not.toThrow();
    expect(card.cta.ratePlanId).toBe(card.ratePlanId);
    expect(card.frequencies.map((f) => f.ratePlanId)).toContain(card.ratePlanId);
  });

  test('every plan id of the spec table has a card, by plan id or rate plan id', () => {
    for (const id of SPEC_PLAN_IDS) {
      expect(planById(id) ?? planByRatePlanId(id), id).toBeDefined();
    }
  });

  test('local plans sit under the nonBmMaker variant key; localstd sells as localworksstd_t12m', () => {
    expect(Object.keys(localPlanVariants.nonBmMaker)).toEqual(['localstd', 'localprem']);
    expect(plans.localstd.ratePlanId).toBe('localworksstd_t12m');
    expect(plans.localprem.ratePlanId).toBe('localprem_t12m');
  });

  test('web design plans are 6-month with a one-time build fee; the add-ons map to their lead types', () => {
    for (const id of ['difmstandard', 'difmpremium'] as const) {
      expect(plans[id].ratePlanId).toBe(`${id}_t6m`);
      expect(plans[id].hasOneTimeFeeText).toBe(true);
      expect(embeddedPrices[`${id}_t6m`].onetimeCharge.finalPrice).toBeGreaterThan(0);
    }
    expect(plans.difmstdaddon.leadType).toBe(ADD_ON_LEAD_TYPES.difmstdaddon);
    expect(plans.difmpremaddon.leadType).toBe(ADD_ON_LEAD_TYPES.difmpremaddon);
  });
});

describe('plan facts of spec 9, as fields and as the text shown', () => {
  // The comparison leaves a card's factTexts out of its feature rows; they must be what the facts generate, and
  // shown on the card, or a feature would vanish from the comparison or appear twice.
  test.each(allPlans.map((p) => [p.planId, p] as const))(
    '%s: factTexts are its facts as text, among its features',
    (_id, p) => {
      expect(p.factTexts).toEqual(planFeatureText(p.facts));
      for (const t of p.factTexts) expect(p.features).toContain(t);
    },
  );

  const hostingCases = [
    ['whessentials', 100, 25, 25, 5],
    ['whadvanced', 500, 50, 50, 10],
    ['whprofessional', 'unlimited', 100, 100, 25],
    ['wpstarter', 500, 25, 50, 10],
    ['wpstandard', 'unlimited', 50, 100, 25],
    // WooCommerce Standard equals WordPress Starter; Professional equals WordPress Standard.
    ['woostandard', 500, 25, 50, 10],
    ['wooprofessional', 'unlimited', 50, 100, 25],
  ] as const;
  test.each(hostingCases)(
    '%s: %s GB bandwidth, %i emails, %i subdomains, %i databases',
    (id, bw, emails, subs, dbs) => {
      expect(facts(id)).toEqual({
        kind: 'hosting',
        bandwidthGb: bw,
        emailAccounts: emails,
        subdomains: subs,
        databases: dbs,
      });
      const shown = planById(id)!.features;
      expect(shown).toContain(bw === 'unlimited' ? 'Unlimited bandwidth' : `${bw} GB bandwidth`);
      expect(shown).toContain(`${emails} free email accounts`);
      expect(shown).toContain(`${subs} subdomains`);
      expect(shown).toContain(`${dbs} MySQL databases`);
    },
  );

  test('website design: standard 10 pages, 20 images, 30 minutes; premium 100, 200, 180 and annual redesign; 4-6 weeks', () => {
    expect(facts('difmstandard')).toMatchObject({
      pages: 10,
      images: 20,
      updateMinutesPerMonth: 30,
      annualRedesign: false,
      termMonths: 6,
    });
    expect(facts('difmpremium')).toMatchObject({
      pages: 100,
      images: 200,
      updateMinutesPerMonth: 180,
      annualRedesign: true,
      termMonths: 6,
    });
    expect(plans.difmstandard.features).toEqual(
      expect.arrayContaining([
        'Up to 10 pages',
        'Up to 20 images',
        '30 minutes of monthly updates',
        'Site ready in about 4-6 weeks',
      ]),
    );
    expect(plans.difmpremium.features).toEqual(
      expect.arrayContaining([
        'Up to 100 pages',
        'Up to 200 images',
        '180 minutes of monthly updates',
        'Annual website redesign',
      ]),
    );
    expect(plans.difmstandard.features).not.toContain('Annual website redesign');
    expect(productFacts.webDesignTurnaroundWeeks).toEqual({ min: 4, max: 6 });
  });

  test('websites: basic 5 GB and 1 inbox; professional 10 GB, 5 inboxes and private registration', () => {
    expect(facts('siteexp1a')).toMatchObject({ storageGb: 5, inboxes: 1, privateRegistration: false });
    expect(facts('siteexp2a')).toMatchObject({ storageGb: 10, inboxes: 5, privateRegistration: true });
    expect(plans.siteexp1a.features).toEqual(['5 GB storage', '1 email inbox']);
    expect(plans.siteexp2a.features).toEqual(['10 GB storage', '5 email inboxes', 'Private domain registration']);
    expect(productFacts.websiteBuilderStorageGb).toBe(3);
  });

  test('ecommerce: 1.5%, 1% and 0.75% transaction fees, 1,000 email accounts', () => {
    expect(
      [plans.rpc1a, plans.rpc2a, plans.rpc3a].map(
        (p) => (p.facts as { transactionFeePercent: number }).transactionFeePercent,
      ),
    ).toEqual([1.5, 1, 0.75]);
    expect(plans.rpc1a.features).toEqual(['1.5% transaction fee', '1,000 email accounts']);
    expect(plans.rpc3a.features).toContain('0.75% transaction fee');
    for (const p of [plans.rpc1a, plans.rpc2a, plans.rpc3a]) expect(p.facts).toMatchObject({ emailAccounts: 1000 });
  });

  test('business mail: 1, 5 and 10 mailboxes, 1 TB each, up to 30 aliases, 20+ by phone', () => {
    expect(
      [plans.bmonea, plans.bmfivea, plans.bmtena].map((p) => (p.facts as { mailboxes: number }).mailboxes),
    ).toEqual([1, 5, 10]);
    for (const p of [plans.bmonea, plans.bmfivea, plans.bmtena]) {
      expect(p.facts).toMatchObject({ storageTbPerMailbox: 1, aliasesPerAccount: 30 });
      expect(p.features).toEqual(expect.arrayContaining(['1 TB storage per mailbox', 'Up to 30 aliases per account']));
    }
    expect(productFacts.mailboxesByPhoneFrom).toBe(20);
  });

  test('local listings: 70+ directories', () => {
    expect(plans.localstd.facts).toEqual({ kind: 'local', directories: 70 });
    expect(plans.localprem.features).toContain('Listings on 70+ directories');
  });
});

describe('embedded prices', () => {
  test('every rate plan of every card and every spec term rate plan has price data', () => {
    for (const p of allPlans)
      for (const f of p.frequencies) expect(embeddedPrices[f.ratePlanId], f.ratePlanId).toBeDefined();
    for (const id of SPEC_TERM_RATE_PLANS) expect(embeddedPrices[id], id).toBeDefined();
  });

  test.each(Object.entries(embeddedPrices))('%s is consistent price data', (id, price) => {
    expect(() => priceDataSchema.parse(price)).not.toThrow();
    const t = price.termDisplayPrice;
    expect(toCents(t.price) - toCents(t.discount)).toBe(toCents(t.finalPrice));
    expect(t.unitPricePerMonth).toBe(perMonth(t.finalPrice, termMonths(id)!));
    expect(price.charges).toEqual({ recurring: t.finalPrice, onetime: price.onetimeCharge.finalPrice });
  });

  test.each([
    ['whprofessional_t12m', 17.99, 94],
    ['wpstandard_t12m', 11.25, 91],
    ['wooprofessional_t12m', 11.25, 91],
  ])('%s is the $0.99/mo promo, was %s, saving %i%%', (id, was, pct) => {
    const t = embeddedPrices[id].termDisplayPrice;
    expect(t.unitPricePerMonth).toBe(0.99);
    expect(perMonth(t.price, 12)).toBe(was);
    expect(discountPercent(t.discount, t.price)).toBe(pct);
  });

  test('the other 12-month hosting plans also show a strike-through price and a saving', () => {
    for (const id of ['whessentials_t12m', 'whadvanced_t12m', 'wpstarter_t12m', 'woostandard_t12m']) {
      expect(embeddedPrices[id].termDisplayPrice.discount, id).toBeGreaterThan(0);
    }
  });

  test('stated starting prices: websites $6.66, mail $1.19, WordPress as low as $3.99, build my site $299', () => {
    expect(monthly('siteexp1a_t12m')).toBe(6.66);
    expect(monthly('siteexp2a_t12m')).toBeGreaterThan(6.66);
    expect(monthly('bmonea_t12m')).toBe(1.19);
    expect(Math.min(monthly('bmfivea_t12m'), monthly('bmtena_t12m'))).toBeGreaterThan(1.19);
    expect(monthly('wpstarter_t12m')).toBe(3.99);
    expect(embeddedPrices.difmstdaddon_t6m.onetimeCharge.finalPrice).toBe(299);
    expect(embeddedPrices.difmpremaddon_t6m.onetimeCharge.finalPrice).toBeGreaterThan(299);
    expect(productCatalogues.websites.startingFrom.ratePlanId).toBe('siteexp1a_t12m');
    expect(productCatalogues.mail.startingFrom.ratePlanId).toBe('bmonea_t12m');
    expect(productCatalogues.buildmysite.startingFrom.ratePlanId).toBe('difmstdaddon_t6m');
  });

  test('.AI on a two-year term: $79.99 the first year instead of $99.99', () => {
    const t = embeddedPrices.yd2a_t24m.termDisplayPrice;
    expect(t.price).toBe(199.98);
    expect(t.discount).toBe(20);
    // First year = first term minus the second year at the regular rate.
    expect((toCents(t.finalPrice) - toCents(99.99)) / 100).toBe(79.99);
    expect(aiDomainSaleCard).toMatchObject({ ratePlanId: 'yd2a_t24m', salePerYear: 79.99, regularPerYear: 99.99 });
  });
});

describe('catalogue configs, flags and domains', () => {
  test.each(Object.entries(productCatalogues))('%s lists only known plans, each once', (_k, c) => {
    expect(c.productName).not.toBe('');
    expect(new Set(c.filterPlanIds).size).toBe(c.filterPlanIds.length);
    for (const id of c.filterPlanIds) expect(planById(id), id).toBeDefined();
  });

  test.each(Object.entries(productCatalogues))('%s: each card has its own tagline', (_k, c) => {
    const subtitles = c.filterPlanIds.map((id) => planById(id)!.subtitle);
    expect(new Set(subtitles).size).toBe(subtitles.length);
  });

  test('every plan shown by a catalogue has an embedded flag showing it', () => {
    for (const c of Object.values(productCatalogues)) {
      for (const id of c.filterPlanIds) expect(embeddedUiFlags[id]).toEqual({ showAddOn: true });
    }
  });

  test('business-creation add-ons are 12-month plans with 0.8, local premium 0.7916', () => {
    for (const a of businessMakerProduct.addOns) {
      expect(termMonths(a.ratePlanId)).toBe(12);
      expect(embeddedPrices[a.ratePlanId]).toBeDefined();
      expect(addOnFactor(a.planId)).toBe(a.planId === 'localprem' ? 0.7916 : 0.8);
    }
  });

  test('TLD table of spec 9 and the offer strip', () => {
    expect(tldPrices).toEqual({
      com: { sale: 10.99, regular: 21.99 },
      net: { sale: 11.99, regular: 23.99 },
      org: { sale: 13.99, regular: 25.99 },
      club: { sale: 8, regular: 12.99 },
      online: { sale: 5, regular: 31.99 },
      shop: { sale: 4, regular: 29.99 },
      store: { sale: 3, regular: 46.99 },
      info: { sale: 6, regular: 25.99 },
    });
    expect(domainOfferStrip.map((o) => `.${o.tld.toUpperCase()} ${o.price}`)).toEqual([
      '.AI 79.99',
      '.COM 0.99',
      '.ONLINE 0.49',
      '.SITE 2.99',
    ]);
    expect(embeddedTldPrice('COM')).toBe(10.99);
    expect(embeddedTldPrice('me')).toBe(9.99);
    expect(embeddedTldPrice('site')).toBe(2.99);
    expect(embeddedTldPrice('xyz')).toBe(1.99);
    expect(embeddedTldPrice('zz')).toBeNull();
    expect(embeddedTldPrice('constructor')).toBeNull();
  });
});

describe('featured rate plans', () => {
  test('banners link to the three $0.99 promos, and every featured rate plan has price data', () => {
    expect([
      featuredRatePlans.hostingBanner,
      featuredRatePlans.wordpressBanner,
      featuredRatePlans.woocommerceBanner,
    ]).toEqual(['whprofessional_t12m', 'wpstandard_t12m', 'wooprofessional_t12m']);
    for (const id of [...Object.values(featuredRatePlans)].flat()) expect(embeddedPrices[id], id).toBeDefined();
  });
});
