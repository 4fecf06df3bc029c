// A loopback fake of the product API and the UI flags upstream (docs/decisions/013-product-api-upstream.md):
// GET /plans?ids=a,b&promo=X -> {"data": {<ratePlanId>: PriceData}}, GET /uiflags -> {"data": {<planId>: {showAddOn}}}.
// Each endpoint can answer, fail with a 500, hang, or send a body of the wrong shape; tests and `npm run dev` use it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PriceData, UiFlags } from '../../shared/catalogue-types.ts';

export type FakeMode = 'ok' | 'fail' | 'hang' | 'garbage';

export interface FakeProductApi {
  /** Base URL for PRODUCT_API_URL. */
  url: string;
  /** Full URL for UIFLAGS_URL. */
  uiflagsUrl: string;
  prices: Record<string, PriceData>;
  /** Prices answered when the promo query matches a key. */
  promoPrices: Record<string, Record<string, PriceData>>;
  flags: UiFlags;
  /** First-year domain prices by extension, answered per extension or, for online/me/site, by product search. */
  domainPrices: Record<string, number>;
  /** The business-creation product's add-ons, answered at /products/by-name/businessmaker. */
  businessMakerAddOns: Array<{ planId: string; ratePlanId: string; termMonths: number }>;
  /** Extensions whose lookup fails with a 500. */
  failingTlds: Set<string>;
  modes: { plans: FakeMode; uiflags: FakeMode; domains: FakeMode };
  /** Requests seen, by path, with their query and headers. */
  requests: Array<{ path: string; query: URLSearchParams; headers: IncomingMessage['headers'] }>;
  close(): Promise<void>;
}

export async function startFakeProductApi(
  init: Partial<Pick<FakeProductApi, 'prices' | 'flags' | 'promoPrices' | 'domainPrices'>> = {},
): Promise<FakeProductApi> {
  const hanging = new Set<ServerResponse>();
  const fake = {
    prices: init.prices ?? {},
    promoPrices: init.promoPrices ?? {},
    flags: init.flags ?? {},
    domainPrices: init.domainPrices ?? {},
    failingTlds: new Set<string>(),
    businessMakerAddOns: [
      { planId: 'siteexp1a', ratePlanId: 'siteexp1a_t12m', termMonths: 12 },
      { planId: 'localprem', ratePlanId: 'localprem_t12m', termMonths: 12 },
      { planId: 'siteexp1a', ratePlanId: 'siteexp1a_t1m', termMonths: 1 },
    ],
    modes: { plans: 'ok' as FakeMode, uiflags: 'ok' as FakeMode, domains: 'ok' as FakeMode },
    requests: [] as FakeProductApi['requests'],
  };

  function answer(res: ServerResponse, mode: FakeMode, body: unknown): void {
    if (mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (mode === 'fail') {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal error at /srv/app.js</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'upstream=secret' });
    res.end(
      mode === 'garbage'
        ? JSON.stringify({ data: { whessentials: { showAddOn: 'maybe' } }, x: 1 }).slice(0, -3)
        : JSON.stringify(body),
    );
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push({ path: url.pathname, query: url.searchParams, headers: req.headers });
    if (url.pathname === '/plans') {
      const ids = (url.searchParams.get('ids') ?? '').split(',');
      const promo = url.searchParams.get('promo');
      const table = (promo && fake.promoPrices[promo]) || fake.prices;
      const data = Object.fromEntries(ids.filter((id) => id in table).map((id) => [id, table[id]]));
      answer(res, fake.modes.plans, { data });
    } else if (/^\/domains\/[^/]+\/price$/.test(url.pathname) || url.pathname === '/products/search') {
      // GET /domains/{tld}/price, or GET /products/search?name=domain-{tld}&ratePlan=... (decision 066).
      const tld =
        url.pathname === '/products/search'
          ? (url.searchParams.get('name') ?? '').replace(/^domain-/, '')
          : url.pathname.split('/')[2];
      const price = Object.hasOwn(fake.domainPrices, tld) ? fake.domainPrices[tld] : undefined;
      if (price === undefined || fake.failingTlds.has(tld)) answer(res, 'fail', null);
      else answer(res, fake.modes.domains, { result: { price: { firstYearPrice: price, renewalPrice: price * 2 } } });
    } else if (url.pathname === '/products/by-name/businessmaker') {
      answer(res, fake.modes.plans, { data: { productName: 'businessmaker', addOns: fake.businessMakerAddOns } });
    } else if (url.pathname === '/uiflags') {
      answer(res, fake.modes.uiflags, { data: fake.flags });
    } else {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return Object.assign(fake, {
    url,
    uiflagsUrl: `${url}/uiflags`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
