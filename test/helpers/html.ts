// Small readers of server HTML shared by the HTTP tests.

/** The character references React writes in text and attributes, back to their characters. */
export const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A real path for a route of the table: pattern segments filled with a known theme. */
export const concreteRoutePath = (path: string) =>
  path
    .replace(':category', 'business')
    .replace(':themeid', 'harbor-cafe')
    .replace(':themeId', 'harbor-cafe')
    .replace(':variantId', 'night');
