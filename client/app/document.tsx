import type { ReactNode } from 'react';
import { APP_DATA_ID, serializeAppData, type AppData } from '../../shared/app-data.ts';
import { brand } from '../../content/brand.ts';

/**
 * The whole HTML document. React renders <html> itself (and the client hydrates `document`), which is what lets
 * React 19 hoist the <title>, <meta> and <link> of react-helmet-async into <head> (ARCHITECTURE.md principle 4).
 * It decides nothing about the page; the page's structured data is added to the head by the server
 * (client/app/structured-data.ts).
 */
export function Document({ data, children }: { data: AppData; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {brand.icons.map((icon) => (
          <link
            key={icon.path}
            rel={icon.rel}
            href={icon.path}
            sizes={`${icon.size}x${icon.size}`}
            {...(icon.rel === 'icon' ? { type: 'image/png' } : {})}
          />
        ))}
        {data.assets.fonts?.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
        ))}
        {/* With a precedence React writes the stylesheet at the top of <head>, before the module preloads: the
            first paint waits for it, and on HTTP/1.1 a request queued behind the scripts waits for a connection. */}
        {data.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {data.assets.modulepreload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        {/* Data, not code: the CSP allows no inline script, and this block is never executed. */}
        <script type="application/json" id={APP_DATA_ID} dangerouslySetInnerHTML={{ __html: serializeAppData(data) }} />
      </body>
    </html>
  );
}
