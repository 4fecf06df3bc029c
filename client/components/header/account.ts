import type { PublicConfig } from '../../../shared/app-data.ts';
import type { LoginUser } from '../../../shared/login-user.ts';

/**
 * The origin Sign Out returns to: PUBLIC_URL when it is set; otherwise the address the visitor used (`here`, the
 * page's own origin), since the localhost default would send anyone on another host to a machine of their own.
 */
export function returnOrigin(config: Pick<PublicConfig, 'publicUrl' | 'publicUrlSet'>, here?: string): string {
  return config.publicUrlSet === false && here ? here : config.publicUrl;
}

/** The page's own origin, in the browser only (Sign Out is never in the server's HTML: sign-in is known client-side). */
export const pageOrigin = (): string | undefined => (typeof location === 'undefined' ? undefined : location.origin);

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

/** The letter shown for a signed-in visitor: first name first, then alias. */
export function userInitial(u: LoginUser): string {
  const name =
    (typeof u.firstName === 'string' && u.firstName.trim()) || (typeof u.alias === 'string' && u.alias.trim()) || '?';
  return name.charAt(0).toUpperCase();
}

/** Spec 2.4: the phone side menu shows the alias cut to 8 characters. */
export function shortAlias(alias: string | undefined, max = 8): string {
  return (alias ?? '').slice(0, max);
}
