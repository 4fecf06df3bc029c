// spec 3 "Lead types" and "Lead form data"; spec 9 "Lead and consultation".

/** The eight lead types of spec 3, spelled exactly as the spec writes them. */
export const LEAD_TYPES = [
  'local',
  'difm',
  'difm_eol',
  'difm_eol_basic',
  'difm_eol_std',
  'difm_eol_prem',
  'bm_legal_presales',
  'bm_pos_presales',
] as const;

export type LeadType = (typeof LEAD_TYPES)[number];

export function isLeadType(value: unknown): value is LeadType {
  return typeof value === 'string' && (LEAD_TYPES as readonly string[]).includes(value);
}

// spec 3: difmstdaddon gives difm_eol_std, difmpremaddon gives difm_eol_prem; the build-my-site default is difm_eol.
export const ADD_ON_LEAD_TYPES: Readonly<Record<string, LeadType>> = {
  difmstdaddon: 'difm_eol_std',
  difmpremaddon: 'difm_eol_prem',
};
export const DEFAULT_BUILD_MY_SITE_LEAD_TYPE: LeadType = 'difm_eol';
/** spec 3: the web design page uses difm. */
export const WEB_DESIGN_LEAD_TYPE: LeadType = 'difm';

/** The lead type a build-my-site pricing-table click selects (spec 4 "Build-my-site page"). */
export function leadTypeForPlan(planId: string | null | undefined): LeadType {
  return (
    (planId && Object.hasOwn(ADD_ON_LEAD_TYPES, planId) && ADD_ON_LEAD_TYPES[planId]) || DEFAULT_BUILD_MY_SITE_LEAD_TYPE
  );
}

/** spec 9: appointment slots, Pacific time. */
export const TIME_SLOTS = ['6:00 - 9:00', '9:01 - 12:00', '12:01 - 15:00', '15:01 - 17:00'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** spec 9 "Field limits". */
export const LEAD_LIMITS = { name: 50, email: 50, company: 50, phone: 20 } as const;

/** spec 3 "Lead form data", as the browser submits it (ysbcaptchatoken is added on submit). */
export interface LeadFormData {
  name: string;
  email: string;
  phone: string;
  /** A slot of TIME_SLOTS, or "<date text>, <slot>" when a date was picked (spec 4 "Lead form"). */
  time?: string;
  /** ISO-3166 alpha-2 country of the phone number; spec 3: default US. */
  countryCode: string;
  intentId?: string;
  intentText?: string;
  /** The picked consultation day as yyyy-MM-dd. */
  date?: string;
  company?: string;
  agreetos: boolean;
  ysbcaptchatoken?: string;
}

/** What validateLead hands back: the stored lead (the captcha token is not part of it). */
export type Lead = Omit<LeadFormData, 'ysbcaptchatoken'>;
