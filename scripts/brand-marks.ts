// Writes the "works with" marks (client/components/brand-marks.data.ts) from the simple-icons package: the SVG path
// of each platform and payment provider the site names, drawn monochrome in the text colour. Third-party marks say
// only what works with what (VISUAL.md "Proof"; decision 243). Run after changing the list:
// `npx tsx scripts/brand-marks.ts`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as icons from 'simple-icons';
import { ROOT } from './build-config.ts';

/** Mark id -> simple-icons export. */
const MARKS = {
  wordpress: 'siWordpress',
  woocommerce: 'siWoocommerce',
  stripe: 'siStripe',
  paypal: 'siPaypal',
  square: 'siSquare',
  applepay: 'siApplepay',
  googlepay: 'siGooglepay',
} as const;

const entries = Object.entries(MARKS).map(([id, exportName]) => {
  const icon = (icons as unknown as Record<string, { title: string; path: string } | undefined>)[exportName];
  if (!icon) throw new Error(`simple-icons has no ${exportName}`);
  return `export const ${id}: BrandMark = { title: ${JSON.stringify(icon.title)}, path: ${JSON.stringify(icon.path)} };`;
});
const out = path.join(ROOT, 'client/components/brand-marks.data.ts');
writeFileSync(
  out,
  `// Drawn by scripts/brand-marks.ts from simple-icons (CC0-1.0; the marks remain their owners' trademarks).\n` +
    `// One export per mark, so a page bundles only the marks it shows.\n` +
    `export interface BrandMark {\n  title: string;\n  path: string;\n}\n\n` +
    `// prettier-ignore\n${entries.join('\n// prettier-ignore\n')}\n`,
);
console.log(`brand-marks: ${entries.length} marks -> ${path.relative(ROOT, out)}`);
