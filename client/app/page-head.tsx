import { Helmet } from 'react-helmet-async';
import { brand } from '../../content/brand.ts';
import type { PageMeta } from '../../shared/content-types.ts';
import type { RouteDef } from '../../shared/routes.ts';

interface PageHeadProps {
  meta: PageMeta;
  route: RouteDef;
  publicUrl: string;
  /** False for the 404 page, the desktop-only notice and the routes marked noindex. */
  indexable: boolean;
  /** The desktop-only notice stands in for the route's page. */
  notice: boolean;
}

/** The canonical path of a route: pattern routes (theme detail) point at their listing page. */
export function canonicalPath(route: RouteDef): string {
  return route.match === 'pattern' ? route.path.split('/:')[0] : route.path;
}

/** Title, description, canonical, Open Graph, Twitter and robots tags, hoisted into <head> by React 19. */
export function PageHead({ meta, route, publicUrl, indexable, notice }: PageHeadProps) {
  // A noindex page names no other page as its canonical (that sends search engines contradicting signals): the
  // notice and the pattern routes (theme demos, theme detail) carry none.
  const pointsElsewhere = notice || route.match === 'pattern';
  const canonical = route.path && (indexable || !pointsElsewhere) ? `${publicUrl}${canonicalPath(route)}` : null;
  const image = `${publicUrl}${brand.shareImage.path}`;
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
      <meta property="og:locale" content={brand.locale} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(brand.shareImage.width)} />
      <meta property="og:image:height" content={String(brand.shareImage.height)} />
      <meta property="og:image:alt" content={brand.shareImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={brand.twitterHandle} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={brand.shareImage.alt} />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
    </Helmet>
  );
}
