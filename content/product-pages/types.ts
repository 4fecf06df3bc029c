// Shapes of the product pages' copy (spec 3 "FAQ item", "Offer card", "Theme card"). Prices are never written
// here: copy names a rate plan's figure (`{price:<ratePlanId>}`, shared/price-text.ts) and the page fills it from the
// catalogue snapshot, so a price change is one edit in content/prices.ts.

export interface InfoItem {
  title: string;
  text: string;
}
