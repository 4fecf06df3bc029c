/** One row of the per-path phone map (content/brand.ts phoneNumberMap). */
export interface PathPhone {
  path: string;
  phone: string;
}

/** The support number for a path: the per-path map first, then the configured default (spec 9 "Contact"). */
export function phoneForPath(pathname: string, defaultPhone: string, map: readonly PathPhone[]): string {
  for (const { path, phone } of map) {
    if (pathname === path || pathname.startsWith(`${path}/`)) return phone;
  }
  return defaultPhone;
}

/** tel: href for a displayed number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
