// Shapes of the product pages' copy (spec 3 "FAQ item", "Offer card", "Theme card"). Prices are never written
// here: pages fill `{price}` / `{was}` from the catalogue snapshot so a price change is one edit in content/prices.ts.

export interface InfoItem {
  title: string;
  text: string;
}

/** Replaces {name} placeholders: fill('from {price}', { price: '$1.19/mo' }). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}
