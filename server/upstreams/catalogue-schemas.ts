import { z } from 'zod';

// The shapes the catalogue accepts from its upstreams (docs/decisions/013-product-api-upstream.md): an answer of
// any other shape counts as a failure.

const money = z.number().finite().nonnegative();
export const priceDataSchema = z.object({
  termDisplayPrice: z.object({
    price: money,
    discount: money,
    finalPrice: money,
    recurring: money,
    unitPricePerMonth: money,
  }),
  onetimeCharge: z.object({ finalPrice: money }),
  charges: z.object({ recurring: money, onetime: money }),
});
const planIdKey = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
export const pricesBodySchema = z.object({ data: z.record(planIdKey, priceDataSchema) });
export const uiFlagsBodySchema = z.object({ data: z.record(planIdKey, z.object({ showAddOn: z.boolean() })) });

/** spec 7: the business-creation product by name, with its add-ons. */
export const productByNameSchema = z.object({
  data: z.object({
    productName: z.string(),
    addOns: z
      .array(z.object({ planId: z.string().max(64), ratePlanId: z.string().max(64), termMonths: z.number().int() }))
      .max(100),
  }),
});
