// Copy of the recomposed pages that had none in content/ yet (spec 2.5); claims are those of spec 9 only.

/** Hero trust lines of the partner pages (/partners and /affiliate): short facts, each with an icon. */
export const partnersTrust = ['25 years in business', '5 million websites hosted', '24/7 support'] as const;
