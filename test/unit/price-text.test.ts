import { describe, expect, test } from 'vitest';
import { productCatalogues } from '../../content/catalogue.ts';
import { featuredRatePlans } from '../../content/catalogue/featured-rate-plans.ts';
import { aiDomainSaleCard } from '../../content/domains.ts';
import { embeddedPrices } from '../../content/prices.ts';
import { hostingPage } from '../../content/pages/hosting.ts';
import { mailPage } from '../../content/pages/mail.ts';
import { offerCards } from '../../content/pages/partneroffers.ts';
import { websitesPage } from '../../content/pages/websites.ts';
import { woocommercePage } from '../../content/pages/woocommerce.ts';
import { wordpressPage } from '../../content/pages/wordpress.ts';
import { localPlans } from '../../content/plans/local.ts';
import { buildOptions } from '../../content/pages/buildmyself.ts';
import { helpCardPrices, hotDeals } from '../../content/pages/home.ts';
import { fromPrices } from '../../content/catalogue/from-prices.ts';
import { localCompareTexts } from '../../content/pages/local-compare.ts';
import { localRatePlans } from '../../content/plans/local-rate-plans.ts';
import type { PriceData } from '../../shared/catalogue-types.ts';
import { fillPrices, isBelow, priceFigure, priceRatePlans, priceText, tldFigures } from '../../shared/price-text.ts';

const fill = (text: string) => fillPrices(text, embeddedPrices);

/** A copy of the embedded prices with one plan's first-term monthly price (and nothing else) changed. */
function withMonthly(id: string, monthly: number): Record<string, PriceData> {
  const prices = structuredClone(embeddedPrices);
  prices[id].termDisplayPrice.unitPricePerMonth = monthly;
  return prices;
}

/** Every text of content/ that quotes a price through shared/price-text.ts, outside the page metadata and banners. */
const pageTexts = [
  hostingPage.banner.text,
  woocommercePage.banner.text,
  wordpressPage.banner.text,
  buildOptions.wordpress.price,
  buildOptions.wordpress.after,
  websitesPage.fromText,
  mailPage.fromText,
  ...offerCards.flatMap((o) => [o.whyText, o.details]),
  ...hotDeals.flatMap((d) => [d.price, d.was, d.save]),
  ...Object.values(helpCardPrices),
  ...Object.values(fromPrices),
  ...Object.values(buildOptions).map((o) => o.price),
  aiDomainSaleCard.price,
  aiDomainSaleCard.was,
  ...Object.values(localPlans).map((p) => localCompareTexts.price(p.ratePlanId)),
];

describe('price figures, each named by its rate plan', () => {
  test.each([
    ['price', 'whprofessional_t12m', '$0.99'],
    ['regular', 'whprofessional_t12m', '$17.99'],
    ['save', 'whprofessional_t12m', '94'],
    ['onetime', 'difmstdaddon_t6m', '$299'],
    ['onetime', 'difmstandard_t6m', '$99'],
    ['year', 'yd2a_t24m', '$99.99'],
    ['firstyear', 'yd2a_t24m', '$79.99'],
  ] as const)('{%s:%s} is %s with the embedded catalogue', (kind, id, figure) => {
    expect(priceFigure(kind, id, embeddedPrices)).toBe(figure);
  });

  test('a figure the plan does not have is missing, not made up', () => {
    expect(priceFigure('save', 'bmonea_t12m', embeddedPrices)).toBeNull(); // no discount: no "SAVE 0%"
    expect(priceFigure('year', 'difmstandard_t6m', embeddedPrices)).toBeNull(); // six months is no whole year
    expect(priceFigure('price', 'nosuchplan_t12m', embeddedPrices)).toBeNull();
    expect(priceFigure('price', 'constructor', embeddedPrices)).toBeNull();
  });

  test('a|b quotes the plan with the lowest first-term monthly price, the first of equals', () => {
    expect(fill('{price:whessentials_t12m|whprofessional_t12m}')).toBe('$0.99');
    expect(fillPrices('{price:whessentials_t12m|whprofessional_t12m}', withMonthly('whprofessional_t12m', 17.99))).toBe(
      '$4.99',
    );
    expect(fill('{regular:whessentials_t12m|whprofessional_t12m}')).toBe('$17.99');
    expect(fill('{price:nosuchplan_t12m|bmonea_t12m}')).toBe('$1.19');
    expect(priceRatePlans('From {price:a_t12m|b_t12m}/mo')).toEqual(['a_t12m', 'b_t12m']);
  });

  test('fillPrices leaves a placeholder it cannot fill as written; priceText says the text cannot be shown', () => {
    expect(fill('SAVE {save:bmonea_t12m}% on {price:bmonea_t12m}')).toBe('SAVE {save:bmonea_t12m}% on $1.19');
    expect(priceText('SAVE {save:bmonea_t12m}%', embeddedPrices)).toBeNull();
    expect(priceText('SAVE {save:wpstandard_t12m}%', embeddedPrices)).toBe('SAVE 91%');
    expect(priceText('No price here {x}', embeddedPrices)).toBe('No price here {x}');
  });

  test('a price change in the catalogue reaches every text that names the plan', () => {
    const raised = withMonthly('siteexp1a_t12m', 7.49);
    expect(priceText(websitesPage.fromText, raised)).toBe('Plans from $7.49/mo');
    expect(fillPrices(offerCards.find((o) => o.ribbon === 'Website Builder')?.whyText ?? '', raised)).toBe(
      'Build it yourself from $7.49/mo',
    );
  });
});

describe('the price texts of content/', () => {
  test('every placeholder names a plan of the embedded catalogue and every text fills', () => {
    for (const id of pageTexts.flatMap(priceRatePlans)) expect(Object.keys(embeddedPrices), id).toContain(id);
    for (const text of pageTexts) expect(priceText(text, embeddedPrices), text).not.toBeNull();
  });

  test('they quote the figures the pages showed before: the spec 9 promotions, the .AI sale, the "from" prices', () => {
    expect(priceText(hostingPage.banner.text, embeddedPrices)).toBe(
      'Professional hosting for $0.99/mo for the first 12 months, was $17.99/mo.',
    );
    expect(priceText(woocommercePage.banner.text, embeddedPrices)).toContain(
      'for $0.99/mo for the first 12 months, was $11.25/mo.',
    );
    expect(priceText(wordpressPage.banner.text, embeddedPrices)).toContain('as low as $3.99/mo');
    expect(hotDeals.map((d) => [fill(d.price), fill(d.was), fill(d.save)])).toEqual([
      ['$0.99', '$17.99/mo', 'SAVE 94%'],
      ['$0.99', '$11.25/mo', 'SAVE 91%'],
      ['$0.99', '$11.25/mo', 'SAVE 91%'],
    ]);
    expect([fill(aiDomainSaleCard.price), fill(aiDomainSaleCard.was)]).toEqual(['$79.99', '$99.99']);
    expect(fill(helpCardPrices.webdesign)).toBe('From $29.99/mo + $99 one-time build fee');
    expect(fill(helpCardPrices.hosting)).toBe('From $0.99/mo');
  });

  test('a banner quotes the plan its button sells, and a "from" text the catalogue\'s starting plan', () => {
    expect(priceRatePlans(hostingPage.banner.text)).toEqual([
      featuredRatePlans.hostingBanner,
      featuredRatePlans.hostingBanner,
    ]);
    expect(new Set(priceRatePlans(woocommercePage.banner.text))).toEqual(
      new Set([featuredRatePlans.woocommerceBanner]),
    );
    // The WordPress banner quotes the plan its button sells and the starting plan, each with its own terms.
    expect(new Set(priceRatePlans(wordpressPage.banner.text))).toEqual(
      new Set([featuredRatePlans.wordpressBanner, productCatalogues.wordpress.startingFrom.ratePlanId]),
    );
    expect(priceRatePlans(websitesPage.fromText)).toEqual([productCatalogues.websites.startingFrom.ratePlanId]);
    expect(priceRatePlans(mailPage.fromText)).toEqual([productCatalogues.mail.startingFrom.ratePlanId]);
    expect(priceText(websitesPage.fromText, embeddedPrices)).toBe('Plans from $6.66/mo');
    expect(priceText(mailPage.fromText, embeddedPrices)).toBe('Plans from $1.19/mo');
    for (const o of offerCards.filter((c) => c.ratePlanId)) {
      expect(new Set(priceRatePlans(`${o.whyText} ${o.details}`)), o.ribbon).toEqual(new Set([o.ratePlanId]));
    }
  });

  test('the local pages link the plans content/plans/local.ts sells', () => {
    expect(localRatePlans).toEqual({
      standard: localPlans.localstd.ratePlanId,
      premium: localPlans.localprem.ratePlanId,
    });
  });

  test('one first-term price is below another only while both are priced and it is lower', () => {
    const when = { below: 'wpstandard_t12m', than: 'wpstarter_t12m' };
    expect(isBelow(when, embeddedPrices)).toBe(true);
    expect(isBelow(when, withMonthly('wpstandard_t12m', 3.99))).toBe(false);
    expect(isBelow(when, withMonthly('wpstandard_t12m', 4.99))).toBe(false);
    const { wpstandard_t12m: _gone, ...without } = embeddedPrices;
    expect(isBelow(when, without)).toBe(false);
  });
});

describe('domain figures (spec 7, 9)', () => {
  const listed = { sale: 9.99, regular: 14.99 };
  test('the live first-year price wins over the listed one; the regular price shows only when above it', () => {
    expect(tldFigures('me', listed, { me: 3.46 })).toEqual({ firstYear: '$3.46', regular: '$14.99' });
    expect(tldFigures('me', listed, { me: 17.5 })).toEqual({ firstYear: '$17.50', regular: null });
    expect(tldFigures('me', listed, { com: 1 })).toEqual({ firstYear: '$9.99', regular: '$14.99' });
    expect(tldFigures('me', listed, null)).toEqual({ firstYear: '$9.99', regular: '$14.99' });
  });
  test('a failed lookup is null (the spec 8 message), an extension without any price undefined', () => {
    expect(tldFigures('me', listed, { me: null })).toEqual({ firstYear: null, regular: null });
    expect(tldFigures('zz', undefined, {})).toEqual({ firstYear: undefined, regular: null });
  });
});
