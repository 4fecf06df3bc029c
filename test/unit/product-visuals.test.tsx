/** @vitest-environment jsdom */
// The browser build draws product visuals with client/components/visuals/browser.tsx (decision 150), which reads a
// picture's address and text alternative from the server's HTML until the real table (index.tsx) has loaded; the
// server renders with index.tsx itself. Hydration needs the two to give the same <img>, read from the page and read
// from the table, so every visual is rendered through both and the markup compared.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import * as real from '../../client/components/visuals/index.tsx';
import type { ProductVisualProps, VisualId } from '../../client/components/visuals/visual-image.tsx';

const IDS = Object.keys(real.visualUrls) as VisualId[];
const VARIANTS: [string, Omit<ProductVisualProps, 'id'>][] = [
  ['no props', {}],
  ['priority', { priority: true }],
  ['class', { className: 'sk-split__visual' }],
];

let standIn: typeof import('../../client/components/visuals/browser.tsx');
const errors: unknown[] = [];

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The stand-in loads the table when the browser is idle: held back so the first renders read the page.
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  standIn = await import('../../client/components/visuals/browser.tsx');
});
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('product visuals: the browser stand-in draws what the server drew', () => {
  test('every visual covers the whole table with an address and a text alternative', () => {
    expect(IDS.length).toBe(30);
    for (const id of IDS) {
      expect(real.visualUrls[id], id).toMatch(/\.svg$/);
      expect(real.visualAlt(id).length, id).toBeGreaterThan(10);
    }
  });

  test.each(VARIANTS)(
    'hydrating the server HTML from the page alone (%s) keeps every <img> as it was',
    async (_, props) => {
      for (const id of IDS) {
        const html = renderToString(<real.ProductVisual id={id} {...props} />);
        const root = document.createElement('div');
        root.innerHTML = html;
        // As the browser serializes the server's markup, the form the hydrated DOM is compared in.
        const before = root.innerHTML;
        document.body.append(root);
        const r = await act(async () => hydrateRoot(root, <standIn.ProductVisual id={id} {...props} />));
        expect(root.innerHTML, id).toBe(before);
        act(() => r.unmount());
        root.remove();
      }
      expect(errors).toEqual([]);
    },
  );

  test.each(VARIANTS)(
    'once the table has loaded (%s), the stand-in draws the same markup as the server',
    async (_, props) => {
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      // A render with the table in: no page HTML is read (the body is empty).
      document.body.innerHTML = '';
      for (const id of IDS) {
        expect(renderToStaticMarkup(<standIn.ProductVisual id={id} {...props} />), id).toBe(
          renderToStaticMarkup(<real.ProductVisual id={id} {...props} />),
        );
      }
    },
  );
});
