import { describe, expect, test } from 'vitest';
import { parsePromo, promoCode } from '../../shared/promo.ts';
import { businessMakerProduct } from '../../content/catalogue.ts';
import { embeddedPrices } from '../../content/prices.ts';
import { plans } from '../../content/plans.ts';
import type { PriceData } from '../../shared/catalogue-types.ts';
import { addOnPrices } from '../../shared/add-on-prices.ts';
import { planView, visiblePlans } from '../../shared/plan-view.ts';

const checkoutUrl = 'https://checkout.example';

describe('planView: what a price card shows', () => {
  test('the $0.99 hosting promo: was $17.99/mo, SAVE 94%, asterisk on /hosting, checkout with the promotion', () => {
    const v = planView(plans.whprofessional, embeddedPrices.whprofessional_t12m, {
      path: '/hosting',
      promo: promoCode('SPRING'),
      checkoutUrl,
    });
    expect(v.priceText).toBe('$0.99/mo');
    expect(v.formerPriceText).toBe('$17.99/mo');
    expect(v.savingPercent).toBe(94);
    expect(v.savingText).toBe('SAVE 94%');
    expect(v.asterisk).toBe(true);
    expect(v.isFree).toBe(false);
    expect(v.href).toBe('https://checkout.example?pd=whprofessional_t12m&p=SPRING');
    expect(v.isCheckout).toBe(true);
    expect(v.isRecommended).toBe(true);
    expect(v.oneTimeFeeText).toBeNull();
  });

  test('WordPress and WooCommerce promos: was $11.25/mo, SAVE 91%', () => {
    for (const [card, price, path] of [
      [plans.wpstandard, embeddedPrices.wpstandard_t12m, '/wordpress'],
      [plans.wooprofessional, embeddedPrices.wooprofessional_t12m, '/woocommerce'],
    ] as const) {
      const v = planView(card, price, { path, checkoutUrl });
      expect([v.priceText, v.formerPriceText, v.savingPercent, v.asterisk]).toEqual([
        '$0.99/mo',
        '$11.25/mo',
        91,
        true,
      ]);
    }
  });

  test('a plan without a discount has no strike-through, no saving, and no asterisk off the three paths', () => {
    const v = planView(plans.siteexp1a, embeddedPrices.siteexp1a_t12m, { path: '/websites', checkoutUrl });
    expect(v.priceText).toBe('$6.66/mo');
    expect(v.formerPriceText).toBeNull();
    expect(v.savingPercent).toBeNull();
    expect(v.savingText).toBeNull();
    expect(v.asterisk).toBe(false);
  });

  test('a 0.00 price shows the plan free text', () => {
    const free: PriceData = {
      termDisplayPrice: { price: 0, discount: 0, finalPrice: 0, recurring: 0, unitPricePerMonth: 0 },
      onetimeCharge: { finalPrice: 0 },
      charges: { recurring: 0, onetime: 0 },
    };
    const v = planView({ ...plans.bmonea, freeText: 'Included' }, free, { path: '/mail', checkoutUrl });
    expect(v.priceText).toBe('Included');
    expect(v.isFree).toBe(true);
    expect(v.formerPriceText).toBeNull();
  });

  test('web design: 6-month monthly price plus the one-time build fee, asking for a consultation', () => {
    const v = planView(plans.difmstandard, embeddedPrices.difmstandard_t6m, { path: '/webdesign', checkoutUrl });
    expect(v.priceText).toBe('$29.99/mo');
    expect(v.oneTimeFeeText).toBe('+ $99.00 one-time build fee');
    expect(v.marketingPitches).toContain('Six month plan');
    expect(v.href).toBe('/webdesign/consultation');
    expect(v.isCheckout).toBe(false);
  });

  test('build my site add-ons show their one-time price, from $299', () => {
    const v = planView(plans.difmstdaddon, embeddedPrices.difmstdaddon_t6m, { path: '/buildmysite', checkoutUrl });
    expect(v.priceText).toBe('$299.00');
    expect(v.isFree).toBe(false);
  });

  test('local plans go to the business search with p, pd and direct=1', () => {
    const v = planView(plans.localprem, embeddedPrices.localprem_t12m, {
      path: '/local',
      promo: promoCode('LOC1'),
      checkoutUrl,
    });
    expect(v.href).toBe('/local/search-listings?p=LOC1&pd=localprem_t12m&direct=1');
    const std = planView(plans.localstd, embeddedPrices.localworksstd_t12m, { path: '/local', checkoutUrl });
    expect(std.href).toBe('/local/search-listings?pd=localworksstd_t12m&direct=1');
    expect(std.isRedirect).toBe(false);
  });

  test('local plans lead through the site redirect when asked: a plain link, not a page of the app', () => {
    const v = planView(plans.localprem, embeddedPrices.localprem_t12m, {
      path: '/local',
      checkoutUrl,
      localSearchUrl: '/go/local-search',
    });
    expect(v.href).toBe('/go/local-search?pd=localprem_t12m&direct=1');
    expect(v.isRedirect).toBe(true);
    expect(v.isCheckout).toBe(false);
  });

  test('an invalid promotion never reaches the link', () => {
    const v = planView(plans.bmonea, embeddedPrices.bmonea_t12m, {
      path: '/mail',
      promo: parsePromo('x"><script>'),
      checkoutUrl,
    });
    expect(v.href).toBe('https://checkout.example?pd=bmonea_t12m');
  });

  test('upgrade flow: checkout parameters on every plan button, no navigation link', () => {
    const v = planView(plans.siteexp2a, embeddedPrices.siteexp2a_t12m, {
      path: '/websites',
      checkoutUrl,
      upgrade: { siteid: 'S1' },
    });
    expect(v.href).toBe('https://checkout.example?pd=siteexp2a_t12m&order_website=S1&order_directbuy=true');
  });

  test('missing price data gives no price text rather than a wrong one', () => {
    const v = planView(plans.rpc1a, undefined, { path: '/stores', checkoutUrl });
    expect(v.priceText).toBeNull();
    expect(v.formerPriceText).toBeNull();
  });
});

describe('visiblePlans (spec 7: a false flag hides the plan)', () => {
  const ids = ['whessentials', 'whadvanced', 'whprofessional'];
  test('hides plans whose showAddOn is false, keeps order, shows plans without a flag', () => {
    const flags = { whessentials: { showAddOn: true }, whadvanced: { showAddOn: false } };
    expect(visiblePlans(ids, { flags, flagsAvailable: true })).toEqual(['whessentials', 'whprofessional']);
  });
  test('shows every plan when the flags are unavailable', () => {
    const flags = { whadvanced: { showAddOn: false } };
    expect(visiblePlans(ids, { flags, flagsAvailable: false })).toEqual(ids);
  });
});

describe('business-creation add-ons', () => {
  test('12-month display price x 0.8 / 12, and x 0.7916 for local premium', () => {
    const byPlan = Object.fromEntries(
      addOnPrices(businessMakerProduct.addOns, embeddedPrices).map((a) => [a.planId, a]),
    );
    expect(byPlan.localstd.monthly).toBe(19.99); // 299.88 x 0.8 / 12
    expect(byPlan.localprem.monthly).toBe(31.66); // 479.88 x 0.7916 / 12
    expect(byPlan.siteexp1a.monthly).toBe(5.33); // 79.92 x 0.8 / 12 = 5.328
    expect(byPlan.bmonea.priceText).toBe('$0.95/mo'); // 14.28 x 0.8 / 12 = 0.952
  });
});
