// A checker for the JSON-LD the pages carry, from the rules Google documents for the types used
// (developers.google.com/search/docs/appearance/structured-data: Product snippets and merchant listings, Organization,
// Breadcrumb, FAQ, Review snippet). It reports problems as "path: message" lines; an empty list is a pass.

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const absoluteUrl = (v: unknown) => {
  if (typeof v !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
};
/** A number, or a string of digits with at most one decimal point (Google: no currency sign, no thousands comma). */
const numeric = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v));
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
/** The ItemAvailability values Google reads. */
const AVAILABILITY = new Set(
  [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ].map((v) => `https://schema.org/${v}`),
);
const typesOf = (node: Json) => list(node['@type']).filter((t): t is string => typeof t === 'string');
const is = (node: Json, type: string) => typesOf(node).includes(type);

/** The logo: an absolute URL, or an ImageObject whose url (or contentUrl) is one. */
const logoOk = (v: unknown) => absoluteUrl(v) || (isObject(v) && (absoluteUrl(v.url) || absoluteUrl(v.contentUrl)));

function checkRating(r: unknown, at: string, out: string[], aggregate: boolean) {
  if (!isObject(r)) return void out.push(`${at}: not an object`);
  if (!numeric(r.ratingValue)) out.push(`${at}.ratingValue: not a number`);
  const best = r.bestRating === undefined ? 5 : Number(r.bestRating);
  const worst = r.worstRating === undefined ? 1 : Number(r.worstRating);
  if (numeric(r.ratingValue) && (Number(r.ratingValue) > best || Number(r.ratingValue) < worst))
    out.push(`${at}.ratingValue: outside worstRating..bestRating`);
  if (aggregate && !numeric(r.reviewCount) && !numeric(r.ratingCount))
    out.push(`${at}: needs reviewCount or ratingCount`);
}

function checkReview(r: unknown, at: string, out: string[]) {
  if (!isObject(r)) return void out.push(`${at}: not an object`);
  const author = list(r.author)[0];
  if (!(isObject(author) ? text(author.name) : text(author))) out.push(`${at}.author: needs a name`);
  checkRating(r.reviewRating, `${at}.reviewRating`, out, false);
}

function checkPrice(node: Json, at: string, out: string[]) {
  if (!numeric(node.price)) out.push(`${at}.price: not a number or numeric string (${JSON.stringify(node.price)})`);
  if (typeof node.priceCurrency !== 'string' || !CURRENCIES.has(node.priceCurrency))
    out.push(`${at}.priceCurrency: not an ISO 4217 code (${JSON.stringify(node.priceCurrency)})`);
}

function checkOffer(o: unknown, at: string, out: string[]) {
  if (!isObject(o)) return void out.push(`${at}: not an object`);
  if (is(o, 'AggregateOffer')) {
    if (!numeric(o.lowPrice)) out.push(`${at}.lowPrice: not a number`);
    if (typeof o.priceCurrency !== 'string' || !CURRENCIES.has(o.priceCurrency))
      out.push(`${at}.priceCurrency: not an ISO 4217 code`);
  } else {
    if (!is(o, 'Offer')) out.push(`${at}: @type is not Offer`);
    // Google takes the price from the offer, or from its priceSpecification.
    if (o.price !== undefined || o.priceSpecification === undefined) checkPrice(o, at, out);
  }
  list(o.priceSpecification).forEach((s, i) =>
    isObject(s) ? checkPrice(s, `${at}.priceSpecification[${i}]`, out) : out.push(`${at}.priceSpecification[${i}]`),
  );
  if (o.availability !== undefined && !AVAILABILITY.has(o.availability as string))
    out.push(`${at}.availability: not a schema.org ItemAvailability URL (${JSON.stringify(o.availability)})`);
  if (o.url !== undefined && !absoluteUrl(o.url)) out.push(`${at}.url: not absolute (${JSON.stringify(o.url)})`);
}

function checkNode(node: Json, at: string, out: string[], top: boolean) {
  if (is(node, 'Product')) {
    if (!text(node.name)) out.push(`${at}.name: missing`);
    if (node.offers === undefined && node.review === undefined && node.aggregateRating === undefined)
      out.push(`${at}: needs offers, review or aggregateRating`);
    list(node.offers).forEach((o, i) => checkOffer(o, `${at}.offers[${i}]`, out));
    if (node.image !== undefined && !list(node.image).every((u) => absoluteUrl(u) || logoOk(u)))
      out.push(`${at}.image: not absolute`);
  }
  // A page's own Organization; one named inside another item (a seller, a publisher) needs only its name.
  if (is(node, 'Organization') && !top) {
    if (!text(node.name)) out.push(`${at}.name: missing`);
  } else if (is(node, 'Organization')) {
    if (!text(node.name)) out.push(`${at}.name: missing`);
    if (!absoluteUrl(node.url)) out.push(`${at}.url: not absolute (${JSON.stringify(node.url)})`);
    if (!logoOk(node.logo)) out.push(`${at}.logo: missing or not absolute`);
  }
  if (is(node, 'WebSite') && node.url !== undefined && !absoluteUrl(node.url)) out.push(`${at}.url: not absolute`);
  if (is(node, 'BreadcrumbList')) {
    const items = list(node.itemListElement);
    if (items.length === 0) out.push(`${at}.itemListElement: empty`);
    items.forEach((item, i) => {
      const where = `${at}.itemListElement[${i}]`;
      if (!isObject(item) || !is(item, 'ListItem')) return void out.push(`${where}: not a ListItem`);
      if (item.position !== i + 1) out.push(`${where}.position: ${JSON.stringify(item.position)}, expected ${i + 1}`);
      const linked = isObject(item.item) ? item.item : null;
      if (!text(item.name) && !text(linked?.name)) out.push(`${where}.name: missing`);
      const url = linked ? (linked['@id'] ?? linked.url) : item.item;
      // The last crumb (the page itself) may leave out its URL.
      if (!(url === undefined && i === items.length - 1) && !absoluteUrl(url))
        out.push(`${where}.item: not an absolute URL (${JSON.stringify(url)})`);
    });
  }
  if (is(node, 'FAQPage')) {
    const questions = list(node.mainEntity);
    if (questions.length === 0) out.push(`${at}.mainEntity: empty`);
    questions.forEach((q, i) => {
      const where = `${at}.mainEntity[${i}]`;
      if (!isObject(q) || !is(q, 'Question')) return void out.push(`${where}: not a Question`);
      if (!text(q.name)) out.push(`${where}.name: missing`);
      const a = q.acceptedAnswer;
      if (!isObject(a) || !is(a, 'Answer') || !text(a.text)) out.push(`${where}.acceptedAnswer: needs an Answer text`);
    });
  }
  if (node.aggregateRating !== undefined) checkRating(node.aggregateRating, `${at}.aggregateRating`, out, true);
  list(node.review).forEach((r, i) => checkReview(r, `${at}.review[${i}]`, out));
}

/** Every object of a JSON-LD document: checks its @context and the rules of its type. */
function walk(value: unknown, at: string, out: string[], top: boolean) {
  if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${at}[${i}]`, out, top));
  if (!isObject(value)) return;
  if ((top || value['@context'] !== undefined) && value['@context'] !== 'https://schema.org')
    out.push(`${at}.@context: ${JSON.stringify(value['@context'])}, expected "https://schema.org"`);
  if (top && typesOf(value).length === 0) out.push(`${at}: no @type`);
  checkNode(value, at, out, top);
  for (const [k, v] of Object.entries(value)) if (!k.startsWith('@')) walk(v, `${at}.${k}`, out, false);
}

/** The problems of one JSON-LD document (a block's parsed content); [] when Google's rules are met. */
export function checkJsonLd(doc: unknown, at = '$'): string[] {
  const out: string[] = [];
  walk(doc, at, out, true);
  return out;
}

/** The parsed content of every JSON-LD block of a page's HTML. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as unknown,
  );
}
