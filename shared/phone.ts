import { phoneNumberMap } from '../content/brand.ts';

/** The support number for a path: the per-path map first, then the configured default (spec 9 "Contact"). */
export function phoneForPath(pathname: string, defaultPhone: string): string {
  for (const { path, phone } of phoneNumberMap) {
    if (pathname === path || pathname.startsWith(`${path}/`)) return phone;
  }
  return defaultPhone;
}

/** tel: href for a displayed number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
