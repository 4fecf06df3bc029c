/**
 * Sign Out goes to the login service's logout with a return address (spec 2.4) that can only point back to this
 * site: the current path resolved against PUBLIC_URL, and the site's home when that would leave the origin.
 */
export function logoutHref(loginUrl: string, publicUrl: string, path: string): string {
  const site = new URL(publicUrl);
  let back: URL;
  try {
    back = new URL(path.startsWith('/') && !path.startsWith('//') ? path : '/', site);
  } catch {
    back = new URL('/', site);
  }
  if (back.origin !== site.origin) back = new URL('/', site);
  const url = new URL(`${loginUrl.replace(/\/+$/, '')}/logout`);
  url.searchParams.set('return', back.href);
  return url.href;
}
