// The page's structured data in the HTML the server sends. client/app/structured-data.ts builds the blocks, the same
// module the browser loads to replace them after a client navigation; this module only places them.
import { structuredDataHtml, type structuredData } from '../client/app/structured-data.ts';

export { structuredData } from '../client/app/structured-data.ts';

/**
 * The page with its JSON-LD blocks at the end of <head>. React 19 skips unexpected tags in <head> while hydrating,
 * and a block is data (never executed), so neither hydration nor the CSP minds them.
 */
export function withStructuredData(html: Buffer, blocks: ReturnType<typeof structuredData>): Buffer {
  if (blocks.length === 0) return html;
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  return Buffer.concat([html.subarray(0, at), Buffer.from(structuredDataHtml(blocks)), html.subarray(at)]);
}
