import type { CatalogueSnapshot } from './catalogue-types.ts';
import type { PageMeta } from './content-types.ts';
import type { ReviewsSummary } from './reviews.ts';
import type { Place } from './place.ts';
import type { FormEcho } from './form-echo.ts';
import type { ResolvedPage, RouteDef } from './routes.ts';

// What the server hands the browser: serialized into a <script type="application/json"> block and read back
// before hydration, so the first client render has exactly the server's inputs.

/** The public subset of the configuration (never a secret). */
export interface PublicConfig {
  publicUrl: string;
  /** False when PUBLIC_URL was not set and publicUrl is only the local default: links back to the site then use the
   * address the visitor actually used. */
  publicUrlSet?: boolean;
  checkoutUrl: string;
  loginUrl: string;
  supportPhone: string;
  captchaSiteKey: string | null;
  /** The captcha provider's script, loaded when a lead form first gets focus; null without a site key. */
  captchaScriptUrl?: string | null;
  tagManagerUrl: string | null;
  experimentScriptUrl: string | null;
}

/** The files one page needs, from the build manifest. */
export interface PageAssets {
  entry: string;
  css: string[];
  /** woff2 files preloaded from the head (the brand face used above the fold). */
  fonts?: string[];
  modulepreload: string[];
  /** Where every page's code lives, so a client navigation fetches all of it in one round trip (ChunkMap). */
  chunks?: ChunkMap;
}

/**
 * The chunks of every page (with the lazily loaded parts it shows at once), of every layout and of the modules each
 * navigation loads (`meta`: the Product data builder), each with its static imports, as indexes
 * into `files`. Without it a navigation loads a page's chunk, and only once that has arrived the chunks it imports.
 */
export interface ChunkMap {
  files: string[];
  pages: Record<string, number[]>;
  layouts: Record<string, number[]>;
  meta: number[];
}

export interface AppData {
  /** Path plus the query parameters the page's HTML depends on (shared/routes.ts pageQuery). */
  url: string;
  config: PublicConfig;
  assets: PageAssets;
  /** Epoch ms of the render: time-windowed content (banners) is decided from it so server and client agree. */
  renderedAt: number;
  /**
   * The metadata of the rendered page (route id, or 'desktop-only' / 'not-found'). Only this one travels with the
   * page: the table of every page's metadata loads on the first client navigation, not with the first page.
   */
  page: { id: string; meta: PageMeta };
  /**
   * The route the server resolved the address to (shared/routes.ts resolvePage): its definition (without the
   * pattern check, which is code), the pattern's parameters (null: no route matched, the 404 page) and whether the
   * desktop-only notice stands in for it. The first render takes its page from here, so the route table is no part
   * of a page's first JavaScript: it loads after hydration, for client navigation (client/app/route-table.ts).
   */
  route: { def: Omit<RouteDef, 'accept'>; params: Record<string, string> | null; notice: boolean };
  /** Prices and UI flags of the catalogue at render time (filled by the catalogue service). */
  catalogue: CatalogueSnapshot;
  /** The configured reviews source's figures and recent reviews; null or absent: no reviews shown anywhere. */
  reviews?: ReviewsSummary | null;
  /** The businesses matching a business search sent without JavaScript (`q` on /local/search-listings). */
  places?: { q: string; results: Place[] };
  /**
   * Only in the answer to a plain form post that was refused (status 400, 429 ...): the visitor's values and the
   * messages, for the form of this page. Never in a cached page.
   */
  form?: FormEcho;
}

export const APP_DATA_ID = '__APP_DATA__';

/** What AppData says of a resolved address (client/app/route-table.ts firstResolved reads it back). */
export function routeData(r: ResolvedPage): AppData['route'] {
  return { def: r.route, params: r.match?.params ?? null, notice: r.notice };
}

/**
 * JSON that is safe inside a <script> element: `<`, `>`, `&` and the line separators are escaped, so neither
 * `</script>` nor `<!--` in any value can end the block or change how the HTML parser reads it.
 */
export function serializeAppData(data: AppData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
