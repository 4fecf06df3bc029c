import { routes } from '../shared/routes.ts';

/** Every indexable route of the table, as absolute URLs (CONTRACT.md). Pattern routes are not listed. */
export function indexableUrls(publicUrl: string): string[] {
  return routes.filter((r) => r.indexable && r.match !== 'pattern').map((r) => `${publicUrl}${r.path}`);
}

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(publicUrl: string): string {
  const urls = indexableUrls(publicUrl).map((u) => `  <url><loc>${xmlEscape(u)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
