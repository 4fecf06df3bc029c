// The catalogue service: prices from PRODUCT_API_URL and UI flags from UIFLAGS_URL, each with a timeout,
// a TTL cache served stale while it revalidates, and the embedded catalogue of content/ as the fallback
// (ARCHITECTURE principle 8; upstream shapes in docs/decisions/013-product-api-upstream.md).
import type { z } from 'zod';
import { businessMakerProduct } from '../../content/catalogue.ts';
import { embeddedDomainPrices, pricedTlds } from '../../content/domains.ts';
import { allPlans } from '../../content/plans.ts';
import { embeddedPrices } from '../../content/prices.ts';
import { embeddedUiFlags } from '../../content/uiflags.ts';
import type { CatalogueSnapshot, PriceData, UiFlags } from '../../shared/catalogue-types.ts';
import { addOnPrices, type AddOnPrice } from '../../shared/add-on-prices.ts';
import type { PromoCode } from '../../shared/promo.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { upstreamFetch } from '../upstream-metrics.ts';
import { unlimitedBudget, type CallBudget } from './call-budget.ts';
import { readJson, UPSTREAM_BODY_LIMITS, UpstreamBodyError } from './body.ts';
import { pricesBodySchema, productByNameSchema, uiFlagsBodySchema } from './catalogue-schemas.ts';
import { keptDomainPrices } from './domain-prices-kept.ts';
import { createPromoPrices } from './promo-prices.ts';
import { createDomainPrices, LAST_GOOD_MAX_AGE_MS, type DomainPriceLookup } from './domain-prices.ts';

/** Its calls' labels in the upstream metrics: prices and products (PRODUCT_API_URL), and the UI flags. */
export const PRODUCTS_UPSTREAM = 'products';
export const UIFLAGS_UPSTREAM = 'uiflags';

export interface Catalogue {
  /** The current prices and flags; resolves from memory except on the very first call with an upstream. */
  snapshot(): Promise<CatalogueSnapshot>;
  /** Price data of the given rate plan ids (unknown ids are left out), with promotion prices when given. */
  plans(ids: string[], promo?: PromoCode): Promise<Record<string, PriceData>>;
  /** spec 7, 9: the business-creation product's 12-month add-ons at 0.8 (0.7916 local premium) / 12. */
  businessMakerAddons(): Promise<AddOnPrice[]>;
  /** Changes whenever the snapshot content changes: the HTML cache drops pages rendered before. */
  readonly version: number;
  /** Fetches now (start-up warm-up); never rejects. */
  refresh(): Promise<void>;
}

export interface CatalogueDeps {
  config: Pick<Config, 'PRODUCT_API_URL' | 'UIFLAGS_URL' | 'UPSTREAM_TIMEOUT_MS'>;
  logger: Logger;
  fetch?: typeof globalThis.fetch;
  /** Fresh lifetime of a successful fetch. */
  ttlMs?: number;
  /** Wait before retrying after a failure, so a down upstream is not hammered. */
  failureTtlMs?: number;
  /** How long the last good upstream answer may stand in for a failing upstream before the embedded one. */
  maxStaleMs?: number;
  now?: () => number;
  /** Live domain prices; built from PRODUCT_API_URL when not given (decision 220). */
  domainPrices?: DomainPriceLookup;
  /** The product API's calls per second that visitors may cause (promotion lookups; decision 192). */
  budget?: CallBudget;
}

/** Every rate plan the site shows: the upstream is asked for exactly these. */
export const knownRatePlanIds: readonly string[] = [
  ...new Set([...Object.keys(embeddedPrices), ...allPlans.flatMap((p) => p.frequencies.map((f) => f.ratePlanId))]),
];

class UpstreamError extends Error {}

function describe(err: unknown): string {
  if (err instanceof UpstreamError) return err.message;
  if (err instanceof UpstreamBodyError) return err.reason;
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return 'timeout';
  if (err instanceof Error) return err.name === 'Error' ? 'request failed' : err.name;
  return 'request failed';
}

export function createCatalogue(deps: CatalogueDeps): Catalogue {
  const { config, logger } = deps;
  const fetchFrom = {
    [PRODUCTS_UPSTREAM]: upstreamFetch(PRODUCTS_UPSTREAM, deps.fetch),
    [UIFLAGS_UPSTREAM]: upstreamFetch(UIFLAGS_UPSTREAM, deps.fetch),
  };
  const ttlMs = deps.ttlMs ?? 60_000;
  const failureTtlMs = deps.failureTtlMs ?? 10_000;
  const maxStaleMs = deps.maxStaleMs ?? LAST_GOOD_MAX_AGE_MS;
  const now = deps.now ?? Date.now;
  const log = logger.child({ component: 'catalogue' });

  const embeddedSnapshot: CatalogueSnapshot = Object.freeze({
    prices: { ...embeddedPrices },
    flags: { ...embeddedUiFlags },
    flagsAvailable: true,
    source: 'embedded',
    businessMakerAddOns: businessMakerProduct.addOns,
    domainPrices: embeddedDomainPrices(),
  });
  const hasUpstream = Boolean(config.PRODUCT_API_URL || config.UIFLAGS_URL);

  let current = embeddedSnapshot;
  let fingerprint = JSON.stringify(current);
  let version = 1;
  let loaded = !hasUpstream;
  let expiresAt = hasUpstream ? 0 : Number.POSITIVE_INFINITY;
  let inflight: Promise<void> | null = null;
  let lastGoodPrices: { value: Record<string, PriceData>; at: number } | null = null;
  let lastGoodFlags: { value: UiFlags; at: number } | null = null;
  // Domain prices are part of the snapshot, so pages render them from memory and never look one up per request.
  const lookupDomains: DomainPriceLookup | null =
    deps.domainPrices ??
    (config.PRODUCT_API_URL
      ? createDomainPrices({
          productApiUrl: config.PRODUCT_API_URL,
          timeoutMs: config.UPSTREAM_TIMEOUT_MS,
          logger: log,
          fetch: deps.fetch,
        })
      : null);
  async function getJson<T>(
    upstream: keyof typeof fetchFrom,
    url: string,
    schema: z.ZodType<T>,
    maxBytes: number,
  ): Promise<T> {
    const res = await fetchFrom[upstream](url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS),
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new UpstreamError(`HTTP ${res.status}`);
    }
    // Capped in size and checked by schema: an oversized or malformed answer counts as a failure.
    return readJson(res, maxBytes, schema);
  }

  function pricesUrl(promo?: PromoCode): string {
    const url = new URL(`${config.PRODUCT_API_URL!.replace(/\/+$/, '')}/plans`);
    url.searchParams.set('ids', knownRatePlanIds.join(','));
    if (promo) url.searchParams.set('promo', promo);
    return url.toString();
  }

  async function fetchPrices(promo?: PromoCode): Promise<Record<string, PriceData>> {
    const body = await getJson(PRODUCTS_UPSTREAM, pricesUrl(promo), pricesBodySchema, UPSTREAM_BODY_LIMITS.catalogue);
    // Plans the upstream does not know keep their embedded price: no card is left without one.
    return { ...embeddedPrices, ...body.data };
  }

  /**
   * spec 7: the business-creation product fetched by name; its 12-month add-ons (decision 068). Add-ons whose rate
   * plan the site does not price are left out: their price would be unknown.
   */
  async function fetchBusinessMakerAddOns(): Promise<CatalogueSnapshot['businessMakerAddOns']> {
    const url = `${config.PRODUCT_API_URL!.replace(/\/+$/, '')}/products/by-name/${encodeURIComponent(businessMakerProduct.productName)}`;
    const body = await getJson(PRODUCTS_UPSTREAM, url, productByNameSchema, UPSTREAM_BODY_LIMITS.catalogue);
    return body.data.addOns
      .filter((a) => a.termMonths === 12 && knownRatePlanIds.includes(a.ratePlanId))
      .map(({ planId, ratePlanId }) => ({ planId, ratePlanId }));
  }

  async function load(): Promise<void> {
    const t = now();
    let failed = false;
    let prices = embeddedSnapshot.prices;
    let source: CatalogueSnapshot['source'] = 'embedded';
    let flags = embeddedSnapshot.flags;
    let flagsAvailable = true;

    const [pricesResult, flagsResult, productResult, domainsResult] = await Promise.allSettled([
      config.PRODUCT_API_URL ? fetchPrices() : Promise.resolve(null),
      config.UIFLAGS_URL
        ? getJson(UIFLAGS_UPSTREAM, config.UIFLAGS_URL, uiFlagsBodySchema, UPSTREAM_BODY_LIMITS.uiflags)
        : Promise.resolve(null),
      config.PRODUCT_API_URL ? fetchBusinessMakerAddOns() : Promise.resolve(null),
      lookupDomains ? lookupDomains(pricedTlds).then((r) => r.prices) : Promise.resolve(null),
    ]);

    if (pricesResult.status === 'fulfilled' && pricesResult.value) {
      prices = pricesResult.value;
      source = 'upstream';
      lastGoodPrices = { value: prices, at: t };
    } else if (pricesResult.status === 'rejected') {
      failed = true;
      const keep = lastGoodPrices && t - lastGoodPrices.at <= maxStaleMs ? lastGoodPrices : null;
      if (keep) {
        prices = keep.value;
        source = 'upstream';
      }
      // No personal data here: only which upstream failed, why, and what is served instead.
      log.warn(
        { upstream: 'product-api', reason: describe(pricesResult.reason), serving: keep ? 'last-good' : 'embedded' },
        'price upstream failed',
      );
    }

    if (flagsResult.status === 'fulfilled' && flagsResult.value) {
      flags = flagsResult.value.data;
      lastGoodFlags = { value: flags, at: t };
    } else if (flagsResult.status === 'rejected') {
      failed = true;
      const keep = lastGoodFlags && t - lastGoodFlags.at <= maxStaleMs ? lastGoodFlags : null;
      // decision 012: without flags every plan is shown.
      flags = keep ? keep.value : {};
      flagsAvailable = Boolean(keep);
      log.warn(
        { upstream: 'uiflags', reason: describe(flagsResult.reason), serving: keep ? 'last-good' : 'all-plans' },
        'ui flags upstream failed',
      );
    }

    // The add-ons are a list of rate plans, priced from the same table: without an answer the embedded list stands.
    let businessMakerAddOns = current.businessMakerAddOns;
    if (productResult.status === 'fulfilled' && productResult.value) businessMakerAddOns = productResult.value;
    else if (productResult.status === 'rejected') {
      log.warn(
        { upstream: 'product-api', reason: describe(productResult.reason), serving: 'last-known add-ons' },
        'business-creation product lookup failed',
      );
    }

    const domains = domainPricesFrom(domainsResult, t);
    if (domains.failed) failed = true;

    const next: CatalogueSnapshot = Object.freeze({
      prices,
      flags,
      flagsAvailable,
      source,
      businessMakerAddOns,
      domainPrices: domains.prices,
    });
    const nextFingerprint = JSON.stringify(next);
    if (nextFingerprint !== fingerprint) {
      fingerprint = nextFingerprint;
      current = next;
      version += 1;
    }
    loaded = true;
    expiresAt = now() + (failed ? failureTtlMs : ttlMs);
  }

  const domainPricesFrom = keptDomainPrices(embeddedSnapshot.domainPrices!, maxStaleMs, log);

  function refresh(): Promise<void> {
    if (!hasUpstream) return Promise.resolve();
    inflight ??= load()
      .catch((err: unknown) => {
        log.error({ reason: describe(err) }, 'catalogue refresh failed');
        expiresAt = now() + failureTtlMs;
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  async function snapshot(): Promise<CatalogueSnapshot> {
    if (!loaded) {
      await refresh();
    } else if (now() >= expiresAt) {
      // Stale while revalidate: this request gets the cached snapshot, a later one the new.
      void refresh();
    }
    return current;
  }

  const promoPrices = createPromoPrices({
    fetchPrices,
    basePrices: () => snapshot().then((s) => s.prices),
    budget: deps.budget ?? unlimitedBudget,
    ttlMs,
    failureTtlMs,
    now,
    log,
    describe,
  });

  async function plans(ids: string[], promo?: PromoCode): Promise<Record<string, PriceData>> {
    const source = promo && config.PRODUCT_API_URL ? await promoPrices(promo) : (await snapshot()).prices;
    const out: Record<string, PriceData> = {};
    for (const id of ids) if (Object.hasOwn(source, id)) out[id] = source[id];
    return out;
  }

  return {
    snapshot,
    plans,
    async businessMakerAddons() {
      const s = await snapshot();
      return addOnPrices(s.businessMakerAddOns, s.prices);
    },
    get version() {
      return version;
    },
    refresh,
  };
}
