import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { APP_DATA_ID, serializeAppData, type AppData } from '../../shared/app-data.ts';
import { breadcrumbJsonLd, homeJsonLd } from './page-head.tsx';
import { isPageMetaReady, usePageMeta } from './page-meta.ts';
import { resolvePage } from '../../shared/routes.ts';
import { useAppStore } from '../store/store-provider.tsx';

/**
 * The whole HTML document. React renders <html> itself (and the client hydrates `document`), which is what lets
 * React 19 hoist the <title>, <meta> and <link> of react-helmet-async into <head> (ARCHITECTURE.md principle 4).
 */
export function Document({ data, children }: { data: AppData; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const target = resolvePage(pathname, search);
  // During a client navigation the head keeps the page on screen until the metadata table has arrived: it never
  // waits for it here (that would hold back the loading indicator, and the page's chunk behind the table). The end
  // of the navigation renders it again.
  useAppStore((s) => s.utility.navigating);
  const shown = useRef(target);
  if (isPageMetaReady(target.metaId, data.page.id)) shown.current = target;
  const { metaId, notice } = shown.current;
  const meta = usePageMeta(metaId);
  const jsonLd = notice
    ? null
    : metaId === 'home'
      ? homeJsonLd(data.config.publicUrl, data.config.supportPhone)
      : breadcrumbJsonLd(meta, data.config.publicUrl);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data.assets.fonts?.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
        ))}
        {data.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {data.assets.modulepreload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
      </head>
      <body>
        <div id="root">{children}</div>
        {/* Data, not code: the CSP allows no inline script, and this block is never executed. */}
        <script type="application/json" id={APP_DATA_ID} dangerouslySetInnerHTML={{ __html: serializeAppData(data) }} />
      </body>
    </html>
  );
}
