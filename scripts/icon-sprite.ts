// Draws the section kit's icon sprite (client/components/sections/icons.svg) from lucide-react: one <symbol> per
// id in icon-names.ts, all with the same stroke. Run after changing the list: `npx tsx scripts/icon-sprite.ts`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import { ICON_NAMES } from '../client/components/sections/icon-names.ts';
import { ROOT } from './build-config.ts';

const STROKE = 1.75;
const ATTRS = `fill="none" stroke="currentColor" stroke-width="${STROKE}" stroke-linecap="round" stroke-linejoin="round"`;
const symbols = Object.entries(ICON_NAMES).map(([id, exportName]) => {
  const icon = (lucide as unknown as Record<string, ComponentType>)[exportName];
  if (!icon) throw new Error(`lucide-react has no ${exportName}`);
  const svg = renderToStaticMarkup(createElement(icon));
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  // The drawing attributes sit on a <g> inside each symbol: content referenced by <use> inherits from the <use>
  // element, not from this file's root, so attributes on the root would be lost.
  return `<symbol id="${id}" viewBox="0 0 24 24"><g ${ATTRS}>${inner}</g></symbol>`;
});
const out = path.join(ROOT, 'client/components/sections/icons.svg');
writeFileSync(
  out,
  '<svg xmlns="http://www.w3.org/2000/svg">' +
    `<!-- lucide icons (ISC license), drawn by scripts/icon-sprite.ts -->${symbols.join('')}</svg>\n`,
);
console.log(`icon-sprite: ${symbols.length} icons -> ${path.relative(ROOT, out)}`);
