import { Helmet } from 'react-helmet-async';
import { brand } from '../../content/brand.ts';
import type { PageMeta } from '../../content/pages.ts';
import type { RouteDef } from '../../shared/routes.ts';

interface PageHeadProps {
  meta: PageMeta;
  route: RouteDef;
  publicUrl: string;
  /** False for the 404 page and the desktop-only notice. */
  indexable: boolean;
}

/** The canonical path of a route: pattern routes (theme detail) point at their listing page. */
export function canonicalPath(route: RouteDef): string {
  return route.match === 'pattern' ? route.path.split('/:')[0] : route.path;
}

/** Title, description, canonical, Open Graph, Twitter and robots tags, hoisted into <head> by React 19. */
export function PageHead({ meta, route, publicUrl, indexable }: PageHeadProps) {
  const canonical = route.path ? `${publicUrl}${canonicalPath(route)}` : null;
  return (
    <Helmet>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {canonical && <link rel="canonical" href={canonical} />}
      {!indexable && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={`${publicUrl}/og-image.png`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
    </Helmet>
  );
}

/** JSON-LD BreadcrumbList for a page that lists breadcrumbs (spec 2.4), or null. */
export function breadcrumbJsonLd(meta: PageMeta, publicUrl: string): string | null {
  const crumbs = meta.breadcrumbs;
  if (!crumbs) return null;
  const items = [['Home', '/'] as const, ...crumbs].map(([name, path], i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name,
    item: `${publicUrl}${path === '/' ? '/' : path}`,
  }));
  return JSON.stringify({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: items }).replace(
    /</g,
    '\\u003c',
  );
}
