// Types of the plan catalogue (spec 3 "Plan card", "Price data", "Product catalogue config").
import type { LeadType } from './lead-types.ts';

// Pure types: shared by content/, server/ and client/ (docs/decisions/010-price-data-semantics.md).

/**
 * One rate plan's prices. Amounts are US dollars for the whole term unless named per month.
 * A 12-month plan shown as $0.99/mo, was $17.99/mo: price 215.88, discount 204.00, finalPrice 11.88.
 */
export interface PriceData {
  termDisplayPrice: {
    /** List price of the first term before any discount. */
    price: number;
    /** Discount on the first term (0 when none). */
    discount: number;
    /** price - discount: what the first term costs. */
    finalPrice: number;
    /** Renewal price of one term at today's rate ("Prices renew at the then-current rate"). */
    recurring: number;
    /** finalPrice / term months, rounded to cents: the "$X.XX/mo" figure. */
    unitPricePerMonth: number;
  };
  /** One-time fee (build fee); 0 when there is none. */
  onetimeCharge: { finalPrice: number };
  /** Due today: recurring = first-term price, onetime = one-time fee. */
  charges: { recurring: number; onetime: number };
}

export interface PlanFlag {
  showAddOn: boolean;
}

export type UiFlags = Record<string, PlanFlag>;

export interface CatalogueSnapshot {
  /** Keyed by rate plan id (whprofessional_t12m). */
  prices: Record<string, PriceData>;
  /** Keyed by plan id (whprofessional). */
  flags: UiFlags;
  /** false when the flags upstream failed: every plan is shown (docs/decisions/012-ui-flags-failure.md). */
  flagsAvailable: boolean;
  source: 'embedded' | 'upstream';
  /** The business-creation product's 12-month add-ons (spec 7: fetched by product name), priced from `prices`. */
  businessMakerAddOns: readonly { planId: string; ratePlanId: string }[];
  /**
   * First-year domain price per extension (spec 7 "Domain price lookup", spec 9). A number is what the page shows;
   * null means the live lookup failed for that extension (the page shows the spec 8 message in its place). Absent
   * (or an extension missing from it) means the embedded price (decision 220).
   */
  domainPrices?: Record<string, number | null>;
}

export type FeatureGroupTitle = 'Top Features' | 'Security' | 'Website Building Tools' | 'Service and Support';

export interface FeatureGroup {
  title: FeatureGroupTitle;
  points: readonly string[];
}

export interface PlanFrequency {
  ratePlanId: string;
  months: number;
  label: string;
}

export interface PlanCta {
  text: string;
  ratePlanId: string;
  listName: string;
  /** Site path instead of checkout (local listings search, web design form). */
  navLink?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** Structured plan facts of spec 9; the feature texts are generated from them. */
export type PlanFacts =
  | {
      kind: 'webdesign';
      pages: number;
      images: number;
      updateMinutesPerMonth: number;
      annualRedesign: boolean;
      termMonths: number;
      turnaroundWeeks: { min: number; max: number };
    }
  | { kind: 'websites'; storageGb: number; inboxes: number; privateRegistration: boolean }
  | {
      kind: 'hosting';
      bandwidthGb: number | 'unlimited';
      emailAccounts: number;
      subdomains: number;
      databases: number;
    }
  | { kind: 'ecommerce'; transactionFeePercent: number; emailAccounts: number }
  | { kind: 'mail'; mailboxes: number; storageTbPerMailbox: number; aliasesPerAccount: number }
  | { kind: 'local'; directories: number }
  | { kind: 'domain'; tld: string; termYears: number };

export interface PlanCard {
  planId: string;
  ratePlanId: string;
  title: string;
  subtitle: string;
  marketingPitches: readonly string[];
  termsText: string;
  /** When true the card shows "+ $X one-time <oneTimeFeeLabel>" from the price data. */
  hasOneTimeFeeText: boolean;
  oneTimeFeeLabel?: string;
  taxesAndFees: string;
  /** Shown instead of a price when the monthly price is 0.00 (spec 9 "Price rules"). */
  freeText: string;
  /** One-time products: the card shows the one-time charge, not a monthly price. */
  hideRecurringPrice: boolean;
  isRecommended: boolean;
  frequencies: readonly PlanFrequency[];
  cta: PlanCta;
  /** Lead type selected when the card is clicked (build-my-site, spec 3 "Lead types"). */
  leadType?: LeadType;
  facts: PlanFacts;
  /** Short list always visible on the card. */
  features: readonly string[];
  /**
   * The texts generated from `facts` (content/plan-features/<kind>.ts), also among `features`: the comparison
   * shows the facts as value rows and leaves these out of its feature rows. Carried on the card so the comparison
   * needs no feature-text code of every product.
   */
  factTexts: readonly string[];
  /** Behind "View all features". */
  featureGroups: readonly FeatureGroup[];
}

export interface ProductCatalogueConfig {
  productName: string;
  listName: string;
  header: string;
  subtitle: string;
  trackImpression: boolean;
  /** Plan ids shown, in display order. */
  filterPlanIds: readonly string[];
  trackDetails: boolean;
  /** Rate plan whose price the "from $X" claim quotes, and which figure. */
  startingFrom?: { ratePlanId: string; kind: 'monthly' | 'onetime' };
}

/** The facts of one kind of plan: PlanFactsOf<'mail'>. */
export type PlanFactsOf<K extends PlanFacts['kind']> = Extract<PlanFacts, { kind: K }>;
