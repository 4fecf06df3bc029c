// Domain search rules (spec 5 "Domain search", spec 7 "Navigations"): pure, so unit tests pin them down. The rules
// of the query and the link live in shared/, where the server's answer to the same form uses them too.
export {
  DOMAIN_SEARCH_MAX,
  domainSearchHref,
  normalizeDomainQuery,
  type DomainSearchLinkOptions,
} from '../../../shared/domain-search.ts';

/** spec 2.5 Home: the extensions the placeholder types, in order. */
export const TYPED_EXTENSIONS = ['ai', 'com', 'org', 'net', 'online', 'shop', 'store'] as const;

/** spec 4, 9: one letter every 400 ms. */
export const TYPE_INTERVAL_MS = 400;

/**
 * The typing animation frame for a step count: the extension index and how many of its letters show.
 * Steps run a, ai, c, co, com, o, ... store, then loop (spec 4 "Home search animation").
 */
export function typedFrame(step: number): { index: number; text: string } {
  const total = TYPED_EXTENSIONS.reduce((n, e) => n + e.length, 0);
  let s = ((step % total) + total) % total;
  for (let index = 0; index < TYPED_EXTENSIONS.length; index++) {
    const ext = TYPED_EXTENSIONS[index];
    if (s < ext.length) return { index, text: ext.slice(0, s + 1) };
    s -= ext.length;
  }
  return { index: 0, text: TYPED_EXTENSIONS[0] };
}
