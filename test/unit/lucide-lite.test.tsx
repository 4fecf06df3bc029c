// The browser build draws lucide icons with client/app/lucide-lite.ts instead of lucide-react's createLucideIcon
// (decision 150); the server renders with lucide-react itself. Hydration needs the two to give the same <svg>, so
// every icon lucide-react ships is rendered through both, with the props the site passes and a few more, and
// the markup compared.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLucideIcon, type LucideIconData } from 'lucide-react';
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import createLiteIcon from '../../client/app/lucide-lite.ts';

type IconData = Parameters<typeof createLiteIcon>[0];
type Props = ComponentProps<ReturnType<typeof createLiteIcon>>;

const ICONS = path.resolve(import.meta.dirname, '../../node_modules/lucide-react/dist/esm/icons');
const files = readdirSync(ICONS).filter((f) => f.endsWith('.mjs'));
// Alias modules re-export another icon and carry no data of their own.
const icons: IconData[] = (
  await Promise.all(
    files.map(
      async (f) => ((await import(pathToFileURL(path.join(ICONS, f)).href)) as { __iconData?: IconData }).__iconData,
    ),
  )
).filter((d): d is IconData => d !== undefined);

function both(data: IconData, props: Props) {
  // createLucideIcon of lucide-react takes the same icon data object its own icon modules pass.
  const Library = createLucideIcon(data as unknown as LucideIconData);
  const Lite = createLiteIcon(data);
  return { library: renderToStaticMarkup(<Library {...props} />), lite: renderToStaticMarkup(<Lite {...props} />) };
}

const VARIANTS: [string, Props][] = [
  ['no props', {}],
  ['size and class', { size: 18, className: 'sk-icon' }],
  ['class repeating lucide', { className: 'lucide icon  extra' }],
  ['width and height', { width: 20, height: 16 }],
  ['colour and stroke width', { color: 'red', strokeWidth: 1.5 }],
  ['absolute stroke width', { size: 48, strokeWidth: 3, absoluteStrokeWidth: true }],
  ['non-scaling stroke', { nonScalingStroke: true }],
  ['labelled', { 'aria-label': 'Close', role: 'img' }],
  ['aria-hidden given', { 'aria-hidden': false }],
  ['with a title child', { children: <title>Done</title> }],
  ['extra attributes', { id: 'x', style: { verticalAlign: 'middle' }, focusable: 'false' }],
];

describe('lucide-lite draws what lucide-react draws', () => {
  test('finds the icons lucide-react ships', () => {
    expect(icons.length).toBeGreaterThan(1000);
    expect(icons.some((i) => i.aliases && i.aliases.length > 0)).toBe(true);
  });

  test('every icon, without props, gives the same markup', () => {
    const differ = icons.filter((data) => {
      const { library, lite } = both(data, {});
      return library !== lite;
    });
    expect(differ.map((d) => d.name)).toEqual([]);
  }, 120_000);

  test.each(VARIANTS)('%s: the same markup for a sample of icons', (_name, props) => {
    for (const data of icons.filter((_, i) => i % 97 === 0)) {
      const { library, lite } = both(data, props);
      expect(lite, data.name).toBe(library);
    }
  });
});
