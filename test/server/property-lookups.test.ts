// Maps keyed by request input answer only for their own keys: prototype names such as
// __proto__ or constructor are unknown ids, never Object.prototype's members. And every answer denies the browser
// features the site never uses (Permissions-Policy, decision 080).
import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { embeddedTldPrice } from '../../content/domains.ts';
import { DENIED_FEATURES, PERMISSIONS_POLICY } from '../../server/security.ts';
import { DEFAULT_BUILD_MY_SITE_LEAD_TYPE, leadTypeForPlan } from '../../shared/lead-types.ts';
import { createTestApp } from '../helpers/test-app.ts';

/** Every name Object.prototype answers to, plus the ones that have broken lookups elsewhere. */
const PROTOTYPE_NAMES = [...Object.getOwnPropertyNames(Object.prototype), 'prototype', '__defineGetter__', 'toJSON'];

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
beforeAll(async () => {
  ({ app } = await createTestApp());
});

describe('own-property lookups by request input', () => {
  test('/api/products/plans?ids=__proto__ answers null for it, not {}', async () => {
    const res = await request(app).get('/api/products/plans?ids=__proto__,constructor,toString,whessentials_t12m');
    expect(res.status).toBe(200);
    // The raw text: a parsed __proto__ key would hide what was sent.
    expect(res.text).toContain('"__proto__":null');
    expect(res.text).toContain('"constructor":null');
    expect(res.text).toContain('"toString":null');
    expect(res.body.data.whessentials_t12m).toMatchObject({ termDisplayPrice: expect.any(Object) });
  });

  test('every prototype name is an unknown plan id and an unknown domain extension', async () => {
    const planIds = PROTOTYPE_NAMES.filter((n) => /^[A-Za-z0-9_-]{1,64}$/.test(n));
    const plans = await request(app).get(`/api/products/plans?ids=${planIds.join(',')}`);
    expect(plans.status).toBe(200);
    // JSON.parse keeps "__proto__" as an own data property, so every id can be read the same way.
    const data = JSON.parse(plans.text).data;
    for (const id of planIds)
      expect(Object.getOwnPropertyDescriptor(data, id), id).toEqual(expect.objectContaining({ value: null }));

    const tlds = PROTOTYPE_NAMES.map((n) => n.toLowerCase()).filter((n) => /^[a-z0-9-]{2,63}$/.test(n));
    expect(tlds).toContain('constructor');
    const prices = await request(app).get(`/api/domains/prices?tlds=${tlds.join(',')}`);
    expect(prices.status).toBe(200);
    for (const tld of tlds) expect(prices.body.prices[tld], tld).toBeNull();
  });

  test('property: lookups answer null or a real entry for any name, prototype names included', () => {
    const name = fc.oneof(
      fc.constantFrom(...PROTOTYPE_NAMES),
      fc.string({ maxLength: 20 }),
      fc.constantFrom('com', 'net', 'difmstdaddon'),
    );
    fc.assert(
      fc.property(name, (n) => {
        const price = embeddedTldPrice(n);
        expect(price === null || typeof price === 'number').toBe(true);
        const leadType = leadTypeForPlan(n);
        expect(typeof leadType).toBe('string');
        if (PROTOTYPE_NAMES.includes(n)) expect(leadType).toBe(DEFAULT_BUILD_MY_SITE_LEAD_TYPE);
      }),
      { numRuns: 500 },
    );
    expect(embeddedTldPrice('com')).toEqual(expect.any(Number));
    expect(leadTypeForPlan('difmstdaddon')).toBe('difm_eol_std');
  });
});

describe('Permissions-Policy', () => {
  test('pages (first render and cached), the API, operations and 404s deny the features the site never uses', async () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(DENIED_FEATURES).toContain(feature);
    // Each feature is denied to every origin: the empty allow-list.
    expect(PERMISSIONS_POLICY).toMatch(/^([a-z-]+=\(\)(, )?)+$/);
    // /hosting twice: the second answer comes from the page cache.
    for (const path of ['/hosting', '/hosting', '/', '/nope', '/api/products/uiflags', '/healthz', '/api/nope']) {
      const res = await request(app).get(path);
      expect(res.headers['permissions-policy'], path).toBe(PERMISSIONS_POLICY);
    }
  });
});
