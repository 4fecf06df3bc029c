import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pageUpdated } from '../content/pages.ts';
import { routes } from '../shared/routes.ts';

/** The sitemap's routes: every indexable route of the table (CONTRACT.md). Pattern routes are not listed. */
const sitemapRoutes = () => routes.filter((r) => r.indexable && r.match !== 'pattern');

/** Every indexable route of the table, as absolute URLs (CONTRACT.md). Pattern routes are not listed. */
export function indexableUrls(publicUrl: string): string[] {
  return sitemapRoutes().map((r) => `${publicUrl}${r.path}`);
}

/** The day robots.txt below last changed (decision 201). */
export const ROBOTS_TXT_UPDATED = '2026-11-22';

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The day a route's page last changed (content/pages.ts pageUpdated); a sitemap route without one is a start-up error. */
export function lastModified(routeId: string): string {
  const day = Object.hasOwn(pageUpdated, routeId) ? pageUpdated[routeId] : undefined;
  if (!day) throw new Error(`content/pages.ts pageUpdated has no date for the sitemap route ${routeId}`);
  return day;
}

export function sitemapXml(publicUrl: string): string {
  const urls = sitemapRoutes().map(
    (r) => `  <url><loc>${xmlEscape(`${publicUrl}${r.path}`)}</loc><lastmod>${lastModified(r.id)}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The newest <lastmod> of the sitemap: the day the sitemap itself last changed. */
export function sitemapUpdated(): string {
  return sitemapRoutes()
    .map((r) => lastModified(r.id))
    .reduce((a, b) => (a > b ? a : b));
}

/**
 * A crawler file (robots.txt, sitemap.xml) with validators: a strong ETag of its bytes and Last-Modified of the
 * day its content changed, so a crawler that asks again with If-None-Match or If-Modified-Since gets a 304.
 */
export function crawlerFile(body: string, type: string, updatedDay: string): RequestHandler {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const lastModifiedHttp = new Date(`${updatedDay}T00:00:00Z`).toUTCString();
  return (req, res) => {
    res.type(type).set({ 'Cache-Control': 'public, max-age=3600', ETag: etag, 'Last-Modified': lastModifiedHttp });
    // Express compares If-None-Match with the ETag first and If-Modified-Since only without it (RFC 9110 13.2.2).
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(body);
  };
}
