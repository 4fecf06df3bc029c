// The browser build uses client/app/helmet-shim.tsx in place of react-helmet-async (decision 004); the server
// renders with the library. Under React 19 both must leave the same <title>, <meta> and <link> elements for React
// to hoist into <head>, or hydration differs: every route's real head (client/app/page-head.tsx) is rendered as a
// whole document through the library, then through the stand-in, and the documents compared.
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { pageMeta } from '../../content/pages.ts';
import { routes } from '../../shared/routes.ts';

type Module = typeof import('../../client/app/page-head.tsx');
type Provider = { HelmetProvider: ComponentType<{ children?: ReactNode }> };

const PUBLIC_URL = 'https://www.example.test';

function renderHeads({ PageHead }: Module, { HelmetProvider }: Provider): string[] {
  return routes.flatMap((route) =>
    [false, true].map((notice) =>
      renderToString(
        <HelmetProvider>
          <html lang="en">
            <head>
              <meta charSet="utf-8" />
            </head>
            <body>
              <PageHead
                meta={pageMeta(notice ? 'desktop-only' : route.id)}
                route={route}
                publicUrl={PUBLIC_URL}
                indexable={route.indexable && !notice}
                notice={notice}
              />
              <main>{route.id}</main>
            </body>
          </html>
        </HelmetProvider>,
      ),
    ),
  );
}

describe('helmet-shim against react-helmet-async', () => {
  test('every route, with and without the desktop-only notice, gives the same document head', async () => {
    const library = renderHeads(
      await import('../../client/app/page-head.tsx'),
      (await import('react-helmet-async')) as unknown as Provider,
    );

    vi.resetModules();
    vi.doMock('react-helmet-async', () => import('../../client/app/helmet-shim.tsx'));
    const shimmed = await import('../../client/app/page-head.tsx');
    const shim = await import('../../client/app/helmet-shim.tsx');
    const standIn = renderHeads(shimmed, shim);
    vi.doUnmock('react-helmet-async');

    expect(library.length).toBe(routes.length * 2);
    // The elements are hoisted into <head>: a title, the description and the Open Graph tags are there.
    expect(library[0]).toMatch(/<head>.*<title>[^<]+<\/title>.*<meta name="description"/);
    expect(library[0]).toContain('property="og:title"');
    for (let i = 0; i < library.length; i++) expect(standIn[i].split(/(?=<)/)).toEqual(library[i].split(/(?=<)/));
  }, 60_000);
});
