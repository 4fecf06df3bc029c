// The Product and Offer data of a product page in the HTML the server sends (decision 202); the builder is shared
// with the browser, which swaps the data after a client navigation (client/app/offers-ld.ts, decision 206).
export { productData } from '../client/app/offers-ld.ts';

/** JSON that is safe inside a <script> element. */
const ldJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page with its Product data as one more JSON-LD block at the end of <head>. React 19 skips unexpected tags
 * in <head> while hydrating, and the block is data (never executed), so neither hydration nor the CSP minds it.
 */
export function withProductData(html: Buffer, products: Record<string, unknown>[] | null): Buffer {
  if (!products) return html;
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  const block = Buffer.from(`<script type="application/ld+json">${ldJson(products)}</script>`);
  return Buffer.concat([html.subarray(0, at), block, html.subarray(at)]);
}
